import Foundation

/// Ticks for base-10 log axes (placeholder until the full implementation lands).
public enum LogTicks {
    /// Decade majors and 2…9 minors in [lo, hi].
    public static func ticks(_ lo: Double, _ hi: Double, count: Int) -> (major: [Double], minor: [Double]) {
        let a = min(lo, hi), b = max(lo, hi)
        guard a > 0, b.isFinite, count > 0 else { return ([], []) }
        var major: [Double] = [], minor: [Double] = []
        var e = floor(log10(a))
        while e <= ceil(log10(b)), major.count < 400 {
            let d = pow(10, e)
            if d >= a && d <= b { major.append(d) }
            for k in 2...9 where Double(k) * d >= a && Double(k) * d <= b { minor.append(Double(k) * d) }
            e += 1
        }
        return (major, minor)
    }

    /// A label for a log tick.
    public static func format(_ v: Double) -> String { Ticks.format(v, step: v) }
}
