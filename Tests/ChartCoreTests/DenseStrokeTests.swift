import Testing
@testable import ChartCore

/// Lines with more points than pixel columns are drawn as column spans; others are stroked.
struct DenseStrokeTests {
    /// A random walk of `count` points across `width` pixels.
    func walk(_ count: Int, width: Double, seed: UInt64 = 9) -> [Point] {
        var state = seed, y = 300.0
        return (0..<count).map { i in
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            y += Double(state % 2001) / 1000 - 1
            return Point(10 + width * Double(i) / Double(count), y)
        }
    }

    @Test func denseLinesBecomeColumnSpansCoveringEachColumnsExtremes() {
        let pts = walk(8000, width: 1000)
        var list = DrawList()
        list.stroke(pts, style: StrokeStyle(width: 1.5), paint: .solid(.black))
        var stroked = DrawList()
        Stroker(style: StrokeStyle(width: 1.5), paint: .solid(.black), bounds: .zero).stroke(pts, closed: false, into: &stroked)
        // A few quads per column instead of a stroke's many thin triangles.
        #expect(list.triangleCount <= 1003 * 14)
        #expect(list.triangleCount * 3 < stroked.triangleCount)
        // Every column's opaque part reaches the lowest and highest point in it, widened by half the width.
        var lo = [Double](repeating: .infinity, count: 1100), hi = [Double](repeating: -.infinity, count: 1100)
        for p in pts { let c = Int(p.x); lo[c] = min(lo[c], p.y); hi[c] = max(hi[c], p.y) }
        var opaqueTop = [Double](repeating: .infinity, count: 1100), opaqueBottom = [Double](repeating: -.infinity, count: 1100)
        for v in list.vertices where v.a == 255 {
            let c = Int(v.x.rounded(.down))
            if c < 1100, Double(v.x) == Double(c) { opaqueTop[c] = min(opaqueTop[c], Double(v.y)); opaqueBottom[c] = max(opaqueBottom[c], Double(v.y)) }
        }
        var checked = 0
        for c in 11..<1009 where lo[c] <= hi[c] {
            #expect(opaqueTop[c] <= lo[c] - 0.75 + 0.5 + 1e-3, "column \(c)")
            #expect(opaqueBottom[c] >= hi[c] + 0.75 - 0.5 - 1e-3, "column \(c)")
            checked += 1
        }
        #expect(checked > 900)
    }

    @Test func sparseDashedOrBackwardLinesAreStroked() {
        var list = DrawList()
        // Fewer points than columns.
        let sparse = list.strokeDense(walk(400, width: 1000), width: 1.5, color: .black)
        #expect(!sparse)
        // x goes back.
        var back = walk(8000, width: 1000)
        back.swapAt(100, 4000)
        let backward = list.strokeDense(back, width: 1.5, color: .black)
        #expect(!backward)
        // Two points per column on average, but all of them in one half.
        let lumpy = list.strokeDense(walk(4000, width: 200) + [Point(900, 300), Point(1000, 300)], width: 1.5, color: .black)
        #expect(!lumpy)
        // Far-flung x: no column index is ever made from it.
        let far = list.strokeDense([Point(0, 0), Point(1e300, 1), Point(2, 2), Point(3, 3)], width: 1, color: .black)
        #expect(!far)
        let wide = list.strokeDense([Point(-1e300, 0), Point(0, 1), Point(1e300, 2)], width: 1, color: .black)
        #expect(!wide)
        #expect(list.triangleCount == 0)
        // A dashed dense line keeps its dashes.
        list.stroke(walk(8000, width: 1000), style: StrokeStyle(width: 1.5, dash: [4, 4]), paint: .solid(.black))
        #expect(list.triangleCount > 1003 * 14)
    }

    @Test func aDecimatedLineDrawsTheSameSpans() {
        // Keeping first, lowest, highest and last of each column (M4) keeps every span.
        let pts = walk(50_000, width: 800)
        var kept: [Point] = []
        var c = Int(pts[0].x), run: [Point] = []
        for p in pts + [Point(100_000, 0)] {
            if Int(p.x) != c, !run.isEmpty {
                let lo = run.min { $0.y < $1.y }!, hi = run.max { $0.y < $1.y }!
                let picks = [run.first!, lo, hi, run.last!].sorted { $0.x < $1.x }
                for q in picks where kept.last != q { kept.append(q) }
                run.removeAll()
                c = Int(p.x)
            }
            run.append(p)
        }
        var full = DrawList(), decimated = DrawList()
        full.stroke(pts, style: StrokeStyle(width: 1.5), paint: .solid(.black))
        decimated.stroke(kept, style: StrokeStyle(width: 1.5), paint: .solid(.black))
        #expect(kept.count < pts.count / 10)
        #expect(full.vertices == decimated.vertices)
    }
}
