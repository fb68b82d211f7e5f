import ChartCore
import Foundation

/// The whole-column scans a newly loaded file waits for.
extension Bench {
    /// Milliseconds for a series' extents (one pass per column) and for building the min/max
    /// index of its y values, at `n` points, on all cores.
    static func scans(points n: Int) -> [BenchResult] {
        let s = walk(n)
        var extents: [Double] = [], index: [Double] = []
        var sink = 0.0
        for _ in 0..<9 {
            var start = now()
            let e = PlotGeometry.SeriesExtent(s)
            extents.append((now() - start) * 1000)
            start = now()
            let i = MinMaxIndex(s.y)
            index.append((now() - start) * 1000)
            sink += (e.y?.1 ?? 0) + Double(i.count)
        }
        precondition(sink != 0)
        return [BenchResult(name: "extents of a series, \(n.formatted()) points", unit: "ms", values: percentiles(extents)),
                BenchResult(name: "min/max index, \(n.formatted()) points", unit: "ms", values: percentiles(index))]
    }
}
