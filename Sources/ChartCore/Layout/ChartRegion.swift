/// The seven named regions of a chart view.
///
/// Header and footer span the full width; the top and bottom gutters span the plot's width;
/// the left and right gutters span the plot's height (Graffeine's five regions plus
/// JBChartView's header and footer).
public enum ChartRegion: String, CaseIterable, Hashable, Sendable {
    case header, footer, topGutter, bottomGutter, leftGutter, rightGutter, plot
}

/// The frames of every region of a chart view: a pure function of the frame and the sizes.
public struct RegionLayout: Hashable, Sendable {
    public var frames: [ChartRegion: Rect]

    public subscript(_ r: ChartRegion) -> Rect { frames[r] ?? .zero }

    /// Lays out the regions inside `frame`.
    ///
    /// - Parameters:
    ///   - sizes: the length of each region across its stacking direction (height for header,
    ///     footer and the top/bottom gutters; width for the left/right gutters). The plot's
    ///     entry is its share when others are `.relative` (default `.relative(1)`).
    ///   - intrinsic: the preferred length of a region whose size is `.auto`.
    public static func compute(frame: Rect, sizes: [ChartRegion: Dimension], scale: Double = 1,
                               intrinsic: (ChartRegion) -> Double = { _ in 0 }) -> RegionLayout {
        let plotShare = sizes[.plot] ?? .relative(1)
        let vertical: [ChartRegion] = [.header, .topGutter, .plot, .bottomGutter, .footer]
        let heights = LinearLayout.lengths(vertical.map { $0 == .plot ? plotShare : (sizes[$0] ?? .points(0)) },
                                           container: frame.height, scale: scale,
                                           intrinsic: { intrinsic(vertical[$0]) })
        let horizontal: [ChartRegion] = [.leftGutter, .plot, .rightGutter]
        let widths = LinearLayout.lengths(horizontal.map { $0 == .plot ? plotShare : (sizes[$0] ?? .points(0)) },
                                          container: frame.width, scale: scale,
                                          intrinsic: { intrinsic(horizontal[$0]) })
        var f: [ChartRegion: Rect] = [:]
        var y = frame.minY
        let plotX = frame.minX + widths[0]
        for (i, r) in vertical.enumerated() {
            let h = heights[i]
            switch r {
            case .header, .footer:
                f[r] = Rect(x: frame.minX, y: y, width: frame.width, height: h)
            default:
                f[r] = Rect(x: plotX, y: y, width: widths[1], height: h)
            }
            y += h
        }
        let plot = f[.plot]!
        f[.leftGutter] = Rect(x: frame.minX, y: plot.minY, width: widths[0], height: plot.height)
        f[.rightGutter] = Rect(x: plot.maxX, y: plot.minY, width: widths[2], height: plot.height)
        return RegionLayout(frames: f)
    }
}
