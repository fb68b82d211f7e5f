import ChartIO
import Foundation
import Testing
@testable import WorkspaceModel

/// The data table's sort: a stable order by one column, either way, gaps last.
struct RowOrderTests {
    func table(_ values: DataTable.Values, _ name: String = "v") -> DataTable {
        DataTable(columns: [DataTable.Column(name: name, values: values)])
    }

    @Test func numbersSortWithTiesInFileOrderAndGapsLastEitherWay() throws {
        let v: [Double] = [3, .nan, -1, 3, 0, -0.0, .infinity, -.infinity, 2.5, .nan, -1]
        let up = try RowOrder(sorting: table(.number(v)), by: "v", descending: false)
        #expect(up.rows == [7, 2, 10, 4, 5, 8, 0, 3, 6, 1, 9])
        let down = try RowOrder(sorting: table(.number(v)), by: "v", descending: true)
        #expect(down.rows == [6, 0, 3, 8, 4, 5, 2, 10, 7, 1, 9])
        for o in [up, down] {
            for (shown, row) in o.rows.enumerated() { #expect(o.shownRow(Int(row)) == shown && o.fileRow(shown) == Int(row)) }
            // Rows added since the sort come after it, in file order.
            #expect(o.fileRow(11) == 11 && o.shownRow(12) == 12)
        }
    }

    @Test func textSortsByItsCharactersWithEmptyCellsLast() throws {
        let t = ["pear", "", "apple", "Zebra", "apple", "éclair", ""]
        let up = try RowOrder(sorting: table(.text(t)), by: "v", descending: false)
        #expect(up.rows.map { t[Int($0)] } == ["Zebra", "apple", "apple", "pear", "éclair", "", ""])
        #expect(up.rows == [3, 2, 4, 0, 5, 1, 6])
        let down = try RowOrder(sorting: table(.text(t)), by: "v", descending: true)
        #expect(down.rows == [5, 0, 2, 4, 3, 1, 6])
    }

    @Test func datesAndLargeRandomColumnsMatchAStableReference() throws {
        var rng = SystemRandomNumberGenerator()
        for n in [0, 1, 2, 1000, 100_000] {
            // Few distinct values (ties), some gaps, negatives and values across exponents.
            let v = (0..<n).map { _ -> Double in
                let k = Int.random(in: 0..<50, using: &rng)
                return k == 0 ? .nan : Double(k - 25) * pow(10, Double(Int.random(in: -3...3, using: &rng)))
            }
            for descending in [false, true] {
                let o = try RowOrder(sorting: table(.date(v)), by: "v", descending: descending)
                let reference = v.indices.sorted { a, b in
                    let x = v[a], y = v[b]
                    if x.isNaN != y.isNaN { return y.isNaN }
                    if x.isNaN || x == y { return a < b }
                    return descending ? x > y : x < y
                }
                #expect(o.rows.map(Int.init) == reference, "n = \(n), descending = \(descending)")
            }
        }
    }

    @Test func aMissingColumnIsNamed() {
        #expect(throws: RowOrder.Failure.noColumn("w")) { try RowOrder(sorting: table(.number([1])), by: "w", descending: false) }
        #expect("\(RowOrder.Failure.noColumn("w"))" == "no column named w to sort by")
        #expect(throws: RowOrder.Failure.cancelled) {
            try RowOrder(sorting: table(.number([2, 1])), by: "v", descending: false, cancelled: { true })
        }
    }
}
