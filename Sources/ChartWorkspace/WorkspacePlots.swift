import ChartCore
import ChartIO
import ChartSpecs
import WorkspaceModel

/// A workspace's plots on screen: one chart per plot of the document's workspace, kept by the plot's
/// identity, in panes of the workspace view, linked on x where their x is of one kind. It follows
/// the workspace model: a plot added gets a chart, a plot gone loses its own, and a plot whose
/// build did not change keeps its data untouched.
@MainActor
public final class WorkspacePlots {
    /// The workspace view whose stack holds the plots' panes.
    public let view: WorkspaceView
    /// The charts, in the plots' order.
    public private(set) var charts: [ChartView] = []
    /// The plot each chart shows, in the same order.
    public private(set) var ids: [PlotID] = []
    /// The build each chart shows (the document's generation of it).
    private var shown: [PlotID: Int] = [:]
    /// One link per kind of x: dates share one; numbers share one per x column.
    private var links: [String: XLink] = [:]
    /// Sets up a new chart (delegate, fitting, theme).
    public var configure: (ChartView) -> Void = { _ in }
    /// A linked chart followed another's x range.
    public var onFollow: ((ChartView, ChartView, Bool) -> Void)?
    /// The theme of a name (the settings' palette and font size over the built-in theme).
    public var themeNamed: (String) -> Theme = { Theme.named($0) ?? .light }
    /// How the axes write numbers (the settings' number format).
    public var numberStyle = NumberStyle.standard

    /// The plots of the stack of `view`.
    public init(view: WorkspaceView) {
        self.view = view
    }

    /// The index of `chart`, if it is one of the plots.
    public func index(of chart: ChartView) -> Int? { charts.firstIndex { $0 === chart } }

    /// The chart of plot `id`, if it has one.
    public func chart(_ id: PlotID) -> ChartView? { ids.firstIndex(of: id).map { charts[$0] } }

    /// The chart clicked columns go to.
    public var current: ChartView? { charts.isEmpty ? nil : charts[min(view.currentPlot, charts.count - 1)] }

    /// Adds an empty chart for plot `id` at `i`.
    private func insert(_ id: PlotID, at i: Int) {
        let c = ChartView()
        configure(c)
        let i = max(0, min(i, charts.count))
        charts.insert(c, at: i)
        ids.insert(id, at: i)
        view.stack.insertChild(PlotPaneView(chart: c), at: i)
        var l = view.stack.layout
        l.insert(at: i)
        view.stack.layout = l
    }

    /// Removes chart `i`.
    private func remove(at i: Int) {
        guard charts.indices.contains(i) else { return }
        let c = charts.remove(at: i)
        shown[ids.remove(at: i)] = nil
        for l in links.values { l.remove(c) }
        view.panes.first { $0.chart === c }?.removeFromParent()
        var l = view.stack.layout
        l.remove(at: i)
        view.stack.layout = l
    }

    /// Shows the document's workspace: a chart per plot (by identity), each with its data, hidden
    /// series, title, notes and link state; the stack's layout, shares and maximised plot as the model says.
    public func show(_ document: WorkspaceDocument, appended: Bool) {
        let model = document.model
        // The charts follow the plots: those of plots gone leave, new plots get one where they stand.
        let keep = Set(model.ids)
        for i in stride(from: ids.count - 1, through: 0, by: -1) where !keep.contains(ids[i]) { remove(at: i) }
        for (i, id) in model.ids.enumerated() where !(i < ids.count && ids[i] == id) {
            if let j = ids.firstIndex(of: id) { remove(at: j) }
            insert(id, at: i)
        }
        let built = document.built
        for (i, p) in model.plots.enumerated() where i < built.count {
            let c = charts[i]
            let generation = document.generation(of: p.id)
            let hidden = Set(p.spec.hidden ?? [])
            if appended || shown[p.id] != generation {
                apply(built[i], of: document, to: c, appended: appended && !c.data.series.isEmpty)
                shown[p.id] = generation
            } else if c.data.series.contains(where: { $0.isVisible == hidden.contains($0.name) }) {
                // A series hidden or shown again (an undo, a legend click in another view).
                c.data = c.data.hiding(hidden)
            }
            let marks = document.annotations(ofPlot: i)
            if c.annotations != marks { c.annotations = marks }
            c.title = nil
            view.panes[i].titleBar.title = document.shownTitle(ofPlot: i)
        }
        var l = view.stack.layout
        l.axis = model.layout == "horizontal" ? .horizontal : .vertical
        let sizes = model.plots.map { $0.spec.size ?? 1 }
        if sizes.count == charts.count, !appended, !Self.sameShares(sizes, l.shares) { l.shares = sizes }
        view.stack.layout = l
        view.showMaximized(model.maximized.flatMap { ids.firstIndex(of: $0) })
        relink(document, built)
        applyCursors(document)
        view.setCurrentPlot(min(view.currentPlot, max(0, charts.count - 1)))
    }

