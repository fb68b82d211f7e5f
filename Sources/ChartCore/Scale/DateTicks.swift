import Foundation

/// Calendar-aware ticks for date-time axes (values are seconds since 1970), with labels whose
/// format follows the step: years, months, days, hours, minutes, seconds or milliseconds.
///
/// Ticks sit on local wall-clock boundaries of the given time zone and are computed from an aligned
/// start by calendar arithmetic, not by adding fixed numbers of seconds: daily ticks stay at local
/// midnight across daylight-saving changes, monthly ticks are always on the 1st, yearly ticks on
/// 1 January. Steps run from 1 ms through seconds, minutes, hours, days, Monday-based weeks, months,
/// quarters and half years to years (1, 2, 5, 10, 20, 50, 100 … 5000). Spans under a millisecond, or
/// reaching outside years 1…9999, get plain numeric ticks (`Ticks`).
public enum DateTicks {
    /// The most ticks one call returns.
    static let maxCount = 200

    /// The earliest instant given calendar ticks: 0001-01-03 00:00 UTC (a day's margin for zone offsets).
    static let minInstant: Double = -62_135_596_800 + 2 * 86_400
    /// The latest instant given calendar ticks: 9999-12-30 00:00 UTC.
    static let maxInstant: Double = 253_402_300_800 - 2 * 86_400

    /// Ticks in [a, b] (either order) aiming at about `count` of them, labelled in `timeZone`.
    ///
    /// The step is the shortest whose typical length is at least (within 5 %) the span over `count`;
    /// when that step leaves fewer than two ticks in the range (count permitting), a shorter one is
    /// used. Never returns more than `maxCount` (200) ticks; non-finite ends or a count below 1 give none.
    package static func ticks(_ a: Double, _ b: Double, count: Int, timeZone: TimeZone) -> [(value: Double, label: String)] {
        guard a.isFinite, b.isFinite, count > 0 else { return [] }
        let lo = min(a, b), hi = max(a, b), count = min(count, maxCount)
        guard lo >= minInstant, hi <= maxInstant, hi - lo >= 0.001 else {
            return numeric(lo, hi, count: count)
        }
        let clock = ZoneClock(timeZone: timeZone)
        let steps = DateTickStep.all
        // The shortest step giving about `count` ticks (a longer one if that gives too many) …
        var i = DateTickStep.index(span: hi - lo, count: count)
        var values: [Double]?
        while values == nil, i < steps.count {
            values = steps[i].instants(lo, hi, clock: clock, limit: maxCount)
            if values == nil { i += 1 }
        }
        guard var values else { return numeric(lo, hi, count: count) }
        // … or a shorter one when it misses the axis (20 days hold no 1st of the month): two ticks at least.
        while values.count < min(2, count), i > 0, let finer = steps[i - 1].instants(lo, hi, clock: clock, limit: maxCount) {
            values = finer
            i -= 1
        }
        let labels = DateTickLabeler(step: steps[i], clock: clock).labels(values)
        return zip(values, labels).map { (value: $0.0, label: $0.1) }
    }

    /// Plain numeric ticks (seconds since 1970), for spans a calendar cannot usefully label.
    /// Values closer together than a double can tell apart (sub-microsecond steps around 2024) are merged.
    static func numeric(_ lo: Double, _ hi: Double, count: Int) -> [(value: Double, label: String)] {
        let step = Ticks.step(lo, hi, count: count)
        var out: [(value: Double, label: String)] = []
        for v in Ticks.values(lo, hi, count: count) where out.count < maxCount && v > out.last?.value ?? -.infinity {
            out.append((value: v, label: Ticks.format(v, step: step)))
        }
        return out
    }

    /// A readable date-time for one value at about the given resolution (seconds per pixel):
    /// "2024-03-05", then " 14:30" below a day, ":15" below a minute and ".250" below a second.
    ///
    /// Values outside years 1…9999 (or not finite) are formatted as plain numbers.
    public static func format(_ v: Double, resolution: Double, timeZone: TimeZone) -> String {
        guard v.isFinite, v >= minInstant, v <= maxInstant else { return Ticks.format(v, step: 1) }
        let labeler = DateTickLabeler(step: DateTickStep(unit: .millisecond, count: 1), clock: ZoneClock(timeZone: timeZone))
        let (date, second, ms) = labeler.parts(v)
        let pad = DateTickLabeler.pad
        var s = pad(date.year, 4) + "-" + pad(date.month, 2) + "-" + pad(date.day, 2)
        if resolution < 86_400 { s += " " + DateTickLabeler.clock(second, seconds: false) }
        if resolution < 60 { s += ":" + pad(second % 60, 2) }
        if resolution < 1 { s += "." + pad(ms, 3) }
        return s
    }
}
