import ChartIO
import ChartSpecs

/// A person's edits of a workspace's plots, as pure functions of the plots and the columns.
public enum WorkspaceEdit {
    /// What an edit did, for the event log and the status line.
    public enum Outcome: Hashable, Sendable {
        /// The column joined plot `plot`.
        case added(plot: Int)
        /// The column left plot `plot`.
        case removed(plot: Int)
        /// A new plot was made at `plot` for the column.
        case newPlot(plot: Int)
        /// Plot `plot` was removed (its last column went).
        case plotRemoved(plot: Int)
        /// Plot `plot` draws its columns differently (another x, a split, a log axis).
        case changed(plot: Int)
        /// Nothing changed, and why.
        case unchanged(String)
    }

    /// The x a new plot of numbers takes: that of the first plot of lines or dots, else the row number.
    public static func commonX(_ plots: [PlotSpec]) -> String {
        xPlot(plots)?.x ?? ChartSpec.rowNumber
    }

    /// The first plot of lines or dots with an x of its own.
    static func xPlot(_ plots: [PlotSpec]) -> PlotSpec? {
        plots.first { $0.aggregate == nil && $0.kind != "bar" && $0.x != nil }
    }

    /// A click on a column: it leaves plot `i` when it is there, else joins it (numbers), becomes
    /// its x (a date, when the plot's x is not one), or gets a plot of its own (text: its counts).
    public static func toggle(_ column: ColumnSummary, in plots: inout [PlotSpec], plot i: Int) -> Outcome {
        guard plots.indices.contains(i) else { return add(column, to: &plots, newPlotAt: plots.count) }
        var p = plots[i]
        // A text column's counts are taken out with their plot.
        if column.kind == .text, p.x == column.name, p.aggregate != nil {
            guard plots.count > 1 else { return .unchanged("a plot keeps at least one column") }
            plots.remove(at: i)
            return .plotRemoved(plot: i)
        }
        if var ys = p.y, let k = ys.firstIndex(of: column.name) {
            ys.remove(at: k)
            if ys.isEmpty {
                guard plots.count > 1 else { return .unchanged("a plot keeps at least one column") }
                plots.remove(at: i)
                return .plotRemoved(plot: i)
            }
            p.y = ys
            plots[i] = leavingRight(column.name, p)
            return .removed(plot: i)
        }
        return join(column, to: &plots, plot: i)
    }

    /// A column dropped onto plot `i`: a category splits it (when it can be split), anything else
    /// joins it as a click does.
    public static func add(_ column: ColumnSummary, to plots: inout [PlotSpec], plot i: Int) -> Outcome {
        if column.kind == .text, plots.indices.contains(i) {
            var split = plots
            switch self.split(column, in: &split, plot: i, toggles: false) {
            case .changed:
                plots = split
                return .changed(plot: i)
            case .unchanged(let why) where plots[i].groupBy == column.name:
                return .unchanged(why)
            default: break
            }
        }
        return join(column, to: &plots, plot: i)
    }

    /// A column clicked for plot `i`: it joins it (or becomes its x, or gets its own plot).
    static func join(_ column: ColumnSummary, to plots: inout [PlotSpec], plot i: Int) -> Outcome {
        guard plots.indices.contains(i) else { return add(column, to: &plots, newPlotAt: plots.count) }
        var p = plots[i]
        if (p.y ?? []).contains(column.name) { return .unchanged("'\(column.name)' is in that plot already") }
        switch column.kind {
        case .text:
            return add(column, to: &plots, newPlotAt: i + 1)
        case .date:
            guard p.x != column.name, p.aggregate == nil else { return .unchanged("'\(column.name)' is that plot's x already") }
            p.x = column.name
            p.kind = nil
            plots[i] = p
            return .added(plot: i)
        case .number:
            if p.aggregate == "count" || p.aggregate == nil && p.kind == "bar" && p.y == nil {
                return add(column, to: &plots, newPlotAt: i + 1)
            }
            p.y = (p.y ?? []) + [column.name]
            plots[i] = p
            return .added(plot: i)
        }
    }

    /// A column dropped between plots: a new plot at `i` showing it (text: its counts; a number
    /// over the common x, as dots when that plot draws dots).
    public static func add(_ column: ColumnSummary, to plots: inout [PlotSpec], newPlotAt i: Int) -> Outcome {
        let at = max(0, min(i, plots.count))
        let p: PlotSpec
        switch column.kind {
        case .text: p = PlotSpec(x: column.name, y: nil, aggregate: "count")
        case .date: p = PlotSpec(x: ChartSpec.rowNumber, y: [column.name])
        case .number:
            // Dots beside dots over the same x (a log of events, numbers in no order), where a line would zigzag.
            let dots = xPlot(plots)?.kind == "scatter"
            p = PlotSpec(kind: dots ? "scatter" : nil, x: commonX(plots), y: [column.name])
        }
        plots.insert(p, at: at)
        return .newPlot(plot: at)
    }

    /// Delete on a column: it leaves plot `i` (the plot goes when it was its last column).
    public static func remove(_ column: ColumnSummary, from plots: inout [PlotSpec], plot i: Int) -> Outcome {
        guard plots.indices.contains(i), (plots[i].y ?? []).contains(column.name) else {
            return .unchanged("'\(column.name)' is not in that plot")
        }
        return toggle(column, in: &plots, plot: i)
    }

    /// What moving a series did to the list of plots, in order: a plot inserted (its index then),
    /// the source plot removed (its index after the insertion), and where the series is now.
    public struct Move: Hashable, Sendable {
        /// The index a new plot was inserted at, if one was.
        public var inserted: Int?
        /// The index of the source plot removed (it lost its last series), after the insertion.
        public var removed: Int?
        /// The plot that shows the series now, after both.
        public var target: Int
    }

    /// A series dragged from plot `i` (its column `column`) to plot `to`, or to a new plot at
    /// `newPlotAt`: it leaves plot `i` (the plot goes when it was its last series) and joins the
    /// other. Returns what changed, or nil when nothing did.
    public static func move(_ column: String, from i: Int, to: Int? = nil, newPlotAt: Int? = nil,
                            in plots: inout [PlotSpec]) -> Move? {
        guard plots.indices.contains(i), var ys = plots[i].y, let k = ys.firstIndex(of: column), to != i else { return nil }
        if let t = to, !plots.indices.contains(t) { return nil }
        // A plot of counts takes no series: the series gets a plot of its own after it.
        if let t = to, plots[t].aggregate != nil { return move(column, from: i, newPlotAt: t + 1, in: &plots) }
        if let t = to, (plots[t].y ?? []).contains(column) { return nil }
        ys.remove(at: k)
        var out = Move(target: 0)
        var target: Int
        if let t = to {
            plots[t].y = (plots[t].y ?? []) + [column]
            target = t
        } else {
            target = max(0, min(newPlotAt ?? plots.count, plots.count))
            var p = plots[i]
            p.y = [column]
            p.title = nil
            p.size = nil
            plots.insert(p, at: target)
            out.inserted = target
        }
        // The source, shifted by an insertion before it.
        let source = out.inserted.map { $0 <= i ? i + 1 : i } ?? i
        if ys.isEmpty {
            plots.remove(at: source)
            out.removed = source
            if target > source { target -= 1 }
        } else {
            plots[source].y = ys
            plots[source] = leavingRight(column, plots[source])
        }
        out.target = target
        return out
    }
}
