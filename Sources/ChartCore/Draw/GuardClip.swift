/// Keeps polylines within a guard rectangle around the visible area, so deep zooms never hand
/// the tessellator coordinates millions of pixels away (where Float loses the sub-pixel detail).
///
/// Segments are cut where they cross the guard's edges and the parts outside are pressed onto
/// the edge. Inside the guard the path is unchanged; outside it only runs along the guard, which
/// lies beyond the visible area, so strokes and area fills look the same.
package enum GuardClip {
    /// True when every point lies inside `guardRect`.
    package static func fits(_ pts: [Point], in guardRect: Rect) -> Bool {
        pts.allSatisfy { $0.x >= guardRect.minX && $0.x <= guardRect.maxX && $0.y >= guardRect.minY && $0.y <= guardRect.maxY }
    }

    /// The polyline with crossings inserted and every point clamped into `guardRect`.
    package static func clamp(_ pts: [Point], to guardRect: Rect) -> [Point] {
        guard pts.count > 1, !fits(pts, in: guardRect) else { return pts }
        var out: [Point] = []
        out.reserveCapacity(pts.count + 8)
        func push(_ p: Point) {
            let q = Point(min(max(p.x, guardRect.minX), guardRect.maxX), min(max(p.y, guardRect.minY), guardRect.maxY))
            if let l = out.last, l == q { return }
            out.append(q)
        }
        func inside(_ p: Point) -> Bool {
            p.x >= guardRect.minX && p.x <= guardRect.maxX && p.y >= guardRect.minY && p.y <= guardRect.maxY
        }
        push(pts[0])
        for i in 1..<pts.count {
            let a = pts[i - 1], b = pts[i]
            // A segment between two points of the (convex) guard crosses none of its edges.
            if inside(a) && inside(b) { push(b); continue }
            // Parameters where the segment crosses a guard line, in order (at most four).
            var ts = Crossings()
            let d = b - a
            if d.x != 0 {
                ts.add((guardRect.minX - a.x) / d.x)
                ts.add((guardRect.maxX - a.x) / d.x)
            }
            if d.y != 0 {
                ts.add((guardRect.minY - a.y) / d.y)
                ts.add((guardRect.maxY - a.y) / d.y)
            }
            for k in 0..<ts.count { push(a + d * ts[k]) }
            push(b)
        }
        return out
    }

    /// Up to four crossing parameters strictly inside (0, 1), kept in ascending order without
    /// allocating (a segment is cut on every frame of a pan that reaches past the guard).
    private struct Crossings {
        private var t = (0.0, 0.0, 0.0, 0.0)
        private(set) var count = 0

        subscript(_ k: Int) -> Double {
            switch k {
            case 0: return t.0
            case 1: return t.1
            case 2: return t.2
            default: return t.3
            }
        }

        /// Inserts `v` in order when 0 < v < 1.
        mutating func add(_ v: Double) {
            guard v > 0, v < 1, count < 4 else { return }
            var k = count
            count += 1
            while k > 0, self[k - 1] > v {
                set(k, self[k - 1])
                k -= 1
            }
            set(k, v)
        }

        private mutating func set(_ k: Int, _ v: Double) {
            switch k {
            case 0: t.0 = v
            case 1: t.1 = v
            case 2: t.2 = v
            default: t.3 = v
            }
        }
    }

    /// One point held within 100,000 pixels of `rect` (where Float still has sub-pixel precision),
    /// for shapes whose points pair up and so cannot be cut: the slopes this bends lie far outside.
    package static func clampPoint(_ p: Point, to rect: Rect) -> Point {
        let m = 1e5
        guard p.isFinite else { return p }
        return Point(min(max(p.x, rect.minX - m), rect.maxX + m), min(max(p.y, rect.minY - m), rect.maxY + m))
    }
}
