import ChartCore

/// One edge function of a triangle being rasterised: its value at the first pixel centre of the
/// triangle's box, its steps per pixel, and the span of a row on its inner side.
struct RasterEdge {
    var e: Int64
    let stepX: Int64
    let stepY: Int64
    /// 1 / |stepX|, to estimate span ends without an integer division per row (set by `prepareSpans`).
    var inverse: Double = 0

    init(_ ax: Int64, _ ay: Int64, _ bx: Int64, _ by: Int64, px: Int64, py: Int64) {
        let dx = bx - ax, dy = by - ay
        e = dx * (py - ay) - dy * (px - ax)
        // Top-left rule: pixels exactly on a right or bottom edge belong to the neighbour.
        if !(dy < 0 || (dy == 0 && dx > 0)) { e -= 1 }
        stepX = -dy * SoftwareRasterizer.one
        stepY = dx * SoftwareRasterizer.one
    }

    /// Readies `clamp` (wide triangles only: narrow ones test pixels and skip the division).
    mutating func prepareSpans() {
        inverse = stepX == 0 ? 0 : 1 / Double(abs(stepX))
    }

    /// Narrows `lo...hi` (pixel offsets in the row, `hi` ≤ `cap`) to where this edge function is ≥ 0.
    @inline(__always)
    func clamp(_ lo: inout Int, _ hi: inout Int, cap: Int) {
        let a = stepX
        if a > 0 {
            guard e < 0 else { return }
            // Smallest k with e + a·k ≥ 0: estimated in floating point, then made exact.
            let q = Double(-e) * inverse
            // The estimate may be a hair off: only a clear miss ends the row early; exact
            // integer steps decide the rest.
            if q > Double(cap) + 1 { hi = -1; return }
            var k = Int64(q)
            while e + a * k < 0 { k += 1 }
            while k > 0 && e + a * (k - 1) >= 0 { k -= 1 }
            lo = max(lo, Int(k))
        } else if a < 0 {
            guard e >= 0 else { hi = -1; return }
            // Largest k with e + a·k ≥ 0.
            let q = Double(e) * inverse
            if q >= Double(cap) + 1 { return }
            var k = Int64(q)
            while e + a * (k + 1) >= 0 { k += 1 }
            while k >= 0 && e + a * k < 0 { k -= 1 }
            hi = min(hi, Int(k))
        } else if e < 0 {
            hi = -1
        }
    }
}
