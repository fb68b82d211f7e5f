import ChartCore
import ChartIO
import ChartSpecs
import Foundation

/// The row condition a brush stands for, written so a person can read and edit it: an x range
/// on a plot of rows, a rectangle on a scatter, the categories covered on bars. Names and values
/// are written as the condition language reads them (quoted where they must be); bounds are
/// rounded outward to a thousandth of the brush, so no row inside it is lost.
public enum SelectionCondition {
    /// The most categories a brush over bars may cover (each is one `==` in the condition).
    public static let categoryLimit = 40

    /// Why a brush stands for no rows.
    public struct Refusal: Error, Hashable, Sendable {
        /// One line saying why, and what to brush instead.
        public let message: String
    }

    /// The condition `brush` on plot `i` of `document` stands for.
    public static func of(_ brush: ChartBrush, plot i: Int, in document: WorkspaceDocument) -> Result<String, Refusal> {
        let built = document.built
        guard i < built.count, i < document.model.plots.count, let table = document.table else {
            return .failure(Refusal(message: "nothing to select: no rows are loaded"))
        }
        let spec = document.model.plots[i].spec, b = built[i]
        // The columns the builder drew (a spec may leave x or y to it).
        let axes = axisColumns(plot: i, in: document, table: table)
        guard !b.isAnalysis else {
            return .failure(Refusal(message: "a \(spec.kind ?? "histogram")'s bins are not rows: brush a plot of the rows to select them"))
        }
        if spec.aggregate != nil || !b.data.categories.isEmpty && b.data.series.contains(where: { $0.kind == .bar }) {
            return categories(brush, b, axes: axes, table: table)
        }
        let xName = axes.x ?? ChartSpec.rowNumber
        let xColumn = table.columnIndex(xName).map { table.columns[$0] }
        if let c = xColumn, case .text = c.values {
            return .failure(Refusal(message: "\(xName) is text: brush a plot with numbers or dates on x"))
        }
        var parts = [range(xName, brush.x, date: xColumn.map(dateKind) ?? .none)]
        // A scatter's rectangle bounds y too (of the plot's own columns on its y axis).
        if !picksXOnly(plot: i, in: document) {
            // Only the columns on the left axis, which the rectangle's y is of.
            let right = Set(spec.yRight ?? [])
            let ys = axes.ys.filter { !right.contains($0) && (table.columnIndex($0).map { table.columns[$0].numbers != nil } ?? false) }
            let each = ys.map { range($0, brush.y, date: dateKind(table.columns[table.columnIndex($0)!])) }
            if each.count == 1 { parts.append(each[0]) } else if each.count > 1 { parts.append("(" + each.map { "(\($0))" }.joined(separator: " or ") + ")") }
        }
        return .success(parts.joined(separator: " and "))
    }

    /// Whether a brush on plot `i` picks rows by x alone (lines over an x: a band), rather than
    /// by a rectangle (dots) or by bars.
    public static func picksXOnly(plot i: Int, in document: WorkspaceDocument) -> Bool {
        let built = document.built
        guard i < built.count, i < document.model.plots.count else { return false }
        let b = built[i], spec = document.model.plots[i].spec
        guard spec.aggregate == nil, !b.isAnalysis, spec.kind != "scatter", !b.data.series.isEmpty else { return false }
        return b.data.series.allSatisfy { $0.kind == .line && $0.line.interpolation != .none }
    }

    /// `NAME >= LO and NAME <= HI` holding both bounds exactly (values of rows, not of a brush).
    public static func between(_ name: String, _ lo: Double, _ hi: Double, date: DateKind) -> String {
        let n = quotedName(name)
        switch date {
        case .none: return "\(n) >= \(ValueText.exact(lo)) and \(n) <= \(ValueText.exact(hi))"
        case .days: return "\(n) >= \"\(dayText(lo, up: true))\" and \(n) <= \"\(dayText(hi, up: false))\""
        case .times: return "\(n) >= \"\(dateText(lo, up: false, fine: true))\" and \(n) <= \"\(dateText(hi, up: true, fine: true))\""
        }
    }

    /// The columns a plot draws: x (nil: the row number), y and the split.
    typealias Axes = (x: String?, ys: [String], group: String?)

    /// The columns plot `i` draws, as the builder chose them.
    static func axisColumns(plot i: Int, in document: WorkspaceDocument, table: DataTable) -> Axes {
        let specs = document.model.spec.plotSpecs
        let p = document.model.plots[i].spec
        let fallback: Axes = (p.x == ChartSpec.rowNumber ? nil : p.x, p.y ?? [], p.groupBy)
        guard i < specs.count else { return fallback }
        return ChartBuilder.axisColumns(table, spec: specs[i]) ?? fallback
    }

