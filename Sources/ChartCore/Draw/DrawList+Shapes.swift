import Foundation

/// Filled and stroked shapes, all anti-aliased with a 1 px fringe.
extension DrawList {
    /// Strokes a polyline (or closed polygon outline) with the given style and paint.
    ///
    /// Non-finite points are skipped and their neighbours joined; a dash pattern in `style`
    /// splits the path first. `gradientBounds` places a gradient paint (defaults to the path's bounds).
    public mutating func stroke(_ points: [Point], style: StrokeStyle, paint: Paint,
                                closed: Bool = false, gradientBounds: Rect? = nil) {
        let finite = points.allSatisfy(\.isFinite) ? points : points.filter { $0.isFinite }
        guard !finite.isEmpty, style.width > 0, style.width.isFinite else { return }
        // Bounds place a gradient and are recorded for vector output; a plain stroke needs none.
        var needsBounds = vectorOps != nil
        if case .gradient = paint { needsBounds = true }
        let bounds = gradientBounds ?? (needsBounds ? Rect.bounding(finite) : .zero)
        record(.stroke(points: finite, style: style, paint: paint, closed: closed, bounds: bounds))
        recordingDepth += 1
        defer { recordingDepth -= 1 }
        let pattern = style.dash.filter { $0.isFinite && $0 >= 0 }
        if pattern.isEmpty || pattern.reduce(0, +) <= 0 {
            // A solid line with more points than pixel columns: one span per column.
            if !closed, case .solid(let color) = paint, strokeDense(finite, width: style.width, color: color) { return }
            Stroker(style: style, paint: paint, bounds: bounds).stroke(finite, closed: closed, into: &self)
            return
        }
        let stroker = Stroker(style: style, paint: paint, bounds: bounds)
        var path = finite
        if closed, let f = finite.first { path.append(f) }
        for piece in Dasher.split(path, pattern: pattern, phase: style.dashPhase) {
            stroker.stroke(piece, closed: false, into: &self)
        }
    }

    /// Fills a convex polygon given in either winding, with an anti-aliased edge.
    public mutating func fillConvex(_ points: [Point], paint: Paint, gradientBounds: Rect? = nil) {
        let pts = Stroker.dedupe(points, closed: true)
        guard pts.count >= 3 else { return }
        let bounds = gradientBounds ?? Rect.bounding(pts)
        record(.fill(points: pts, paint: paint, bounds: bounds))
        let area = Self.signedArea(pts)
        guard abs(area) > 1e-12 else { return }
        let base = addFringedOutline(pts, clockwise: area > 0, paint: paint, bounds: bounds)
        for i in 1..<(Int32(pts.count) - 1) { addTriangle(base, base + 2 * i, base + 2 * i + 2) }
    }

    /// Adds an inset core and an outset transparent fringe for each outline point (two vertices
    /// each, starting at the returned index) and the fringe's quads; the caller fills the core.
    mutating func addFringedOutline(_ pts: [Point], clockwise: Bool, paint: Paint, bounds: Rect) -> Int32 {
        let sign: Double = clockwise ? 1 : -1
        let n = pts.count
        let base = nextVertexIndex
        reserve(vertices: n * 2, indices: n * 9)
        for i in 0..<n {
            let p = pts[i], a = pts[(i + n - 1) % n], b = pts[(i + 1) % n]
            let n0 = (p - a).normalized.perpendicular * -sign
            let n1 = (b - p).normalized.perpendicular * -sign
            var m = (n0 + n1)
            let d = max(0.2, m.normalized.dot(n0))
            m = m.normalized * (0.5 / d)
            let c = paint.color(at: p, in: bounds)
            addVertex(p - m, c)
            addVertex(p + m, c.withAlpha(0))
        }
        for i in 0..<Int32(n) {
            let j = (i + 1) % Int32(n)
            addQuad(base + 2 * i, base + 2 * j, base + 2 * j + 1, base + 2 * i + 1)
        }
        return base
    }

    /// Fills a rectangle, optionally with rounded corners.
    public mutating func fillRect(_ r: Rect, cornerRadius: Double = 0, paint: Paint) {
        guard !r.isEmpty, r.origin.isFinite else { return }
        fillConvex(Self.roundedRectPoints(r, radius: cornerRadius), paint: paint, gradientBounds: r)
    }

    /// Strokes the outline of a rectangle, optionally with rounded corners.
    public mutating func strokeRect(_ r: Rect, cornerRadius: Double = 0, style: StrokeStyle, paint: Paint) {
        stroke(Self.roundedRectPoints(r, radius: cornerRadius), style: style, paint: paint, closed: true)
    }

