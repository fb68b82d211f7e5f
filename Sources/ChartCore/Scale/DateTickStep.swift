/// One interval between date-time ticks: a count of a clock or calendar unit, with the code that
/// lays its ticks out by calendar arithmetic in a time zone.
struct DateTickStep: Equatable, Sendable {
    /// The unit a step counts.
    enum Unit: Equatable, Sendable {
        /// Milliseconds (aligned to multiples of the count within the second).
        case millisecond
        /// Seconds of the local wall clock.
        case second
        /// Minutes of the local wall clock.
        case minute
        /// Hours of the local wall clock (aligned to local midnight).
        case hour
        /// Local calendar days, at local midnight.
        case day
        /// Weeks starting on Monday, at local midnight.
        case week
        /// Calendar months, on the 1st at local midnight (3 = quarters, 6 = half years).
        case month
        /// Calendar years, on 1 January at local midnight.
        case year
    }

    /// The unit counted.
    let unit: Unit
    /// How many units one step spans.
    let count: Int

    /// Every step, shortest first.
    static let all: [DateTickStep] = {
        var s: [DateTickStep] = []
        for n in [1, 2, 5, 10, 20, 50, 100, 200, 500] { s.append(DateTickStep(unit: .millisecond, count: n)) }
        for n in [1, 2, 5, 10, 15, 30] { s.append(DateTickStep(unit: .second, count: n)) }
        for n in [1, 2, 5, 10, 15, 30] { s.append(DateTickStep(unit: .minute, count: n)) }
        for n in [1, 2, 3, 6, 12] { s.append(DateTickStep(unit: .hour, count: n)) }
        for n in [1, 2] { s.append(DateTickStep(unit: .day, count: n)) }
        s.append(DateTickStep(unit: .week, count: 1))
        for n in [1, 2, 3, 6] { s.append(DateTickStep(unit: .month, count: n)) }
        for n in [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000] { s.append(DateTickStep(unit: .year, count: n)) }
        return s
    }()

    /// The step's typical length in seconds (months and years at their average length).
    var seconds: Double {
        let n = Double(count)
        switch unit {
        case .millisecond: return n / 1000
        case .second: return n
        case .minute: return n * 60
        case .hour: return n * 3600
        case .day: return n * 86_400
        case .week: return n * 7 * 86_400
        case .month: return n * 365.2425 / 12 * 86_400
        case .year: return n * 365.2425 * 86_400
        }
    }

    /// The index in `all` of the shortest step that gives about `count` ticks over `span` seconds
    /// (5 % slack, so ten years with their leap days still get yearly ticks when asking for ten).
    static func index(span: Double, count: Int) -> Int {
        let target = span / Double(max(1, count))
        return all.firstIndex { $0.seconds * 1.05 >= target } ?? all.count - 1
    }

    /// The tick instants in [lo, hi] (lo ≤ hi, both within the calendar range), strictly increasing,
    /// or nil when there would be more than `limit`.
    func instants(_ lo: Double, _ hi: Double, clock: ZoneClock, limit: Int) -> [Double]? {
        var out: [Double] = []
        /// Appends a tick if it is in range and after the last one; false once past `hi` or over the limit.
        func add(_ t: Double) -> Bool {
            if t > hi || out.count > limit { return false }
            if t >= lo, t > out.last ?? -.infinity { out.append(t) }
            return true
        }
        switch unit {
        case .millisecond:
            // Offsets are whole seconds, so aligning in UTC aligns the local clock too.
            var m = Int((lo * 1000 / Double(count)).rounded(.down))
            while add(Double(m * count) / 1000) { m += 1 }
        case .second, .minute, .hour:
            clockTicks(lo, hi, clock: clock, add: add)
        case .day, .week:
            let first = clock.localDate(Int(lo.rounded(.down))).date.dayNumber - 1
            let last = clock.localDate(Int(hi.rounded(.up))).date.dayNumber + 1
            let stride = unit == .week ? 7 : count
            // Days: multiples of the count since 1970-01-01, so panning keeps them. Weeks: Mondays.
            var d = unit == .week ? first + (7 - CivilDate.daysSinceMonday(first)) % 7 : first + (count - first.floorMod(count)) % count
            while d <= last, add(Double(clock.instant(local: d * 86_400))) { d += stride }
        case .month:
            // Each tick is the 1st of month start + k × count, never a previous tick plus a length.
            var m = clock.localDate(Int(lo.rounded(.down))).date.monthIndex
            m -= m.floorMod(count)
            let last = clock.localDate(Int(hi.rounded(.up))).date.monthIndex
            while m <= last, add(Double(clock.instant(local: CivilDate(monthIndex: m).dayNumber * 86_400))) { m += count }
        case .year:
            var y = clock.localDate(Int(lo.rounded(.down))).date.year
            y -= y.floorMod(count)
            let last = clock.localDate(Int(hi.rounded(.up))).date.year
            while y <= last, add(Double(clock.instant(local: CivilDate(year: y, month: 1, day: 1).dayNumber * 86_400))) { y += count }
        }
        return out.count > limit ? nil : out
    }

    /// Second, minute and hour ticks: aligned wall-clock times, found separately in each stretch of
    /// constant UTC offset. A wall time skipped by a spring-forward gap gets no tick; one repeated
    /// by a fall-back gets a tick at each of its two (distinct) instants.
    private func clockTicks(_ lo: Double, _ hi: Double, clock: ZoneClock, add: (Double) -> Bool) {
        let step = Int(seconds)
        var start = lo, offset = clock.offset(at: lo), end = clock.nextChange(after: lo)
        /// The first aligned wall-clock time at or after the stretch's start.
        func firstLocal() -> Int {
            let l = Int(start.rounded(.up)) + offset
            return l + (step - l.floorMod(step)) % step
        }
        var l = firstLocal()
        for _ in 0..<100_000 {
            let t = Double(l - offset)
            if t >= end || clock.offset(at: t) != offset {
                // Into the next stretch (at a change the zone reported, or one found by bisection).
                if t < end { end = clock.firstChange(after: max(start, t - Double(step)), before: t) }
                start = end
                guard start <= hi else { return }
                offset = clock.offset(at: start)
                end = clock.nextChange(after: start)
                l = firstLocal()
                continue
            }
            guard add(t) else { return }
            l += step
        }
    }
}
