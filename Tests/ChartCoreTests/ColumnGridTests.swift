import ChartTestSupport
import Testing
@testable import ChartCore

/// A long line decimated on a column grid kept between frames: a pan draws what a fresh grid
/// draws for the same view, and the picture covers the full line's pixels.
@MainActor
struct ColumnGridTests {
    func geometry(_ s: Series, _ zoom: ClosedRange<Double>, width: Double = 1200) -> PlotGeometry {
        var o = PlotGeometry.Options()
        o.visibleX = zoom
        return PlotGeometry.compute(data: ChartData(series: [s]), options: o, plot: Rect(x: 40, y: 10, width: width, height: 600), scale: 1)
    }

    func points(_ store: SeriesStore, _ g: PlotGeometry) -> [Point] {
        var out: [Point] = []
        _ = store.linePoints(0, of: store.plotData.series[0], in: g, into: &out)
        return out
    }

    func store(_ s: Series) -> SeriesStore {
        let st = SeriesStore()
        st.set(ChartData(series: [s]), appended: false)
        return st
    }

    @Test(arguments: ["walk", "noise", "spikes", "gaps"])
    func aPanDrawsWhatAFreshGridDraws(kind: String) {
        let ys = MinMaxIndexTests.series(kind, n: 1_000_000)
        let s = Series(name: kind, x: ys.indices.map { Double($0) * 1.5 }, y: ys)
        let kept = store(s)
        let span = 185_185.1, perPixel = span / 1200
        var lo = 400_000.3
        // Pans by whole and fractional pixels, one past everything held, and back.
        for shift in [0, 3, -7.25, 0.5, 40, 2_600, -2_590.5, -1] {
            lo += shift * perPixel
            let g = geometry(s, lo...(lo + span))
            let drawn = points(kept, g), fresh = points(store(s), g)
            let first = zip(drawn, fresh).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(drawn.count, fresh.count)
            #expect(drawn.count == fresh.count && first == drawn.count,
                    "\(kind) after a pan of \(shift) px: \(drawn.count) points against \(fresh.count), the first differing at \(first)")
            #expect(drawn.count <= 4 * 1203 + 2 && drawn.count > 1200)
            #expect((kept.grids[0]?.columns.count ?? 0) <= 3 * 1203)
        }
        // A plot of another width (a linked plot beside it) gets a grid of its own width.
        let narrow = geometry(s, lo...(lo + span), width: 700)
        let same = points(kept, narrow) == points(store(s), narrow)
        #expect(same, "\(kind): a 700 px plot draws other points than a fresh grid")
    }

    /// Rows of each pixel column a polyline passes through (`MinMaxIndexTests.cover`), as sets.
    func rows(_ pts: [Point], _ columns: Range<Int>) -> [Int: Set<Int>] {
        MinMaxIndexTests.cover(pts, columns: columns).mapValues { Set($0.flatMap { Array($0) }) }
    }

    @Test(arguments: ["walk", "noise", "spikes", "gaps"])
    func gridLinesCoverTheFullLinesPixelsToAColumn(kind: String) {
        let ys = MinMaxIndexTests.series(kind, n: 1_000_000)
        let s = Series(name: kind, x: ys.indices.map(Double.init), y: ys)
        for zoom in [250_000.5...450_000.0, 499_000.0...503_000.0, 0.0...999_999.0] {
            let g = geometry(s, zoom)
            let columns = Int(g.plot.minX)..<Int(g.plot.maxX)
            // The neighbours of the edge columns count too (a column's extremes may be drawn a
            // pixel beyond the plot's last one, where the clip hides them).
            let around = (columns.lowerBound - 1)..<(columns.upperBound + 1)
            let full = rows(LineDecimator.all(s, g: g, range: 0..<s.count), around)
            let fewer = rows(points(store(s), g), around)
            func near(_ m: [Int: Set<Int>], _ c: Int) -> Set<Int> {
                (m[c - 1] ?? []).union(m[c] ?? []).union(m[c + 1] ?? [])
            }
            // Each column's extremes are drawn at most a pixel from where the full line has them.
            let missing = columns.filter { !(full[$0] ?? []).isSubset(of: near(fewer, $0)) }
            let extra = columns.filter { !(fewer[$0] ?? []).isSubset(of: near(full, $0)) }
            #expect(missing.isEmpty && extra.isEmpty, "\(kind) \(zoom): \(missing.count) columns lose pixels, \(extra.count) gain some \(missing) \(extra) of \(columns)")
        }
    }
}
