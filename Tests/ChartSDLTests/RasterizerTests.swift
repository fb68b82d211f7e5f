import ChartCore
import Testing
@testable import ChartSDL
@testable import ChartRaster

@MainActor
@Suite(.serialized)
struct RasterizerTests {
    func pixels(_ list: DrawList, w: Int = 40, h: Int = 20) throws -> [UInt8] {
        let r = try OffscreenRenderer(width: w, height: h, atlas: SharedAtlas.atlas)
        r.draw(list, background: .white)
        return r.rgba()
    }

    func red(_ px: [UInt8], _ x: Int, _ y: Int, w: Int = 40) -> Int { Int(px[(y * w + x) * 4]) }

    @Test func sharedEdgesAreNotBlendedTwice() throws {
        var l = DrawList()
        let c = Color.black.withAlpha(0.5)
        let a = l.addVertex(Point(2, 2), c), b = l.addVertex(Point(30, 2), c)
        let d = l.addVertex(Point(30, 15), c), e = l.addVertex(Point(2, 15), c)
        l.addQuad(a, b, d, e)   // two triangles sharing the diagonal
        let px = try pixels(l)
        var seen = Set<Int>()
        for y in 2..<15 { for x in 2..<30 { seen.insert(red(px, x, y)) } }
        #expect(seen.count == 1, "uniform coverage, got \(seen.sorted())")
    }

    @Test func samplesAtPixelCentres() throws {
        var l = DrawList()
        l.fillRect(Rect(x: 10, y: 5, width: 10, height: 5), paint: .solid(.black))
        let px = try pixels(l)
        #expect(red(px, 9, 7) == 255 && red(px, 10, 7) == 0 && red(px, 19, 7) == 0 && red(px, 20, 7) == 255)
        var half = DrawList()
        half.fillRect(Rect(x: 10.5, y: 5, width: 10, height: 5), paint: .solid(.black))
        let hp = try pixels(half)
        #expect((100...160).contains(red(hp, 10, 7)), "a half-covered pixel is half dark: \(red(hp, 10, 7))")
    }

    /// Pixel centres inside a triangle by the rasterizer's own rule (8-bit fixed point, top-left
    /// fill rule), tested one by one: what the span solver must reproduce exactly.
    func reference(_ p: [(Float, Float)], w: Int, h: Int) -> Set<Int> {
        func fixed(_ v: Float) -> Int64 { let f = v * 256; return Int64(f + (f >= 0 ? 0.5 : -0.5)) }
        var q = p.map { (fixed($0.0), fixed($0.1)) }
        var area = (q[1].0 - q[0].0) * (q[2].1 - q[0].1) - (q[1].1 - q[0].1) * (q[2].0 - q[0].0)
        if area == 0 { return [] }
        if area < 0 { q.swapAt(1, 2); area = -area }
        func edge(_ a: (Int64, Int64), _ b: (Int64, Int64), _ x: Int64, _ y: Int64) -> Bool {
            let dx = b.0 - a.0, dy = b.1 - a.1
            var e = dx * (y - a.1) - dy * (x - a.0)
            if !(dy < 0 || (dy == 0 && dx > 0)) { e -= 1 }
            return e >= 0
        }
        var out = Set<Int>()
        for y in 0..<h {
            for x in 0..<w {
                let px = Int64(x) * 256 + 128, py = Int64(y) * 256 + 128
                if edge(q[1], q[2], px, py) && edge(q[2], q[0], px, py) && edge(q[0], q[1], px, py) { out.insert(y * w + x) }
            }
        }
        return out
    }

    @Test func spansMatchAPixelByPixelTestExactly() throws {
        // The review's case: an edge through the centre of the last column of a 151 px target.
        var cases: [[(Float, Float)]] = [[(154, 31), (145.25, 4.75), (190.5, 20.5)]]
        var state: UInt64 = 12345
        func next() -> Float {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return Float(state % 64_000) / 256 - 40   // quarter-ish pixel grid, some off the target
        }
        for _ in 0..<400 { cases.append([(next(), next() / 2), (next(), next() / 2), (next(), next() / 2)]) }
        let w = 151, h = 90
        var mismatched = 0
        for tri in cases {
            var l = DrawList()
            let v = tri.map { l.addVertex(Point(Double($0.0), Double($0.1)), .black) }
            l.addTriangle(v[0], v[1], v[2])
            let px = try pixels(l, w: w, h: h)
            var drawn = Set<Int>()
            for i in 0..<(w * h) where px[i * 4] == 0 { drawn.insert(i) }
            if drawn != reference(tri, w: w, h: h) { mismatched += 1 }
        }
        #expect(mismatched == 0, "\(mismatched) of \(cases.count) triangles differ from the pixel-by-pixel test")
    }

