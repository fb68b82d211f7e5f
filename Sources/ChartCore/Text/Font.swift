/// A font request: size in points and weight. The backend maps it to a face at device pixels.
public struct Font: Hashable, Sendable {
    /// Weight of the face.
    public enum Weight: Hashable, Sendable {
        /// Normal or bold face.
        case regular, bold
    }

    /// Font size in points, before scaling to device pixels.
    public var size: Double
    /// Whether the regular or the bold face is used.
    public var weight: Weight

    /// Creates a font request of the given point size, regular weight unless stated.
    public init(size: Double, weight: Weight = .regular) {
        self.size = size
        self.weight = weight
    }

    /// The same font scaled by a device factor.
    public func scaled(_ s: Double) -> Font { Font(size: size * s, weight: weight) }

    /// 12-point regular text, the default for body text.
    public static let body = Font(size: 12)
    /// 10.5-point regular text for secondary labels.
    public static let small = Font(size: 10.5)
    /// 16-point bold text for chart titles.
    public static let title = Font(size: 16, weight: .bold)
}

/// Vertical metrics of a font at a size, in pixels.
public struct FontMetrics: Hashable, Sendable {
    /// Distance in pixels from the baseline up to the top of the tallest glyphs.
    public var ascent: Double
    /// Distance in pixels from the baseline down to the bottom of descenders (positive).
    public var descent: Double
    /// Recommended distance in pixels between the baselines of consecutive lines.
    public var lineHeight: Double

    /// Creates metrics from an ascent, descent and line height in pixels.
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

    /// Creates a glyph from its pen advance, bitmap box, atlas texture coordinates and atlas page.
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