    /// Each plot's cursors as the model holds them (an undo, a reopened workspace), set with the
    /// links quiet: one plot's cursors must not overwrite a linked plot's own. A cursor being
    /// dragged now is left to the drag.
    private func applyCursors(_ document: WorkspaceDocument) {
        func quietly(_ rest: ArraySlice<XLink>, _ body: () -> Void) {
            guard let l = rest.first else { return body() }
            l.quietly { quietly(rest.dropFirst(), body) }
        }
        quietly(ArraySlice(links.values)) {
            for (i, c) in charts.enumerated() {
                let cursors = document.cursors(ofPlot: i)
                if c.cursors != cursors, !c.isDraggingCursor { c.cursors = cursors }
            }
        }
    }

    /// Whether two lists of shares divide the stack alike (to a hundredth).
    static func sameShares(_ a: [Double], _ b: [Double]) -> Bool {
        let sa = a.reduce(0, +), sb = b.reduce(0, +)
        guard a.count == b.count, sa > 0, sb > 0 else { return a.count == b.count && sa == sb }
        return zip(a, b).allSatisfy { abs($0 / sa - $1 / sb) * Double(a.count) < 0.01 }
    }

    /// Groups the plots into links by the kind of their x.
    private func relink(_ document: WorkspaceDocument, _ built: [BuiltChart]) {
        // Dates link with dates; other plots with those on the same x column.
        var groups: [String: [ChartView]] = [:]
        let specs = document.workspace.plotSpecs
        for (i, b) in built.enumerated() where i < charts.count && b.kind != "bar" && !b.data.series.isEmpty
            && !["pie", "donut", "radar"].contains(b.kind) && !b.xIsLog && !b.isAnalysis {
            let key = b.xIsDate ? "date" : "x:" + (i < specs.count ? specs[i].x ?? "" : "")
            groups[key, default: []].append(charts[i])
        }
        for l in links.values { for c in l.charts { l.remove(c) } }
        var next: [String: XLink] = [:]
        let unlinked = Set(document.model.plots.filter { $0.spec.linked == false }.compactMap { chart($0.id).map(ObjectIdentifier.init) })
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
    public var linkStates: [Bool?] { charts.map { c in link(of: c).map { $0.isLinked(c) } } }

    /// The link `chart` belongs to, if any.
    public func link(of chart: ChartView) -> XLink? {
        links.values.first { l in l.charts.contains { $0 === chart } }
    }

    /// Whether plot `i` has another plot to link with, and follows it now.
    public func isLinked(_ i: Int) -> Bool? {
        guard charts.indices.contains(i), let l = link(of: charts[i]) else { return nil }
        return l.isLinked(charts[i])
    }

    /// Puts a built plot of `document` into `chart`, keeping its zoom, pan and selection.
    /// `appended`: the file only grew, so the chart may extend what it derived from the old data.
    func apply(_ b: BuiltChart, of document: WorkspaceDocument, to chart: ChartView, appended: Bool = false) {
        let s = document.spec
        if appended { chart.appendData(b.data) } else { chart.data = b.data }
        if let t = document.model.theme ?? s.theme, Theme.named(t) != nil { chart.theme = themeNamed(t) }
        chart.configuration.barOrientation = b.horizontal ? .horizontal : .vertical
        chart.configuration.equalAspect = b.equalAspect
        var x = chart.configuration.xAxis, y = chart.configuration.yAxis
        x.title = s.xAxis?.title ?? b.xTitle
        y.title = s.yAxis?.title ?? b.yTitle
        x.timeZone = b.xIsDate ? .current : nil
        // Bars put their values across when horizontal; their categories have no clock.
        let bars = b.data.series.first?.kind == .bar
        x.durations = bars ? b.horizontal && b.yIsDuration : b.xIsDuration
        y.durations = b.yIsDuration && !(bars && b.horizontal)
        x.transform = b.xIsLog ? .log10 : .linear
        y.transform = b.yIsLog ? .log10 : .linear
        x.range = range(s.xAxis)
        // Dots at the ends of x would be cut in half by the plot's edge; lines end there.
        x.rangePadding = b.kind == "scatter" && !bars ? 0.02 : 0
        y.range = range(s.yAxis)
        let style = numberStyle
        x.numberStyle = style
        y.numberStyle = style
        if let g = s.xAxis?.grid { x.showsGrid = g }
        if let g = s.yAxis?.grid { y.showsGrid = g }
        if bars { x.timeZone = nil }
        chart.configuration.xAxis = x
        chart.configuration.yAxis = y
        var right = chart.configuration.additionalYAxes.first ?? AxisConfig(showsGrid: false)
        right.title = b.rightTitle
        right.numberStyle = style
        chart.configuration.additionalYAxes = b.rightTitle == nil ? [] : [right]
    }

    private func range(_ a: ChartSpec.Axis?) -> ClosedRange<Double>? {
        guard let lo = a?.min, let hi = a?.max, lo < hi else { return nil }
        return lo...hi
    }
}
