/// Smooth curves through points that never overshoot the data (Fritsch–Carlson monotone cubic).
package enum MonotoneCubic {
    /// A polyline following the monotone cubic through `pts` (sorted by x), sampled about every
    /// `step` pixels. Unsorted input is returned unchanged.
    package static func smooth(_ pts: [Point], step: Double = 2) -> [Point] {
        let n = pts.count
        guard n > 2 else { return pts }
        for i in 1..<n where !(pts[i].x > pts[i - 1].x) { return pts }
        var d = [Double](repeating: 0, count: n - 1)
        for i in 0..<(n - 1) { d[i] = (pts[i + 1].y - pts[i].y) / (pts[i + 1].x - pts[i].x) }
        var m = [Double](repeating: 0, count: n)
        m[0] = d[0]
        m[n - 1] = d[n - 2]
        for i in 1..<(n - 1) { m[i] = d[i - 1] * d[i] <= 0 ? 0 : (d[i - 1] + d[i]) / 2 }
        for i in 0..<(n - 1) {
            if d[i] == 0 { m[i] = 0; m[i + 1] = 0; continue }
            let a = m[i] / d[i], b = m[i + 1] / d[i]
            let s = a * a + b * b
            if s > 9 {
                let t = 3 / s.squareRoot()
                m[i] = t * a * d[i]
                m[i + 1] = t * b * d[i]
            }
        }
        var out: [Point] = [pts[0]]
        out.reserveCapacity(n * 4)
        for i in 0..<(n - 1) {
            let p0 = pts[i], p1 = pts[i + 1]
            let h = p1.x - p0.x
            let steps = max(1, min(64, (max(h, abs(p1.y - p0.y)) / step).rounded(.up).clampedInt))
            for k in 1...steps {
                let t = Double(k) / Double(steps)
                let t2 = t * t, t3 = t2 * t
                let h00 = 2 * t3 - 3 * t2 + 1, h10 = t3 - 2 * t2 + t
                let h01 = -2 * t3 + 3 * t2, h11 = t3 - t2
                let y = h00 * p0.y + h10 * h * m[i] + h01 * p1.y + h11 * h * m[i + 1]
                out.append(Point(p0.x + h * t, y))
            }
        }
        return out
    }
}
