import ChartCore

/// Monospace glyph metrics, so harnesses draw text without SDL.
public final class FixedGlyphs: GlyphSource {
    public init() {}
    public func metrics(_ font: Font) -> FontMetrics { FontMetrics(ascent: font.size * 0.8, descent: font.size * 0.2, lineHeight: font.size * 1.2) }
    public func glyph(_ scalar: Unicode.Scalar, font: Font) -> Glyph? {
        Glyph(advance: font.size * 0.6, box: Rect(x: 0, y: -font.size * 0.8, width: font.size * 0.6, height: font.size),
              uv: Rect(x: 0, y: 0, width: 0.01, height: 0.01), texture: TextureID(1))
    }
    public func kerning(_ a: Unicode.Scalar, _ b: Unicode.Scalar, font: Font) -> Double { 0 }
}
