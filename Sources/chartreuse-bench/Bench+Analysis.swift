import ChartAnalysis
import ChartCore
import ChartIO
import ChartSpecs
import Foundation

/// Issue 17's figures: statistics following a pan, a spectrum, a derived column.
extension Bench {
    /// Statistics of a window a tenth of a `n`-point walk, moved by a hundredth of it each frame
    /// (a pan), from the prefix sums and min/max index (built first, once).
    static func statisticsPan(points n: Int, frames: Int) -> BenchResult {
        let w = walk(n)
        let sums = RangeSums(w.y), index = MinMaxIndex(w.y)
        var times: [Double] = []
        var checksum = 0.0
        let span = n / 10, step = max(1, n / 100)
        for f in 0..<frames {
            let a = (f * step) % (n - span)
            let start = now()
            let s = SeriesStatistics.of(w.y, in: a..<(a + span), sums: sums, index: index)
            times.append((now() - start) * 1000)
            checksum += s?.mean ?? 0
        }
        precondition(checksum.isFinite)
        return BenchResult(name: "statistics per pan frame, \(n.formatted()) points", unit: "ms", values: percentiles(times))
    }

    /// The power spectrum of `n` unevenly sampled points (resampling, window and FFT).
    static func spectrum(points n: Int) throws -> BenchResult {
        let x = (0..<n).map { Double($0) + 0.3 * sin(Double($0)) }
        let y = walk(n).y.array
        var times: [Double] = []
        for _ in 0..<5 {
            let start = now()
            _ = try Spectrum.of(x: x, y: y)
            times.append((now() - start) * 1000)
        }
        return BenchResult(name: "spectrum of \(n.formatted()) points", unit: "ms", values: percentiles(times))
    }

    /// `(a - b) / c * 100` over a `rows`-row table, computed as a derived column.
    static func derived(rows: Int) throws -> BenchResult {
        let a = walk(rows).y.array
        let t = DataTable(columns: [
            .init(name: "a", values: .number(a)),
            .init(name: "b", values: .number(a.map { $0 * 0.5 })),
            .init(name: "c", values: .number(a.indices.map { Double($0 % 97 + 1) })),
        ])
        let column = try DerivedColumn("r = (a - b) / c * 100")
        var times: [Double] = []
        for _ in 0..<3 {
            let start = now()
            _ = try t.adding(column)
            times.append((now() - start) * 1000)
        }
        return BenchResult(name: "derived column over \(rows.formatted()) rows", unit: "ms", values: percentiles(times))
    }
}
