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

    @Test func splitCountsAreABarPerValueInEachKeysPlaceStackedWhenAsked() throws {
        // Islands by sex: Biscoe 3 (2 f, 1 m), Dream 2 (1 f, 1 m), Torgersen 1 (m), one sex missing.
        let t = try table("island,sex,mass\nBiscoe,f,10\nDream,m,20\nBiscoe,m,30\nBiscoe,f,40\nTorgersen,m,50\nDream,f,60\nDream,,70\n")
        var s = spec(x: "island", y: [], groupBy: "sex")
        s.y = nil
        s.aggregate = "count"
        let b = try ChartBuilder.build(t, spec: s, name: "t")
        #expect(b.kind == "bar" && b.data.categories == ["Biscoe", "Dream", "Torgersen"])
        #expect(b.data.series.map(\.name) == ["f", "m", "(missing)"])
        #expect(b.data.series.map { Array($0.y) } == [[2, 1, 0], [1, 1, 1], [0, 1, 0]])
        #expect(b.data.series.allSatisfy { $0.kind == .bar && $0.stack == nil } && b.yTitle == "count")
        // Stacked: one column a key, its parts adding up to the key's count.
        s.stacked = true
        let stacked = try ChartBuilder.build(t, spec: s, name: "t")
        #expect(stacked.data.series.allSatisfy { $0.stack == "count" })
        #expect(BarSlots.assign(stacked.data.series).count == 1)
        // Means by key and sex stand side by side even when asked to stack (they do not add up).
        s.aggregate = "mean"
        s.y = ["mass"]
        let means = try ChartBuilder.build(t, spec: s, name: "t")
        // Keys by the mean over all their rows (Dream and Torgersen 50 in the file's order, Biscoe 26.7).
        #expect(means.yTitle == "mean of mass" && means.data.categories == ["Dream", "Torgersen", "Biscoe"])
        let f = means.data.series[0]
        #expect(f.name == "f" && f.y[0] == 60 && f.y[1].isNaN && f.y[2] == 25 && means.data.series.allSatisfy { $0.stack == nil })
    }

    @Test func aSplitOfManyValuesKeepsTheTenLargestBarsAndAGreyOther() throws {
        var rows = ["k,g"]
        for v in 0..<14 { for _ in 0..<(20 - v) { rows.append("a,v\(v)") } }
        rows.append("b,v0")
        let t = try table(rows.joined(separator: "\n") + "\n")
        var s = spec(x: "k", y: [], groupBy: "g")
        s.y = nil
        s.aggregate = "count"
        let b = try ChartBuilder.build(t, spec: s, name: "t")
        #expect(b.data.series.count == ChartBuilder.splitBars && b.data.series.last?.name == "other (5 values)")
        #expect(b.data.series.last?.bar.color == Color(hex: 0x9A9A9A))
        #expect(Array(b.data.series[0].y) == [20, 1] && Array(b.data.series.last!.y) == [Double(11 + 10 + 9 + 8 + 7), 0])
        // 25 keys: the 20 with the most rows, then one "other" key holding the rest's counts.
        var many = ["k,g"]
        for k in 0..<25 { for r in 0..<(30 - k) { many.append("key\(k),\(r % 2 == 0 ? "x" : "y")") } }
        let m = try ChartBuilder.build(try table(many.joined(separator: "\n") + "\n"), spec: s, name: "t")
        #expect(m.data.categories.count == ChartBuilder.topKeys + 1 && m.data.categories.last == "other (5)")
        let rest = (20..<25).map { 30 - $0 }.reduce(0, +)
        #expect(m.data.series.reduce(0) { $0 + $1.y[20] } == Double(rest) && m.data.series.reduce(0) { $0 + $1.y[0] } == 30)
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
