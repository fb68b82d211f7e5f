import Foundation

/// A timing curve that maps linear time in [0, 1] to animation progress.
///
/// Every curve gives exactly 0 at t = 0 and exactly 1 at t = 1. Inputs below 0 clamp to 0, above 1
/// clamp to 1, and NaN is treated as finished (1), so a broken clock ends an animation rather than
/// freezing it. The result is always finite, whatever the spring's parameters.
public enum Easing: Hashable, Sendable {
    /// Constant speed.
    case linear
    /// Cubic: starts slowly and accelerates.
    case easeIn
    /// Cubic: starts fast and decelerates.
    case easeOut
    /// Cubic: slow at both ends, fastest in the middle.
    case easeInOut
    /// An underdamped spring that overshoots the target, wobbles and settles.
    ///
    /// `damping` is the damping ratio ζ (0 never decays, 1 and above does not oscillate);
    /// `frequency` is the spring's natural frequency in undamped oscillations per animation.
    /// The defaults overshoot by about 9% at a quarter of the way through. Non-finite values fall
    /// back to the defaults; negative ones clamp to 0 (a frequency of 0 gives a linear curve);
    /// huge ones are capped.
    case spring(damping: Double = 0.6, frequency: Double = 2.5)

    /// The eased progress at time `t` (0 ... 1; clamped, NaN counts as 1).
    public func callAsFunction(_ t: Double) -> Double {
        if t.isNaN || t >= 1 { return 1 }
        if t <= 0 { return 0 }
        switch self {
        case .linear:
            return t
        case .easeIn:
            return t * t * t
        case .easeOut:
            let u = 1 - t
            return 1 - u * u * u
        case .easeInOut:
            if t < 0.5 { return 4 * t * t * t }
            let u = 2 - 2 * t
            return 1 - u * u * u / 2
        case .spring(let damping, let frequency):
            let v = Self.spring(t, damping: damping, frequency: frequency)
            return v.isFinite ? v : 1
        }
    }

    /// The largest damping ratio used (larger values behave the same), keeping the closed form finite.
    static let maxDamping = 100.0
    /// The largest natural frequency used, in oscillations per animation.
    static let maxFrequency = 10_000.0

    /// The spring's closed form for t strictly inside (0, 1).
    ///
    /// raw(t) = 1 − e^(−ζωt)·cos(ω_d·t) with ω = 2π·frequency and ω_d = ω·√(1 − ζ²) (0 when ζ ≥ 1).
    /// raw(1) is not exactly 1, so the residual is blended out linearly:
    /// f(t) = raw(t) + t·e^(−ζω)·cos(ω_d), which is 1 at t = 1 and never divides by anything.
    private static func spring(_ t: Double, damping: Double, frequency: Double) -> Double {
        let zeta = damping.isFinite ? min(max(damping, 0), maxDamping) : 0.6
        let cycles = frequency.isFinite ? min(max(frequency, 0), maxFrequency) : 2.5
        let omega = 2 * Double.pi * cycles
        let omegaD = omega * (1 - zeta * zeta).squareRoot().nanToZero
        let decay = zeta * omega
        let raw = 1 - exp(-decay * t) * cos(omegaD * t)
        let residual = exp(-decay) * cos(omegaD)
        return raw + t * residual
    }
}

private extension Double {
    /// The value, or 0 if it is NaN (the square root of a negative number).
    var nanToZero: Double { isNaN ? 0 : self }
}
