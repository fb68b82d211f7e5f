import ChartCore
import Foundation

/// A date and its time of day written in two columns (`Date;Time`, as data loggers and
/// spreadsheets write them) read as one instant.
///
/// The rule: a date column whose every date is a whole day (no time of its own) and whose days
/// hold two rows or more on average (a log, not one row a day), followed at once by a column of
/// durations that all lie within a day (`17:24:00`). The date column (its name kept) then holds
/// the instants; the time column stays, marked as part of them, so that it is no value of the
/// first picture but can still be plotted. Each instant is the local wall clock of its date and
/// time; a logger whose clock ignores daylight saving (its wall clocks ascend, their local
/// instants do not: an hour that does not exist locally) is read at the zone's offset at its first
/// row throughout. The hour repeated when clocks go back, logged twice, reads in order: its first
/// pass at the summer offset, its second at the winter one. A row missing either part has no
/// instant.
enum DateTimeJoin {
    /// The longest time of day: `24:00:00`, which some loggers write for the day's end.
    static let day = 86_400.0

    /// Joins every date column of `table` followed by a time of day.
    static func apply(to table: inout DataTable, timeZone: TimeZone) {
        for c in table.columns.indices.dropLast() {
            let date = table.columns[c], time = table.columns[c + 1]
            guard date.isDate, case .number(let t) = time.values, time.isDuration,
                  let d = date.numbers, withinDay(t), severalRowsADay(d),
                  let local = instants(dates: d, times: t, timeZone: timeZone, offset: nil) else { continue }
            // The column's order is remembered with it (the summaries ask again).
            var values = ColumnBuffer(local), offset: Int?
            if !values.finiteValuesAscend, let walls = instants(dates: d, times: t, timeZone: timeZone, offset: 0),
               ColumnBuffer(walls).finiteValuesAscend, let first = walls.first(where: \.isFinite) {
                var clock = DateParser(timeZone: timeZone)
                let o = clock.localOffset(atWallClock: first)
                values = ColumnBuffer(walls.map { $0 - Double(o) })
                offset = o
            }
            table.columns[c].values = .date(values)
            table.columns[c + 1].joinedInto = date.name
            table.columns[c + 1].joinedOffset = offset
        }
    }

    /// Appended rows of a table whose columns were joined: each joined date column's new values
    /// (`numbers`, one array per column) become instants, as the first rows' were. False when a
    /// new date has a time of its own or a new time lies outside a day (the file is then read
    /// again whole).
    static func extend(_ numbers: inout [[Double]], columns: [DataTable.Column], timeZone: TimeZone) -> Bool {
        for c in columns.indices.dropLast() where columns[c + 1].joinedInto == columns[c].name && columns[c].isDate {
            let offset = columns[c + 1].joinedOffset
            guard withinDay(numbers[c + 1]), let old = columns[c].numbers,
                  let new = instants(dates: numbers[c], times: numbers[c + 1], timeZone: timeZone, offset: offset,
                                     after: old.last(where: \.isFinite) ?? -.infinity) else { return false }
            // Rows in order that fall out of it (a logger ignoring daylight saving meeting the
            // spring's change): the whole file decides again.
            if old.finiteValuesAscend, !ColumnBuffer((old.last(where: \.isFinite).map { [$0] } ?? []) + new).finiteValuesAscend {
                return false
            }
            numbers[c] = new
        }
        return true
    }

    /// Whether every finite value lies within a day.
    static func withinDay<C: Collection>(_ times: C) -> Bool where C.Element == Double {
        times.allSatisfy { !$0.isFinite || ($0 >= 0 && $0 <= day) }
    }

    /// Whether the dates change at most every other row on average: a log of several rows a day
    /// (a table of one row a day beside a duration — a night's sleep, a race's time — is no log).
    static func severalRowsADay<C: Collection>(_ dates: C) -> Bool where C.Element == Double {
        var changes = 0, rows = 0, last = Double.nan
        for d in dates where d.isFinite {
            if rows > 0, d != last { changes += 1 }
            last = d
            rows += 1
        }
        return rows >= 2 * (changes + 1)
    }

