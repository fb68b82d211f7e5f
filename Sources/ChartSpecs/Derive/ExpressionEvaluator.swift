import ChartIO
import ChartCore
import Foundation

/// Computes an expression over a table's rows, a column at a time: each node one pass, so a
/// derived series over ten million rows costs a few passes of simple arithmetic. A missing value
/// (NaN) stays missing through every operation.
public struct ExpressionEvaluator {
    /// The table read.
    public let table: DataTable
    /// x for the transforms along the rows (deriv, integral): the table's first ascending date or
    /// number column, else the row number (found when first needed).
    public var x: ColumnBuffer { Self.defaultX(table) }
    /// The expression's text (for the positions of errors about its columns).
    public let text: String

    /// Finds a column the table does not have (another file's, read at this table's rows), if any.
    public var resolve: ((String) -> [Double]?)?

    /// An evaluator over `table`; `resolve` finds columns beyond it.
    public init(table: DataTable, text: String, resolve: ((String) -> [Double]?)? = nil) {
        self.table = table
        self.text = text
        self.resolve = resolve
    }

    /// The values of `e` for every row: an expression of each row alone a block of rows at a
    /// time on both cores, one with transforms along the rows a column at a time.
    public func evaluate(_ e: Expression) throws -> [Double] {
        if let p = try RowwiseProgram(e, column: column) { return p.run(0..<table.rowCount) }
        switch try value(e) {
        case .scalar(let v): return [Double](repeating: v, count: table.rowCount)
        case .column(let v): return v.array
        case .owned(let v): return v
        }
    }

    /// The values of `e` for `rows` alone, when each row's value depends on that row alone (nil
    /// for an expression with a transform along the rows): appended rows extend a column so.
    public func evaluate(_ e: Expression, rows: Range<Int>) throws -> [Double]? {
        try RowwiseProgram(e, column: column)?.run(rows)
    }

    /// A node's value: one number for every row (constants stay one number), a table's column, or
    /// a column this evaluation made (which the next operation may overwrite: one allocation for a
    /// whole expression, not one per operator).
    enum Value {
        case scalar(Double)
        case column(ColumnBuffer)
        case owned([Double])

        /// The array of an owned column, leaving nothing behind (so the caller holds the only reference).
        mutating func take() -> [Double] {
            guard case .owned(let v) = self else { return [] }
            self = .scalar(0)
            return v
        }
    }

    /// `e`, constants folded and arithmetic done in plain loops over the columns.
    func value(_ e: Expression) throws -> Value {
        switch e {
        case .number(let v):
            return .scalar(v)
        case .column(let name):
            return .column(try column(name))
        case .negate(let a):
            var inner = try value(a)
            switch inner {
            case .scalar(let v): return .scalar(-v)
            case .column(let v): return .owned(v.map { -$0 })
            case .owned:
                var v = inner.take()
                v.withUnsafeMutableBufferPointer { b in for i in b.indices { b[i] = -b[i] } }
                return .owned(v)
            }
        case .binary(let op, let a, let b):
            var l = try value(a), r = try value(b)
            // One call per operator, so each loop is compiled with its operator inlined.
            switch op {
            case "+": return Self.apply(&l, &r) { $0 + $1 }
            case "-": return Self.apply(&l, &r) { $0 - $1 }
            case "*": return Self.apply(&l, &r) { $0 * $1 }
            case "/": return Self.apply(&l, &r) { $0 / $1 }
            default: return Self.apply(&l, &r) { pow($0, $1) }
            }
        case .call(let f, let args):
            return .owned(try call(f, args))
        }
    }

    /// `f` of two values, row by row, written over an operand this evaluation made when there is
    /// one (taken out of its `Value` first, so the array is not shared and is not copied).
    @inline(__always)
    static func apply(_ l: inout Value, _ r: inout Value, _ f: (Double, Double) -> Double) -> Value {
        if case .scalar(let p) = l, case .scalar(let q) = r { return .scalar(f(p, q)) }
        if case .owned = l {
            var p = l.take()
            p.withUnsafeMutableBufferPointer { b in
                switch r {
                case .scalar(let q): for i in b.indices { b[i] = f(b[i], q) }
                case .column(let q):
                    q.withUnsafeBufferPointer { qb in for i in 0..<min(b.count, qb.count) { b[i] = f(b[i], qb[i]) } }
                case .owned(let q):
                    q.withUnsafeBufferPointer { qb in for i in 0..<min(b.count, qb.count) { b[i] = f(b[i], qb[i]) } }
                }
            }
            return .owned(p)
        }
        if case .owned = r {
            var q = r.take()
            q.withUnsafeMutableBufferPointer { b in
                switch l {
                case .scalar(let p): for i in b.indices { b[i] = f(p, b[i]) }
                case .column(let p):
                    p.withUnsafeBufferPointer { pb in for i in 0..<min(b.count, pb.count) { b[i] = f(pb[i], b[i]) } }
                case .owned(let p):
                    p.withUnsafeBufferPointer { pb in for i in 0..<min(b.count, pb.count) { b[i] = f(pb[i], b[i]) } }
                }
            }
            return .owned(q)
        }
        switch (l, r) {
        case let (.column(p), .scalar(q)):
            return .owned(p.withUnsafeBufferPointer { pb in map(pb.count) { f(pb[$0], q) } })
        case let (.scalar(p), .column(q)):
            return .owned(q.withUnsafeBufferPointer { qb in map(qb.count) { f(p, qb[$0]) } })
        case let (.column(p), .column(q)):
            return .owned(p.withUnsafeBufferPointer { pb in q.withUnsafeBufferPointer { qb in map(min(pb.count, qb.count)) { f(pb[$0], qb[$0]) } } })
        default:
            return .scalar(.nan)   // unreachable: scalars and owned columns were handled above
        }
    }

