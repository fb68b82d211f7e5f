import Foundation

/// Computes an expression over a table's rows, a column at a time: each node one pass, so a
/// derived series over ten million rows costs a few passes of simple arithmetic. A missing value
/// (NaN) stays missing through every operation.
public struct ExpressionEvaluator {
    /// The table read.
    public let table: DataTable
    /// x for the transforms along the rows (deriv, integral): the table's first ascending date or
    /// number column, else the row number.
    public let x: [Double]
    /// The expression's text (for the positions of errors about its columns).
    public let text: String

    /// An evaluator over `table`.
    public init(table: DataTable, text: String) {
        self.table = table
        self.text = text
        x = Self.defaultX(table)
    }

    /// The values of `e` for every row.
    public func evaluate(_ e: Expression) throws -> [Double] {
        switch e {
        case .number(let v):
            return [Double](repeating: v, count: table.rowCount)
        case .column(let name):
            return try column(name)
        case .negate(let a):
            return try evaluate(a).map { -$0 }
        case .binary(let op, let a, let b):
            let l = try evaluate(a), r = try evaluate(b)
            switch op {
            case "+": return zip(l, r).map { $0 + $1 }
            case "-": return zip(l, r).map { $0 - $1 }
            case "*": return zip(l, r).map { $0 * $1 }
            case "/": return zip(l, r).map { $0 / $1 }
            default: return zip(l, r).map { pow($0, $1) }
            }
        case .call(let f, let args):
            return try call(f, args)
        }
    }

    private func call(_ f: String, _ args: [Expression]) throws -> [Double] {
        switch f {
        case "min", "max":
            let a = try evaluate(args[0]), b = try evaluate(args[1])
            return zip(a, b).map { p, q in p.isNaN || q.isNaN ? .nan : (f == "min" ? Swift.min(p, q) : Swift.max(p, q)) }
        case "deriv", "integral":
            let y = try evaluate(args[0])
            let xs = args.count > 1 ? try evaluate(args[1]) : x
            return f == "deriv" ? RowTransforms.derivative(y, x: xs) : RowTransforms.integral(y, x: xs)
        case "movavg", "movmedian":
            guard case .number(let n) = args[1], n >= 1, n == n.rounded(), n <= 1_000_000 else {
                throw ExpressionError("\(f)'s window is a whole number of rows from 1 to 1,000,000", at: position(of: f))
            }
            let y = try evaluate(args[0])
            return f == "movavg" ? RowTransforms.movingAverage(y, window: Int(n)) : RowTransforms.movingMedian(y, window: Int(n))
        default:
            let a = try evaluate(args[0])
            let fn: (Double) -> Double
            switch f {
            case "abs": fn = { Swift.abs($0) }
            case "log": fn = { Foundation.log($0) }
            case "log10": fn = { Foundation.log10($0) }
            case "exp": fn = { Foundation.exp($0) }
            case "sqrt": fn = { $0.squareRoot() }
            case "sin": fn = { Foundation.sin($0) }
            case "cos": fn = { Foundation.cos($0) }
            default: fn = { Foundation.tan($0) }
            }
            return a.map(fn)
        }
    }

    /// A column's numbers (dates as seconds); an error naming it for text or a missing one.
    private func column(_ name: String) throws -> [Double] {
        guard let i = table.columnIndex(name) else {
            throw ExpressionError("no column '\(name)'", at: position(of: name))
        }
        guard let v = table.columns[i].numbers else {
            throw ExpressionError("'\(table.columns[i].name)' is a text column: it has no numbers to compute with", at: position(of: name))
        }
        return v
    }

    /// Where `name` first appears in the text.
    private func position(of name: String) -> Int? {
        text.range(of: name).map { text.distance(from: text.startIndex, to: $0.lowerBound) }
    }

    /// The first date or number column whose values ascend (no gaps), else the row numbers.
    static func defaultX(_ t: DataTable) -> [Double] {
        for c in t.columns.sorted(by: { $0.isDate && !$1.isDate }) {
            guard let v = c.numbers, v.count > 1, v.allSatisfy(\.isFinite), zip(v, v.dropFirst()).allSatisfy({ $0 < $1 }) else { continue }
            return v
        }
        return (0..<t.rowCount).map(Double.init)
    }
}
