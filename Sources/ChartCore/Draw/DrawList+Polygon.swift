import Foundation

/// Simple (possibly concave) polygons and the areas between two polylines.
extension DrawList {
    /// Fills a simple polygon of either winding (concave allowed: pie and donut segments, radar
    /// polygons) by ear clipping, with an anti-aliased edge.
    public mutating func fillPolygon(_ points: [Point], paint: Paint, gradientBounds: Rect? = nil) {
        let pts = Stroker.dedupe(points.filter { $0.isFinite }, closed: true)
        guard pts.count >= 3 else { return }
        let area = Self.signedArea(pts)
        guard abs(area) > 1e-12 else { return }
        let bounds = gradientBounds ?? Rect.bounding(pts)
        record(.fill(points: pts, paint: paint, bounds: bounds))
        let base = addFringedOutline(pts, clockwise: area > 0, paint: paint, bounds: bounds)
        for (a, b, c) in Self.earClip(pts, clockwise: area > 0) {
            addTriangle(base + 2 * Int32(a), base + 2 * Int32(b), base + 2 * Int32(c))
        }
    }

    /// Fills a polygon that every ray from `center` crosses once (a radar polygon) as a fan from
    /// the centre, with an anti-aliased edge: exact and O(n) where ear clipping would be O(n²).
    public mutating func fillStar(center c: Point, _ points: [Point], paint: Paint) {
        let pts = Stroker.dedupe(points.filter { $0.isFinite }, closed: true)
        guard pts.count >= 3, c.isFinite else { return }
        let area = Self.signedArea(pts)
        guard abs(area) > 1e-12 else { return }
        let bounds = Rect.bounding(pts)
        record(.fill(points: pts, paint: paint, bounds: bounds))
        let base = addFringedOutline(pts, clockwise: area > 0, paint: paint, bounds: bounds)
        let centre = addVertex(c, paint.color(at: c, in: bounds))
        let n = Int32(pts.count)
        for i in 0..<n { addTriangle(centre, base + 2 * i, base + 2 * ((i + 1) % n)) }
    }

    /// Triangles (as index triples) covering a simple polygon; falls back to a fan when the
    /// polygon is not simple.
    /// - Complexity: O(n²).
    static func earClip(_ pts: [Point], clockwise: Bool) -> [(Int, Int, Int)] {
        var idx = Array(pts.indices)
        var out: [(Int, Int, Int)] = []
        out.reserveCapacity(pts.count)
        func cross(_ a: Point, _ b: Point, _ c: Point) -> Double {
            (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
        }
        let s: Double = clockwise ? 1 : -1
        var guardCount = 0
        while idx.count > 3 && guardCount < pts.count * pts.count {
            guardCount += 1
            var clipped = false
            for k in idx.indices {
                let ia = idx[(k + idx.count - 1) % idx.count], ib = idx[k], ic = idx[(k + 1) % idx.count]
                let a = pts[ia], b = pts[ib], c = pts[ic]
                let cr = cross(a, b, c) * s
                if cr < 0 { continue }            // reflex corner
                if cr == 0 {                      // collinear: drop the middle point
                    idx.remove(at: k)
                    clipped = true
                    break
                }
                var inside = false
                for j in idx where j != ia && j != ib && j != ic {
                    let p = pts[j]
                    if p == a || p == b || p == c { continue }   // a repeated corner is not inside
                    if cross(a, b, p) * s >= 0 && cross(b, c, p) * s >= 0 && cross(c, a, p) * s >= 0 { inside = true; break }
                }
                if inside { continue }
                out.append((ia, ib, ic))
                idx.remove(at: k)
                clipped = true
                break
            }
            if !clipped { break }
        }
        if idx.count == 3 { out.append((idx[0], idx[1], idx[2])) } else if idx.count > 3 {
            for k in 1..<(idx.count - 1) { out.append((idx[0], idx[k], idx[k + 1])) }
        }
        return out
    }

    /// Fills between two polylines of the same length whose points pair up by index (a band, or a
    /// stacked area on the series below it); pairs with a non-finite point break the fill.
    public mutating func fillBetween(upper: [Point], lower: [Point], paint: Paint, gradientBounds: Rect? = nil) {
        let n = min(upper.count, lower.count)
        guard n >= 2 else { return }
        var runs: [Range<Int>] = []
        var start: Int?
        for i in 0..<n {
            let ok = upper[i].isFinite && lower[i].isFinite
            if ok, start == nil { start = i }
            if !ok, let s = start { runs.append(s..<i); start = nil }
        }
        if let s = start { runs.append(s..<n) }
        let bounds = gradientBounds ?? Rect.bounding(Array(upper.prefix(n)) + Array(lower.prefix(n)))
        for r in runs where r.count >= 2 {
            record(.fill(points: Array(upper[r]) + Array(lower[r]).reversed(), paint: paint, bounds: bounds))
            let base = nextVertexIndex
            reserve(vertices: r.count * 2, indices: r.count * 6)
            for i in r {
                addVertex(upper[i], paint.color(at: upper[i], in: bounds))
                addVertex(lower[i], paint.color(at: lower[i], in: bounds))
            }
            for k in 0..<Int32(r.count - 1) {
                let a = base + 2 * k
                addQuad(a, a + 2, a + 3, a + 1)
            }
        }
    }

    /// Outline of an annular sector (a pie slice when `inner` is 0): angles in radians clockwise
    /// from 12 o'clock, with `gap` pixels cut along both straight edges.
    package static func sectorPoints(center c: Point, inner: Double, outer: Double, start: Double, end: Double,
                                    gap: Double = 0) -> [Point] {
        guard outer > 0, end > start, outer.isFinite, start.isFinite, end.isFinite else { return [] }
        func at(_ a: Double, _ r: Double) -> Point { Point(c.x + sin(a) * r, c.y - cos(a) * r) }
        let g = max(0, gap / 2)
        let oa = min(g / outer, (end - start) / 2)
        let steps = max(2, min(720, ((end - start) * outer / 3).rounded(.up).clampedInt))
        var pts: [Point] = []
        pts.reserveCapacity(steps * 2 + 2)
        for k in 0...steps {
            pts.append(at(start + oa + (end - start - 2 * oa) * Double(k) / Double(steps), outer))
        }
        if inner > 0.5 {
            let ia = min(g / inner, (end - start) / 2)
            let inSteps = max(2, min(720, ((end - start) * inner / 3).rounded(.up).clampedInt))
            for k in stride(from: inSteps, through: 0, by: -1) {
                pts.append(at(start + ia + (end - start - 2 * ia) * Double(k) / Double(inSteps), inner))
            }
        } else {
            // Pull the apex out along the bisector so the gap is even on both edges.
            let half = (end - start) / 2
            let d = half < .pi / 2 ? min(outer / 2, g / max(sin(half), 1e-3)) : 0
            pts.append(at(start + half, d))
        }
        return pts
    }
}
