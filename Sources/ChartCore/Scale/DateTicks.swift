import Foundation

/// Calendar-aware ticks for date-time axes (values are seconds since 1970), with labels whose
/// format follows the step: years, months, days, hours, minutes, seconds or milliseconds.
public enum DateTicks {
    /// A tick step: a count of a calendar unit.
    struct Step {
        let unit: Calendar.Component
        let count: Int
        let seconds: Double
    }

    static let steps: [Step] = {
        var s: [Step] = []
        for n in [1, 2, 5, 10, 15, 30] { s.append(Step(unit: .second, count: n, seconds: Double(n))) }
        for n in [1, 2, 5, 10, 15, 30] { s.append(Step(unit: .minute, count: n, seconds: Double(n * 60))) }
        for n in [1, 2, 3, 6, 12] { s.append(Step(unit: .hour, count: n, seconds: Double(n * 3600))) }
        for n in [1, 2] { s.append(Step(unit: .day, count: n, seconds: Double(n * 86_400))) }
        s.append(Step(unit: .weekOfYear, count: 1, seconds: 7 * 86_400))
        for n in [1, 3, 6] { s.append(Step(unit: .month, count: n, seconds: Double(n) * 30.44 * 86_400)) }
        for n in [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000] { s.append(Step(unit: .year, count: n, seconds: Double(n) * 365.25 * 86_400)) }
        return s
    }()

    /// Ticks in [a, b] (either order) aiming at `count` of them, labelled in `timeZone`.
    public static func ticks(_ a: Double, _ b: Double, count: Int, timeZone: TimeZone) -> [(value: Double, label: String)] {
        guard a.isFinite, b.isFinite, count > 0 else { return [] }
        let lo = min(a, b), hi = max(a, b)
        // Beyond what calendars handle (or below a second), use plain numbers of seconds.
        guard hi - lo >= 1, lo > -6e10, hi < 2.5e11 else {
            return subSecond(lo, hi, count: count, timeZone: timeZone)
        }
        let target = (hi - lo) / Double(count)
        let step = steps.first { $0.seconds >= target } ?? steps[steps.count - 1]
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = timeZone
        cal.firstWeekday = 2
        let startDate = Date(timeIntervalSince1970: lo)
        // Align the first tick to the unit's boundary (midnight, the 1st, 1 January, a multiple of the count).
        var comps: Set<Calendar.Component> = [.year, .month, .day, .hour, .minute, .second]
        switch step.unit {
        case .year: comps = [.year]
        case .month: comps = [.year, .month]
        case .weekOfYear: comps = [.yearForWeekOfYear, .weekOfYear]
        case .day: comps = [.year, .month, .day]
        case .hour: comps = [.year, .month, .day, .hour]
        case .minute: comps = [.year, .month, .day, .hour, .minute]
        default: break
        }
        var dc = cal.dateComponents(comps, from: startDate)
        switch step.unit {
        case .year: dc.year = (dc.year ?? 1970) / step.count * step.count
        case .month: dc.month = ((dc.month ?? 1) - 1) / step.count * step.count + 1
        case .hour: dc.hour = (dc.hour ?? 0) / step.count * step.count
        case .minute: dc.minute = (dc.minute ?? 0) / step.count * step.count
        case .second:
            dc.second = (dc.second ?? 0) / step.count * step.count
        default: break
        }
        guard let start = cal.date(from: dc) else { return [] }
        var out: [(Double, String)] = []
        var k = 0
        var previous: Date?
        while out.count < 200 {
            guard let d = cal.date(byAdding: step.unit, value: k * step.count, to: start) else { break }
            k += 1
            let t = d.timeIntervalSince1970
            if t > hi + 1e-6 { break }
            if t < lo - 1e-6 { continue }
            out.append((t, label(d, step: step, previous: previous, cal: cal)))
            previous = d
        }
        return out
    }

    /// A label for a tick, showing the larger unit when it changes (the year on January, the date at midnight).
    static func label(_ d: Date, step: Step, previous: Date?, cal: Calendar) -> String {
        let c = cal.dateComponents([.year, .month, .day, .hour, .minute, .second], from: d)
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let mon = months[max(0, min(11, (c.month ?? 1) - 1))]
        let p = previous.map { cal.dateComponents([.year, .month, .day], from: $0) }
        let newYear = p == nil || p?.year != c.year
        let newDay = p == nil || p?.day != c.day || p?.month != c.month || newYear
        func two(_ v: Int?) -> String { String(format: "%02d", v ?? 0) }
        switch step.unit {
        case .year:
            return String(c.year ?? 0)
        case .month:
            return c.month == 1 || newYear ? "\(mon) \(c.year ?? 0)" : mon
        case .day, .weekOfYear:
            return newYear && p != nil ? "\(mon) \(c.day ?? 1) \(c.year ?? 0)" : (p == nil ? "\(mon) \(c.day ?? 1) \(c.year ?? 0)" : "\(mon) \(c.day ?? 1)")
        case .hour, .minute:
            if c.hour == 0 && c.minute == 0 || p == nil { return newDay ? "\(mon) \(c.day ?? 1) \(two(c.hour)):\(two(c.minute))" : "\(two(c.hour)):\(two(c.minute))" }
            return newDay ? "\(mon) \(c.day ?? 1) \(two(c.hour)):\(two(c.minute))" : "\(two(c.hour)):\(two(c.minute))"
        default:
            return "\(two(c.hour)):\(two(c.minute)):\(two(c.second))"
        }
    }

    /// Spans under a second (or outside calendar range): numeric ticks labelled as clock time with milliseconds.
    static func subSecond(_ lo: Double, _ hi: Double, count: Int, timeZone: TimeZone) -> [(value: Double, label: String)] {
        let step = Ticks.step(lo, hi, count: count)
        guard step.isFinite, step > 0 else { return [(lo, Ticks.format(lo, step: 1))] }
        let decimals = max(0, min(9, (-floor(log10(step) + 1e-9)).clampedInt))
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = timeZone
        return Ticks.values(lo, hi, count: count).map { v in
            guard abs(v) < 2.5e11 else { return (v, Ticks.format(v, step: step)) }
            let whole = floor(v)
            let c = cal.dateComponents([.hour, .minute, .second], from: Date(timeIntervalSince1970: whole))
            let frac = String(format: "%.\(decimals)f", v - whole).dropFirst()   // ".250"
            return (v, String(format: "%02d:%02d:%02d", c.hour ?? 0, c.minute ?? 0, c.second ?? 0) + frac)
        }
    }

    /// A readable date-time for one value at about the given resolution (seconds per pixel).
    public static func format(_ v: Double, resolution: Double, timeZone: TimeZone) -> String {
        guard v.isFinite, abs(v) < 2.5e11 else { return Ticks.format(v, step: 1) }
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = timeZone
        let c = cal.dateComponents([.year, .month, .day, .hour, .minute, .second], from: Date(timeIntervalSince1970: v))
        var s = String(format: "%04d-%02d-%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0)
        if resolution < 86_400 { s += String(format: " %02d:%02d", c.hour ?? 0, c.minute ?? 0) }
        if resolution < 60 { s += String(format: ":%02d", c.second ?? 0) }
        if resolution < 1 { s += String(format: ".%03d", Int(((v - floor(v)) * 1000).rounded()) % 1000) }
        return s
    }
}
