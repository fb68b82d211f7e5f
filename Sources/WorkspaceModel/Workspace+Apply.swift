import Foundation
import ChartIO
import ChartSpecs

/// Actions applied: the one place a workspace changes.
extension Workspace {
    /// The workspace after `action`, and what changed (empty, with `why` when there is a reason to
    /// tell, when the action changes nothing).
    public func applying(_ action: WorkspaceAction) -> (Workspace, WorkspaceChange) {
        var next = self
        let outcome = next.apply(action)
        var change = WorkspaceChange.between(self, next)
        switch outcome {
        case .edit(let o):
            change.outcome = o
            if case .unchanged(let why) = o, !why.isEmpty { change.why = why }
            if case .newPlot(let k) = o, k < next.plots.count { change.focus = next.plots[k].id }
        case .focus(let id): change.focus = id
        case .why(let why): change.why = why
        case .none: break
        }
        if change.isEmpty { return (self, change) }
        // The plots were changed by hand: a reload of the file keeps them.
        if change.touchesPlots || change.layout {
            next.edited = true
        }
        return (next, change)
    }

    /// What applying an action said beyond the new value.
    enum Said { case none, edit(WorkspaceEdit.Outcome), focus(PlotID), why(String) }

    /// Applies `action` in place.
    mutating func apply(_ action: WorkspaceAction) -> Said {
        switch action {
        case .toggleColumn(let c, let id):
            let i = id.flatMap(index(of:)) ?? plots.count
            return .edit(editPlots { WorkspaceEdit.toggle(c, in: &$0, plot: i) })
        case .addColumn(let c, let id):
            guard let i = index(of: id) else { return .none }
            return .edit(editPlots { WorkspaceEdit.add(c, to: &$0, plot: i) })
        case .insertColumn(let c, let at):
            return .edit(editPlots { WorkspaceEdit.add(c, to: &$0, newPlotAt: at) })
        case .removeColumn(let c, let id):
            guard let i = index(of: id) else { return .none }
            return .edit(editPlots { WorkspaceEdit.remove(c, from: &$0, plot: i) })
        case .moveSeries(let s, let from, let to):
            guard let i = index(of: from), let t = index(of: to) else { return .none }
            return move(s, from: i) { WorkspaceEdit.move(s, from: i, to: t, in: &$0) }
        case .moveSeriesToNewPlot(let s, let from, let at):
            guard let i = index(of: from) else { return .none }
            return move(s, from: i) { WorkspaceEdit.move(s, from: i, newPlotAt: at, in: &$0) }
        case .appendPlot(let p):
            let id = newID()
            plots.append(Plot(id: id, spec: p))
            return .focus(id)
        case .closePlot(let id):
            guard let i = index(of: id) else { return .none }
            guard plots.count > 1 else { return .why("the last plot stays (click columns to change it)") }
            plots.remove(at: i)
            if maximized == id { maximized = nil }
        case .addToRightAxis(let c, let id):
            guard let i = index(of: id) else { return .none }
            return .edit(editPlots { WorkspaceEdit.addRight(c, to: &$0, plot: i) })
        case .setX(let c, let id):
            guard let i = index(of: id) else { return .none }
            return .edit(editPlots { WorkspaceEdit.setX(c, in: &$0, plot: i) })
        case .split(let c, let id):
            guard let i = index(of: id) else { return .none }
            return .edit(editPlots { WorkspaceEdit.split(c, in: &$0, plot: i) })
        case .setLog(let id, let axis, let on):
            guard let i = index(of: id) else { return .none }
            return .edit(editPlots { WorkspaceEdit.setLog(axis, on, in: &$0, plot: i) })
        case .rename(let id, let part, let text):
            let t = text.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
            edit(id) { p in
                switch part {
                case "x": p.xAxis = Self.titled(p.xAxis, t)
                case "y": p.yAxis = Self.titled(p.yAxis, t)
                default: p.title = t
                }
            }
        case .setKind(let id, let k): edit(id) { $0.kind = k }
        case .setStacked(let id, let on): edit(id) { $0.stacked = on ? true : nil }
        case .setBins(let id, let n): edit(id) { $0.bins = n }
        case .setScale(let id, let s): edit(id) { $0.scale = s }
        case .setLinked(let id, let on): edit(id) { $0.linked = on ? nil : false }
        case .setShares(let shares):
            guard shares.count == plots.count else { return .none }
            let total = shares.reduce(0, +)
            guard total > 0, total.isFinite else { return .none }
            for i in plots.indices {
                let v = (shares[i] / total * Double(shares.count) * 100).rounded() / 100
                plots[i].spec.size = abs(v - 1) < 0.01 ? nil : v
            }
        case .setLayout(let l): layout = l == "vertical" ? nil : l
        case .setAnnotations(let id, let marks): edit(id) { $0.annotations = marks.isEmpty ? nil : marks }
        case .setCursors(let byPlot): for (id, c) in byPlot { edit(id) { $0.cursors = c } }
        case .setHidden(let id, let name, let hide):
            edit(id) { p in
                var h = Set(p.hidden ?? [])
                if hide { h.insert(name) } else { h.remove(name) }
                p.hidden = h.isEmpty ? nil : h.sorted()
            }
        case .addDerived(let d):
            guard !derived.contains(d) else { return .why("\(d) is derived already") }
            derived.append(d)
        case .setOffset(let file, let v): offsets[file] = v
        case .setTheme(let t): theme = t
        case .setFilter(let f):
            let f = f.map { $0.trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 }
            guard f != spec.filter else { return .why(f == nil ? "no filter to clear" : "that filter is on already") }
            filter = f
            filterSet = true
        case .setSelection(let c):
            let c = c.map { $0.trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 }
            guard c != selection else { return .why(c == nil ? "no rows are selected" : "those rows are selected already") }
            chosenSelection = c
            selectionSet = true
        case .setMaximized(let id):
            guard id.map({ index(of: $0) != nil }) ?? true else { return .none }
            maximized = id
        }
        return .none
    }

