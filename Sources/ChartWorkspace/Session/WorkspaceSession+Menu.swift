import ChartCore
import ChartSpecs
import Foundation
import WorkspaceModel

/// The right-click menu: what applies where it was clicked (a column, a legend entry, an axis, a
/// plot), each item also a key or a gesture that the menu names.
extension WorkspaceSession {
    /// Opens the menu for what is at `p` (nothing there: no menu).
    func openMenu(at p: Point) {
        // While a note or a title is typed, the keys are the text's: no menu takes them away.
        guard workspace.focus !== noteEntry, workspace.focus !== renameEntry, let menu = menu(at: p) else { return }
        contextMenu.menu = menu
        workspace.focus = contextMenu
        controller.log(["event": "menu", "title": menu.title, "items": menu.items.map(\.title)])
        host.setNeedsRedraw()
    }

    /// The menu for what is at `p`.
    func menu(at p: Point) -> ContextMenu? {
        let browser = workspace.browser
        if !browser.isHidden, browser.frame.contains(p) {
            guard let i = browser.entry(at: p, scale: workspace.scale) else { return nil }
            return ContextMenu(title: document.browserColumns[i].summary.name, items: columnItems(i), at: p)
        }
        for (i, pane) in workspace.panes.enumerated() where !pane.isHidden && pane.frame.contains(p) {
            workspace.setCurrentPlot(i)
            if let k = pane.chart.legendView.entry(at: p), k < pane.chart.data.series.count {
                return ContextMenu(title: pane.chart.data.series[k].name, items: seriesItems(k, plot: i), at: p)
            }
            let area = pane.chart.plotFrame.geometry.plot
            let axis = p.y > area.maxY ? "x" : p.x < area.minX ? "y" : nil
            return ContextMenu(title: document.title(ofPlot: i), items: plotItems(i, axis: axis), at: p)
        }
        return nil
    }

    /// A column's items, for the current plot.
    func columnItems(_ i: Int) -> [ContextMenu.Item] {
        let c = document.browserColumns[i].summary
        let plot = workspace.currentPlot
        let spec = plot < document.model.plots.count ? document.model.plots[plot].spec : PlotSpec()
        let shown = (spec.y ?? []).contains(c.name)
        var split = [spec]
        let splits: Bool
        if case .changed = WorkspaceEdit.split(c, in: &split, plot: 0) { splits = true } else { splits = false }
        return [
            .init("Set as x of the current plot", key: "Shift+Enter", enabled: spec.x != c.name) { [unowned self] in
                edit(column: i) { c in document.id(ofPlot: plot).map { .setX(c, plot: $0) } }
            },
            .init(spec.groupBy == c.name ? "Unsplit the current plot" : "Split the current plot by it", key: "Ctrl+Enter", enabled: splits) { [unowned self] in
                edit(column: i) { c in document.id(ofPlot: plot).map { .split(c, plot: $0) } }
            },
            .init(shown ? "Take it out of the current plot" : "Add to the current plot", key: "Enter, click") { [unowned self] in
                edit(column: i) { c in .toggleColumn(c, plot: document.id(ofPlot: plot)) }
            },
            .init("New plot of it", key: "drag onto the status line") { [unowned self] in
                edit(column: i) { c in .insertColumn(c, at: document.model.plots.count) }
            },
        ]
    }

    /// A legend entry's items.
    func seriesItems(_ k: Int, plot i: Int) -> [ContextMenu.Item] {
        let chart = plots.charts[i]
        let s = chart.data.series[k]
        let movable = document.seriesColumns(ofPlot: i).map { k < $0.count } ?? false
        return [
            .init(s.isVisible ? "Hide \(s.name)" : "Show \(s.name)", key: "legend click") { [unowned self] in
                guard let id = document.id(ofPlot: i) else { return }
                perform(.setHidden(id, series: s.name, s.isVisible))
            },
            .init("Move to a plot of its own", key: "drag it between plots", enabled: movable) { [unowned self] in
                moveSeries(k, from: i, .newPlot(at: i + 1))
            },
        ] + plotItems(i, axis: nil)
    }

    /// A plot's items (an axis's first when the click was on one).
    func plotItems(_ i: Int, axis: String?) -> [ContextMenu.Item] {
        let spec = i < document.model.plots.count ? document.model.plots[i].spec : PlotSpec()
        let log = Set(spec.log ?? [])
        let (now, next) = nextKind(ofPlot: i)
        var axisItems: [ContextMenu.Item] = [
            .init(log.contains("y") ? "Linear y axis" : "Log y axis", key: "Shift+L") { [unowned self] in toggleLog("y") },
            .init(log.contains("x") ? "Linear x axis" : "Log x axis", key: "Ctrl+L") { [unowned self] in toggleLog("x") },
        ]
        if axis == "x" { axisItems.reverse() }
        var items: [ContextMenu.Item] = axisItems
        let title = next.flatMap { $0 == now ? nil : "Kind: \($0) (now \(now))" } ?? "Kind: \(now), the only one that fits"
        items.append(.init(title, key: "k", enabled: next != nil && next != now) { [unowned self] in
            cycleKind()
        })
        if let g = spec.groupBy, let k = document.browserColumns.firstIndex(where: { $0.summary.name == g }) {
            items.append(.init("Unsplit (by \(g))", key: "Ctrl+Enter on \(g)") { [unowned self] in
                edit(column: k) { c in document.id(ofPlot: i).map { .split(c, plot: $0) } }
            })
        }
        let maximized = workspace.stack.layout.maximized == i
        let renames: [ContextMenu.Item] = [
            .init("Rename the title…", key: "type, Enter") { [unowned self] in beginRename(plot: i, part: "title") },
            .init("Rename the x axis…", key: "type, Enter") { [unowned self] in beginRename(plot: i, part: "x") },
            .init("Rename the y axis…", key: "type, Enter") { [unowned self] in beginRename(plot: i, part: "y") },
        ]
        // On an axis, its own rename comes right after its log item.
        if let a = axis { items.insert(renames[a == "x" ? 1 : 2], at: 1) }
        items += [
            .init("Histogram of its series", key: "h", enabled: !(document.built.indices.contains(i) && document.built[i].isAnalysis)) { [unowned self] in
                addAnalysisPlot("histogram")
            },
            .init(maximized ? "Restore the plots" : "Maximise", key: "m") { [unowned self] in workspace.toggleMaximized(i) },
            .init(plots.isLinked(i) == false ? "Link its x with the others" : "Unlink its x", key: "l", enabled: plots.isLinked(i) != nil) { [unowned self] in
                toggleLink(i)
            },
            .init("Save the plot as PNG and SVG", key: "Ctrl+S") { [unowned self] in save() },
            .init("Copy the plot as an image", key: "Ctrl+Shift+C") { [unowned self] in copyPlotImage() },
            .init("Close the plot", key: "Delete", enabled: document.model.plots.count > 1) { [unowned self] in closePlot(i) },
        ]
        items += axis == nil ? renames : [renames[0]]
        return items
    }
}