    /// The condition a legend entry of plot `i` stands for: the rows of its split value.
    public static func of(series k: Int, plot i: Int, in document: WorkspaceDocument) -> Result<String, Refusal> {
        let built = document.built
        guard i < built.count, i < document.model.plots.count, let table = document.table, k < built[i].data.series.count else {
            return .failure(Refusal(message: "nothing to select: no rows are loaded"))
        }
        let axes = axisColumns(plot: i, in: document, table: table)
        var name = built[i].data.series[k].name
        // A split of several columns names its series `VALUE · COLUMN`.
        if let y = axes.ys.first(where: { name.hasSuffix(" · \($0)") }) { name = String(name.dropLast(" · \(y)".count)) }
        guard let g = axes.group, let gi = table.columnIndex(g) else {
            return .failure(Refusal(message: "\(name) is a column, not a group of rows: Ctrl+Shift+click the legend of a split plot, or brush the plot"))
        }
        guard let v = literal(name, of: table.columns[gi]) else {
            return .failure(Refusal(message: "\(name) stands for several values: Ctrl+Shift+click an entry of one value"))
        }
        return .success("\(quotedName(g)) == \(v)")
    }

    /// How a column's values are written in a condition: numbers, date-times, or whole days.
    public enum DateKind: Sendable { case none, times, days }

    /// Whether `c` holds dates, and whether they are whole local days (then a range is written in days).
    public static func dateKind(_ c: DataTable.Column) -> DateKind {
        guard c.isDate, let v = c.numbers else { return .none }
        let n = v.count, step = max(1, n / 2000)
        var any = false
        for i in stride(from: 0, to: n, by: step) where v[i].isFinite {
            let offset = Double(TimeZone.current.secondsFromGMT(for: Date(timeIntervalSince1970: v[i])))
            if (v[i] + offset).truncatingRemainder(dividingBy: 86400) != 0 { return .times }
            any = true
        }
        return any ? .days : .times
    }

    /// `NAME >= LO and NAME <= HI`, the bounds rounded outward (for whole days: the days inside,
    /// which hold the same rows).
    static func range(_ name: String, _ r: ClosedRange<Double>, date: DateKind) -> String {
        let n = quotedName(name)
        let span = r.upperBound - r.lowerBound
        switch date {
        case .days:
            return "\(n) >= \"\(dayText(r.lowerBound, up: true))\" and \(n) <= \"\(dayText(r.upperBound, up: false))\""
        case .times:
            let fine = span < 60
            return "\(n) >= \"\(dateText(r.lowerBound, up: false, fine: fine))\" and \(n) <= \"\(dateText(r.upperBound, up: true, fine: fine))\""
        case .none: break
        }
        return "\(n) >= \(number(r.lowerBound, span: span, up: false)) and \(n) <= \(number(r.upperBound, span: span, up: true))"
    }

    /// The bars a brush covers, as `X == "a" or (X == "b" and G == "c")`: a key whose bars are all
    /// covered stands for its rows, one bar of a split for its key's and value's. "other" and
    /// "(missing)" stand for no single value and are left out (a brush of them alone is refused).
    static func categories(_ brush: ChartBrush, _ b: BuiltChart, axes: Axes, table: DataTable) -> Result<String, Refusal> {
        guard let x = axes.x, let xi = table.columnIndex(x) else {
            return .failure(Refusal(message: "these bars are not of one column's values: brush a plot of the rows to select them"))
        }
        let names = b.data.categories
        var bars = brush.bars
        if bars.isEmpty {
            // No bar reported (a brush from elsewhere): the keys along the category axis.
            let along = b.horizontal ? brush.y : brush.x
            bars = names.indices.filter { Double($0) + 0.4 >= along.lowerBound && Double($0) - 0.4 <= along.upperBound }
                .flatMap { k in b.data.series.indices.map { ChartSelection(series: $0, index: k) } }
        }
        let column = table.columns[xi]
        let group = axes.group.flatMap { g in table.columnIndex(g).map { (g, table.columns[$0]) } }
        var parts: [String] = [], skipped: [String] = []
        let shown = b.data.series.indices.filter { b.data.series[$0].isVisible }
        for k in Array(Set(bars.map(\.index))).sorted() where k < names.count {
            guard let v = literal(names[k], of: column) else { skipped.append(names[k]); continue }
            let key = "\(quotedName(x)) == \(v)"
            let covered = Set(bars.filter { $0.index == k }.map(\.series))
            guard let (g, gc) = group, !shown.allSatisfy(covered.contains) else { parts.append(key); continue }
            for s in covered.sorted() where s < b.data.series.count {
                guard let w = literal(b.data.series[s].name, of: gc) else { skipped.append(b.data.series[s].name); continue }
                parts.append("(\(key) and \(quotedName(g)) == \(w))")
            }
        }
        guard !parts.isEmpty else {
            if let s = skipped.first { return .failure(Refusal(message: "the bar \(s) stands for several values (or none): brush bars of single values")) }
            return .failure(Refusal(message: "the brush covers no bar"))
        }
        guard parts.count <= categoryLimit else {
            return .failure(Refusal(message: "the brush covers \(parts.count) bars: select at most \(categoryLimit) at once"))
        }
        return .success(parts.joined(separator: " or "))
    }

