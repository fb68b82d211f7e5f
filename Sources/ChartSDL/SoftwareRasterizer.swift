import ChartCore

/// Replays a `DrawList` into a 32-bit ARGB pixel buffer with sub-pixel precision.
///
/// SDL's software renderer snaps geometry vertices to whole pixels, which ruins 1 px
/// anti-aliasing fringes; this rasterizer samples at pixel centres with 8 bits of sub-pixel
/// precision, integer edge functions and a top-left fill rule, so triangles that share an edge
/// never blend a pixel twice. It is what PNG export and software-rendered windows use, and it
/// matches what GPU renderers draw.
public struct SoftwareRasterizer {
    /// A read-only view of a texture's ARGB8888 pixels.
    public struct TextureView {
        public var pixels: UnsafePointer<UInt32>
        public var width: Int
        public var height: Int
        /// Row length in pixels.
        public var stride: Int

        public init(pixels: UnsafePointer<UInt32>, width: Int, height: Int, stride: Int) {
            self.pixels = pixels
            self.width = width
            self.height = height
            self.stride = stride
        }
    }

    public let pixels: UnsafeMutablePointer<UInt32>
    public let width: Int
    public let height: Int
    /// Row length in pixels.
    public let stride: Int

    public init(pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int) {
        self.pixels = pixels
        self.width = width
        self.height = height
        self.stride = stride
    }

    private static let subBits: Int64 = 8
    private static let one: Int64 = 1 << subBits
    private static let limit: Float = 4_000_000

    /// Fills the whole buffer with one colour.
    public func clear(_ c: Color) {
        let (r, g, b, a) = c.rgba8
        let v = UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
        for y in 0..<height { (pixels + y * stride).update(repeating: v, count: width) }
    }

    /// Draws every command of `list`; `texture` resolves texture ids (nil skips textured runs).
    public func draw(_ list: DrawList, texture: (TextureID) -> TextureView?) {
        list.vertices.withUnsafeBufferPointer { vs in
            list.indices.withUnsafeBufferPointer { ix in
                for cmd in list.commands where cmd.indexCount > 0 {
                    var cx0 = 0, cy0 = 0, cx1 = width, cy1 = height
                    if let c = cmd.clip {
                        let r = c.integral
                        cx0 = max(0, Int(max(-1e9, r.minX))); cy0 = max(0, Int(max(-1e9, r.minY)))
                        cx1 = min(width, Int(min(1e9, r.maxX))); cy1 = min(height, Int(min(1e9, r.maxY)))
                    }
                    guard cx1 > cx0, cy1 > cy0 else { continue }
                    var tex: TextureView?
                    if let t = cmd.texture {
                        tex = texture(t)
                        if tex == nil { continue }
                    }
                    var i = cmd.indexOffset
                    let end = cmd.indexOffset + cmd.indexCount
                    while i + 2 < end {
                        let a = Int(ix[i]), b = Int(ix[i + 1]), c = Int(ix[i + 2])
                        i += 3
                        guard a < vs.count, b < vs.count, c < vs.count else { continue }
                        triangle(vs[a], vs[b], vs[c], clip: (cx0, cy0, cx1, cy1), tex: tex)
                    }
                }
            }
        }
    }

    private func fixed(_ v: Float) -> Int64 {
        let f = max(-Self.limit, min(Self.limit, v)) * Float(Self.one)
        return Int64(f + (f >= 0 ? 0.5 : -0.5))   // round half away, without a libm call
    }

