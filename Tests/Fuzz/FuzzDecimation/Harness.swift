import ChartCore
import ChartTestSupport
import FuzzSupport
import Foundation

/// Bytes as doubles: a sorted-x series and a viewport. The decimated points must be finite, at
/// most four per pixel column, and keep every column's extremes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecimation(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let count = size / 8
    guard count >= 4 else { return 0 }
    var values = [Double](repeating: 0, count: count)
    memcpy(&values, data, count * 8)
    let lo = values[0], hi = values[1]
    let ys = Array(values.dropFirst(2))
    let xs = ys.indices.map(Double.init)
    let s = Series(name: "f", x: xs, y: ys)
    // libFuzzer calls the harness on the main thread, where charts live.
    MainActor.assumeIsolated {
        let chart = ChartView(data: ChartData(series: [s]))
        if lo.isFinite, hi.isFinite, lo < hi { chart.viewport = Viewport(x: lo...hi) }
        var list = DrawList()
        chart.render(into: &list, size: Size(97, 61), glyphs: FakeGlyphs())
        let g = chart.geometry
        let pts = LineDecimator.points(s, g: g, sorted: true)
        if pts.count > Int(g.plot.width.rounded(.up)) * 4 + 4, pts.count > ys.count { fatalError("too many points") }
        for p in pts where !p.isFinite { fatalError("non-finite point") }
        for v in list.vertices where !(v.x.isFinite && v.y.isFinite) { fatalError("non-finite vertex") }
        // Every visible finite value's column keeps its extreme y among the decimated points.
        let plot = g.plot
        var want: [Int: (Double, Double)] = [:]
        let dlo = min(g.x.d0, g.x.d1), dhi = max(g.x.d0, g.x.d1)
        for i in ys.indices where ys[i].isFinite && xs[i] >= dlo && xs[i] <= dhi {
            let p = g.point(x: xs[i], y: ys[i])
            guard p.isFinite, p.x >= plot.minX, p.x < plot.maxX else { continue }
            let c = p.x.rounded(.down).clampedInt
            let e = want[c] ?? (p.y, p.y)
            want[c] = (min(e.0, p.y), max(e.1, p.y))
        }
        var got: [Int: (Double, Double)] = [:]
        for p in pts {
            let c = p.x.rounded(.down).clampedInt
            let e = got[c] ?? (p.y, p.y)
            got[c] = (min(e.0, p.y), max(e.1, p.y))
        }
        for (c, w) in want {
            guard let h = got[c] else { fatalError("column \(c) lost") }
            // Edge columns may also hold the neighbour just outside the plot, so the decimated extremes
            // must reach at least as far as the visible points' extremes.
            let eps = 1e-6 * max(1, abs(w.0), abs(w.1))
            if h.0 > w.0 + eps || h.1 < w.1 - eps { fatalError("column \(c) extremes lost: want \(w) got \(h)") }
        }
    }
    return 0
}
