/// Keeps polylines within a guard rectangle around the visible area, so deep zooms never hand
/// the tessellator coordinates millions of pixels away (where Float loses the sub-pixel detail).
///
/// Segments are cut where they cross the guard's edges and the parts outside are pressed onto
/// the edge. Inside the guard the path is unchanged; outside it only runs along the guard, which
/// lies beyond the visible area, so strokes and area fills look the same.
public enum GuardClip {
    /// True when every point lies inside `guardRect`.
    public static func fits(_ pts: [Point], in guardRect: Rect) -> Bool {
        pts.allSatisfy { $0.x >= guardRect.minX && $0.x <= guardRect.maxX && $0.y >= guardRect.minY && $0.y <= guardRect.maxY }
    }

    /// The polyline with crossings inserted and every point clamped into `guardRect`.
    public static func clamp(_ pts: [Point], to guardRect: Rect) -> [Point] {
        guard pts.count > 1, !fits(pts, in: guardRect) else { return pts }
        let xs = [guardRect.minX, guardRect.maxX], ys = [guardRect.minY, guardRect.maxY]
        var out: [Point] = []
        out.reserveCapacity(pts.count + 8)
        func push(_ p: Point) {
            let q = Point(min(max(p.x, guardRect.minX), guardRect.maxX), min(max(p.y, guardRect.minY), guardRect.maxY))
            if let l = out.last, l == q { return }
            out.append(q)
        }
        push(pts[0])
        for i in 1..<pts.count {
            let a = pts[i - 1], b = pts[i]
            // Parameters where the segment crosses a guard line, in order.
            var ts: [Double] = []
            let d = b - a
            for x in xs where d.x != 0 {
                let t = (x - a.x) / d.x
                if t > 0, t < 1 { ts.append(t) }
            }
            for y in ys where d.y != 0 {
                let t = (y - a.y) / d.y
                if t > 0, t < 1 { ts.append(t) }
            }
            for t in ts.sorted() { push(a + d * t) }
            push(b)
        }
        return out
    }

    /// One point held within 100,000 pixels of `rect` (where Float still has sub-pixel precision),
    /// for shapes whose points pair up and so cannot be cut: the slopes this bends lie far outside.
    public static func clampPoint(_ p: Point, to rect: Rect) -> Point {
        let m = 1e5
        guard p.isFinite else { return p }
        return Point(min(max(p.x, rect.minX - m), rect.maxX + m), min(max(p.y, rect.minY - m), rect.maxY + m))
    }
}
