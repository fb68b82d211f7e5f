import Foundation

/// What a chart's widgets read to lay out and draw one frame: the geometry, the data as drawn,
/// the settings and the interaction state.
///
/// A chart puts its frame into the layout context of its subtree, so a widget reads the chart it
/// belongs to from the context instead of looking up its root: charts nest in any widget tree.
package struct PlotFrame {
    /// Scales, ticks and the plot rectangle from the last layout.
    package var geometry: PlotGeometry
    /// The data as given.
    package var data: ChartData
    /// The data as drawn (stacks resolved, values a log axis cannot show left out).
    package var plotData: ChartData
    /// The data as presented this frame (pulled toward the baseline while animating).
    package var presentedData: ChartData
    /// Problems with the data as given, which the chart leaves out.
    package var dataWarnings: [String]
    /// What the geometry was computed from: the settings' axes and bar layout, and the viewport.
    package var options: PlotGeometry.Options
    /// The chart's settings.
    package var configuration: ChartConfiguration
    /// The theme with the style's overrides applied.
    package var theme: Theme
    /// What is drawn as selected.
    package var effectiveSelection: ChartSelection?
    /// True while values morph between two data sets (their extremes move: lines are scanned).
    package var isMorphing: Bool
    /// The fraction of each line drawn (the trace animation); 1 otherwise.
    package var traceFraction: Double
    /// The fraction of a full turn radial charts sweep (the spin animation); 1 otherwise.
    package var spinFraction: Double
    /// How large pies are drawn: 1 normally, less while collapsed or growing.
    package var radialGrowth: Double
    /// The crosshair shown, if any.
    package var crosshair: CrosshairEvent?
    /// The rectangle of a box zoom in progress.
    package var boxZoomRect: Rect?
    /// The rectangle of a brush in progress.
    package var brushRect: Rect?
    /// Points picked out (drawn in full, the rest dimmed).
    package var highlight: PointHighlight?
    /// Cursors A and B.
    package var cursors = Cursors()
    /// Reference lines and notes.
    package var annotations: [Annotation] = []
    /// Where long lines' points come from.
    package var provider: any ViewportProvider

    /// Colours, fonts and grid overrides.
    package var style: ChartStyle { configuration.style }
    /// Value labels over the data.
    package var labelLayers: [LabelLayer] { configuration.labelLayers }
    /// How selection is drawn.
    package var selectionStyle: SelectionStyle { configuration.selectionStyle }
    /// Whether long sorted lines are drawn from the provider's decimated points.
    package var decimatesLines: Bool { configuration.decimatesLines }
    /// The primary horizontal axis.
    package var xAxis: AxisConfig { options.xAxis }
    /// The primary vertical axis.
    package var yAxis: AxisConfig { options.yAxis }

    /// Whether a series' x values ascend.
    package func isSorted(_ i: Int) -> Bool { provider.isSorted(i) }

    /// The series colour: its own style, else the palette colour for its index.
    package func color(ofSeries i: Int) -> Color {
        guard i < data.series.count else { return theme.seriesColor(i) }
        let s = data.series[i]
        switch s.kind {
        case .bar: return s.bar.color ?? theme.seriesColor(i)
        default: return s.line.color ?? theme.seriesColor(i)
        }
    }

    /// Dash patterns (points) for lines past the palette: the first lap of colours is solid, the
    /// second dashed, the third dotted, the fourth dash-dot, so no two lines look alike.
    package static let lapDashes: [[Double]] = [[7, 4], [2, 3], [8, 3, 2, 3]]

    /// The dash pattern series `i`'s line is drawn with: its own, else one that tells it from the
    /// series of the same palette colour (empty: solid).
    package func dash(ofSeries i: Int) -> [Double] {
        guard i < data.series.count else { return [] }
        let s = data.series[i]
        if !s.line.dash.isEmpty || s.line.color != nil { return s.line.dash }
        let lap = theme.palette.isEmpty ? 0 : i / theme.palette.count
        return lap == 0 ? [] : Self.lapDashes[(lap - 1) % Self.lapDashes.count]
    }

    /// The marker series `i` is drawn with: its own, except that a circle (the default) on a
    /// series past the palette's first lap of colours becomes a square, triangle or diamond, so
    /// scatters of the same colour differ.
    package func marker(ofSeries i: Int) -> MarkerShape? {
        guard i < data.series.count, let m = data.series[i].line.marker else { return nil }
        guard m == .circle, data.series[i].line.color == nil, !theme.palette.isEmpty else { return m }
        let lap = i / theme.palette.count
        return lap == 0 ? m : Self.lapMarkers[(lap - 1) % Self.lapMarkers.count]
    }

    /// The markers of the palette's second, third and fourth laps.
    package static let lapMarkers: [MarkerShape] = [.square, .triangle, .diamond]

    /// The name of the category at a (rounded) position on a category axis.
    package func categoryName(_ v: Double) -> String {
        let i = v.rounded().clampedInt
        return i >= 0 && i < data.categories.count ? data.categories[i] : String(i + 1)
    }

    /// The pixel position of a selected point, if it exists: the one shape code drawing and hit
    /// testing share.
    package func position(of sel: ChartSelection) -> Point? {
        let drawn = plotData
        guard sel.series < drawn.series.count else { return nil }
        let s = drawn.series[sel.series]
        guard sel.index < s.count, s.y[sel.index].isFinite else { return nil }
        let g = geometry.bound(to: s)
        switch s.kind {
        case .bar:
            guard let slot = geometry.barSlots.indices.contains(sel.series) ? geometry.barSlots[sel.series] : nil else { return nil }
            return PlotView.barRect(s, sel.index, slot: slot, g: g).map { Point($0.midX, $0.minY) }
        case .pie:
            let (c, r) = PlotView.radialFrame(geometry.plot, style: s.radial, labelled: labelLayers.contains { $0.kind == .radial })
            guard let (a0, a1) = PlotView.segmentAngles(s)[sel.index] else { return nil }
            let mid = (a0 + a1) / 2
            return Point(c.x + sin(mid) * r * 0.7, c.y - cos(mid) * r * 0.7)
        case .radar:
            let (c, r) = PlotView.radialFrame(geometry.plot, style: s.radial, labelled: true)
            let top = PlotView.radarMaximum(self)
            let f = top > 0 ? max(0, s.y[sel.index]) / top : 0
            return PlotView.spokePoint(sel.index, of: PlotView.radarSpokes(self), fraction: f, center: c, radius: r, style: s.radial)
        case .candlestick, .ohlc:
            let h = s.high.map { sel.index < $0.count ? $0[sel.index] : s.y[sel.index] } ?? s.y[sel.index]
            return g.point(x: s.xValue(sel.index), y: h)
        default:
            return g.point(x: s.xValue(sel.index), y: s.y[sel.index])
        }
    }
}