    /// Fills a disc.
    public mutating func fillCircle(center: Point, radius: Double, paint: Paint) {
        guard radius > 0, center.isFinite, radius.isFinite else { return }
        fillConvex(Self.circlePoints(center: center, radius: radius), paint: paint)
    }

    /// Strokes a circle's outline.
    public mutating func strokeCircle(center: Point, radius: Double, style: StrokeStyle, paint: Paint) {
        guard radius > 0, center.isFinite, radius.isFinite else { return }
        stroke(Self.circlePoints(center: center, radius: radius), style: style, paint: paint, closed: true)
    }

    /// A crisp 1-device-pixel line, snapped onto pixel centres (for grid lines and ticks).
    public mutating func hairline(from a: Point, to b: Point, color: Color, width: Double = 1) {
        var a = a, b = b
        let w = width.isFinite ? min(64, max(1, width.rounded())) : 1
        let odd = w.clampedInt % 2 == 1
        func snap(_ v: Double) -> Double { odd ? v.rounded(.down) + 0.5 : v.rounded() }
        if a.x == b.x { a.x = snap(a.x); b.x = a.x }
        if a.y == b.y { a.y = snap(a.y); b.y = a.y }
        // Axis-aligned hairlines are solid rectangles: no fringe across their width.
        if a.x == b.x || a.y == b.y {
            let r = a.x == b.x
                ? Rect(x: a.x - w / 2, y: min(a.y, b.y), width: w, height: abs(b.y - a.y))
                : Rect(x: min(a.x, b.x), y: a.y - w / 2, width: abs(b.x - a.x), height: w)
            addSolidRect(r, color: color)
        } else {
            stroke([a, b], style: StrokeStyle(width: w), paint: .solid(color))
        }
    }

    /// A rectangle of solid colour with no fringe (edges should be on pixel boundaries).
    public mutating func addSolidRect(_ r: Rect, color: Color) {
        guard !r.isEmpty else { return }
        record(.rect(r, color))
        let a = addVertex(Point(r.minX, r.minY), color)
        let b = addVertex(Point(r.maxX, r.minY), color)
        let c = addVertex(Point(r.maxX, r.maxY), color)
        let d = addVertex(Point(r.minX, r.maxY), color)
        addQuad(a, b, c, d)
    }

    /// Twice the signed area of a polygon (positive when clockwise in y-down space).
    static func signedArea(_ pts: [Point]) -> Double {
        var s = 0.0
        for i in pts.indices {
            let a = pts[i], b = pts[(i + 1) % pts.count]
            s += a.x * b.y - b.x * a.y
        }
        return s
    }

    /// Outline points of a rectangle with rounded corners (radius clamped to half the short side).
    package static func roundedRectPoints(_ r: Rect, radius: Double) -> [Point] {
        let rad = max(0, min(radius, min(r.width, r.height) / 2))
        guard rad > 0.01 else { return r.corners }
        var out: [Point] = []
        let centers = [Point(r.maxX - rad, r.minY + rad), Point(r.maxX - rad, r.maxY - rad),
                       Point(r.minX + rad, r.maxY - rad), Point(r.minX + rad, r.minY + rad)]
        let starts = [-Double.pi / 2, 0, Double.pi / 2, Double.pi]
        let seg = max(2, min(64, (rad / 2).rounded(.up).clampedInt))
        for (c, s) in zip(centers, starts) {
            for k in 0...seg {
                let a = s + Double.pi / 2 * Double(k) / Double(seg)
                out.append(Point(c.x + cos(a) * rad, c.y + sin(a) * rad))
            }
        }
        return out
    }

    /// Outline points of a circle, with enough segments for sub-pixel accuracy.
    package static func circlePoints(center: Point, radius: Double) -> [Point] {
        let n = max(8, min(256, (radius * 1.5 + 8).rounded(.up).clampedInt))
        return (0..<n).map { k in
            let a = 2 * Double.pi * Double(k) / Double(n)
            return Point(center.x + cos(a) * radius, center.y + sin(a) * radius)
        }
    }
}

extension Rect {
    /// The four corners clockwise from the top-left.
    public var corners: [Point] {
        [Point(minX, minY), Point(maxX, minY), Point(maxX, maxY), Point(minX, maxY)]
    }

    /// The smallest rectangle holding all finite points (zero when there are none).
    public static func bounding(_ pts: [Point]) -> Rect {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for p in pts where p.isFinite {
            x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y)
        }
        return x0.isFinite ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : .zero
    }
}
