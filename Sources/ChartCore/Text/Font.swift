/// A font request: size in points and weight. The backend maps it to a face at device pixels.
public struct Font: Hashable, Sendable {
    /// Weight of the face.
    public enum Weight: Hashable, Sendable {
        case regular, bold
    }

    public var size: Double
    public var weight: Weight

    public init(size: Double, weight: Weight = .regular) {
        self.size = size
        self.weight = weight
    }

    /// The same font scaled by a device factor.
    public func scaled(_ s: Double) -> Font { Font(size: size * s, weight: weight) }

    public static let body = Font(size: 12)
    public static let small = Font(size: 10.5)
    public static let title = Font(size: 16, weight: .bold)
}

/// Vertical metrics of a font at a size, in pixels.
public struct FontMetrics: Hashable, Sendable {
    public var ascent: Double
    public var descent: Double
    public var lineHeight: Double

    public init(ascent: Double, descent: Double, lineHeight: Double) {
        self.ascent = ascent
        self.descent = descent
        self.lineHeight = lineHeight
    }
}

/// One glyph ready to draw: its advance, where its bitmap sits relative to the pen, and where
/// it lives in a texture atlas.
public struct Glyph: Hashable, Sendable {
    /// Horizontal pen advance in pixels.
    public var advance: Double
    /// The glyph bitmap rectangle relative to the pen position on the baseline.
    public var box: Rect
    /// Texture coordinates (0…1) of the bitmap in the atlas page.
    public var uv: Rect
    /// Atlas page holding the bitmap, or nil for an empty glyph (a space).
    public var texture: TextureID?

    public init(advance: Double, box: Rect, uv: Rect, texture: TextureID?) {
        self.advance = advance
        self.box = box
        self.uv = uv
        self.texture = texture
    }
}

/// The core's view of a font backend: metrics, glyphs in an atlas, and kerning.
///
/// The SDL backend implements it with SDL_ttf and a glyph atlas; tests can implement it with
/// fixed metrics. All sizes are device pixels (the font is already scaled).
public protocol GlyphSource: AnyObject {
    /// Vertical metrics for a font.
    func metrics(_ font: Font) -> FontMetrics
    /// The glyph for a character, rasterised into an atlas if needed; nil when it cannot be drawn.
    func glyph(_ scalar: Unicode.Scalar, font: Font) -> Glyph?
    /// Extra advance between two characters (usually ≤ 0).
    func kerning(_ a: Unicode.Scalar, _ b: Unicode.Scalar, font: Font) -> Double
}
