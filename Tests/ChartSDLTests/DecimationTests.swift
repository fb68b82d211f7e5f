import Foundation
import ChartCore
import ChartTestSupport
import Testing
@testable import ChartSDL

/// Drawing a decimated line must look like drawing every point.
@MainActor
@Suite(.serialized)
struct DecimationTests {
    /// Test series of one shape (walk, noise, spikes, gaps) from the shared seeded generator.
    static func series(_ kind: String, n: Int) -> [Double] {
        SeededSeries.values(SeededSeries.Shape(rawValue: kind) ?? .gaps, n: n)
    }

    func render(_ ys: [Double], decimate: Bool, zoom: ClosedRange<Double>?) throws -> [UInt8] {
        let c = ChartView(data: ChartData(series: [Series(name: "s", x: ys.indices.map(Double.init), y: ys,
                                                          line: LineStyle(color: .black, width: 1, join: .miter, cap: .butt))]))
        c.configuration.decimatesLines = decimate
        c.configuration.xAxis.showsGrid = false
        c.configuration.yAxis.showsGrid = false
        if let z = zoom { c.viewport = Viewport(x: z) }
        let r = try OffscreenRenderer(width: 500, height: 260, atlas: SharedAtlas.atlas)
        r.render(c)
        return r.rgba()
    }

    @Test(arguments: ["walk", "noise", "spikes", "gaps"])
    func decimatedMatchesFull(kind: String) throws {
        let ys = Self.series(kind, n: 100_000)
        for zoom in [nil, 25_000.0...45_000.0] as [ClosedRange<Double>?] {
            let a = try render(ys, decimate: true, zoom: zoom)
            let b = try render(ys, decimate: false, zoom: zoom)
            // A pixel matches when the other picture has a close value at it or at a horizontal
            // neighbour: the decimated extremes sit on column centres, the full stroke anywhere in
            // the column, so vertical features may move by a fraction of a pixel and change how
            // their anti-aliased coverage splits between two columns.
            var differing = 0
            let w = 500
            for i in stride(from: 0, to: a.count, by: 4) {
                let x = (i / 4) % w
                var best = 255
                for dx in -1...1 where x + dx >= 0 && x + dx < w {
                    best = min(best, abs(Int(a[i]) - Int(b[i + dx * 4])), abs(Int(b[i]) - Int(a[i + dx * 4])))
                }
                if best > 128 { differing += 1 }   // a dropped feature differs by ~255
            }
            let total = a.count / 4
            #expect(differing * 1000 <= total * 2, "\(kind) \(String(describing: zoom)): \(differing) of \(total) pixels differ")
        }
    }

    @Test func decimationBoundsThePointCount() {
        let ys = Self.series("walk", n: 1_000_000)
        let c = ChartView(data: ChartData(series: [Series(name: "s", x: ys.indices.map(Double.init), y: ys)]))
        var l = DrawList()
        c.render(into: &l, size: Size(800, 400), glyphs: SharedAtlas.atlas)
        let pts = LineDecimator.points(c.data.series[0], g: c.geometry, sorted: true)
        #expect(pts.count <= Int(c.geometry.plot.width.rounded(.up)) * 4 + 4)
        #expect(pts.count > 100)
        // Unsorted x falls back to every point.
        let unsorted = Series(name: "u", x: [3, 1, 2], y: [1, 2, 3])
        #expect(LineDecimator.points(unsorted, g: c.geometry, sorted: false).count == 3)
    }
}

/// Deep zooms keep the picture: the visible part of a line looks the same at any zoom depth.
@MainActor
@Suite(.serialized)
struct DeepZoomTests {
    @Test(arguments: [1.0, 1e3, 1e6, 1e9])
    func aStraightLineStaysStraight(zoom: Double) throws {
        // y = x over a huge range; zoomed about its middle the visible part is a diagonal line.
        let n = 1000
        let xs = (0..<n).map { Double($0) * 1000 }
        let c = ChartView(data: ChartData(series: [Series(name: "d", x: xs, y: xs, line: LineStyle(color: .black, width: 2))]))
        c.configuration.xAxis.showsGrid = false
        c.configuration.yAxis.showsGrid = false
        let r = try OffscreenRenderer(width: 400, height: 300, atlas: SharedAtlas.atlas)
        r.render(c)
        let mid = 499_500.0, half = 499_500.0 / zoom
        c.viewport = Viewport(x: (mid - half)...(mid + half), y: (mid - half)...(mid + half))
        r.render(c)
        let g = c.geometry
        #expect(r.drawList.vertices.allSatisfy { abs($0.x) <= 1e7 && abs($0.y) <= 1e7 && $0.x.isFinite })
        // Every plot pixel on the diagonal is dark; pixels far from it are light.
        let px = r.rgba()
        var onLine = 0, offLine = 0, samples = 0
        for k in 10..<90 {
            let t = Double(k) / 100
            let x = Int(g.plot.minX + t * g.plot.width), y = Int(g.plot.maxY - t * g.plot.height)
            if px[(y * 400 + x) * 4] < 100 { onLine += 1 }
            let yOff = Int(g.plot.minY + 0.9 * g.plot.height - t * 0.3 * g.plot.height)
            if abs(yOff - y) > 20, px[(yOff * 400 + x) * 4] < 200 { offLine += 1 }
            samples += 1
        }
        #expect(onLine >= samples - 4, "zoom \(zoom): the diagonal is drawn (\(onLine)/\(samples))")
        #expect(offLine == 0, "zoom \(zoom): nothing drawn away from the line (\(offLine))")
    }
}

/// Regressions found by the decimation fuzzer.
@MainActor
struct DecimationFuzzRegressions {
    @Test func farNeighboursDoNotTrap() {
        // A viewport of 10…1e270 put the neighbour of the visible range astronomically far away;
        // converting its pixel column to Int trapped, and scales overflowed to infinity.
        let ys: [Double] = [0, 0.14, -1.4e173, 2.5e-148, -2.1e-5, -2.1e-225, 1.2e-302, 4.7e167, 2e-320, -1.08e11, 7e-262]
        let s = Series(name: "f", x: ys.indices.map(Double.init), y: ys)
        let c = ChartView(data: ChartData(series: [s]))
        c.viewport = Viewport(x: 10...1.0565890622713304e270)
        var l = DrawList()
        c.render(into: &l, size: Size(97, 61), glyphs: SharedAtlas.atlas)
        let pts = LineDecimator.points(s, g: c.geometry, sorted: true)
        #expect(pts.allSatisfy { $0.isFinite })
        #expect(l.vertices.allSatisfy { $0.x.isFinite && $0.y.isFinite })
        // Many points, so the decimating path runs too.
        let many = Series(name: "m", x: (0..<5000).map(Double.init), y: (0..<5000).map { $0 % 7 == 0 ? 1e300 : Double($0) })
        let d = ChartView(data: ChartData(series: [many]))
        d.viewport = Viewport(x: 2500...(2500 + 1e-9), y: -1e-300...1e-300)
        d.render(into: &l, size: Size(200, 100), glyphs: SharedAtlas.atlas)
        #expect(LineDecimator.points(many, g: d.geometry, sorted: true).allSatisfy { $0.isFinite })
        #expect(1e300.clampedInt == 9_007_199_254_740_992 && Double.nan.clampedInt == 0)
    }
}
