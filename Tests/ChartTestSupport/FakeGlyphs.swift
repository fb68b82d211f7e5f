import ChartCore

/// A monospace glyph source with fixed metrics, so layout tests and fuzz harnesses need no fonts:
/// the one glyph fake of the tests.
public final class FakeGlyphs: GlyphSource {
    /// A fake with 0.6 em advances, 0.8 em ascent and 1.2 em lines.
    public init() {}

    /// Ascent 0.8, descent 0.2 and line height 1.2 times the font size.
    public func metrics(_ font: Font) -> FontMetrics {
        FontMetrics(ascent: font.size * 0.8, descent: font.size * 0.2, lineHeight: font.size * 1.2)
    }

    /// Every character 0.6 em wide; a space draws nothing.
    public func glyph(_ scalar: Unicode.Scalar, font: Font) -> Glyph? {
        let w = font.size * 0.6
        if scalar == " " { return Glyph(advance: w, box: .zero, uv: .zero, texture: nil) }
        return Glyph(advance: w, box: Rect(x: 0, y: -font.size * 0.8, width: w, height: font.size),
                     uv: Rect(x: 0, y: 0, width: 0.01, height: 0.01), texture: TextureID(1))
    }

    /// No kerning.
    public func kerning(_ a: Unicode.Scalar, _ b: Unicode.Scalar, font: Font) -> Double { 0 }
}

extension RootWidget {
    /// Renders the tree at `w`×`h` with fixed-metric glyphs (recording vector operations when asked).
    public func testRender(_ w: Double = 800, _ h: Double = 500, vectorOps: Bool = false) -> DrawList {
        var list = DrawList()
        if vectorOps { list.recordVectorOps() }
        render(into: &list, size: Size(w, h), glyphs: FakeGlyphs())
        return list
    }
}
