import ChartCore
import ChartIO
import Foundation

/// A condition computed over a table: which rows hold it.
extension RowCondition {
    /// One side of a comparison, read against a table.
    enum Side {
        case numbers(ColumnBuffer, date: Bool, name: String)
        /// A number written in the condition (one for every row).
        case scalar(Double)
        case text([String], name: String)
        case literal(String)
    }

    /// Whether each row of `table` holds; `text` is the condition's text (for positions).
    public func holds(in table: DataTable, text: String) throws -> [Bool] {
        let n = table.rowCount
        switch self {
        case .and(let a, let b), .or(let a, let b):
            var l = try a.holds(in: table, text: text)
            let r = try b.holds(in: table, text: text)
            let both = if case .and = self { true } else { false }
            l.withUnsafeMutableBufferPointer { l in
                r.withUnsafeBufferPointer { r in
                    let m = min(l.count, r.count)
                    if both { for i in 0..<m { l[i] = l[i] && r[i] } } else { for i in 0..<m { l[i] = l[i] || r[i] } }
                }
            }
            return l
        case .not(let a):
            return try a.holds(in: table, text: text).map { !$0 }
        case .compare(let a, let op, let b):
            // A quoted word takes its meaning from the other side: that side is read first.
            let r: Side, l: Side
            if case .quoted = a, !Self.isQuoted(b) {
                r = try Self.side(b, in: table, text: text, other: nil)
                l = try Self.side(a, in: table, text: text, other: r)
            } else {
                l = try Self.side(a, in: table, text: text, other: nil)
                r = try Self.side(b, in: table, text: text, other: l)
            }
            return try Self.compare(l, op, r, rows: n, text: text)
        }
    }

    /// The rows of `table` that hold, in order.
    public func rows(in table: DataTable, text: String) throws -> [Int] {
        let mask = try holds(in: table, text: text)
        return mask.indices.filter { mask[$0] }
    }

    private static func side(_ o: Operand, in table: DataTable, text: String, other: Side?) throws -> Side {
        switch o {
        case .expression(.column(let name)) where table.columnIndex(name) != nil:
            return column(name, in: table)
        case .expression(.number(let v)):
            return .scalar(v)
        case .expression(.negate(.number(let v))):
            return .scalar(-v)
        case .expression(let e):
            return .numbers(ColumnBuffer(try ExpressionEvaluator(table: table, text: text).evaluate(e)), date: false, name: "")
        case .quoted(ChartSpec.rowNumber, false) where table.columnIndex(ChartSpec.rowNumber) == nil:
            // The row number, as a plot against rows reads it on x (the file's first row is 0).
            return .numbers(ColumnBuffer((0..<table.rowCount).map(Double.init)), date: false, name: ChartSpec.rowNumber)
        case .quoted(let s, let single):
            // Beside a text or date column a quoted word is a value; else a column it names, if any.
            switch other {
            case .text?, .numbers(_, true, _)?: return .literal(s)
            // By its name alone (a quoted "3" is not the third column).
            default: return !single && table.columns.contains(where: { $0.name == s }) ? column(s, in: table) : .literal(s)
            }
        }
    }

    private static func column(_ name: String, in table: DataTable) -> Side {
        let c = table.columns[table.columns.firstIndex { $0.name == name } ?? table.columnIndex(name)!]
        switch c.values {
        case .text(let t): return .text(t, name: c.name)
        case .number(let v): return .numbers(v, date: false, name: c.name)
        case .date(let v): return .numbers(v, date: true, name: c.name)
        }
    }

