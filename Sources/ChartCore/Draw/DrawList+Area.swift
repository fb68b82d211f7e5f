/// Filled areas between a polyline and a horizontal baseline.
extension DrawList {
    /// Fills the region between `top` (sorted by x) and the horizontal line y = `baseline`.
    ///
    /// The polyline is split where it crosses the baseline so each quad lies on one side;
    /// the top edge gets an anti-aliased fringe facing away from the baseline.
    public mutating func fillArea(_ top: [Point], baseline: Double, paint: Paint, gradientBounds: Rect? = nil) {
        let src = top.filter { $0.isFinite }
        guard src.count >= 2, baseline.isFinite else { return }
        var pts: [Point] = []
        pts.reserveCapacity(src.count + 8)
        pts.append(src[0])
        for i in 1..<src.count {
            let a = src[i - 1], b = src[i]
            let da = a.y - baseline, db = b.y - baseline
            if da * db < 0 {
                let t = da / (da - db)
                pts.append(Point(a.x + (b.x - a.x) * t, baseline))
            }
            pts.append(b)
        }
        var bounds = gradientBounds ?? Rect.bounding(pts)
        if gradientBounds == nil {
            bounds = Rect.bounding([Point(bounds.minX, min(bounds.minY, baseline)),
                                    Point(bounds.maxX, max(bounds.maxY, baseline))])
        }
        record(.area(top: pts, baseline: baseline, paint: paint, bounds: bounds))
        let n = pts.count
        reserve(vertices: n * 3, indices: n * 12)
        let base = nextVertexIndex
        for i in 0..<n {
            let p = pts[i]
            let prev = pts[max(0, i - 1)], next = pts[min(n - 1, i + 1)]
            var nrm = (next - prev).normalized.perpendicular
            // Orient the normal toward the baseline; points on the baseline (where the line
            // crosses it) get no fringe, so both sides meet there exactly.
            let side = p.y - baseline
            if (nrm.y > 0) == (side > 0) && nrm.y != 0 { nrm = nrm * -1 }
            if side == 0 { nrm = Point(0, 0) }
            let c = paint.color(at: p, in: bounds)
            addVertex(p + nrm * 0.5, c)                       // core (inset toward baseline)
            addVertex(p - nrm * 0.5, c.withAlpha(0))          // fringe
            addVertex(Point(p.x, baseline), paint.color(at: Point(p.x, baseline), in: bounds))
        }
        for i in 0..<Int32(n - 1) {
            let a = base + 3 * i, b = a + 3
            addQuad(a, b, b + 2, a + 2)
            addQuad(a + 1, b + 1, b, a)
        }
    }
}