    /// Axis settings with the title `t` (nil when nothing else is set either).
    static func titled(_ a: ChartSpec.Axis?, _ t: String?) -> ChartSpec.Axis? {
        var a = a ?? ChartSpec.Axis()
        a.title = t
        return a == ChartSpec.Axis() ? nil : a
    }

    /// Edits plot `id`'s spec, if it is a plot.
    private mutating func edit(_ id: PlotID, _ change: (inout PlotSpec) -> Void) {
        guard let i = index(of: id) else { return }
        change(&plots[i].spec)
    }

    /// Runs a column edit over the plots' specs and carries the identities along: a plot made
    /// gets a new one, a plot removed takes its own.
    private mutating func editPlots(_ edit: (inout [PlotSpec]) -> WorkspaceEdit.Outcome) -> WorkspaceEdit.Outcome {
        var specs = plotSpecs
        let outcome = edit(&specs)
        var ids = self.ids
        switch outcome {
        case .newPlot(let k): ids.insert(newID(), at: k)
        case .plotRemoved(let k): ids.remove(at: k)
        case .added, .removed, .changed, .unchanged: break
        }
        plots = zip(ids, specs).map { Plot(id: $0, spec: $1) }
        if let m = maximized, index(of: m) == nil { maximized = nil }
        return outcome
    }

    /// Runs a series move over the plots' specs and carries the identities along.
    private mutating func move(_ series: String, from i: Int, _ edit: (inout [PlotSpec]) -> WorkspaceEdit.Move?) -> Said {
        var specs = plotSpecs
        guard let m = edit(&specs) else { return .none }
        var ids = self.ids
        if let k = m.inserted { ids.insert(newID(), at: k) }
        if let r = m.removed { ids.remove(at: r) }
        plots = zip(ids, specs).map { Plot(id: $0, spec: $1) }
        if let mx = maximized, index(of: mx) == nil { maximized = nil }
        return .focus(ids[m.target])
    }
}