    /// `n` values made by `make`, written straight into the new array's storage.
    @inline(__always)
    static func map(_ n: Int, _ make: (Int) -> Double) -> [Double] {
        [Double](unsafeUninitializedCapacity: n) { buf, count in
            for i in 0..<n { buf[i] = make(i) }
            count = n
        }
    }

    private func call(_ f: String, _ args: [Expression]) throws -> [Double] {
        switch f {
        case "min", "max":
            let a = try evaluate(args[0]), b = try evaluate(args[1])
            return zip(a, b).map { p, q in p.isNaN || q.isNaN ? .nan : (f == "min" ? Swift.min(p, q) : Swift.max(p, q)) }
        case "deriv", "integral":
            let y = try evaluate(args[0])
            let xs = args.count > 1 ? try evaluate(args[1]) : x.array
            return f == "deriv" ? RowTransforms.derivative(y, x: xs) : RowTransforms.integral(y, x: xs)
        case "movavg", "movmedian":
            // A moving median keeps its window sorted (an insertion and a removal a row): its window is smaller.
            let most = f == "movavg" ? 1_000_000 : 1_000
            if case .call("seconds", let d) = args[1], d.count == 1, case .number(let span) = d[0] {
                guard span > 0, span.isFinite else { throw ExpressionError("\(f)'s window in time must be above 0", at: position(of: f)) }
                guard let xs = Self.ascendingX(table)?.array else {
                    throw ExpressionError("\(f)'s window in time needs a date or ascending number column for x (there is none: give it in rows)",
                                          at: position(of: f))
                }
                let y = try evaluate(args[0])
                if f == "movavg" { return RowTransforms.movingAverage(y, x: xs, span: span) }
                let widest = RowTransforms.widestWindow(xs, span: span)
                guard widest <= most else {
                    throw ExpressionError("movmedian's window of \(ValueText.duration(span)) holds up to \(widest) rows; it takes at most \(most)",
                                          at: position(of: f))
                }
                return RowTransforms.movingMedian(y, x: xs, span: span)
            }
            guard case .number(let n) = args[1], n >= 1, n == n.rounded(), n <= Double(most) else {
                throw ExpressionError("\(f)'s window is a whole number of rows from 1 to \(ValueText.exact(Double(most))), or a time (10s, 5min, 2h, 1d)",
                                      at: position(of: f))
            }
            let y = try evaluate(args[0])
            return f == "movavg" ? RowTransforms.movingAverage(y, window: Int(n)) : RowTransforms.movingMedian(y, window: Int(n))
        default:
            return try evaluate(args[0]).map(RowwiseProgram.function(f))
        }
    }

    /// A column's numbers (dates as seconds); an error naming it for text or a missing one.
    private func column(_ name: String) throws -> ColumnBuffer {
        guard let i = table.columnIndex(name) else {
            if let v = resolve?(name) { return ColumnBuffer(v) }
            throw ExpressionError("no column '\(name)'", at: position(of: name))
        }
        guard let v = table.columns[i].numbers else {
            throw ExpressionError("'\(table.columns[i].name)' is a text column: it has no numbers to compute with", at: position(of: name))
        }
        return v
    }

    /// Where `name` first appears in the text.
    private func position(of name: String) -> Int? { ExpressionError.position(of: name, in: text) }

    /// The first date or number column whose values ascend (no gaps), else the row numbers.
    public static func defaultX(_ t: DataTable) -> ColumnBuffer {
        ascendingX(t) ?? ColumnBuffer((0..<t.rowCount).map(Double.init))
    }

    /// The first date or number column whose values ascend (no gaps), if any.
    static func ascendingX(_ t: DataTable) -> ColumnBuffer? {
        for c in t.columns.sorted(by: { $0.isDate && !$1.isDate }) {
            guard let v = c.numbers, v.count > 1, v.ascendsWithoutGaps else { continue }
            return v
        }
        return nil
    }
}