    /// The instant of each date (a local midnight) at its time of day — at the local wall clock,
    /// or at a fixed `offset` east of UTC — or nil when a date is not a local midnight. A wall
    /// clock that occurs twice (the hour repeated when clocks go back) is its earlier instant
    /// unless that falls before the row above (`after` for the first row), or equals it in a log
    /// whose last step spans the repeated hour (an hourly log writes `02:00` twice): then its
    /// later one, so that a log of the repeated hour, written twice, stays in order.
    static func instants<D: Collection, T: Collection>(dates: D, times: T, timeZone: TimeZone, offset: Int?,
                                                      after: Double = -.infinity) -> [Double]?
    where D.Element == Double, T.Element == Double {
        var clock = DateParser(timeZone: timeZone)
        var out: [Double] = []
        out.reserveCapacity(dates.count)
        // Rows of one day share its date: its midnight is found and checked once.
        var date = Double.nan, midnight = 0.0, previous = after, step = 0.0
        var repeated: RepeatedWalls?
        // Each date's change of clocks, looked up once (a file of several loggers interleaves dates).
        var changes: [Double: RepeatedWalls?] = [:]
        for (d, t) in zip(dates, times) {
            guard d.isFinite else { out.append(.nan); continue }
            if d != date {
                // The midnight nearest the date's wall clock (a midnight skipped by a change of
                // clocks reads as the hour after), which must read back as the date itself.
                let wall = d + Double(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: d)))
                midnight = (wall / day).rounded() * day
                guard midnight - Double(clock.localOffset(atWallClock: midnight)) == d else { return nil }
                date = d
                if offset != nil {
                    repeated = nil
                } else if let known = changes[d] {
                    repeated = known
                } else {
                    repeated = RepeatedWalls(near: d, timeZone: timeZone)
                    if changes.count < 100_000 { changes[d] = repeated }
                }
            }
            guard t.isFinite else { out.append(.nan); continue }
            let wall = midnight + t
            var instant = wall - Double(offset ?? clock.localOffset(atWallClock: wall))
            if let r = repeated, r.walls.contains(wall) { instant = r.instant(of: wall, previous: previous, step: step) }
            if previous.isFinite { step = instant - previous }
            previous = instant
            out.append(instant)
        }
        return out
    }

    /// The wall clocks that occur twice when clocks go back: those from the change's instant read
    /// at the offset after it up to the same instant read at the offset before it.
    struct RepeatedWalls {
        var walls: Range<Double>
        /// The offsets east of UTC before and after the change (`before` > `after`).
        var before: Int, after: Int

        /// The repeated walls of the change of clocks within a day of `instant`, or nil when
        /// there is none or it sets clocks forward.
        init?(near instant: Double, timeZone: TimeZone) {
            guard let next = timeZone.nextDaylightSavingTimeTransition(after: Date(timeIntervalSince1970: instant - 6 * 3_600)),
                  next.timeIntervalSince1970 < instant + day + 6 * 3_600 else { return nil }
            let change = next.timeIntervalSince1970
            before = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: change - 1))
            after = timeZone.secondsFromGMT(for: next)
            guard after < before else { return nil }
            walls = (change + Double(after))..<(change + Double(before))
        }

        /// The instant of `wall` (one of `walls`) in a log whose row above is at `previous`, a
        /// `step` after its own row above: the earlier instant unless that falls before
        /// `previous`, or equals it where the step spans the repeated hour (an hourly log writes
        /// `02:00` twice); then the later.
        func instant(of wall: Double, previous: Double, step: Double) -> Double {
            let earlier = wall - Double(before)
            let secondPass = earlier < previous || (earlier == previous && step >= Double(before - after))
            return secondPass ? wall - Double(after) : earlier
        }
    }
}
