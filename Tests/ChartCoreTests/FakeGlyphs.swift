import ChartCore

/// A monospace glyph source with fixed metrics, so layout tests need no fonts.
final class FakeGlyphs: GlyphSource {
    func metrics(_ font: Font) -> FontMetrics {
        FontMetrics(ascent: font.size * 0.8, descent: font.size * 0.2, lineHeight: font.size * 1.2)
    }

    func glyph(_ scalar: Unicode.Scalar, font: Font) -> Glyph? {
        let w = font.size * 0.6
        if scalar == " " { return Glyph(advance: w, box: .zero, uv: .zero, texture: nil) }
        return Glyph(advance: w, box: Rect(x: 0, y: -font.size * 0.8, width: w, height: font.size),
                     uv: Rect(x: 0, y: 0, width: 0.01, height: 0.01), texture: TextureID(1))
    }

    func kerning(_ a: Unicode.Scalar, _ b: Unicode.Scalar, font: Font) -> Double { 0 }
}

extension ChartView {
    /// Renders the chart at `w`×`h` with fixed-metric glyphs (recording vector operations when asked).
    func testRender(_ w: Double = 800, _ h: Double = 500, vectorOps: Bool = false) -> DrawList {
        var list = DrawList()
        if vectorOps { list.recordVectorOps() }
        render(into: &list, size: Size(w, h), glyphs: FakeGlyphs())
        return list
    }
}
