import ChartIO
import ChartCore
import Foundation

/// A column computed from the others: `speed = dist / time`, listed and plotted like any column
/// and saved in the workspace as its definition.
public struct DerivedColumn: Hashable, Sendable {
    /// The column's name.
    public var name: String
    /// The expression's text.
    public var text: String
    /// The expression.
    public var expression: Expression

    /// Reads `NAME = EXPRESSION`, or an expression alone (named by its own text).
    public init(_ definition: String) throws {
        let parts = definition.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let named = parts.count == 2
        let name = named ? parts[0].trimmingCharacters(in: .whitespaces) : ""
        let text = (named ? String(parts[1]) : definition).trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { throw ExpressionError("a derived column needs an expression after '='") }
        if named, name.isEmpty { throw ExpressionError("a derived column needs a name before '='") }
        self.name = named ? name : text
        self.text = text
        expression = try Expression.parse(text)
    }

    /// `NAME = EXPRESSION`, as a spec saves it.
    public var definition: String { name == text ? text : "\(name) = \(text)" }
}

extension DataTable {
    /// The table with `column` computed and appended; an error names what it cannot use.
    public func adding(_ column: DerivedColumn) throws -> DataTable {
        try adding(column, extending: nil).table
    }

    /// The table with `column` appended, and its values. With `previous`, the column's values over
    /// this table's first rows (before rows were appended), an expression of each row alone is
    /// computed for the new rows only; otherwise (or with a transform along the rows) for all.
    /// `resolve` finds columns beyond the table (another file's, read at this table's rows).
    public func adding(_ column: DerivedColumn, extending previous: ColumnBuffer?,
                       resolve: ((String) -> [Double]?)? = nil) throws -> (table: DataTable, values: ColumnBuffer, extended: Bool) {
        guard !columns.contains(where: { $0.name == column.name }) else {
            throw ExpressionError("there is a column named '\(column.name)' already")
        }
        let evaluator = ExpressionEvaluator(table: self, text: column.text, resolve: resolve)
        var values: ColumnBuffer
        var extended = false
        if let old = previous, old.count <= rowCount,
           let tail = try evaluator.evaluate(column.expression, rows: old.count..<rowCount) {
            values = old
            values.append(contentsOf: tail)
            extended = true
        } else {
            values = ColumnBuffer(try evaluator.evaluate(column.expression))
        }
        var t = self
        t.columns.append(Column(name: column.name, values: .number(values)))
        return (t, values, extended)
    }
}