    private func triangle(_ v0: Vertex, _ v1In: Vertex, _ v2In: Vertex,
                          clip: (Int, Int, Int, Int), tex: TextureView?) {
        guard v0.a > 0 || v1In.a > 0 || v2In.a > 0 else { return }
        var v1 = v1In, v2 = v2In
        var x0 = fixed(v0.x), y0 = fixed(v0.y)
        var x1 = fixed(v1.x), y1 = fixed(v1.y)
        var x2 = fixed(v2.x), y2 = fixed(v2.y)
        var area = (x1 - x0) * (y2 - y0) - (y1 - y0) * (x2 - x0)
        if area == 0 { return }
        if area < 0 {
            swap(&v1, &v2); swap(&x1, &x2); swap(&y1, &y2)
            area = -area
        }
        _ = x0; _ = y0
        let one = Self.one, half = one / 2
        // Pixel bounds (pixel centres inside the triangle's box).
        let minX = max(clip.0, Int((min(x0, x1, x2) - half + one - 1) >> Self.subBits))
        let maxX = min(clip.2 - 1, Int((max(x0, x1, x2) - half) >> Self.subBits))
        let minY = max(clip.1, Int((min(y0, y1, y2) - half + one - 1) >> Self.subBits))
        let maxY = min(clip.3 - 1, Int((max(y0, y1, y2) - half) >> Self.subBits))
        guard minX <= maxX, minY <= maxY else { return }
        // Edge functions for edges v1→v2 (weight of v0), v2→v0 (v1), v0→v1 (v2), at the first pixel centre.
        let px = Int64(minX) * one + half, py = Int64(minY) * one + half
        func setup(_ ax: Int64, _ ay: Int64, _ bx: Int64, _ by: Int64) -> (e: Int64, stepX: Int64, stepY: Int64) {
            let dx = bx - ax, dy = by - ay
            var e = dx * (py - ay) - dy * (px - ax)
            // Top-left rule: pixels exactly on a right or bottom edge belong to the neighbour.
            let topLeft = dy < 0 || (dy == 0 && dx > 0)
            if !topLeft { e -= 1 }
            return (e, -dy * one, dx * one)
        }
        let e0 = setup(x1, y1, x2, y2), e1 = setup(x2, y2, x0, y0), e2 = setup(x0, y0, x1, y1)
        let inv = 1 / Float(area)
        let flat = v0.r == v1.r && v0.r == v2.r && v0.g == v1.g && v0.g == v2.g &&
            v0.b == v1.b && v0.b == v2.b && v0.a == v1.a && v0.a == v2.a && tex == nil
        var row0 = e0.e, row1 = e1.e, row2 = e2.e
        let flatColor: UInt32 = 0xFF00_0000 | UInt32(v0.r) << 16 | UInt32(v0.g) << 8 | UInt32(v0.b)
        let width = maxX - minX
        for y in minY...maxY {
            defer { row0 += e0.stepY; row1 += e1.stepY; row2 += e2.stepY }
            // The span of this row inside all three edges, solved rather than searched.
            var lo = 0, hi = width
            @inline(__always) func clamp(_ e: Int64, _ a: Int64) {
                if a > 0 {
                    if e < 0 { lo = max(lo, Int((-e + a - 1) / a)) }
                } else if a < 0 {
                    if e < 0 { hi = -1 } else { hi = min(hi, Int(e / -a)) }
                } else if e < 0 {
                    hi = -1
                }
            }
            clamp(row0, e0.stepX)
            clamp(row1, e1.stepX)
            clamp(row2, e2.stepX)
            guard lo <= hi else { continue }
            let line = pixels + y * stride + minX
            if flat && v0.a == 255 {
                (line + lo).update(repeating: flatColor, count: hi - lo + 1)
                continue
            }
            var w0 = row0 + e0.stepX * Int64(lo), w1 = row1 + e1.stepX * Int64(lo)
            for x in lo...hi {
                defer { w0 += e0.stepX; w1 += e1.stepX }
                var r: Float, g: Float, b: Float, a: Float
                if flat {
                    r = Float(v0.r); g = Float(v0.g); b = Float(v0.b); a = Float(v0.a)
                } else {
                    let l0 = Float(w0) * inv, l1 = Float(w1) * inv
                    let l2 = max(0, 1 - l0 - l1)
                    r = Float(v0.r) * l0 + Float(v1.r) * l1 + Float(v2.r) * l2
                    g = Float(v0.g) * l0 + Float(v1.g) * l1 + Float(v2.g) * l2
                    b = Float(v0.b) * l0 + Float(v1.b) * l1 + Float(v2.b) * l2
                    a = Float(v0.a) * l0 + Float(v1.a) * l1 + Float(v2.a) * l2
                    if let t = tex {
                        let u = v0.u * l0 + v1.u * l1 + v2.u * l2
                        let v = v0.v * l0 + v1.v * l1 + v2.v * l2
                        let tx = min(t.width - 1, max(0, Int(u * Float(t.width))))
                        let ty = min(t.height - 1, max(0, Int(v * Float(t.height))))
                        let texel = t.pixels[ty * t.stride + tx]
                        r *= Float((texel >> 16) & 0xFF) / 255
                        g *= Float((texel >> 8) & 0xFF) / 255
                        b *= Float(texel & 0xFF) / 255
                        a *= Float(texel >> 24) / 255
                    }
                }
                if a >= 0.5 { Self.blend(line + x, r, g, b, a) }
            }
        }
    }

    /// Source-over blending of a straight-alpha colour (components 0…255) onto an ARGB pixel.
    @inline(__always)
    private static func blend(_ p: UnsafeMutablePointer<UInt32>, _ r: Float, _ g: Float, _ b: Float, _ a: Float) {
        let sa = min(255, a) / 255
        if sa >= 0.999 {
            p.pointee = 0xFF00_0000 | UInt32(min(255, r + 0.5)) << 16 | UInt32(min(255, g + 0.5)) << 8 | UInt32(min(255, b + 0.5))
            return
        }
        let d = p.pointee
        let da = Float(d >> 24) / 255
        let oa = sa + da * (1 - sa)
        guard oa > 0 else { return }
        let k = da * (1 - sa)
        let orr = (r * sa + Float((d >> 16) & 0xFF) * k) / oa
        let og = (g * sa + Float((d >> 8) & 0xFF) * k) / oa
        let ob = (b * sa + Float(d & 0xFF) * k) / oa
        p.pointee = UInt32(min(255, oa * 255 + 0.5)) << 24 | UInt32(min(255, orr + 0.5)) << 16
            | UInt32(min(255, og + 0.5)) << 8 | UInt32(min(255, ob + 0.5))
    }
}
