import Foundation

extension AxisBreaks {
    /// Dates the generators accept (seconds since 1970, about the years 68 to 9892); wider spans are clamped.
    static let calendarSpan: ClosedRange<Double> = -6e10...2.5e11

    /// Nights and weekends for trading data: everything outside `[open, close)` local time on the
    /// given weekdays, between `from` and `to` (seconds since 1970), in `timeZone`.
    ///
    /// Sessions are built with calendar arithmetic in `timeZone`, so a 09:30–16:00 session stays
    /// 09:30–16:00 local time across daylight-saving changes. A `close` at or before `open` ends
    /// the session on the next day (overnight sessions such as futures); `open == close` is a
    /// 24-hour session. Holidays are not modelled. `weekdays` are Calendar weekday numbers
    /// (Sunday = 1); hours are clamped to 0...24 and minutes to 0...59. Non-finite or reversed
    /// bounds are clamped or swapped, and at most `maxGenerated` days are generated.
    public static func tradingSessions(
        from: Double, to: Double,
        open: (hour: Int, minute: Int), close: (hour: Int, minute: Int),
        weekdays: Set<Int> = [2, 3, 4, 5, 6], timeZone: TimeZone
    ) -> AxisBreaks {
        guard !from.isNaN, !to.isNaN else { return AxisBreaks([]) }
        let lo = min(max(min(from, to), calendarSpan.lowerBound), calendarSpan.upperBound)
        var hi = min(max(max(from, to), calendarSpan.lowerBound), calendarSpan.upperBound)
        hi = min(hi, lo + Double(maxGenerated) * 86_400)
        guard lo < hi else { return AxisBreaks([]) }
        let days = weekdays.filter { (1...7).contains($0) }
        guard !days.isEmpty else { return AxisBreaks([lo...hi]) }
        let openMin = minutes(open, max: 1439)
        let closeMin = minutes(close, max: 1440)
        let overnight = closeMin <= openMin

        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = timeZone
        let parts: Set<Calendar.Component> = [.year, .month, .day, .weekday]
        // Start a day early so an overnight session from the day before `from` is seen.
        guard let first = cal.date(byAdding: .day, value: -1, to: cal.startOfDay(for: Date(timeIntervalSince1970: lo))) else {
            return AxisBreaks([])
        }
        var day = first
        var dayParts = cal.dateComponents(parts, from: day)
        var out: [ClosedRange<Double>] = []
        var cursor = lo   // everything in [lo, cursor) is accounted for
        for _ in 0...(maxGenerated + 2) {
            guard day.timeIntervalSince1970 < hi,
                  let next = cal.date(byAdding: .day, value: 1, to: day), next > day else { break }
            let nextParts = cal.dateComponents(parts, from: next)
            if let wd = dayParts.weekday, days.contains(wd),
               let o = wallTime(dayParts, openMin, cal),
               let c = overnight ? wallTime(nextParts, closeMin, cal)
                   : closeMin == 1440 ? next.timeIntervalSince1970 : wallTime(dayParts, closeMin, cal),
               c > o, c > cursor, o < hi {
                if o > cursor { out.append(cursor...o) }
                cursor = c
            }
            day = next
            dayParts = nextParts
        }
        if cursor < hi { out.append(cursor...hi) }
        return AxisBreaks(out)
    }

    /// A range of `length` excluded every `period` starting at `start` (e.g. a daily maintenance
    /// window), clipped to `[from, to]`. A period or length that is not positive and finite gives
    /// no exclusions; at most `maxGenerated` ranges are generated.
    public static func repeating(start: Double, length: Double, period: Double, from: Double, to: Double) -> AxisBreaks {
        guard start.isFinite, length.isFinite, period.isFinite, length > 0, period > 0,
              !from.isNaN, !to.isNaN else { return AxisBreaks([]) }
        let big = Double.greatestFiniteMagnitude
        let lo = max(min(from, to), -big), hi = min(max(from, to), big)
        guard lo < hi else { return AxisBreaks([]) }
        if length >= period { return AxisBreaks([lo...hi]) }
        // The first occurrence that ends at or after `lo`.
        var n = ((lo - start - length) / period).rounded(.down)
        guard n.isFinite else { return AxisBreaks([]) }
        var out: [ClosedRange<Double>] = []
        for _ in 0..<maxGenerated {
            let a = start + n * period
            guard a.isFinite, a <= hi else { break }
            let b = min(a + length, hi)
            let s = max(a, lo)
            if s < b { out.append(s...b) }
            n += 1
        }
        return AxisBreaks(out)
    }

    /// Minutes since midnight for an (hour, minute), clamped to `0...max`.
    private static func minutes(_ t: (hour: Int, minute: Int), max top: Int) -> Int {
        let h = min(max(t.hour, 0), 24), m = min(max(t.minute, 0), 59)
        return min(h * 60 + m, top)
    }

    /// Seconds since 1970 of a local wall time (minutes since midnight, below 1440) on a calendar day.
    private static func wallTime(_ day: DateComponents, _ minutes: Int, _ cal: Calendar) -> Double? {
        var c = DateComponents()
        c.year = day.year
        c.month = day.month
        c.day = day.day
        c.hour = minutes / 60
        c.minute = minutes % 60
        return cal.date(from: c)?.timeIntervalSince1970
    }
}
