import ChartCore
import ChartIO
import ChartSpecs
import Foundation
import WorkspaceModel

/// Directing the current plot from the keyboard: `k` cycles its kind, Shift+L and Ctrl+L make
/// its y and x axes logarithmic (and linear again).
extension WorkspaceSession {
    /// What `k` calls a split bar plot's bars stacked per key (its kind is bar, its spec `stacked`).
    static let stackedBars = "stacked bars"

    /// The kinds plot `i` can take, in the order `k` steps through them (empty: its kind is its own).
    func kinds(ofPlot i: Int) -> [String] {
        guard i < document.model.plots.count, i < document.built.count else { return [] }
        let spec = document.model.plots[i].spec
        let built = document.built[i]
        // Split counts or sums stand side by side or stack up to each key's whole (means do not add up).
        if let a = spec.aggregate, spec.groupBy != nil, a != "mean", built.kind == "bar" { return ["bar", Self.stackedBars] }
        if built.isAnalysis || spec.aggregate != nil || ["pie", "donut", "radar"].contains(built.kind) { return [] }
        // An x in no order (a scatter's) has no lines, steps or areas: they would zigzag.
        let x = spec.x.flatMap { name in document.summaries.first { $0.name == name } }
        let ordered = spec.x == ChartSpec.rowNumber || x.map { $0.kind == .date || $0.kind == .text || $0.ascends } ?? true
        var kinds = ordered ? ["line", "scatter", "step", "area"] : ["scatter"]
        // Bars stand one per row: for a few rows (or text on x, bars already), not a long series.
        // (Over the row number a plot is lines or dots.)
        if built.kind == "bar" || spec.x != ChartSpec.rowNumber && (document.table?.rowCount ?? .max) <= 200 { kinds.append("bar") }
        let names = Set((document.table?.columns ?? []).map { $0.name.lowercased() })
        if spec.groupBy == nil, ["open", "high", "low", "close"].allSatisfy(names.contains) { kinds += ["candlestick", "ohlc"] }
        return kinds
    }

    /// Plot `i`'s kind as `k` names it, and the one `k` would step to (nil: its kind is its own).
    func nextKind(ofPlot i: Int) -> (now: String, next: String?) {
        let built = i < document.built.count ? document.built[i].kind : ""
        let kinds = kinds(ofPlot: i)
        let stacked = i < document.model.plots.count && document.model.plots[i].spec.stacked == true && kinds.contains(Self.stackedBars)
        let now = built == "candle" ? "candlestick" : built == "bar" && stacked ? Self.stackedBars : built
        return (now, kinds.isEmpty ? nil : kinds[((kinds.firstIndex(of: now) ?? -1) + 1) % kinds.count])
    }

    /// `k`: the current plot's next kind among those that fit it.
    func cycleKind() {
        let i = workspace.currentPlot
        let (now, step) = nextKind(ofPlot: i)
        guard let id = document.id(ofPlot: i), let next = step else {
            showToast("this plot's kind is its own (a histogram, a spectrum, counts or a pie)")
            return
        }
        if next == now {
            showToast("\(now) is the only kind that fits: x is in no order, so lines would zigzag (make an ordered column x: Shift+Enter)")
            return
        }
        let action: WorkspaceAction = next == Self.stackedBars || now == Self.stackedBars ? .setStacked(id, next == Self.stackedBars) : .setKind(id, next)
        guard perform(action) != nil else { return }
        showToast("kind: \(next) (k for the next)")
        controller.log(["event": "kind", "plot": i, "kind": next])
    }

    /// Shift+L (y) and Ctrl+L (x): the current plot's axis spaced by decades, or linear again.
    func toggleLog(_ axis: String) {
        let i = workspace.currentPlot
        guard let id = document.id(ofPlot: i) else { return }
        let on = !(document.model.plots[i].spec.log ?? []).contains(axis)
        guard perform(.setLog(id, axis: axis, on)) != nil else { return }
        let left = i < plots.charts.count ? plots.charts[i].dataWarnings.filter { $0.contains("log axis") } : []
        if let w = left.first { showToast(w) } else { showToast("\(axis) axis \(on ? "logarithmic" : "linear")") }
        controller.log(["event": "log", "plot": i, "axis": axis, "on": on, "left-out": left.count])
    }
}
