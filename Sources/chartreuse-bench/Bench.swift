import CAllocCount
import ChartCore
import ChartSDL
import Foundation

/// One measured figure set.
struct BenchResult {
    var name: String
    var unit: String
    var values: [String: Double]
}

/// The measurements.
@MainActor
enum Bench {
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    static func percentiles(_ xs: [Double]) -> [String: Double] {
        let s = xs.sorted()
        func p(_ q: Double) -> Double { s[min(s.count - 1, Int((Double(s.count - 1) * q).rounded()))] }
        return ["p50": p(0.5), "p99": p(0.99), "mean": s.reduce(0, +) / Double(max(1, s.count)), "n": Double(s.count)]
    }

    /// A random walk with sorted x.
    static func walk(_ n: Int) -> Series {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        var v = 0.0
        var ys = [Double](repeating: 0, count: n)
        for i in 0..<n {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            v += Double(state % 2001) / 1000 - 1
            ys[i] = v
        }
        return Series(name: "walk", x: (0..<n).map(Double.init), y: ys, line: LineStyle(width: 1.5))
    }

    /// Input-to-rasterised-frame latency for a drag across a line chart, software rendered at 1600×900:
    /// each frame delivers a pointer move, rebuilds the draw list and rasterises it.
    static func panLatency(points n: Int, frames: Int) throws -> [BenchResult] {
        let chart = ChartView(data: ChartData(series: [walk(n)]))
        let r = try OffscreenRenderer(width: 1600, height: 900)
        r.render(chart)
        // Zoom to the middle half so panning has somewhere to go.
        chart.zoom(by: 2, about: chart.geometry.plot.center, xOnly: true)
        r.render(chart)
        var t = 1000.0
        let c = chart.geometry.plot.center
        chart.handle(.pointerDown(button: .left, position: c, modifiers: [], time: t))
        var times: [Double] = [], builds: [Double] = [], rasters: [Double] = [], allocs: [Double] = []
        // Reserved up front, so the bench's own bookkeeping does not allocate between frames.
        times.reserveCapacity(frames); builds.reserveCapacity(frames); rasters.reserveCapacity(frames); allocs.reserveCapacity(frames)
        var list = DrawList()
        let size = Size(Double(r.width), Double(r.height))
        // Made once, as the SDL event translation does (a set of one button is a heap object).
        let held: Set<PointerButton> = [.left]
        for k in 1...frames {
            t += 0.016
            let mallocs = chartreuse_alloc_count()
            let start = now()
            let x = c.x - Double(k % 60) * 5 - 10
            chart.handle(.pointerMoved(position: Point(x, c.y), buttons: held, modifiers: [], time: t))
            chart.render(into: &list, size: size, glyphs: r.atlas, scale: r.scale)
            let built = now()
            r.draw(list, background: chart.resolvedTheme.background)
            let end = now()
            times.append((end - start) * 1000)
            builds.append((built - start) * 1000)
            rasters.append((end - built) * 1000)
            allocs.append(Double(chartreuse_alloc_count() - mallocs))
        }
        chart.handle(.pointerUp(button: .left, position: c, modifiers: [], time: t))
        return [BenchResult(name: "pan frame, \(n.formatted()) points (software)", unit: "ms", values: percentiles(times)),
                BenchResult(name: "  of which draw-list build", unit: "ms", values: percentiles(builds)),
                BenchResult(name: "  of which rasterising", unit: "ms", values: percentiles(rasters)),
                // The first frames fill caches (tick labels, glyphs, buffers): count the rest.
                BenchResult(name: "  heap allocations per frame", unit: "", values: percentiles(Array(allocs.dropFirst(frames / 2))))]
    }

    /// Wheel zoom frames (in and out about the pointer), software rendered at 1600×900.
    static func zoomLatency(points n: Int, frames: Int, series: Series? = nil) throws -> BenchResult {
        let chart = ChartView(data: ChartData(series: [series ?? walk(n)]))
        let r = try OffscreenRenderer(width: 1600, height: 900)
        r.render(chart)
        let c = chart.geometry.plot.center
        var times: [Double] = []
        for k in 0..<frames {
            let start = now()
            // Twenty notches in, twenty out, about points across the plot.
            let dy: Double = (k / 20) % 2 == 0 ? 1 : -1
            let p = Point(c.x + Double((k * 37) % 400) - 200, c.y)
            chart.handle(.wheel(delta: Point(0, dy), position: p, isPrecise: false, modifiers: [], time: 2000 + Double(k) * 0.2))
            r.render(chart)
            times.append((now() - start) * 1000)
        }
        return BenchResult(name: "zoom frame, \(n.formatted()) points (software)", unit: "ms", values: percentiles(times))
    }

    /// Building and rasterising a 1600×900 PNG of a line chart (data already in memory).
    static func export(points n: Int) throws -> BenchResult {
        let s = walk(n)
        var times: [Double] = []
        for _ in 0..<5 {
            let start = now()
            let chart = ChartView(data: ChartData(series: [s]))
            let r = try OffscreenRenderer(width: 1600, height: 900)
            r.render(chart)
            try r.savePNG(to: "/tmp/chartreuse-bench.png")
            times.append((now() - start) * 1000)
        }
        return BenchResult(name: "render + PNG, \(n.formatted()) points", unit: "ms", values: percentiles(times))
    }
}
