/// Measures text through a `GlyphSource`, the same advances the drawing uses.
public struct TextMeasurer {
    /// The font backend that supplies glyph advances, kerning and metrics.
    public let source: GlyphSource
    /// Device pixels per point.
    public let scale: Double

    /// Creates a measurer over a glyph source, with `scale` device pixels per point (1 by default).
    public init(source: GlyphSource, scale: Double = 1) {
        self.source = source
        self.scale = scale
    }

    /// Width and line height of a single line of text, in device pixels.
    public func size(_ text: String, font: Font) -> Size {
        let f = font.scaled(scale)
        let m = source.metrics(f)
        var w = 0.0
        var prev: Unicode.Scalar?
        for s in text.unicodeScalars {
            if let p = prev { w += source.kerning(p, s, font: f) }
            w += source.glyph(s, font: f)?.advance ?? 0
            prev = s
        }
        return Size(max(0, w), m.lineHeight)
    }

    /// Vertical metrics at device scale.
    public func metrics(_ font: Font) -> FontMetrics { source.metrics(font.scaled(scale)) }

    /// The longest prefix of `text` (plus an ellipsis) that fits in `width` pixels.
    public func truncate(_ text: String, font: Font, width: Double) -> String {
        if size(text, font: font).width <= width { return text }
        var chars = Array(text)
        while !chars.isEmpty {
            chars.removeLast()
            let candidate = String(chars) + "…"
            if size(candidate, font: font).width <= width { return candidate }
        }
        return ""
    }
}
