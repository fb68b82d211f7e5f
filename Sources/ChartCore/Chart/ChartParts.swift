/// The widgets of a chart's tree: the seven region containers and what the chart puts in them
/// (title, legend, plot, axis labels and titles, marks, overlay), built and assembled once.
@MainActor
final class ChartParts {
    let header = Widget(id: "header")
    let footer = Widget(id: "footer")
    let topGutter = Widget(id: "topGutter")
    let bottomGutter = Widget(id: "bottomGutter")
    let leftGutter = Widget(id: "leftGutter")
    let rightGutter = Widget(id: "rightGutter")
    let plotRegion = Widget(id: "plotRegion")
    let titleView = TitleView()
    let legendView = LegendView()
    let plotView = PlotView()
    let xLabels = AxisLabelsView(side: .bottom)
    let yLabels = AxisLabelsView(side: .left)
    let xTitleView = AxisTitleView(side: .bottom)
    let yTitleView = AxisTitleView(side: .left)
    let overlayView = InteractionOverlayView()
    let annotationsView = AnnotationsView()
    /// Labels and title of each additional axis, in the gutter of its side.
    private(set) var extraAxisViews: [(labels: AxisLabelsView, title: AxisTitleView)] = []

    /// Puts the regions under `root` and each part in its region.
    func assemble(into root: Widget) {
        root.stackAxis = .overlay
        header.padding = Insets(top: 10, left: 12, bottom: 4, right: 12)
        footer.padding = Insets(top: 2, left: 12, bottom: 8, right: 12)
        leftGutter.stackAxis = .horizontal
        leftGutter.padding = Insets(left: 8)
        rightGutter.stackAxis = .horizontal
        topGutter.stackAxis = .vertical
        bottomGutter.stackAxis = .vertical
        bottomGutter.padding = Insets(bottom: 6)
        plotRegion.stackAxis = .overlay
        for r in ChartRegion.allCases {
            let w = region(r)
            w.isHitTestable = false
            root.addChild(w)
        }
        header.addChild(titleView)
        header.addChild(legendView)
        leftGutter.addChild(yTitleView)
        leftGutter.addChild(yLabels)
        bottomGutter.addChild(xLabels)
        bottomGutter.addChild(xTitleView)
        plotRegion.addChild(plotView)
        plotView.length = .relative(1)
        plotRegion.addChild(annotationsView)
        root.addChild(overlayView)
    }

    /// The container widget of a region.
    func region(_ r: ChartRegion) -> Widget {
        switch r {
        case .header: return header
        case .footer: return footer
        case .topGutter: return topGutter
        case .bottomGutter: return bottomGutter
        case .leftGutter: return leftGutter
        case .rightGutter: return rightGutter
        case .plot: return plotRegion
        }
    }

    /// Whether `w` is one of the region containers (anything else under the root is an app's overlay).
    func isRegion(_ w: Widget) -> Bool { ChartRegion.allCases.contains { region($0) === w } }

    /// Adds, removes or retitles gutter widgets so each wanted additional axis has labels and a title.
    func syncAdditionalAxes(_ wanted: [(side: AxisLabelsView.Side, index: Int, title: String?)]) {
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

    /// The sides additional axes sit on now.
    var additionalAxisSides: Set<AxisLabelsView.Side> { Set(extraAxisViews.map(\.labels.side)) }
}
