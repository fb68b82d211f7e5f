import ChartCore

/// Upright rectangles whose alpha changes only from top to bottom, drawn without triangle setup.
///
/// A dense line is drawn as one strip of such rectangles per pixel column (`DrawList.strokeDense`),
/// each sent as two triangles: top-left, top-right, bottom-right, then top-left, bottom-right,
/// bottom-left. Filled as a rectangle it covers the same pixels (pixel centres from its top edge
/// inclusive to its bottom edge exclusive, left inclusive, right exclusive: the triangles'
/// top-left rule) with the same alpha, the triangles' barycentric blend of the top and bottom.
extension SoftwareRasterizer {
    /// Draws triangles (a, b, d) and (a, d, e) as one rectangle when they make one of a single
    /// colour with alpha varying only along y; false, drawing nothing, when they do not.
    @inline(__always)
    func columnQuad(_ vs: UnsafeBufferPointer<Vertex>, _ fp: UnsafeBufferPointer<(Int32, Int32)>,
                    _ a: Int, _ b: Int, _ d: Int, _ e: Int, clip: (Int, Int, Int, Int)) -> Bool {
        let pa = fp[a], pb = fp[b], pd = fp[d], pe = fp[e]
        guard pa.1 == pb.1, pd.0 == pb.0, pe.1 == pd.1, pe.0 == pa.0, pa.0 < pb.0, pa.1 < pd.1 else { return false }
        let va = vs[a], vb = vs[b], vd = vs[d], ve = vs[e]
        guard va.a == vb.a, vd.a == ve.a,
              va.r == vb.r, va.r == vd.r, va.r == ve.r, va.g == vb.g, va.g == vd.g, va.g == ve.g,
              va.b == vb.b, va.b == vd.b, va.b == ve.b else { return false }
        rectangle(left: Int64(pa.0), top: Int64(pa.1), right: Int64(pb.0), bottom: Int64(pd.1),
                  color: va, topAlpha: Float(va.a), bottomAlpha: Float(vd.a), clip: clip)
        return true
    }

    /// Fills the pixel centres in [left, right) × [top, bottom) (fixed point), blending `color`
    /// at an alpha going linearly from `topAlpha` at the top edge to `bottomAlpha` at the bottom.
    private func rectangle(left: Int64, top: Int64, right: Int64, bottom: Int64, color: Vertex,
                           topAlpha: Float, bottomAlpha: Float, clip: (Int, Int, Int, Int)) {
        guard topAlpha > 0 || bottomAlpha > 0 else { return }
        let one = Self.one, half = one / 2
        let minX = max(clip.0, Int((left - half + one - 1) >> Self.subBits))
        let maxX = min(clip.2 - 1, Int((right - half - 1) >> Self.subBits))
        let minY = max(clip.1, Int((top - half + one - 1) >> Self.subBits))
        let maxY = min(clip.3 - 1, Int((bottom - half - 1) >> Self.subBits))
        guard minX <= maxX, minY <= maxY else { return }
        let (r, g, b) = (Float(color.r), Float(color.g), Float(color.b))
        let opaque: UInt32 = 0xFF00_0000 | UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
        let height = Float(bottom - top)
        for y in minY...maxY {
            let t = Float(Int64(y) * one + half - top) / height
            let alpha = topAlpha == bottomAlpha ? topAlpha : topAlpha * (1 - t) + bottomAlpha * t
            guard alpha >= 0.5 else { continue }
            let line = pixels + y * stride
            if alpha >= 255 {
                (line + minX).update(repeating: opaque, count: maxX - minX + 1)
            } else {
                for x in minX...maxX { Self.blend(line + x, r, g, b, alpha) }
            }
        }
    }
}
