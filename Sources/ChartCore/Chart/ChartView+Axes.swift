/// Gutter widgets for the additional axes.
extension ChartView {
    /// The side each additional axis sits on, keyed for comparison with the views present.
    private var wantedAxisViews: [(side: AxisLabelsView.Side, index: Int, title: String?)] {
        configuration.additionalYAxes.enumerated().map { ($1.side.map { $0.isVertical ? $0 : .right } ?? .right, $0 + 1, $1.title) }
            + configuration.additionalXAxes.enumerated().map { ($1.side.map { $0.isVertical ? .top : $0 } ?? .top, $0 + 1, $1.title) }
    }

    /// Adds, removes or retitles gutter widgets so each additional axis has labels and a title.
    func syncAdditionalAxisViews() { parts.syncAdditionalAxes(wantedAxisViews) }

    /// Region sizes with the default fixed right and top gutters grown to fit additional axes.
    var effectiveRegionSizes: [ChartRegion: Dimension] {
        var sizes = regionSizes
        let sides = parts.additionalAxisSides
        if sides.contains(.right), sizes[.rightGutter] == .points(16) { sizes[.rightGutter] = .auto }
        if sides.contains(.top), sizes[.topGutter] == .points(12) { sizes[.topGutter] = .auto }
        return sizes
    }
}
