/// Gutter widgets for the additional axes.
extension ChartView {
    /// The side each additional axis sits on, keyed for comparison with the views present.
    private var wantedAxisViews: [(side: AxisLabelsView.Side, index: Int, title: String?)] {
        configuration.additionalYAxes.enumerated().map { ($1.side.map { $0.isVertical ? $0 : .right } ?? .right, $0 + 1, $1.title) }
            + configuration.additionalXAxes.enumerated().map { ($1.side.map { $0.isVertical ? .top : $0 } ?? .top, $0 + 1, $1.title) }
    }

    /// Adds, removes or retitles gutter widgets so each additional axis has labels and a title.
    func syncAdditionalAxisViews() {
        let wanted = wantedAxisViews
        let current = extraAxisViews.map { ($0.labels.side, $0.labels.axisIndex) }
        if current.count == wanted.count, zip(current, wanted).allSatisfy({ $0.0 == $1.side && $0.1 == $1.index }) {
            for (v, w) in zip(extraAxisViews, wanted) { v.title.text = w.title }
            return
        }
        for v in extraAxisViews { v.labels.removeFromParent(); v.title.removeFromParent() }
        extraAxisViews = wanted.map { w in
            let labels = AxisLabelsView(side: w.side, axisIndex: w.index)
            let title = AxisTitleView(side: w.side, text: w.title)
            switch w.side {
            case .right:
                rightGutter.addChild(labels)
                rightGutter.addChild(title)
            case .left:
                leftGutter.insertChild(labels, at: 0)
                leftGutter.insertChild(title, at: 0)
            case .top:
                topGutter.insertChild(labels, at: 0)
                topGutter.insertChild(title, at: 0)
            case .bottom:
                bottomGutter.addChild(labels)
                bottomGutter.addChild(title)
            }
            return (labels, title)
        }
    }

    /// Region sizes with the default fixed right and top gutters grown to fit additional axes.
    var effectiveRegionSizes: [ChartRegion: Dimension] {
        var sizes = regionSizes
        let sides = Set(extraAxisViews.map(\.labels.side))
        if sides.contains(.right), sizes[.rightGutter] == .points(16) { sizes[.rightGutter] = .auto }
        if sides.contains(.top), sizes[.topGutter] == .points(12) { sizes[.topGutter] = .auto }
        return sizes
    }
}
