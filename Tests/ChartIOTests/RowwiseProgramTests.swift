import ChartCore
import Foundation
import Testing
@testable import ChartIO
@testable import ChartSpecs

/// Expressions of each row alone run a block at a time on both cores: bit for bit what the
/// column-at-a-time evaluation gives, over whole tables and any range of rows.
struct RowwiseProgramTests {
    static let table: DataTable = {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Double {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return Double(state % 2_000_001) / 1000 - 1000
        }
        let n = 50_003   // not a whole number of blocks
        let a = (0..<n).map { i in i % 97 == 0 ? Double.nan : next() }
        let b = (0..<n).map { _ in next() }
        let c = (0..<n).map { i in i % 13 == 0 ? 0 : next() }
        return DataTable(columns: [.init(name: "a", values: .number(a)), .init(name: "b", values: .number(b)),
                                   .init(name: "c", values: .number(c)), .init(name: "k", values: .text((0..<n).map { "\($0)" }))])
    }()

    static func identical(_ x: [Double], _ y: [Double]) -> Bool {
        x.count == y.count && zip(x, y).allSatisfy { $0.bitPattern == $1.bitPattern || ($0.isNaN && $1.isNaN) }
    }

    @Test(arguments: ["(a - b) / c * 100", "a", "3", "-a + 2 * -b", "sqrt(abs(a)) - log(abs(b) + 1) ^ 2", "min(a, b) - max(c, 2)",
                      "2 * 3 + a", "exp(a / 1000) * sin(b) + cos(c) / tan(a)", "log10(abs(c)) / (a - a)", "4 / a ^ 0.5", "1 - (2 - (3 - (4 - a)))"])
    func blocksGiveWhatColumnsGive(_ text: String) throws {
        let e = try Expression.parse(text)
        let ev = ExpressionEvaluator(table: Self.table, text: text)
        let whole = try ev.evaluate(e)
        let old: [Double]
        switch try ev.value(e) {
        case .scalar(let v): old = [Double](repeating: v, count: Self.table.rowCount)
        case .column(let v): old = v.array
        case .owned(let v): old = v
        }
        #expect(Self.identical(whole, old), "\(text)")
        for r in [0..<0, 0..<1, 4_090..<4_100, 12_345..<50_003, 49_000..<50_003] {
            let part = try #require(try ev.evaluate(e, rows: r))
            #expect(Self.identical(part, Array(whole[r])), "\(text) over \(r)")
        }
    }

    @Test func transformsAreNotRowwiseAndTextIsRefused() throws {
        let ev = ExpressionEvaluator(table: Self.table, text: "movavg(a, 3) + b")
        #expect(try ev.evaluate(try Expression.parse("movavg(a, 3) + b"), rows: 0..<10) == nil)
        #expect(throws: ExpressionError.self) { try ExpressionEvaluator(table: Self.table, text: "k + 1").evaluate(try Expression.parse("k + 1")) }
    }
}

/// A derived column extended over appended rows is the one computed over them all.
struct DerivedExtensionTests {
    @Test func appendedRowsExtendARowwiseColumnAndRecomputeATransform() throws {
        let t = RowwiseProgramTests.table
        let n0 = 30_000
        let head = DataTable(columns: t.columns.map { c in
            guard case .number(let v) = c.values else { return c }
            return .init(name: c.name, values: .number(Array(v[0..<n0])))
        })
        for (text, rowwise) in [("spread = (a - b) / c * 100", true), ("smooth = movavg(a, 7) - b", false)] {
            let col = try DerivedColumn(text)
            let before = try head.adding(col, extending: nil).values
            #expect(before.count == n0)
            let (_, extended, didExtend) = try t.adding(col, extending: before)
            let full = try t.adding(col, extending: nil).values
            #expect(RowwiseProgramTests.identical(extended.array, full.array), "\(text)")
            #expect(didExtend == rowwise, "\(text): extended only when each row stands alone")
        }
        // Values that do not fit the table (more than its rows) are not extended but recomputed.
        let col = try DerivedColumn("x = a + 1")
        let wrong = ColumnBuffer(repeating: 0, count: t.rowCount + 5)
        #expect(RowwiseProgramTests.identical(try t.adding(col, extending: wrong).values.array, try t.adding(col).columns.last!.numbers!.array))
    }
}
