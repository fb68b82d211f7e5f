import ChartCore
import ChartIO
import ChartSpecs
import Foundation

/// The table's number columns, held here too: inside an enum's payload a reference carries tag
/// bits, which the leak checker does not read as a pointer (it reported the table's storage).
let fuzzColumns: [ColumnBuffer] = [[0, 60, 120, 180, 240, 300], [1, -2, .nan, 4, 0, 1e300], [0, 0, 1, 2, 3, 4]]

/// A small table every expression runs against: numbers with a gap, a date and a text column.
let fuzzTable = DataTable(columns: [
    .init(name: "t", values: .date(fuzzColumns[0])),
    .init(name: "a", values: .number(fuzzColumns[1])),
    .init(name: "b c", values: .number(fuzzColumns[2])),
    .init(name: "city", values: .text(["x", "y", "z", "x", "y", "z"])),
])

/// Bytes as a derived column: it parses and computes (one value per row) or says where it is
/// wrong (a position inside the text); it never crashes, hangs or reads out of bounds.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExpression(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size < 512 else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let e = try Expression.parse(text)
        let v = try ExpressionEvaluator(table: fuzzTable, text: text).evaluate(e)
        if v.count != fuzzTable.rowCount { fatalError("\(text): \(v.count) values for \(fuzzTable.rowCount) rows") }
    } catch let e as ExpressionError {
        if let p = e.position, p < 0 || p > text.count { fatalError("\(text): error position \(p) outside the text") }
        _ = e.pointing(into: text)
    } catch {
        fatalError("\(text): \(error)")
    }
    return 0
}
