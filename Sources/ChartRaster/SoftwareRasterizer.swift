import ChartCore
import Foundation

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
        /// The texture's first pixel (top-left); rows follow `stride` pixels apart.
        public var pixels: UnsafePointer<UInt32>
        /// Texture width in pixels.
        public var width: Int
        /// Texture height in pixels.
        public var height: Int
        /// Row length in pixels.
        public var stride: Int

        /// Wraps texture pixels the caller owns; they must stay valid while the view is used.
        public init(pixels: UnsafePointer<UInt32>, width: Int, height: Int, stride: Int) {
            self.pixels = pixels
            self.width = width
            self.height = height
            self.stride = stride
        }
    }

    /// The target buffer's first pixel (top-left), ARGB8888; rows follow `stride` pixels apart.
    public let pixels: UnsafeMutablePointer<UInt32>
    /// Target width in pixels.
    public let width: Int
    /// Target height in pixels.
    public let height: Int
    /// Row length in pixels.
    public let stride: Int

    /// Creates a rasterizer drawing into a caller-owned ARGB8888 buffer, which must outlive it.
    public init(pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int) {
        self.pixels = pixels
        self.width = width
        self.height = height
        self.stride = stride
    }

    static let subBits: Int64 = 8
    static let one: Int64 = 1 << subBits
    private static let limit: Float = 4_000_000

    /// Fills the whole buffer with one colour.
    public func clear(_ c: Color) {
        fill(rows: 0..<height, with: Self.argb(c))
    }

    /// A colour as an ARGB8888 pixel.
    static func argb(_ c: Color) -> UInt32 {
        let (r, g, b, a) = c.rgba8
        return UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
    }

    /// Sets every pixel of `rows` to `pixel`.
    func fill(rows: Range<Int>, with pixel: UInt32) {
        for y in rows { (pixels + y * stride).update(repeating: pixel, count: width) }
    }

    /// Draws every command of `list`; `texture` resolves texture ids (nil skips textured runs).
    package func draw(_ list: DrawList, texture: (TextureID) -> TextureView?) {
        draw(list, background: nil, texture: texture, bins: RasterBins())
    }

    /// Clears to `background` (unless nil) and draws `list` band by band, on all cores when the
    /// list is large; `bins` is scratch storage the caller keeps between frames.
    package func draw(_ list: DrawList, background: Color?, texture: (TextureID) -> TextureView?, bins: RasterBins) {
        // Per-command pixel clips and textures, in the bins' storage (reused from frame to frame).
        bins.views.removeAll(keepingCapacity: true)
        bins.clips.removeAll(keepingCapacity: true)
        for cmd in list.commands {
            var cx0 = 0, cy0 = 0, cx1 = width, cy1 = height
            if let c = cmd.clip {
                let r = c.integral
                cx0 = max(0, Int(max(-1e9, r.minX))); cy0 = max(0, Int(max(-1e9, r.minY)))
                cx1 = min(width, Int(min(1e9, r.maxX))); cy1 = min(height, Int(min(1e9, r.maxY)))
            }
            bins.clips.append((cx0, cy0, cx1, cy1))
            bins.views.append(cmd.texture.flatMap(texture))
        }
        bins.fill(list, height: height, clips: bins.clips) { c in list.commands[c].texture != nil && bins.views[c] == nil }
        let background = background.map(Self.argb)
        let bands = bins.bandCount(height: height)
        let job = BandJob(raster: self, list: list, bandHeight: bins.bandHeight, runs: bins.runs, fixed: bins.fixed,
                          clips: bins.clips, textures: bins.views, background: background)
        // Parallel only when there is enough to share: waking threads costs more than a small frame.
        // (With one core the pool has no workers and draws the bands on this thread.)
        if bands > 1 && bins.entries >= 2048 {
            BandPool.shared.run(job, bands: bands)
        } else {
            for b in 0..<bands { job.run(band: b) }
        }
    }

    /// Everything one band needs. Bands write disjoint rows of the target and only read the
    /// rest (draw list, bins, textures), which nothing changes while they run: sharing it
    /// between the worker threads is safe although the pointers inside are not `Sendable`.
    struct BandJob: @unchecked Sendable {
        let raster: SoftwareRasterizer
        let list: DrawList
        let bandHeight: Int
        let runs: [[Int32]]
        let fixed: [(Int32, Int32)]
        let clips: [(Int, Int, Int, Int)]
        let textures: [TextureView?]
        let background: UInt32?

        /// Clears band `band` (when there is a background) and draws its triangles.
        func run(band: Int) {
            let top = band * bandHeight, bottom = min(raster.height, top + bandHeight)
            if let v = background { raster.fill(rows: top..<bottom, with: v) }
            raster.draw(band: runs[band], rows: top..<bottom, list: list, fixed: fixed, clips: clips, textures: textures)
        }
    }

    /// Draws one band's runs of triangles, clipped to its rows.
    fileprivate func draw(band runs: [Int32], rows: Range<Int>, list: DrawList, fixed: [(Int32, Int32)],
                          clips: [(Int, Int, Int, Int)], textures: [TextureView?]) {
        fixed.withUnsafeBufferPointer { fp in
            list.vertices.withUnsafeBufferPointer { vs in
                list.indices.withUnsafeBufferPointer { ix in
                    var r = 0
                    while r + 2 < runs.count {
                        let c = Int(runs[r]), start = Int(runs[r + 1]), end = Int(runs[r + 2])
                        r += 3
                        let k = clips[c]
                        let clip = (k.0, max(k.1, rows.lowerBound), k.2, min(k.3, rows.upperBound))
                        guard clip.3 > clip.1 else { continue }
                        let tex = textures[c]
                        var i = start
                        while i < end {
                            // Indices were checked against the vertex count when binned.
                            let a = Int(ix[i]), b = Int(ix[i + 1]), d = Int(ix[i + 2])
                            // A dense line's column strips: pairs of triangles that make an upright rectangle.
                            if tex == nil, i + 5 < end, ix[i + 3] == ix[i], ix[i + 4] == ix[i + 2],
                               columnQuad(vs, fp, a, b, d, Int(ix[i + 5]), clip: clip) {
                                i += 6
                                continue
                            }
                            triangle(vs[a], vs[b], vs[d], fp[a], fp[b], fp[d], clip: clip, tex: tex)
                            i += 3
                        }
                    }
                }
            }
        }
    }

    /// A coordinate in fixed point with `subBits` fractional bits, clamped to ±4·10⁶ pixels.
    @inline(__always)
    static func fixed(_ v: Float) -> Int32 {
        let f = max(-Self.limit, min(Self.limit, v)) * Float(Self.one)
        return Int32(f + (f >= 0 ? 0.5 : -0.5))   // round half away, without a libm call
    }

    /// Rasterises one triangle; `p0`…`p2` are its vertices' positions in fixed point.
    private func triangle(_ v0: Vertex, _ v1In: Vertex, _ v2In: Vertex,
                          _ p0: (Int32, Int32), _ p1: (Int32, Int32), _ p2: (Int32, Int32),
                          clip: (Int, Int, Int, Int), tex: TextureView?) {
        guard v0.a > 0 || v1In.a > 0 || v2In.a > 0 else { return }
        var v1 = v1In, v2 = v2In
        let x0 = Int64(p0.0), y0 = Int64(p0.1)
        var x1 = Int64(p1.0), y1 = Int64(p1.1)
        var x2 = Int64(p2.0), y2 = Int64(p2.1)
        var area = (x1 - x0) * (y2 - y0) - (y1 - y0) * (x2 - x0)
        if area == 0 { return }
        if area < 0 {
            swap(&v1, &v2); swap(&x1, &x2); swap(&y1, &y2)
            area = -area
        }
        let one = Self.one, half = one / 2
        // Pixel bounds (pixel centres inside the triangle's box).
        let minX = max(clip.0, Int((min(x0, x1, x2) - half + one - 1) >> Self.subBits))
        let maxX = min(clip.2 - 1, Int((max(x0, x1, x2) - half) >> Self.subBits))
        let minY = max(clip.1, Int((min(y0, y1, y2) - half + one - 1) >> Self.subBits))
        let maxY = min(clip.3 - 1, Int((max(y0, y1, y2) - half) >> Self.subBits))
        guard minX <= maxX, minY <= maxY else { return }
        // Edge functions for edges v1→v2 (weight of v0), v2→v0 (v1), v0→v1 (v2), at the first pixel centre.
        let px = Int64(minX) * one + half, py = Int64(minY) * one + half
        var e0 = RasterEdge(x1, y1, x2, y2, px: px, py: py)
        var e1 = RasterEdge(x2, y2, x0, y0, px: px, py: py)
        var e2 = RasterEdge(x0, y0, x1, y1, px: px, py: py)
        let inv = 1 / Float(area)
        let sameRGB = v0.r == v1.r && v0.r == v2.r && v0.g == v1.g && v0.g == v2.g && v0.b == v1.b && v0.b == v2.b
        let flat = sameRGB && v0.a == v1.a && v0.a == v2.a && tex == nil
        let alphaOnly = sameRGB && tex == nil
        let flatColor: UInt32 = 0xFF00_0000 | UInt32(v0.r) << 16 | UInt32(v0.g) << 8 | UInt32(v0.b)
        let width = maxX - minX
        if width >= 4 { e0.prepareSpans(); e1.prepareSpans(); e2.prepareSpans() }
        let (r0, g0, b0, a0) = (Float(v0.r), Float(v0.g), Float(v0.b), Float(v0.a))
        let (r1, g1, b1, a1) = (Float(v1.r), Float(v1.g), Float(v1.b), Float(v1.a))
        let (r2, g2, b2, a2) = (Float(v2.r), Float(v2.g), Float(v2.b), Float(v2.a))
        for y in minY...maxY {
            defer { e0.e += e0.stepY; e1.e += e1.stepY; e2.e += e2.stepY }
            // The span of this row inside all three edges: tested pixel by pixel in narrow boxes
            // (thin stroke and fringe triangles), solved for in wide ones.
            var lo = 0, hi = width
            if width < 4 {
                var k = 0
                var w0 = e0.e, w1 = e1.e, w2 = e2.e
                while k <= width && (w0 | w1 | w2) < 0 { w0 += e0.stepX; w1 += e1.stepX; w2 += e2.stepX; k += 1 }
                lo = k
                while k <= width && (w0 | w1 | w2) >= 0 { w0 += e0.stepX; w1 += e1.stepX; w2 += e2.stepX; k += 1 }
                hi = k - 1
            } else {
                e0.clamp(&lo, &hi, cap: width)
                e1.clamp(&lo, &hi, cap: width)
                e2.clamp(&lo, &hi, cap: width)
            }
            guard lo <= hi else { continue }
            let line = pixels + y * stride + minX
            if flat {
                if v0.a == 255 {
                    (line + lo).update(repeating: flatColor, count: hi - lo + 1)
                } else if v0.a >= 1 {
                    for x in lo...hi { Self.blend(line + x, r0, g0, b0, a0) }
                }
                continue
            }
            var w0 = e0.e + e0.stepX * Int64(lo), w1 = e1.e + e1.stepX * Int64(lo)
            for x in lo...hi {
                defer { w0 += e0.stepX; w1 += e1.stepX }
                let l0 = Float(w0) * inv, l1 = Float(w1) * inv
                let l2 = max(0, 1 - l0 - l1)
                var a = a0 * l0 + a1 * l1 + a2 * l2
                if alphaOnly {
                    if a >= 0.5 { Self.blend(line + x, r0, g0, b0, a) }
                    continue
                }
                var r = r0 * l0 + r1 * l1 + r2 * l2
                var g = g0 * l0 + g1 * l1 + g2 * l2
                var b = b0 * l0 + b1 * l1 + b2 * l2
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
                if a >= 0.5 { Self.blend(line + x, r, g, b, a) }
            }
        }
    }

    /// Source-over blending of a straight-alpha colour (components 0…255) onto an ARGB pixel.
    @inline(__always)
    static func blend(_ p: UnsafeMutablePointer<UInt32>, _ r: Float, _ g: Float, _ b: Float, _ a: Float) {
        let sa = min(255, a) * (1 / 255)
        if sa >= 0.999 {
            p.pointee = 0xFF00_0000 | UInt32(min(255, r + 0.5)) << 16 | UInt32(min(255, g + 0.5)) << 8 | UInt32(min(255, b + 0.5))
            return
        }
        let d = p.pointee
        if d >= 0xFF00_0000 {
            // Opaque destination (the usual case): the general formula with oa = 1, no divisions.
            let k = 1 - sa
            p.pointee = 0xFF00_0000 | UInt32(min(255, r * sa + Float((d >> 16) & 0xFF) * k + 0.5)) << 16
                | UInt32(min(255, g * sa + Float((d >> 8) & 0xFF) * k + 0.5)) << 8
                | UInt32(min(255, b * sa + Float(d & 0xFF) * k + 0.5))
            return
        }
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
