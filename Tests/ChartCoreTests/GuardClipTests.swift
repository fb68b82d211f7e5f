import Testing
@testable import ChartCore

/// Cutting polylines at the guard rectangle: the allocation-free version must produce exactly
/// what the plain definition produces (every crossing of a guard line, in order, then the end
/// point, all pressed into the rectangle), and leave paths inside the guard alone.
struct GuardClipTests {
    let guardRect = Rect(x: -100, y: -50, width: 300, height: 200)

    /// The definition, written the obvious way (arrays of crossings, sorted).
    func reference(_ pts: [Point]) -> [Point] {
        guard pts.count > 1, !GuardClip.fits(pts, in: guardRect) else { return pts }
        let r = guardRect
        var out: [Point] = []
        func push(_ p: Point) {
            let q = Point(min(max(p.x, r.minX), r.maxX), min(max(p.y, r.minY), r.maxY))
            if out.last != q { out.append(q) }
        }
        push(pts[0])
        for i in 1..<pts.count {
            let a = pts[i - 1], b = pts[i], d = b - a
            var ts: [Double] = []
            if d.x != 0 { ts += [r.minX, r.maxX].map { ($0 - a.x) / d.x } }
            if d.y != 0 { ts += [r.minY, r.maxY].map { ($0 - a.y) / d.y } }
            for t in ts.filter({ $0 > 0 && $0 < 1 }).sorted() { push(a + d * t) }
            push(b)
        }
        return out
    }

    @Test func cutsLikeTheDefinition() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> Double {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return Double(state % 2_000_001) / 1000 - 1000     // −1000 … 1000: mostly outside the guard
        }
        for trial in 0..<300 {
            var pts = (0..<(2 + trial % 40)).map { _ in Point(next(), next()) }
            // Corners, edges and points inside, so crossings coincide and segments touch the guard.
            if trial % 3 == 0 { pts.insert(Point(guardRect.maxX, guardRect.maxY), at: pts.count / 2) }
            if trial % 4 == 0 { pts.insert(Point(guardRect.minX, 0), at: 1) }
            if trial % 5 == 0 { pts.insert(Point(10, 10), at: 0) }
            let got = GuardClip.clamp(pts, to: guardRect)
            let want = reference(pts)
            #expect(got == want, "trial \(trial)")
            #expect(got.allSatisfy { guardRect.minX...guardRect.maxX ~= $0.x && guardRect.minY...guardRect.maxY ~= $0.y })
        }
    }

    @Test func pathsInsideTheGuardAreUnchanged() {
        let pts = [Point(0, 0), Point(50, 120), Point(-90, -40), Point(190, 140)]
        #expect(GuardClip.clamp(pts, to: guardRect) == pts)
        // One point outside: the inside segments come through as they were.
        let out = GuardClip.clamp(pts + [Point(1000, 0)], to: guardRect)
        #expect(Array(out.prefix(4)) == pts)
        #expect(out.count == 6 && out.last == Point(guardRect.maxX, 0))
    }
}
