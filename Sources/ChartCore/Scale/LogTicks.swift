import Foundation

/// Ticks and labels for a base-10 logarithmic axis.
///
/// - Several decades: major ticks at decades (1, 10, 100 …). With more decades than the count
///   asked for allows, every k-th decade is major (k = 2, 3, 5, 10, 20, 30, 50, 100 …, the smallest
///   giving at most count + 1 majors, counting both ends as ``Ticks`` does; the majors are the
///   decades whose exponent is a multiple of k) and the skipped decades are minor (for k above 10,
///   every (k/10)-th decade, so there are at most ten minor ticks between two majors). With every
///   decade major and at most `minorDecades` (6) of them, minor ticks sit at 2…9 × each decade.
/// - Less than about a decade (fewer than two decades in range): majors at 1, 2 and 5 × a power of
///   ten, with the other integer multiples as minor ticks, or linear ``Ticks`` values when those are
///   too few or too many, so there are two or more ticks whenever the range allows.
package enum LogTicks {
    /// Decade majors get 2…9 minor ticks only when there are at most this many of them.
    static let minorDecades = 6

    /// Thinning factors for decades, tried in order.
    static let strides = [1, 2, 3, 5, 10, 20, 30, 50, 100, 200, 300, 500, 1000]

    /// Major and minor tick values in [lo, hi] (either order), ascending, aiming at about `count`
    /// majors. Empty when an end is not finite or not positive, or `count` is below 1.
    package static func ticks(_ lo: Double, _ hi: Double, count: Int) -> (major: [Double], minor: [Double]) {
        guard lo.isFinite, hi.isFinite, lo > 0, hi > 0, count > 0 else { return ([], []) }
        let l = min(lo, hi), h = max(lo, hi), count = min(count, 1000)
        var e0 = Int(floor(log10(l)))
        while decade(e0) < l { e0 += 1 }
        while decade(e0 - 1) >= l { e0 -= 1 }
        var e1 = Int(floor(log10(h)))
        while decade(e1) > h { e1 -= 1 }
        while decade(e1 + 1) <= h { e1 += 1 }
        if e1 - e0 + 1 >= 2 { return decadeTicks(e0, e1, count: count, l, h) }
        return subDecadeTicks(l, h, count: count)
    }

    /// Decade majors from 10^e0 to 10^e1, thinned to about `count`, with their minor ticks.
    static func decadeTicks(_ e0: Int, _ e1: Int, count: Int, _ l: Double, _ h: Double) -> (major: [Double], minor: [Double]) {
        /// Exponents in e0...e1 that are `phase` plus a multiple of k.
        func exponents(_ k: Int, phase: Int) -> [Int] {
            Array(stride(from: e0 + (k - (e0 - phase).floorMod(k)) % k, to: e1 + 1, by: k))
        }
        // Decades whose exponent is a multiple of k; if no k gives 1…count + 1 of those, every k-th from the first.
        var k = 1, phase = 0
        if let aligned = strides.first(where: { (1...count + 1).contains(exponents($0, phase: 0).count) }) {
            k = aligned
        } else {
            k = strides.first { (e1 - e0) / $0 + 1 <= count + 1 } ?? strides[strides.count - 1]
            phase = e0
        }
        let major = exponents(k, phase: phase).map { decade($0) }
        var minor: [Double] = []
        if k > 1 {
            let m = k <= 10 ? 1 : k / 10
            minor = exponents(m, phase: phase).filter { ($0 - phase).floorMod(k) != 0 }.map { decade($0) }
        } else if e1 - e0 + 1 <= minorDecades {
            minor = multiples(Array(2...9), from: e0 - 1, to: e1, l, h)
        }
        return (major, minor)
    }

    /// Ticks for less than about a decade: 1-2-5 majors, or linear ones.
    static func subDecadeTicks(_ l: Double, _ h: Double, count: Int) -> (major: [Double], minor: [Double]) {
        let e0 = Int(floor(log10(l))) - 1, e1 = Int(floor(log10(h))) + 1
        let oneTwoFive = multiples([1, 2, 5], from: e0, to: e1, l, h)
        if oneTwoFive.count >= 3, oneTwoFive.count <= count + 1, oneTwoFive.count >= count / 2 {
            return (oneTwoFive, multiples([3, 4, 6, 7, 8, 9], from: e0, to: e1, l, h))
        }
        let linear = Ticks.values(l, h, count: count)
        if linear.count >= 2 || linear.count >= oneTwoFive.count { return (linear, []) }
        return (oneTwoFive, [])
    }

    /// m × 10^e for each listed mantissa m and e in e0...e1, inside [l, h], ascending.
    static func multiples(_ mantissas: [Int], from e0: Int, to e1: Int, _ l: Double, _ h: Double) -> [Double] {
        guard e0 <= e1 else { return [] }
        return (e0...e1).flatMap { e in mantissas.map { value($0, e) } }.filter { $0 >= l && $0 <= h }
    }

    /// 10^e, correctly rounded (0 below the subnormal range, infinity above the largest double).
    static func decade(_ e: Int) -> Double { value(1, e) }

    /// m × 10^e, correctly rounded: the double nearest the decimal "me e", as a literal would give.
    static func value(_ m: Int, _ e: Int) -> Double {
        if e < -400 { return 0 }
        if e > 400 { return .infinity }
        return Double("\(m)e\(e)") ?? .nan
    }

    /// A label for a log-axis value: plain decimals from 0.001 up to (not including) 100000
    /// ("0.001", "0.2", "50", "10000"), "1e5", "2e-4", "2.5e-7" style outside that range.
    package static func format(_ v: Double) -> String {
        guard v.isFinite else { return v.isNaN ? "NaN" : (v > 0 ? "∞" : "−∞") }
        if v == 0 { return "0" }
        let sign = v < 0 ? "−" : "", m = abs(v)
        if m >= 0.001, m < 1e5 {
            let s = "\(m)"   // the shortest decimal that reads back as m; never exponential in this range
            return sign + (s.hasSuffix(".0") ? String(s.dropLast(2)) : s)
        }
        for digits in 0...16 {
            let s = String(format: "%.\(digits)e", m)
            guard Double(s) == m || digits == 16, let e = s.firstIndex(of: "e"), let exponent = Int(s[s.index(after: e)...]) else { continue }
            return sign + String(s[..<e]) + "e" + String(exponent)
        }
        return sign + "\(m)"
    }
}
