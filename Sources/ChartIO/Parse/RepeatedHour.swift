import ChartCore
import Foundation

/// One column of local date-times (`2007-10-28 02:30`) logged through the hour repeated when
/// clocks go back. Each wall clock of that hour reads as one of its two instants, so one of the
/// passes lands an hour away from its rows. When a column is out of order only there, each
/// repeated wall clock takes its earlier instant unless that falls before the row above (or
/// equals it in a log whose last step spans the hour), as ``DateTimeJoin`` reads a date and its
/// time; the column is changed only when that puts it in order.
enum RepeatedHour {
    /// The column's instants in order, or nil when it ascends already or its disorder is not
    /// that of a repeated hour (events in no order, a zone without daylight saving).
    static func inOrder(_ v: ColumnBuffer, timeZone: TimeZone) -> [Double]? {
        guard !v.strictlyAscends, let (lo, hi) = TableBuilder.extent(v) else { return nil }
        let spans = Spans(from: lo, to: hi, timeZone: timeZone)
        guard !spans.list.isEmpty else { return nil }
        // Every step back must land in a repeated hour (the first that does not ends the search).
        // A repeat there counts only in a column with no other repeat (an hourly log's `02:00`
        // twice): a log of events repeats instants anywhere. (A run of one value is looked up once.)
        var previous = -Double.infinity, back = false, repeatIn = false, repeatOut = false
        var looked = Double.nan, inSpan = false
        for x in v where x.isFinite {
            if x <= previous {
                if x != looked { (looked, inSpan) = (x, spans.span(x) != nil) }
                if x < previous {
                    guard inSpan else { return nil }
                    back = true
                } else if inSpan {
                    repeatIn = true
                } else {
                    repeatOut = true
                }
            }
            previous = x
        }
        guard back || (repeatIn && !repeatOut) else { return nil }
        var out = Array(v)
        var step = 0.0
        previous = -.infinity
        for i in out.indices where out[i].isFinite {
            let x = out[i]
            if let s = spans.span(x) {
                // A wall clock without a zone reads as one of its instants; the other ones are
                // written with their offset (or as epoch numbers): not a local log.
                guard s.parsed.contains(x) else { return nil }
                out[i] = s.repeated.instant(of: x + Double(x < s.change ? s.before : s.after), previous: previous, step: step)
            }
            if previous.isFinite { step = out[i] - previous }
            previous = out[i]
        }
        return ColumnBuffer(out).finiteValuesAscend ? out : nil
    }

    /// Whether rows appended to `old` (which ascends) step back into a repeated hour, or repeat
    /// an instant there: the file is then read again whole, so that both passes of the hour are
    /// put in order.
    static func stepsBack(old: ColumnBuffer, new: [Double], timeZone: TimeZone) -> Bool {
        guard old.finiteValuesAscend else { return false }
        let last = old.last(where: \.isFinite) ?? -.infinity
        var previous = last
        // Rows that keep the order (most appends) look nothing up.
        var first: Double?
        for x in new where x.isFinite {
            if x <= previous { first = x; break }
            previous = x
        }
        guard let first, let (lo, hi) = TableBuilder.extent(new) else { return false }
        let spans = Spans(from: min(lo, first), to: hi, timeZone: timeZone)
        previous = last
        for x in new where x.isFinite {
            if x <= previous, spans.span(x) != nil { return true }
            if x < previous { return false }
            previous = x
        }
        return false
    }

    /// The spans of every change setting clocks back between two instants, in order.
    struct Spans {
        let list: [Span]

        /// From `lo` to `hi` (none in a zone without daylight saving; at most 2,000).
        init(from lo: Double, to hi: Double, timeZone: TimeZone) {
            var out: [Span] = []
            var t = Date(timeIntervalSince1970: lo - DateTimeJoin.day)
            for _ in 0..<4_000 {
                guard let next = timeZone.nextDaylightSavingTimeTransition(after: t), next.timeIntervalSince1970 <= hi + DateTimeJoin.day
                else { break }
                if let s = Span(around: next.timeIntervalSince1970, timeZone: timeZone) { out.append(s) }
                t = next
            }
            list = out
        }

        /// The span `x` lies in (by bisection: the spans are sorted and apart).
        func span(_ x: Double) -> Span? {
            var a = 0, b = list.count
            while a < b {
                let m = (a + b) / 2
                if list[m].instants.upperBound <= x { a = m + 1 } else { b = m }
            }
            return a < list.count && list[a].instants.contains(x) ? list[a] : nil
        }
    }

    /// The instants whose wall clocks occur twice around one change of clocks.
    struct Span {
        /// The wall clocks the change repeats, and the offsets east of UTC before and after it.
        var repeated: DateTimeJoin.RepeatedWalls
        var before: Int { repeated.before }
        var after: Int { repeated.after }
        /// The change's instant.
        var change: Double { repeated.walls.lowerBound - Double(after) }
        /// The half a wall clock without a zone reads as (``DateParser``'s choice, which depends
        /// on the zone: Paris's the later, New York's the earlier).
        var parsed: Range<Double>

        /// From the change's instant less the hour it repeats to the change plus that hour.
        var instants: Range<Double> { (change - Double(before - after))..<(change + Double(before - after)) }

        /// The span `x` lies in, or nil.
        init?(around x: Double, timeZone: TimeZone) {
            guard let r = DateTimeJoin.RepeatedWalls(near: x - DateTimeJoin.day / 2, timeZone: timeZone) else { return nil }
            repeated = r
            let change = r.walls.lowerBound - Double(r.after), (before, after) = (r.before, r.after)
            var clock = DateParser(timeZone: timeZone)
            let early = clock.localOffset(atWallClock: r.walls.lowerBound) == r.before
            parsed = early ? (change - Double(before - after))..<change : change..<(change + Double(before - after))
            guard instants.contains(x) else { return nil }
        }
    }
}
