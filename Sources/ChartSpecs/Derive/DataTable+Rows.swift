import ChartCore
import ChartIO

extension DataTable {
    /// The table of `rows` alone (indices into this table, in the order given).
    public func keeping(rows: [Int]) -> DataTable {
        var t = DataTable(columns: columns.map { c in
            var kept = c
            switch c.values {
            case .number(let v): kept.values = .number(ColumnBuffer(v.withUnsafeBufferPointer { b in rows.map { b[$0] } }))
            case .date(let v): kept.values = .date(ColumnBuffer(v.withUnsafeBufferPointer { b in rows.map { b[$0] } }))
            case .text(let v): kept.values = .text(rows.map { v[$0] })
            }
            return kept
        })
        t.notes = notes
        return t
    }
}