    /// A category's name as a value of `column`, quoted (nil: the grey "other" bar, or a name no
    /// quoting can hold).
    static func literal(_ name: String, of column: DataTable.Column) -> String? {
        // "other (N)" stands for many values, "(missing)" for gaps: no value is either.
        if name.hasPrefix("other (") || name == "(missing)" { return nil }
        switch column.values {
        case .number:
            return Double(name.replacingOccurrences(of: ",", with: "")) != nil ? name.replacingOccurrences(of: ",", with: "") : nil
        case .date where Double(name) != nil:
            // Bars of dates name them by their seconds.
            return name
        case .text, .date:
            if !name.contains("\"") { return "\"\(name)\"" }
            if !name.contains("'") { return "'\(name)'" }
            return nil
        }
    }

    /// The condition holding where `condition` does not (`not (…)` taken off again).
    public static func inverted(_ condition: String) -> String {
        let c = condition.trimmingCharacters(in: .whitespaces)
        if c.hasPrefix("not ("), c.hasSuffix(")"), balanced(String(c.dropFirst(5).dropLast())) {
            return String(c.dropFirst(5).dropLast())
        }
        return "not (\(c))"
    }

    /// Whether every parenthesis of `s` (outside quotes) is closed in order.
    static func balanced(_ s: String) -> Bool {
        var depth = 0, quote: Character?
        for ch in s {
            if let q = quote { if ch == q { quote = nil }; continue }
            if ch == "\"" || ch == "'" { quote = ch } else if ch == "(" { depth += 1 } else if ch == ")" {
                depth -= 1
                if depth < 0 { return false }
            }
        }
        return depth == 0 && quote == nil
    }

    /// A column's name as a condition reads it: bare when it is a plain word, else in double quotes.
    static func quotedName(_ name: String) -> String {
        let plain = name.first.map { $0.isASCII && ($0.isLetter || $0 == "_") } == true
            && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            && !["and", "or", "not"].contains(name.lowercased())
        return plain ? name : "\"\(name)\""
    }

    /// `v` rounded outward to a step of about a thousandth of `span`, written plainly.
    static func number(_ v: Double, span: Double, up: Bool) -> String {
        guard span > 0, span.isFinite else { return ValueText.exact(v) }
        let e = (log10(span / 1000)).rounded(.down)
        let step = pow(10, e)
        let r = (v / step).rounded(up ? .up : .down) * step
        let decimals = max(0, Int(-e))
        return decimals == 0 ? String(format: "%.0f", r) : String(format: "%.\(decimals)f", r)
    }

    /// The local day holding `t` (`up`: the next day's start unless `t` is a day's start), as `2024-03-01`.
    static func dayText(_ t: Double, up: Bool) -> String {
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = .current
        let d = Date(timeIntervalSince1970: t)
        var day = cal.startOfDay(for: d)
        if up, day < d { day = cal.date(byAdding: .day, value: 1, to: day) ?? day }
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = .current
        f.dateFormat = "yyyy-MM-dd"
        return f.string(from: day)
    }

    /// A time as a local date-time (to the millisecond when `fine`), rounded outward.
    static func dateText(_ t: Double, up: Bool, fine: Bool) -> String {
        let step = fine ? 0.001 : 1
        let r = (t / step).rounded(up ? .up : .down) * step
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = .current
        f.dateFormat = fine ? "yyyy-MM-dd HH:mm:ss.SSS" : "yyyy-MM-dd HH:mm:ss"
        return f.string(from: Date(timeIntervalSince1970: r))
    }
}
