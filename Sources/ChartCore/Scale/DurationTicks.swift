import Foundation

/// Ticks for an axis of durations in seconds (lap times, time of day, elapsed time): steps of
/// whole seconds, minutes, hours or days, labelled as a clock reads them (`1:30:00`, `2d 06:00:00`, or `2d` at steps of days).
package enum DurationTicks {
    /// Steps up to a day, in seconds: the divisions of a clock face.
    static let clockSteps: [Double] = [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1_800, 3_600, 7_200, 10_800, 21_600, 43_200, 86_400]

    /// The step for about `count` ticks over `lo…hi`: below a second a decimal step, up to a day
    /// the clock step nearest the span's share (by ratio, as ``Ticks`` rounds), past it whole
    /// days (1, 2, 5 × 10ⁿ).
    package static func step(_ lo: Double, _ hi: Double, count: Int) -> Double {
        let want = abs(hi - lo) / Double(max(1, count))
        guard want.isFinite, want > 0 else { return 1 }
        if want < 1 { return Ticks.step(0, abs(hi - lo), count: count) }
        if want < 86_400 { return clockSteps.min { abs(log($0 / want)) < abs(log($1 / want)) }! }
        return 86_400 * max(1, Ticks.step(0, abs(hi - lo) / 86_400, count: count).rounded())
    }

    /// `v` seconds as `[−][Nd ]H:MM:SS[.f]`, with as many decimals as `step` needs; a whole
    /// number of days at a step of whole days as `[−]Nd` alone.
    package static func format(_ v: Double, step: Double) -> String {
        if step >= 86_400, step.truncatingRemainder(dividingBy: 86_400) == 0, abs(v) < 1e15, v.truncatingRemainder(dividingBy: 86_400) == 0 {
            return (v < 0 ? "−" : "") + "\(Int64(abs(v) / 86_400))d"
        }
        let decimals = step > 0 && step < 1 ? min(9, Int(-floor(log10(step) + 1e-9))) : 0
        return clock(v, decimals: decimals) ?? Ticks.format(v, step: step)
    }

    /// `v` seconds written exactly (to the nanosecond, or the digits a double holds at its size;
    /// trailing zeros dropped): `1:30:00.25`.
    package static func exact(_ v: Double) -> String {
        let digits = abs(v) < 10 ? 1 : Int(log10(abs(v))) + 1
        guard var s = clock(v, decimals: min(9, max(0, 15 - digits))) else { return Ticks.format(v, step: 1) }
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }

    /// `v` seconds with `decimals` digits after the seconds; nil when not finite or too long for
    /// a clock (over 30 million years).
    private static func clock(_ v: Double, decimals: Int) -> String? {
        guard v.isFinite, abs(v) < 1e15 else { return nil }
        let scale = (0..<decimals).reduce(Int64(1)) { p, _ in p * 10 }
        // Whole seconds and the fraction apart, so the fraction keeps its digits however long the span.
        var whole = Int64(abs(v).rounded(.down))
        var fraction = Int64(((abs(v) - Double(whole)) * Double(scale)).rounded())
        if fraction >= scale { whole += 1; fraction -= scale }
        let days = whole / 86_400, rest = whole % 86_400
        var out = v < 0 && (whole > 0 || fraction > 0) ? "−" : ""
        if days > 0 { out += "\(days)d " }
        out += (days > 0 ? padded(rest / 3_600, 2) : String(rest / 3_600)) + ":" + padded(rest / 60 % 60, 2) + ":" + padded(rest % 60, 2)
        if decimals > 0 { out += "." + padded(fraction, decimals) }
        return out
    }

    /// `n` with leading zeros to `width` digits.
    private static func padded(_ n: Int64, _ width: Int) -> String {
        let s = String(n)
        return String(repeating: "0", count: max(0, width - s.count)) + s
    }
}
