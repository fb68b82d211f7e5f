import ChartCore
import ChartIO
import ChartWorkspace

/// The viewer's plots: one chart per plot of the document's workspace, in panes of the workspace
/// view, linked on x where their x is of one kind.
final class ViewerPlots {
    let view: WorkspaceView
    private(set) var charts: [ChartView] = []
    /// One link per kind of x: dates share one; numbers share one per x column.
    private var links: [String: XLink] = [:]
    /// Charts a person unlinked (by identity).
    private var unlinked: Set<ObjectIdentifier> = []
    /// Sets up a new chart (delegate, fitting, theme).
    var configure: (ChartView) -> Void = { _ in }
    /// A linked chart followed another's x range.
    var onFollow: ((ChartView, ChartView, Bool) -> Void)?

    init(view: WorkspaceView) {
        self.view = view
    }

    /// The index of `chart`, if it is one of the plots.
    func index(of chart: ChartView) -> Int? { charts.firstIndex { $0 === chart } }

    /// The chart clicked columns go to.
    var current: ChartView? { charts.isEmpty ? nil : charts[min(view.currentPlot, charts.count - 1)] }

    /// Adds an empty plot at `i` (its data comes with the next `show`).
    func insert(at i: Int) {
        let c = ChartView()
        configure(c)
        let i = max(0, min(i, charts.count))
        charts.insert(c, at: i)
        view.stack.insertChild(PlotPaneView(chart: c), at: i)
        var l = view.stack.layout
        l.insert(at: i)
        view.stack.layout = l
    }

    /// Removes plot `i`.
    func remove(at i: Int) {
        guard charts.indices.contains(i) else { return }
        let c = charts.remove(at: i)
        for l in links.values { l.remove(c) }
        view.panes.first { $0.chart === c }?.removeFromParent()
        var l = view.stack.layout
        l.remove(at: i)
        view.stack.layout = l
    }

    /// Shows the document's built plots: as many panes as plots, each with its data and title.
    func show(_ document: ViewerDocument, appended: Bool) {
        let built = document.built
        while charts.count > built.count { remove(at: charts.count - 1) }
        while charts.count < built.count { insert(at: charts.count) }
        let specs = document.workspace.plots ?? []
        for (i, b) in built.enumerated() {
            let c = charts[i]
            if !appended, i < specs.count, let l = specs[i].linked {
                if l { unlinked.remove(ObjectIdentifier(c)) } else { unlinked.insert(ObjectIdentifier(c)) }
            }
            document.apply(b, to: c, appended: appended && !c.data.series.isEmpty)
            c.annotations = document.annotations(ofPlot: i)
            c.title = nil
            view.panes[i].titleBar.title = document.title(ofPlot: i)
        }
        var l = view.stack.layout
        l.axis = document.workspace.layout == "horizontal" ? .horizontal : .vertical
        let sizes = (document.workspace.plots ?? []).map { $0.size ?? 1 }
        if sizes.count == charts.count, sizes.contains(where: { $0 != 1 }), !appended { l.shares = sizes }
        view.stack.layout = l
        relink(document)
        view.setCurrentPlot(min(view.currentPlot, max(0, charts.count - 1)))
    }

    /// Groups the plots into links by the kind of their x.
    private func relink(_ document: ViewerDocument) {
        // Dates link with dates; other plots with those on the same x column.
        var groups: [String: [ChartView]] = [:]
        let specs = document.workspace.plotSpecs
        for (i, b) in document.built.enumerated() where i < charts.count && b.kind != "bar" && !b.data.series.isEmpty
            && !["pie", "donut", "radar"].contains(b.kind) && !b.xIsLog && !b.isAnalysis {
            let key = b.xIsDate ? "date" : "x:" + (i < specs.count ? specs[i].x ?? "" : "")
            groups[key, default: []].append(charts[i])
        }
        for l in links.values { for c in l.charts { l.remove(c) } }
        var next: [String: XLink] = [:]
        for (key, members) in groups where members.count > 1 {
            let l = links[key] ?? XLink()
            l.onFollow = { [weak self] member, source, settled in self?.onFollow?(member, source, settled) }
            for c in members { l.add(c, linked: !unlinked.contains(ObjectIdentifier(c))) }
            next[key] = l
        }
        links = next
        for (i, c) in charts.enumerated() {
            view.panes[i].titleBar.isLinked = link(of: c).map { $0.isLinked(c) }
        }
    }

    /// Whether each plot follows the others' x (nil: it has no plot to link with).
    var linkStates: [Bool?] { charts.map { c in link(of: c).map { $0.isLinked(c) } } }

    /// The link `chart` belongs to, if any.
    func link(of chart: ChartView) -> XLink? {
        links.values.first { l in l.charts.contains { $0 === chart } }
    }

    /// Links or unlinks plot `i`; returns the new state (nil when it has no plot to link with).
    @discardableResult
    func toggleLink(_ i: Int) -> Bool? {
        guard charts.indices.contains(i), let l = link(of: charts[i]) else { return nil }
        let c = charts[i]
        let on = !l.isLinked(c)
        l.setLinked(on, c)
        if on { unlinked.remove(ObjectIdentifier(c)) } else { unlinked.insert(ObjectIdentifier(c)) }
        view.panes[i].titleBar.isLinked = on
        return on
    }
}
