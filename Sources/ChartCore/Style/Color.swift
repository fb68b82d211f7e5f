/// An sRGB colour with straight (non-premultiplied) alpha, components 0…1.
public struct Color: Hashable, Sendable {
    /// Red component, 0…1.
    public var r: Double
    /// Green component, 0…1.
    public var g: Double
    /// Blue component, 0…1.
    public var b: Double
    /// Opacity, 0 (transparent) … 1 (opaque).
    public var a: Double

    /// Creates a colour from 0…1 sRGB components and an optional alpha (opaque by default).
    public init(r: Double, g: Double, b: Double, a: Double = 1) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// A colour from a 0xRRGGBB literal.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(r: Double((hex >> 16) & 0xFF) / 255,
                  g: Double((hex >> 8) & 0xFF) / 255,
                  b: Double(hex & 0xFF) / 255, a: alpha)
    }

    /// Parses `#rgb`, `#rrggbb` or `#rrggbbaa`; nil when malformed.
    public init?(css: String) {
        var s = Substring(css)
        if s.hasPrefix("#") { s = s.dropFirst() }
        guard let v = UInt32(s, radix: 16) else { return nil }
        switch s.count {
        case 3:
            let r = (v >> 8) & 0xF, g = (v >> 4) & 0xF, b = v & 0xF
            self.init(hex: (r * 17) << 16 | (g * 17) << 8 | b * 17)
        case 6: self.init(hex: v)
        case 8: self.init(hex: v >> 8, alpha: Double(v & 0xFF) / 255)
        default: return nil
        }
    }

    /// The same colour with a different alpha.
    public func withAlpha(_ a: Double) -> Color { Color(r: r, g: g, b: b, a: a) }

    /// The same colour with its alpha multiplied by `f`.
    public func fading(_ f: Double) -> Color { Color(r: r, g: g, b: b, a: a * f) }

    /// Linear interpolation between two colours (t clamped to 0…1).
    public func mix(_ o: Color, _ t: Double) -> Color {
        let t = min(1, max(0, t.isNaN ? 0 : t))
        return Color(r: r + (o.r - r) * t, g: g + (o.g - g) * t,
                     b: b + (o.b - b) * t, a: a + (o.a - a) * t)
    }

    /// The colour packed as 8-bit RGBA.
    public var rgba8: (UInt8, UInt8, UInt8, UInt8) {
        func q(_ v: Double) -> UInt8 {
            let x = v * 255 + 0.5
            return x >= 255 ? 255 : (x > 0 ? UInt8(x) : 0)   // NaN lands on 0
        }
        return (q(r), q(g), q(b), q(a))
    }

    /// Opaque black.
    public static let black = Color(hex: 0x000000)
    /// Opaque white.
    public static let white = Color(hex: 0xFFFFFF)
    /// Fully transparent black, which draws nothing.
    public static let clear = Color(r: 0, g: 0, b: 0, a: 0)
}
