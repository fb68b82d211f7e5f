import Foundation
import ChartTestSupport
import Testing
@testable import ChartCore

/// The min/max index answers like a scan, and lines drawn from it cover the same pixels as every point.
@MainActor
struct MinMaxIndexTests {
    /// Test series of one shape (walk, noise, spikes, gaps) from the shared seeded generator.
    static func series(_ kind: String, n: Int) -> [Double] {
        SeededSeries.values(SeededSeries.Shape(rawValue: kind) ?? .gaps, n: n)
    }

    static func bruteForce(_ v: [Double], _ r: Range<Int>) -> (Int, Int)? {
        var lo = -1, hi = -1
        for i in r where v[i].isFinite {
            if lo < 0 || v[i] < v[lo] { lo = i }
            if hi < 0 || v[i] > v[hi] { hi = i }
        }
        return lo < 0 ? nil : (lo, hi)
    }

    @Test func extremesMatchAScan() {
        var r = SeededSeries.Generator(seed: 42)
        var v = (0..<100_000).map { _ in (r.next() * 100).rounded() }    // many ties
        for i in stride(from: 0, to: v.count, by: 997) { v[i] = .nan }
        for i in 20_000..<23_000 { v[i] = .nan }
        v[500] = .infinity
        v[777] = -.infinity
        for i in 40_000..<40_032 { v[i] = i % 2 == 0 ? .infinity : .nan }    // a whole block without a finite value
        let index = MinMaxIndex(v)
        v.withUnsafeBufferPointer { b in
            for _ in 0..<3000 {
                let a = Int(r.next() * Double(v.count)), len = Int(pow(10, r.next() * 5))
                let range = a..<min(v.count, a + len)
                let got = index.extremes(b, in: range), want = Self.bruteForce(v, range)
                #expect(got?.min == want?.0 && got?.max == want?.1, "\(range)")
            }
            #expect(index.extremes(b, in: 20_001..<22_990) == nil)
        }
    }

    /// An index kept across appends grows where it is: a logger's row a tick does not copy the
    /// index (it did, every append, when the old index still shared its levels).
    @Test func appendsExtendTheIndexInPlace() {
        var values = ColumnBuffer((0..<1_000_000).map { sin(Double($0) * 0.001) })
        var index = MinMaxIndex(values)
        var moves = 0
        var at = index.levels[0].withUnsafeBufferPointer { $0.baseAddress }
        for k in 0..<2_000 {
            values.append(Double(k))
            index.extend(to: values)
            let now = index.levels[0].withUnsafeBufferPointer { $0.baseAddress }
            if now != at { moves += 1 }
            at = now
        }
        #expect(moves <= 2)
        #expect(index.levels == MinMaxIndex(values).levels)
    }

    /// The same through a chart's store: appended data extends the index the store keeps, where
    /// it is (it was copied on every append while the retired entry still shared its levels).
    @Test func aChartsAppendsExtendItsIndexInPlace() {
        var y = (0..<1_000_000).map { sin(Double($0) * 0.001) }
        let chart = ChartView(data: ChartData(series: [Series(name: "s", y: y)]))
        _ = chart.testRender()
        func level0() -> UnsafePointer<MinMaxIndex.Summary>? {
            chart.store.indexCache[0]?.index.levels[0].withUnsafeBufferPointer { $0.baseAddress }
        }
        var at = level0()
        #expect(at != nil)
        var moves = 0
        for k in 0..<300 {
            y.append(Double(k))
            chart.appendData(ChartData(series: [Series(name: "s", y: y)]))
            _ = chart.testRender()
            let now = level0()
            if now != at { moves += 1 }
            at = now
        }
        #expect(moves <= 2)
        #expect(chart.store.minMaxIndex(0)?.levels == MinMaxIndex(y).levels)
    }

    @Test func extendingEqualsRebuilding() {
        var r = SeededSeries.Generator(seed: 3)
        var v = (0..<50_001).map { _ in r.next() }
        var index = MinMaxIndex(v)
        for more in [1, 31, 32, 1000, 33_000] {
            v += (0..<more).map { _ in r.next() * 2 }
            index = index.extended(to: v)
            let fresh = MinMaxIndex(v)
            #expect(index.count == fresh.count)
            v.withUnsafeBufferPointer { b in
                for a in stride(from: 0, to: v.count - 10, by: 4099) {
                    let range = a..<v.count
                    #expect(index.extremes(b, in: range)! == fresh.extremes(b, in: range)!)
                }
            }
        }
    }