    @Test func bandsInParallelDrawWhatOneBandDraws() throws {
        // Thousands of overlapping translucent triangles (enough to rasterise on all cores)
        // against the same list drawn in one band on one thread.
        var l = DrawList()
        var state: UInt64 = 777
        func next(_ m: Double) -> Double {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return Double(state % 10_000) / 10_000 * m
        }
        for _ in 0..<3000 {
            let c = Color(r: next(1), g: next(1), b: next(1), a: 0.2 + next(0.8))
            let a = l.addVertex(Point(next(300), next(200)), c), b = l.addVertex(Point(next(300), next(200)), c)
            let d = l.addVertex(Point(next(300), next(200)), c.withAlpha(0))
            l.addTriangle(a, b, d)
        }
        func render(_ bins: RasterBins) -> [UInt32] {
            var buf = [UInt32](repeating: 0, count: 300 * 200)
            buf.withUnsafeMutableBufferPointer { p in
                let r = SoftwareRasterizer(pixels: p.baseAddress!, width: 300, height: 200, stride: 300)
                r.draw(l, background: .white, texture: { _ in nil }, bins: bins)
            }
            return buf
        }
        let banded = render(RasterBins(bandHeight: 16)), single = render(RasterBins(bandHeight: 200))
        #expect(banded == single)
    }

    @Test func clipRectsHold() throws {
        var l = DrawList()
        l.pushClip(Rect(x: 5, y: 5, width: 10, height: 10))
        l.fillRect(Rect(x: 0, y: 0, width: 40, height: 20), paint: .solid(.black))
        l.popClip()
        let px = try pixels(l)
        #expect(red(px, 4, 8) == 255 && red(px, 5, 8) == 0 && red(px, 14, 14) == 0 && red(px, 15, 14) == 255)
    }

    @Test func hugeAndNonFiniteGeometryIsHarmless() throws {
        var l = DrawList()
        l.stroke([Point(-1e12, 5), Point(1e12, 5)], style: StrokeStyle(width: 2), paint: .solid(.black))
        l.stroke([Point(.nan, 5), Point(10, .infinity)], style: StrokeStyle(width: 2), paint: .solid(.black))
        _ = try pixels(l)
    }

    @Test func textUsesTheAtlasAndRealMetrics() {
        let m = TextMeasurer(source: SharedAtlas.atlas)
        let w = m.size("Hello", font: .body).width
        #expect(w > 20 && w < 45)
        let big = Font(size: 48)
        #expect(m.size("AV", font: big).width < m.size("A", font: big).width + m.size("V", font: big).width,
                "kerning pulls AV together")
        #expect(m.size("WWW", font: Font(size: 24)).width > 2 * m.size("WWW", font: .body).width * 0.9)
        var l = DrawList()
        l.text("Axis 0.5", at: .zero, font: .body, color: .black, measurer: m)
        #expect(!SharedAtlas.atlas.pages.isEmpty)
        #expect(l.commands.allSatisfy { $0.texture != nil })
        #expect(Set(l.commands.compactMap(\.texture)).count == 1, "one atlas texture, not one per string")
        #expect(SharedAtlas.atlas.glyph("\u{7}", font: .body) == nil || SharedAtlas.atlas.glyph("\u{7}", font: .body)?.texture == nil)
    }
}

/// Upright rectangles sent as the two triangles of a dense line's column strip are filled as
/// rectangles: the same pixels, the same alpha (to rounding), as the triangles draw them.
@MainActor
struct ColumnQuadTests {
    /// Random column strips: quads one or a few pixels wide at fractional heights, their alpha
    /// changing from top to bottom. With `asRectangles` false each quad's triangles are sent in
    /// the other order, which the rectangle path does not take.
    func strips(asRectangles: Bool) -> DrawList {
        var l = DrawList()
        var state: UInt64 = 4242
        func next(_ m: Double) -> Double {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return Double(state % 100_000) / 100_000 * m
        }
        for k in 0..<600 {
            let x = Double(k % 150) + (k % 7 == 0 ? next(1) : 0), w = k % 5 == 0 ? 2.5 : 1
            let top = next(90) - 5, bottom = top + next(30)
            let c = Color(r: next(1), g: next(1), b: next(1), a: 1)
            let ta = c.withAlpha(next(1)), ba = c.withAlpha(k % 3 == 0 ? ta.a : next(1))
            let a = l.addVertex(Point(x, top), ta), b = l.addVertex(Point(x + w, top), ta)
            let d = l.addVertex(Point(x + w, bottom), ba), e = l.addVertex(Point(x, bottom), ba)
            if asRectangles {
                l.addTriangle(a, b, d); l.addTriangle(a, d, e)
            } else {
                l.addTriangle(a, d, e); l.addTriangle(a, b, d)
            }
        }
        return l
    }

    func render(_ l: DrawList) -> [UInt32] {
        var buf = [UInt32](repeating: 0, count: 160 * 90)
        buf.withUnsafeMutableBufferPointer { p in
            SoftwareRasterizer(pixels: p.baseAddress!, width: 160, height: 90, stride: 160)
                .draw(l, background: .white, texture: { _ in nil }, bins: RasterBins(bandHeight: 16))
        }
        return buf
    }

    @Test func rectanglesDrawWhatTheirTrianglesDraw() {
        let fast = render(strips(asRectangles: true)), slow = render(strips(asRectangles: false))
        var worst = 0, differing = 0
        for (p, q) in zip(fast, slow) where p != q {
            differing += 1
            for shift in [0, 8, 16, 24] {
                worst = max(worst, abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF)))
            }
        }
        #expect(worst <= 1, "\(differing) pixels differ, by up to \(worst)")
        #expect(fast.filter { $0 != 0xFFFF_FFFF }.count > 3000)
    }
}