    private static func compare(_ l: Side, _ op: Comparison, _ r: Side, rows n: Int, text: String) throws -> [Bool] {
        switch (l, r) {
        case let (.numbers(a, _, _), .numbers(b, _, _)):
            return a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in
                (0..<n).map { i in i < a.count && i < b.count && !a[i].isNaN && !b[i].isNaN && op.holds(a[i], b[i]) }
            } }
        case let (.numbers(a, _, _), .scalar(v)):
            return a.withUnsafeBufferPointer { Self.compare($0, op, v, rows: n) }
        case let (.scalar(v), .numbers(b, _, _)):
            return b.withUnsafeBufferPointer { Self.compare($0, op.flipped, v, rows: n) }
        case let (.scalar(p), .scalar(q)):
            return [Bool](repeating: !p.isNaN && !q.isNaN && op.holds(p, q), count: n)
        case let (.scalar(v), .literal(s)), let (.literal(s), .scalar(v)):
            throw ExpressionError("\"\(s)\" and \(ValueText.exact(v)) are both values: a condition compares a column with something", at: ExpressionError.position(of: s, in: text))
        case (.text, .scalar), (.scalar, .text):
            let name: String = { if case .text(_, let n) = l { return n }; if case .text(_, let n) = r { return n }; return "" }()
            throw ExpressionError("'\(name)' is a text column: compare it with a quoted word (\(name) == \"rain\")", at: ExpressionError.position(of: name, in: text))
        case let (.text(a, _), .text(b, _)):
            return (0..<n).map { i in i < a.count && i < b.count && !a[i].isEmpty && !b[i].isEmpty && op.holds(a[i], b[i]) }
        case let (.text(a, _), .literal(s)):
            return (0..<n).map { i in i < a.count && !a[i].isEmpty && op.holds(a[i], s) }
        case let (.literal(s), .text(b, _)):
            return (0..<n).map { i in i < b.count && !b[i].isEmpty && op.holds(s, b[i]) }
        case let (.numbers(a, date, name), .literal(s)):
            return try compare(.numbers(a, date: date, name: name), op, .scalar(value(s, date: date, column: name, text: text)), rows: n, text: text)
        case let (.literal(s), .numbers(b, date, name)):
            return try compare(.scalar(value(s, date: date, column: name, text: text)), op, .numbers(b, date: date, name: name), rows: n, text: text)
        case let (.text(_, name), .numbers(_, _, other)), let (.numbers(_, _, other), .text(_, name)):
            throw ExpressionError("'\(name)' is a text column and \(other.isEmpty ? "the other side" : "'\(other)'") holds numbers: they cannot be compared",
                                  at: ExpressionError.position(of: name, in: text))
        case let (.literal(a), .literal(b)):
            throw ExpressionError("\"\(a)\" and \"\(b)\" are both words: a condition compares a column with something", at: ExpressionError.position(of: a, in: text))
        }
    }

    /// Whether `a[i] op v` holds for each of `n` rows (a gap, or a row past the column, does not):
    /// one loop per comparison, so ten million rows take a few milliseconds.
    private static func compare(_ a: UnsafeBufferPointer<Double>, _ op: Comparison, _ v: Double, rows n: Int) -> [Bool] {
        var out = [Bool](repeating: false, count: n)
        guard !v.isNaN else { return out }
        let m = min(n, a.count)
        out.withUnsafeMutableBufferPointer { o in
            // NaN fails every ordered comparison and ==; only != needs it said.
            switch op {
            case .equal: for i in 0..<m { o[i] = a[i] == v }
            case .notEqual: for i in 0..<m { o[i] = a[i] != v && !a[i].isNaN }
            case .less: for i in 0..<m { o[i] = a[i] < v }
            case .lessOrEqual: for i in 0..<m { o[i] = a[i] <= v }
            case .greater: for i in 0..<m { o[i] = a[i] > v }
            case .greaterOrEqual: for i in 0..<m { o[i] = a[i] >= v }
            }
        }
        return out
    }

    /// A quoted word as a number, or a date when it meets a date column.
    private static func value(_ s: String, date: Bool, column: String, text: String) throws -> Double {
        if date {
            var p = DateParser()
            if let t = p.parse(s) { return t }
            throw ExpressionError("\"\(s)\" is not a date (\(column) holds dates: write 2024-03-01 or 2024-03-01 12:00)", at: ExpressionError.position(of: s, in: text))
        }
        if let v = Double(s.trimmingCharacters(in: .whitespaces)) { return v }
        throw ExpressionError("\"\(s)\" is not a number (\(column.isEmpty ? "the other side" : column) holds numbers)", at: ExpressionError.position(of: s, in: text))
    }

    private static func isQuoted(_ o: Operand) -> Bool {
        if case .quoted = o { return true }
        return false
    }
}
