/// Maps a numeric domain linearly onto a pixel range (either may be reversed).
///
/// Computation stays in Double; a degenerate or non-finite domain maps everything to the
/// middle of the range instead of producing NaN.
public struct LinearScale: Hashable, Sendable {
    /// Domain start.
    public var d0: Double
    /// Domain end.
    public var d1: Double
    /// Pixel position of `d0`.
    public var r0: Double
    /// Pixel position of `d1`.
    public var r1: Double

    public init(domain: (Double, Double), range: (Double, Double)) {
        d0 = domain.0
        d1 = domain.1
        r0 = range.0
        r1 = range.1
    }

    public static func == (a: LinearScale, b: LinearScale) -> Bool {
        a.d0 == b.d0 && a.d1 == b.d1 && a.r0 == b.r0 && a.r1 == b.r1
    }

    public func hash(into h: inout Hasher) {
        h.combine(d0); h.combine(d1); h.combine(r0); h.combine(r1)
    }

    private var span: Double { d1 - d0 }
    private var isDegenerate: Bool { !(span.isFinite && span != 0 && d0.isFinite) }

    /// The pixel position of a value (the range midpoint for a degenerate domain).
    public func map(_ v: Double) -> Double {
        if isDegenerate { return (r0 + r1) / 2 }
        let t = (v - d0) / span
        return r0 + t * (r1 - r0)
    }

    /// The value at a pixel position.
    public func invert(_ px: Double) -> Double {
        let rs = r1 - r0
        if isDegenerate || rs == 0 { return d0 }
        return d0 + (px - r0) / rs * span
    }
}
