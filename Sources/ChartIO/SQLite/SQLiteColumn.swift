import CSQLite
import ChartCore
import Foundation

/// One result column's values as they come, made a column of numbers, dates or text at the end:
/// numbers when every value is a number (or text that reads as one), dates when every text
/// value reads as a date, text otherwise. NULL is a gap.
struct SQLiteColumn {
    let name: String
    /// The column's declared type, when it comes from a table.
    let declared: String?
    private var numbers: [Double] = []
    /// Text values by row, once any value was text (rows before are filled in).
    private var texts: [String]?
    private var nulls: [Bool] = []

    init(name: String, declared: String?) {
        self.name = name
        self.declared = declared
    }

    /// Adds the current row's value of column `i`.
    mutating func add(_ stmt: OpaquePointer, _ i: Int32) {
        switch sqlite3_column_type(stmt, i) {
        case SQLITE_INTEGER, SQLITE_FLOAT:
            let v = sqlite3_column_double(stmt, i)
            numbers.append(v)
            texts?.append(Self.format(v))
            nulls.append(false)
        case SQLITE_NULL:
            numbers.append(.nan)
            texts?.append("")
            nulls.append(true)
        default:
            let s = sqlite3_column_text(stmt, i).map { String(cString: $0) } ?? ""
            if texts == nil { texts = zip(numbers, nulls).map { $1 ? "" : Self.format($0) } }
            texts!.append(s)
            numbers.append(.nan)
            nulls.append(false)
        }
    }

    /// The finished column.
    func column() -> DataTable.Column {
        guard let texts else { return DataTable.Column(name: name, values: .number(ColumnBuffer(numbers))) }
        // Text that all reads as numbers, or all as dates (where no value is a plain number).
        var asNumbers = numbers, numeric = true
        for (k, s) in texts.enumerated() where !nulls[k] && numbers[k].isNaN {
            guard let v = Double(s.trimmingCharacters(in: .whitespaces)) else { numeric = false; break }
            asNumbers[k] = v
        }
        if numeric { return DataTable.Column(name: name, values: .number(ColumnBuffer(asNumbers))) }
        if numbers.allSatisfy(\.isNaN) {
            var parser = DateParser()
            var dates = [Double](repeating: .nan, count: texts.count), all = true
            for (k, s) in texts.enumerated() where !nulls[k] {
                guard let d = parser.parse(s) else { all = false; break }
                dates[k] = d
            }
            if all && nulls.contains(false) { return DataTable.Column(name: name, values: .date(ColumnBuffer(dates))) }
        }
        return DataTable.Column(name: name, values: .text(texts))
    }

    /// A number as text (integers without a fraction).
    private static func format(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(v)
    }
}
