/// The seven named regions of a chart view.
///
/// Header and footer span the full width; the top and bottom gutters span the plot's width;
/// the left and right gutters span the plot's height (Graffeine's five regions plus
/// JBChartView's header and footer).
public enum ChartRegion: String, CaseIterable, Hashable, Sendable {
    /// The header and footer, the four gutters around the plot, and the plot area itself.
    case header, footer, topGutter, bottomGutter, leftGutter, rightGutter, plot
}

/// The frames of every region of a chart view: a pure function of the frame and the sizes.
package struct RegionLayout: Hashable, Sendable {
    /// One frame per region, in `ChartRegion.allCases` order (fixed storage: a layout pass
    /// runs every frame and must not allocate).
    private var rects: (Rect, Rect, Rect, Rect, Rect, Rect, Rect) = (.zero, .zero, .zero, .zero, .zero, .zero, .zero)

    /// The frames as a dictionary (a region left out is an empty rectangle at the origin).
    package var frames: [ChartRegion: Rect] {
        get { Dictionary(uniqueKeysWithValues: ChartRegion.allCases.map { ($0, self[$0]) }) }
        set { self = RegionLayout(frames: newValue) }
    }

    /// Creates a layout from a frame per region; regions left out get an empty rectangle at the origin.
    package init(frames: [ChartRegion: Rect]) {
        for (r, f) in frames { self[r] = f }
    }

    /// The frame of one region, in the chart view's pixel space.
    package subscript(_ r: ChartRegion) -> Rect {
        get {
            switch r {
            case .header: return rects.0
            case .footer: return rects.1
            case .topGutter: return rects.2
            case .bottomGutter: return rects.3
            case .leftGutter: return rects.4
            case .rightGutter: return rects.5
            case .plot: return rects.6
            }
        }
        set {
            switch r {
            case .header: rects.0 = newValue
            case .footer: rects.1 = newValue
            case .topGutter: rects.2 = newValue
            case .bottomGutter: rects.3 = newValue
            case .leftGutter: rects.4 = newValue
            case .rightGutter: rects.5 = newValue
            case .plot: rects.6 = newValue
            }
        }
    }

    /// Two layouts are equal when every region has the same frame.
    package static func == (a: Self, b: Self) -> Bool {
        ChartRegion.allCases.allSatisfy { a[$0] == b[$0] }
    }

    /// Hashes the frame of every region.
    package func hash(into h: inout Hasher) {
        for r in ChartRegion.allCases { h.combine(self[r]) }
    }

    /// Lays out the regions inside `frame`.
    ///
    /// - Parameters:
    ///   - frame: the rectangle the regions share.
    ///   - sizes: the length of each region across its stacking direction (height for header,
    ///     footer and the top/bottom gutters; width for the left/right gutters). The plot's
    ///     entry is its share when others are `.relative` (default `.relative(1)`).
    ///   - scale: device pixels per point, for sizes given in points.
    ///   - intrinsic: the preferred length of a region whose size is `.auto`.
    package static func compute(frame: Rect, sizes: [ChartRegion: Dimension], scale: Double = 1,
                               intrinsic: (ChartRegion) -> Double = { _ in 0 }) -> RegionLayout {
        let plotShare = sizes[.plot] ?? .relative(1)
        func size(_ r: ChartRegion) -> Dimension { r == .plot ? plotShare : (sizes[r] ?? .points(0)) }
        // Top to bottom, and left to right.
        func vertical(_ i: Int) -> ChartRegion {
            switch i { case 0: .header; case 1: .topGutter; case 2: .plot; case 3: .bottomGutter; default: .footer }
        }
        func horizontal(_ i: Int) -> ChartRegion {
            switch i { case 0: .leftGutter; case 1: .plot; default: .rightGutter }
        }
        var f = RegionLayout(frames: [:])
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 8) { buffer in
            let heights = UnsafeMutableBufferPointer(rebasing: buffer[0..<5])
            let widths = UnsafeMutableBufferPointer(rebasing: buffer[5..<8])
            LinearLayout.lengths(count: 5, dimension: { size(vertical($0)) }, container: frame.height, scale: scale,
                                 intrinsic: { intrinsic(vertical($0)) }, into: heights)
            LinearLayout.lengths(count: 3, dimension: { size(horizontal($0)) }, container: frame.width, scale: scale,
                                 intrinsic: { intrinsic(horizontal($0)) }, into: widths)
            var y = frame.minY
            let plotX = frame.minX + widths[0]
            for i in 0..<5 {
                let r = vertical(i), h = heights[i]
                switch r {
                case .header, .footer:
                    f[r] = Rect(x: frame.minX, y: y, width: frame.width, height: h)
                default:
                    f[r] = Rect(x: plotX, y: y, width: widths[1], height: h)
                }
                y += h
            }
            let plot = f[.plot]
            f[.leftGutter] = Rect(x: frame.minX, y: plot.minY, width: widths[0], height: plot.height)
            f[.rightGutter] = Rect(x: plot.maxX, y: plot.minY, width: widths[2], height: plot.height)
        }
        return f
    }
}