    func geometry(_ s: Series, zoom: ClosedRange<Double>?) -> PlotGeometry {
        var o = PlotGeometry.Options()
        o.visibleX = zoom
        return PlotGeometry.compute(data: ChartData(series: [s]), options: o, plot: Rect(x: 40, y: 10, width: 1200, height: 600), scale: 1)
    }

    static let zooms: [ClosedRange<Double>?] = [nil, 250_000...450_000, 499_000...503_000, 999_990...1_000_200, -50...40_000.5]

    @Test(arguments: ["walk", "noise", "spikes", "gaps"])
    func indexedPointsEqualScannedPoints(kind: String) {
        let ys = Self.series(kind, n: 1_000_000)
        let s = Series(name: kind, x: ys.indices.map(Double.init), y: ys)
        let index = MinMaxIndex(ys)
        for zoom in Self.zooms {
            let g = geometry(s, zoom: zoom)
            let scanned = LineDecimator.points(s, g: g, sorted: true)
            let indexed = LineDecimator.points(s, g: g, sorted: true, index: index)
            #expect(indexed == scanned, "\(kind) \(String(describing: zoom))")
            #expect(indexed.count <= 4 * 1200 + 8)
        }
    }

    /// Every pixel a polyline passes through (a supercover: 1-px aliased lines with no gaps), as
    /// merged row intervals per pixel column.
    static func cover(_ pts: [Point], columns: Range<Int>) -> [Int: [ClosedRange<Int>]] {
        var runs: [Int: [ClosedRange<Int>]] = [:]
        for (a, b) in zip(pts, pts.dropFirst()) {
            let (p, q) = a.x <= b.x ? (a, b) : (b, a)
            let c0 = max(columns.lowerBound, Int(p.x.rounded(.down))), c1 = min(columns.upperBound - 1, Int(q.x.rounded(.down)))
            guard c0 <= c1 else { continue }
            for c in c0...c1 {
                // The part of the segment inside column c.
                func y(at x: Double) -> Double { q.x == p.x ? p.y : p.y + (q.y - p.y) * (x - p.x) / (q.x - p.x) }
                let xa = max(p.x, Double(c)), xb = min(q.x, Double(c + 1))
                // Endpoints inside the column are used as they are (interpolation could round them across a row).
                let ya = xa == p.x ? p.y : y(at: xa), yb = xb == q.x ? q.y : y(at: xb)
                runs[c, default: []].append(Int(min(ya, yb).rounded(.down))...Int(max(ya, yb).rounded(.down)))
            }
        }
        for (c, r) in runs {
            var merged: [ClosedRange<Int>] = []
            for x in r.sorted(by: { $0.lowerBound < $1.lowerBound }) {
                if let last = merged.last, x.lowerBound <= last.upperBound + 1 {
                    merged[merged.count - 1] = last.lowerBound...max(last.upperBound, x.upperBound)
                } else {
                    merged.append(x)
                }
            }
            runs[c] = merged
        }
        return runs
    }

    @Test(arguments: ["walk", "noise", "spikes", "gaps"])
    func aliasedDecimatedLinesCoverTheSamePixels(kind: String) {
        let ys = Self.series(kind, n: 1_000_000)
        let s = Series(name: kind, x: ys.indices.map(Double.init), y: ys)
        let index = MinMaxIndex(ys)
        for zoom in Self.zooms {
            let g = geometry(s, zoom: zoom)
            // The plot's columns (what its clip keeps).
            let columns = Int(g.plot.minX)..<Int(g.plot.maxX)
            let full = Self.cover(LineDecimator.all(s, g: g, range: 0..<s.count), columns: columns)
            let fewer = Self.cover(LineDecimator.points(s, g: g, sorted: true, index: index), columns: columns)
            let differing = Set(full.keys).union(fewer.keys).filter { full[$0] != fewer[$0] }.sorted()
            if !differing.isEmpty {
                Issue.record("\(kind) \(String(describing: zoom)): \(differing.count) columns differ, e.g. \(differing.prefix(3).map { "\($0): \(full[$0] ?? []) vs \(fewer[$0] ?? [])" })")
            }
        }
    }
}

