import ChartCore
import Testing
@testable import ChartSDL

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
