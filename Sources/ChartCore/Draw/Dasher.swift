/// Splits a polyline into the "on" pieces of a dash pattern, measured along its length.
enum Dasher {
    /// The dashes of `points` for an on/off `pattern` (pixels) starting `phase` pixels in.
    ///
    /// - Complexity: O(points + dashes).
    static func split(_ points: [Point], pattern: [Double], phase: Double) -> [[Point]] {
        let total = pattern.reduce(0, +)
        guard points.count > 1, total > 0 else { return points.count > 1 ? [points] : [] }
        var idx = 0
        var remaining = pattern[0]
        var on = true
        var offset = phase.truncatingRemainder(dividingBy: total)
        if offset < 0 { offset += total }
        while offset > 0 {
            if offset >= remaining {
                offset -= remaining
                idx = (idx + 1) % pattern.count
                remaining = pattern[idx]
                on.toggle()
            } else {
                remaining -= offset
                offset = 0
            }
        }
        var out: [[Point]] = []
        var current: [Point] = on ? [points[0]] : []
        var guardCount = 0
        for i in 1..<points.count {
            var a = points[i - 1]
            let b = points[i]
            var segLen = (b - a).length
            while segLen > 0 {
                guardCount += 1
                if guardCount > 10_000_000 { return out }
                if remaining >= segLen {
                    remaining -= segLen
                    if on { current.append(b) }
                    segLen = 0
                } else {
                    let p = a + (b - a).normalized * remaining
                    segLen -= remaining
                    a = p
                    if on {
                        current.append(p)
                        if current.count > 1 { out.append(current) }
                        current = []
                    } else {
                        current = [p]
                    }
                    on.toggle()
                    idx = (idx + 1) % pattern.count
                    remaining = pattern[idx]
                    if remaining <= 0 && pattern.allSatisfy({ $0 <= 0 }) { return out }
                }
            }
        }
        if on, current.count > 1 { out.append(current) }
        return out
    }
}