/// Millions of scatter points and more bars than pixels stay honest and bounded.
@MainActor
struct DenseDrawingTests {
    @Test func aMillionScatterPointsDrawEachCoveredPixelOnce() {
        var r = SeededSeries.Generator(seed: 9)
        let n = 1_000_000
        let xs = (0..<n).map { _ in r.next() }, ys = (0..<n).map { _ in r.next() * r.next() }
        let chart = ChartView(data: ChartData(series: [Series.scatter(name: "s", x: xs, y: ys, markerSize: 2)]))
        let list = chart.testRender(400, 300, vectorOps: true)
        let markers = (list.vectorOps ?? []).filter { if case .fill = $0 { return true } else { return false } }.count
        let plot = chart.geometry.plot
        var pixels = Set<Int>()
        for i in 0..<n {
            let p = chart.geometry.point(x: xs[i], y: ys[i])
            pixels.insert(Int(p.y.rounded(.down)) * 10_000 + Int(p.x.rounded(.down)))
        }
        #expect(markers == pixels.count)
        #expect(markers < Int(plot.width * plot.height) + 1)
    }

    @Test func moreBarsThanPixelsDrawTheirEnvelope() {
        var r = SeededSeries.Generator(seed: 5)
        let v = (0..<200_000).map { _ in r.next() * 100 - 30 }
        let chart = ChartView(data: ChartData(series: [Series(name: "b", kind: .bar, y: v)]))
        let list = chart.testRender(800, 400, vectorOps: true)
        let g = chart.geometry
        let rects: [Rect] = (list.vectorOps ?? []).compactMap { if case .rect(let r, _) = $0, r.width <= 1.01, g.plot.insetBy(-1).contains(r.center) { return r } else { return nil } }
        #expect(rects.count <= Int(g.plot.width) + 2 && rects.count > Int(g.plot.width) / 2)
        // A column's rectangle reaches the lowest and highest bar ends in it (and the zero baseline).
        let column = rects[rects.count / 2]
        let members = v.indices.filter { Int(g.x.map(Double($0)).rounded(.down)) == Int(column.minX) }
        let ends = members.flatMap { [g.y.map(v[$0]), g.valueBaseline] }
        #expect(abs(column.minY - ends.min()!) < 1.5 && abs(column.maxY - ends.max()!) < 1.5)
    }
}

/// Findings of the review, kept fixed.
@MainActor
struct ReviewRegressionTests {
    @Test func replacedDataIsNeverDrawnFromAStaleIndex() {
        // Same first, middle and last values as before, different everything else, and longer.
        var a = [Double](repeating: 0, count: 20_000), b = [Double](repeating: 0, count: 30_000)
        a[0] = 1; a[10_000] = 2; a[19_999] = 3
        b[0] = 1; b[10_000] = 2; b[19_999] = 3
        b[5000] = 500
        let chart = ChartView(data: ChartData(series: [Series(name: "s", y: a)]))
        _ = chart.testRender()
        _ = chart.testRender()
        chart.data = ChartData(series: [Series(name: "s", y: b)])
        _ = chart.testRender()
        let ys = chart.plotData.series[0].y
        let index = chart.store.minMaxIndex(0)
        let got = ys.withUnsafeBufferPointer { index?.extremes($0, in: 0..<ys.count) }
        #expect(got?.max == 5000)
    }

    @Test func appendingExtendsAndStillMatchesARebuild() {
        let a = (0..<20_000).map { sin(Double($0) / 300) }
        let chart = ChartView(data: ChartData(series: [Series(name: "s", y: a)]))
        _ = chart.testRender()
        chart.appendData(ChartData(series: [Series(name: "s", y: a + [7, -7] + a)]))
        _ = chart.testRender()
        let ys = chart.plotData.series[0].y
        let got = ys.withUnsafeBufferPointer { chart.store.minMaxIndex(0)?.extremes($0, in: 0..<ys.count) }
        #expect(got?.max == 20_000 && got?.min == 20_001)
    }

    @Test func zoomingFarOutOnALogAxisStaysUsable() {
        let chart = ChartView(data: ChartData(series: [Series(name: "s", x: [1, 2, 3], y: [1, 10, 1000])]))
        chart.configuration.yAxis = .log()
        _ = chart.testRender()
        let top = Point(chart.geometry.plot.midX, chart.geometry.plot.minY + 1)
        for _ in 0..<60 { chart.zoom(by: 0.25, about: top, yOnly: true); _ = chart.testRender() }
        let y = chart.geometry.y
        #expect(min(y.d0, y.d1) > 0 && y.transformedDomain.0.isFinite && y.transformedDomain.1.isFinite)
        #expect(!chart.geometry.yTicks.isEmpty)
    }

    @Test func radarWithZerosFillsAsAStar() {
        let chart = ChartView(data: ChartData(series: [Series.radar(name: "r", values: [5, 5, 0, 5, 5, 0])]))
        let list = chart.testRender()
        #expect(list.triangleCount > 0)
        #expect(list.vertices.allSatisfy { $0.x.isFinite && $0.y.isFinite })
    }
}
