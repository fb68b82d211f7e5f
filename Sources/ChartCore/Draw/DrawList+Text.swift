import Foundation

/// Where a text run sits relative to its anchor point.
public struct TextAnchor: Hashable, Sendable {
    /// Horizontal placement: 0 = anchor at the left edge, 0.5 = centre, 1 = right edge.
    public var x: Double
    /// Vertical placement: 0 = anchor at the top, 0.5 = middle, 1 = bottom of the line box.
    public var y: Double

    /// Creates an anchor from fractions of the text box: x 0…1 left to right, y 0…1 top to bottom.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Anchor at the text's top-left corner.
    public static let topLeft = TextAnchor(x: 0, y: 0)
    /// Anchor at the middle of the text's top edge.
    public static let top = TextAnchor(x: 0.5, y: 0)
    /// Anchor at the text's top-right corner.
    public static let topRight = TextAnchor(x: 1, y: 0)
    /// Anchor at the middle of the text's left edge.
    public static let left = TextAnchor(x: 0, y: 0.5)
    /// Anchor at the centre of the text box.
    public static let center = TextAnchor(x: 0.5, y: 0.5)
    /// Anchor at the middle of the text's right edge.
    public static let right = TextAnchor(x: 1, y: 0.5)
    /// Anchor at the text's bottom-left corner.
    public static let bottomLeft = TextAnchor(x: 0, y: 1)
    /// Anchor at the middle of the text's bottom edge.
    public static let bottom = TextAnchor(x: 0.5, y: 1)
    /// Anchor at the text's bottom-right corner.
    public static let bottomRight = TextAnchor(x: 1, y: 1)
}

extension DrawList {
    /// Draws one line of text as textured glyph quads from the source's atlas.
    ///
    /// `angle` (radians, positive clockwise on screen) rotates the run about `p`; −π/2 reads upward.
    /// - Returns: the rectangle the unrotated line box occupies.
    @discardableResult
    public mutating func text(_ string: String, at p: Point, anchor: TextAnchor = .topLeft,
                              font: Font, color: Color, measurer: TextMeasurer, angle: Double = 0) -> Rect {
        let size = measurer.size(string, font: font)
        let m = measurer.metrics(font)
        let origin = Point((p.x - size.width * anchor.x).rounded(), (p.y - size.height * anchor.y).rounded())
        let baseline = origin.y + m.ascent
        record(.text(string, origin: Point(origin.x, baseline), size: font.scaled(measurer.scale).size,
                     bold: font.weight == .bold, color: color, angle: angle, pivot: Point(p.x.rounded(), p.y.rounded())))
        let f = font.scaled(measurer.scale)
        let (ca, sa) = (cos(angle), sin(angle))
        let pivot = Point(p.x.rounded(), p.y.rounded())
        func rot(_ q: Point) -> Point {
            if angle == 0 { return q }
            let d = q - pivot
            return Point(pivot.x + d.x * ca - d.y * sa, pivot.y + d.x * sa + d.y * ca)
        }
        let previousTexture = currentTexture
        var pen = origin.x
        var prev: Unicode.Scalar?
        for s in string.unicodeScalars {
            if let pr = prev { pen += measurer.source.kerning(pr, s, font: f) }
            prev = s
            guard let g = measurer.source.glyph(s, font: f) else { continue }
            if let t = g.texture, !g.box.isEmpty {
                setTexture(t)
                let x0 = (pen + g.box.minX).rounded(), y0 = baseline + g.box.minY
                let r = Rect(x: x0, y: y0, width: g.box.width, height: g.box.height)
                let a = addVertex(rot(Point(r.minX, r.minY)), color, uv: Point(g.uv.minX, g.uv.minY))
                let b = addVertex(rot(Point(r.maxX, r.minY)), color, uv: Point(g.uv.maxX, g.uv.minY))
                let c = addVertex(rot(Point(r.maxX, r.maxY)), color, uv: Point(g.uv.maxX, g.uv.maxY))
                let d = addVertex(rot(Point(r.minX, r.maxY)), color, uv: Point(g.uv.minX, g.uv.maxY))
                addQuad(a, b, c, d)
            }
            pen += g.advance
        }
        setTexture(previousTexture)
        return Rect(origin: origin, size: size)
    }
}
