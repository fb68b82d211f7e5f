/// A size along one axis, in the units Graffeine's DimensionalUnit offers.
public enum Dimension: Hashable, Sendable {
    /// A fixed number of points (scaled by the device factor).
    case points(Double)
    /// A fraction of the container's length (1.0 = 100%).
    case percent(Double)
    /// A share of whatever the fixed and percentage sizes leave, weighed against siblings' shares.
    case relative(Double)
    /// The widget's own preferred size (its intrinsic content length).
    case auto

    /// The resolved length given the container length and the device scale, or nil for shares
    /// and auto sizes that need the siblings to resolve.
    public func fixedLength(container: Double, scale: Double) -> Double? {
        switch self {
        case .points(let p): return max(0, p.isFinite ? p * scale : 0)
        case .percent(let f): return max(0, f.isFinite ? f * container : 0)
        case .relative, .auto: return nil
        }
    }

    /// The length with relative shares taken as multiples of `relativeUnit` (auto is zero).
    public func resolve(available: Double, relativeUnit: Double, scale: Double) -> Double {
        switch self {
        case .relative(let r): return max(0, r.isFinite ? r * relativeUnit : 0)
        case .auto: return 0
        default: return fixedLength(container: available, scale: scale) ?? 0
        }
    }
}

/// Splits a length among items sized by `Dimension`s.
package enum LinearLayout {
    /// Lengths for each item: fixed and percentage sizes first, `auto` items get their
    /// intrinsic length, and relative shares divide what remains. Results never go negative,
    /// and fixed sizes shrink proportionally when they overflow the container.
    package static func lengths(_ dims: [Dimension], container: Double, scale: Double,
                               intrinsic: (Int) -> Double) -> [Double] {
        [Double](unsafeUninitializedCapacity: dims.count) { out, n in
            lengths(count: dims.count, dimension: { dims[$0] }, container: container, scale: scale,
                    intrinsic: intrinsic, into: out)
            n = dims.count
        }
    }

    /// `lengths` for `count` items whose sizes `dimension` gives, written into `out` (at least
    /// `count` long), so a layout pass can keep them on the stack.
    static func lengths(count: Int, dimension: (Int) -> Dimension, container: Double, scale: Double,
                        intrinsic: (Int) -> Double, into out: UnsafeMutableBufferPointer<Double>) {
        let total = max(0, container.isFinite ? container : 0)
        var used = 0.0
        var shares = 0.0
        for i in 0..<count {
            let d = dimension(i)
            out[i] = 0
            if let f = d.fixedLength(container: total, scale: scale) {
                out[i] = f
                used += f
            } else if case .auto = d {
                let v = intrinsic(i)
                out[i] = max(0, v.isFinite ? v : 0)
                used += out[i]
            } else if case .relative(let r) = d, r.isFinite, r > 0 {
                shares += r
            }
        }
        if used > total, used > 0 {
            let k = total / used
            for i in 0..<count { out[i] *= k }
            used = total
        }
        let free = total - used
        if shares > 0 {
            for i in 0..<count {
                if case .relative(let r) = dimension(i), r.isFinite, r > 0 { out[i] = free * r / shares }
            }
        }
    }
}
