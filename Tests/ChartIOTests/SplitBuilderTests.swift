import ChartCore
import Foundation
import Testing
@testable import ChartIO
@testable import ChartSpecs

/// A plot split by a column: dots or lines by how x runs within each value, the largest values
/// and one "other" when there are many, each point's row kept, log axes from the spec.
struct SplitBuilderTests {
    func table(_ s: String) throws -> DataTable { try CSVReader.parse(Array(s.utf8), name: "t") }

    func spec(x: String, y: [String], groupBy: String?, log: [String]? = nil) -> ChartSpec {
        var s = ChartSpec()
        s.x = x
        s.y = y
        s.groupBy = groupBy
        s.log = log
        return s
    }

    @Test func aScatterSplitByACategoryIsDotsAndKeepsItsRows() throws {
        let t = try table("sp,a,b\nx,3,30\ny,1,10\nx,2,20\ny,4,40\nz,0,5\n")
        let b = try ChartBuilder.build(t, spec: spec(x: "a", y: ["b"], groupBy: "sp"), name: "t")
        #expect(b.kind == "scatter" && b.data.series.map(\.name) == ["x", "y", "z"])
        #expect(b.seriesRows == [[0, 2], [1, 3], [4]])
        #expect(b.data.series[1].y == [10, 40])
        // x ascending within each value: one line per value.
        let long = try table("sp,a,b\nx,1,30\ny,1,10\nx,2,20\ny,2,40\n")
        #expect(try ChartBuilder.build(long, spec: spec(x: "a", y: ["b"], groupBy: "sp"), name: "t").kind == "line")
    }

    @Test func manyValuesGiveTheLargestAndOneOtherInRowOrder() throws {
        // 30 values: v0 has 30 rows, v1 29, … v29 one row each.
        var rows: [String] = []
        var r = 0
        for v in 0..<30 { for _ in 0..<(30 - v) { rows.append("v\(v),\(r),\(r * 2)"); r += 1 } }
        var rng = SeededGenerator()
        let t = try table((["k,x,y"] + rows.shuffled(using: &rng)).joined(separator: "\n") + "\n")
        let b = try ChartBuilder.build(t, spec: spec(x: "x", y: ["y"], groupBy: "k"), name: "t")
        #expect(b.data.series.count == ChartBuilder.splitSeries)
        let names = Set(b.data.series.map { $0.name })
        #expect(names == Set((0..<19).map { "v\($0)" }).union(["other (11 values)"]))
        let other = try #require(b.data.series.last)
        #expect(other.name == "other (11 values)" && other.count == (1...11).reduce(0, +))
        #expect(other.line.marker == MarkerShape.circle && other.line.interpolation == LineInterpolation.none)
        let otherRows = try #require(b.seriesRows?.last)
        #expect(otherRows == otherRows.sorted())
        // Each point's row gives back its own x.
        let xs = try #require(t.columns[1].numbers)
        for (s, series) in b.data.series.enumerated() {
            for i in 0..<series.count { #expect(series.xValue(i) == xs[b.seriesRows![s][i]]) }
        }
    }

    @Test func logAxesComeFromTheSpec() throws {
        let t = try table("a,b\n1,10\n2,100\n3,1000\n")
        let b = try ChartBuilder.build(t, spec: spec(x: "a", y: ["b"], groupBy: nil, log: ["y"]), name: "t")
        #expect(b.yIsLog && !b.xIsLog)
        let both = try ChartBuilder.build(t, spec: spec(x: "a", y: ["b"], groupBy: nil, log: ["x", "y"]), name: "t")
        #expect(both.yIsLog && both.xIsLog)
    }
}

/// A fixed-seed generator, so the shuffled rows are the same every run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
}
