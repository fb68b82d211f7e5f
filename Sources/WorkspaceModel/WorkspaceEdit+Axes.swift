import ChartIO
import ChartSpecs

/// Directing a plot: which column is its x, which splits its rows, which axes are logarithmic.
extension WorkspaceEdit {
    /// The most values a column may have to split a plot by it (one series, and one legend entry, each).
    public static let splitLimit = 500

    /// `column` becomes plot `i`'s x: a number or date draws the plot's y columns against it
    /// (lines when it ascends, dots when not: the builder decides), text gives bars of the y
    /// columns' means per value (its counts when the plot has no y; when split, a bar per value of
    /// the split in each). A y column made x leaves the y columns; when it was the last, the old x
    /// (a column) takes its place.
    public static func setX(_ column: ColumnSummary, in plots: inout [PlotSpec], plot i: Int) -> Outcome {
        guard plots.indices.contains(i) else { return .unchanged("no plot to set the x of") }
        var p = plots[i]
        if p.kind == "histogram" || p.kind == "spectrum" {
            return .unchanged("a \(p.kind!)'s x is its \(p.kind == "histogram" ? "bins" : "frequencies")")
        }
        let textX = column.kind == .text
        if p.x == column.name, (p.aggregate != nil) == textX { return .unchanged("'\(column.name)' is that plot's x already") }
        var ys = (p.y ?? []).filter { $0 != column.name }
        if ys.isEmpty, p.aggregate == nil, let old = p.x, old != ChartSpec.rowNumber, old != column.name {
            ys = [old]
        }
        if ys.isEmpty, !textX {
            return .unchanged("'\(column.name)' as x needs another column to draw against it")
        }
        if p.groupBy == column.name { p.groupBy = nil; p.stacked = nil }   // a split by the new x would be one series a bar
        let yChanged = p.y != (ys.isEmpty ? nil : ys)
        p.x = column.name
        // One scale for x and y was for the columns it paired (a map).
        p.aspect = nil
        p.y = ys.isEmpty ? nil : ys
        p.aggregate = textX ? (ys.isEmpty ? "count" : "mean") : nil
        if p.aggregate == nil { p.stacked = nil }   // lines and dots do not stack
        // What was set for the old x (or the old y columns) does not name the new ones.
        p.xAxis?.title = nil
        if p.xAxis == ChartSpec.Axis() { p.xAxis = nil }
        if yChanged { p.yAxis?.title = nil; if p.yAxis == ChartSpec.Axis() { p.yAxis = nil } }
        if textX, let log = p.log { p.log = log.contains("y") ? ["y"] : nil }   // categories are not spaced by decades
        p = leavingRight(column.name, p)
        // The builder chooses lines or dots (bars for text) from the new x; a kind chosen for the
        // old x (bars over categories, a candlestick over time) may not fit it.
        p.kind = nil
        if p.title != nil { p.title = nil }
        plots[i] = p
        return .changed(plot: i)
    }

    /// Splits plot `i`'s rows by `column` (one series per value, coloured by it), or undoes the
    /// split when it is split by that column already (`toggles`). A number splits when it has few values.
    public static func split(_ column: ColumnSummary, in plots: inout [PlotSpec], plot i: Int, toggles: Bool = true) -> Outcome {
        guard plots.indices.contains(i) else { return .unchanged("no plot to split") }
        var p = plots[i]
        if p.groupBy == column.name {
            guard toggles else { return .unchanged("that plot is split by '\(column.name)' already (Ctrl+Enter on it in the list undoes it)") }
            p.groupBy = nil
            p.stacked = nil
            plots[i] = p
            return .changed(plot: i)
        }
        if let k = p.kind, ["histogram", "spectrum", "pie", "donut", "radar"].contains(k) || ChartSpec.candleKinds.contains(k) {
            return .unchanged("a \(k) plot is not split by a column")
        }
        if p.x == column.name || (p.y ?? []).contains(column.name) {
            return .unchanged("'\(column.name)' is drawn in that plot; split by another column")
        }
        if column.kind != .text {
            // Whole numbers within a span of 20 (cylinders, a handful of years) have at most 20 values.
            let span = column.integral ? column.min.flatMap { lo in column.max.map { $0 - lo + 1 } } : nil
            guard let n = span, n <= 20 else {
                return .unchanged("'\(column.name)' is a measure; a split needs a category (text, or whole numbers spanning at most 20 values)")
            }
        }
        let values = column.distinct ?? 0
        if values > splitLimit {
            return .unchanged("'\(column.name)' has \(values) values; a split allows \(splitLimit)")
        }
        p.groupBy = column.name
        plots[i] = p
        return .changed(plot: i)
    }

    /// A number of another size than plot `i`'s columns joins it on a right-hand axis.
    public static func addRight(_ column: ColumnSummary, to plots: inout [PlotSpec], plot i: Int) -> Outcome {
        guard plots.indices.contains(i), column.kind != .text else { return .unchanged("") }
        var p = plots[i]
        if (p.y ?? []).contains(column.name) { return .unchanged("'\(column.name)' is in that plot already") }
        p.y = (p.y ?? []) + [column.name]
        p.yRight = (p.yRight ?? []) + [column.name]
        plots[i] = p
        return .added(plot: i)
    }

    /// `p` without `column` on its right-hand axis.
    static func leavingRight(_ column: String, _ p: PlotSpec) -> PlotSpec {
        var p = p
        p.yRight = p.yRight?.filter { $0 != column }
        if p.yRight?.isEmpty == true { p.yRight = nil }
        return p
    }

    /// Plot `i` with `axis` (`x` or `y`) spaced by decades, or linear again.
    public static func setLog(_ axis: String, _ on: Bool, in plots: inout [PlotSpec], plot i: Int) -> Outcome {
        guard plots.indices.contains(i), axis == "x" || axis == "y" else { return .unchanged("") }
        var p = plots[i]
        if let k = p.kind, ["histogram", "spectrum", "pie", "donut", "radar"].contains(k) {
            return .unchanged("a \(k)'s axes are its own")
        }
        if axis == "x", p.aggregate != nil || p.kind == "bar" { return .unchanged("bars' x is categories, not numbers") }
        var axes = Set(p.log ?? [])
        if on { axes.insert(axis) } else { axes.remove(axis) }
        p.log = axes.isEmpty ? nil : axes.sorted()
        guard p != plots[i] else { return .unchanged("") }
        plots[i] = p
        return .changed(plot: i)
    }
}
