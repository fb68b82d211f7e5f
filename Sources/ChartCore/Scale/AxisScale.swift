import Foundation

/// How an axis spaces its values: evenly, by decades, or with ranges cut out.
public enum AxisTransform: Hashable, Sendable {
    /// Evenly spaced values (number and date-time axes).
    case linear
    /// Base-10 logarithmic: each decade takes the same length. Values ≤ 0 have no position.
    case log10
    /// Discontinuous: the excluded ranges take no space (nights and weekends on a trading axis).
    case breaks(AxisBreaks)

    /// The value in the axis's linear space (NaN for values a log axis cannot show).
    @inline(__always)
    public func forward(_ v: Double) -> Double {
        switch self {
        case .linear: return v
        case .log10: return v > 0 ? Foundation.log10(v) : .nan
        case .breaks(let b): return b.forward(v)
        }
    }

    /// The value at a position in the axis's linear space.
    @inline(__always)
    public func inverse(_ t: Double) -> Double {
        switch self {
        case .linear: return t
        case .log10: return pow(10, t)
        case .breaks(let b): return b.inverse(t)
        }
    }

    /// True for the plain linear transform.
    public var isLinear: Bool { if case .linear = self { return true } else { return false } }
    /// True for a logarithmic axis.
    public var isLog: Bool { if case .log10 = self { return true } else { return false } }
}

/// Maps a domain onto a pixel range (either may be reversed), linearly in the axis's transformed
/// space: plain, logarithmic or discontinuous.
///
/// Computation stays in Double; a degenerate or non-finite domain maps everything to the
/// middle of the range instead of producing NaN.
package struct AxisScale: Hashable, Sendable {
    /// Domain start (a data value).
    package var d0: Double { didSet { t0 = transform.forward(d0) } }
    /// Domain end (a data value).
    package var d1: Double { didSet { t1 = transform.forward(d1) } }
    /// Pixel position of `d0`.
    package var r0: Double
    /// Pixel position of `d1`.
    package var r1: Double
    /// How values are spaced along the axis.
    package var transform: AxisTransform {
        didSet { t0 = transform.forward(d0); t1 = transform.forward(d1) }
    }
    private var t0: Double
    private var t1: Double

    /// Creates a scale mapping the data `domain` onto the pixel `range` (linear by default).
    package init(domain: (Double, Double), range: (Double, Double), transform: AxisTransform = .linear) {
        d0 = domain.0
        d1 = domain.1
        r0 = range.0
        r1 = range.1
        self.transform = transform
        t0 = transform.forward(domain.0)
        t1 = transform.forward(domain.1)
    }

    /// Two scales are equal when their domains, ranges and transforms all match.
    package static func == (a: AxisScale, b: AxisScale) -> Bool {
        a.d0 == b.d0 && a.d1 == b.d1 && a.r0 == b.r0 && a.r1 == b.r1 && a.transform == b.transform
    }

    /// Hashes the domain and range ends; the transform is not included.
    package func hash(into h: inout Hasher) {
        h.combine(d0); h.combine(d1); h.combine(r0); h.combine(r1)
    }

    private var span: Double { t1 - t0 }
    private var isDegenerate: Bool { !(span.isFinite && span != 0 && t0.isFinite) }

    /// The domain's ends in the transformed (linear) space.
    package var transformedDomain: (Double, Double) { (t0, t1) }

    /// The pixel position of a value (the range midpoint for a degenerate domain; NaN for a value
    /// the axis cannot show, such as zero on a log axis).
    @inline(__always)
    package func map(_ v: Double) -> Double {
        if isDegenerate { return (r0 + r1) / 2 }
        let tv = transform.isLinear ? v : transform.forward(v)
        return r0 + (tv - t0) / span * (r1 - r0)
    }

    /// The value at a pixel position.
    package func invert(_ px: Double) -> Double {
        let rs = r1 - r0
        if isDegenerate || rs == 0 { return d0 }
        let t = t0 + (px - r0) / rs * span
        return transform.isLinear ? t : transform.inverse(t)
    }

    /// Data values per pixel at pixel position `px` (constant on a linear axis).
    package func valuesPerPixel(at px: Double) -> Double {
        abs(invert(px + 0.5) - invert(px - 0.5))
    }
}
