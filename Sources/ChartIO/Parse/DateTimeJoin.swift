import ChartCore
import Foundation

/// A date and its time of day written in two columns (`Date;Time`, as data loggers and
/// spreadsheets write them) read as one instant.
///
/// The rule: a date column whose every date is a whole day (no time of its own), followed at
/// once by a column of durations that all lie within a day (`17:24:00`). The date column then
/// holds the instants, named after both (`Date Time`); the time column stays, marked as part of
/// them, so that it is no value of the first picture but can still be plotted. Each instant is
/// the local wall clock of its date and time (a day of a daylight-saving change included). A
/// row missing either part has no instant.
enum DateTimeJoin {
    /// The longest time of day: `24:00:00`, which some loggers write for the day's end.
    static let day = 86_400.0

    /// Joins every date column of `table` followed by a time of day; returns the date columns
    /// joined (with their time column, the next).
    @discardableResult
    static func apply(to table: inout DataTable, timeZone: TimeZone) -> [Int] {
        var joined: [Int] = []
        var c = 0
        while c + 1 < table.columns.count {
            defer { c += 1 }
            let date = table.columns[c], time = table.columns[c + 1]
            guard date.isDate, case .number(let t) = time.values, time.isDuration,
                  let d = date.numbers, withinDay(t),
                  let instants = instants(dates: d, times: t, timeZone: timeZone) else { continue }
            table.columns[c].values = .date(ColumnBuffer(instants))
            table.columns[c].name = date.name + " " + time.name
            table.columns[c + 1].joinedInto = table.columns[c].name
            joined.append(c)
        }
        return joined
    }

    /// Appended rows of a table whose columns were joined: each joined date column's new values
    /// (`numbers`, one array per column) become instants. False when a new date has a time of
    /// its own or a new time lies outside a day (the file is then read again whole).
    static func extend(_ numbers: inout [[Double]], columns: [DataTable.Column], timeZone: TimeZone) -> Bool {
        for c in columns.indices.dropLast() where columns[c + 1].joinedInto == columns[c].name && columns[c].isDate {
            guard withinDay(numbers[c + 1]), let joined = instants(dates: numbers[c], times: numbers[c + 1], timeZone: timeZone) else { return false }
            numbers[c] = joined
        }
        return true
    }

    /// Whether every finite value lies within a day, and one does.
    static func withinDay<C: Collection>(_ times: C) -> Bool where C.Element == Double {
        var any = false
        for t in times where t.isFinite {
            guard t >= 0, t <= day else { return false }
            any = true
        }
        return any || times.isEmpty
    }

    /// The instant of each date (a local midnight) at its time of day, or nil when a date is not
    /// a local midnight.
    static func instants<D: Collection, T: Collection>(dates: D, times: T, timeZone: TimeZone) -> [Double]?
    where D.Element == Double, T.Element == Double {
        var clock = DateParser(timeZone: timeZone)
        var out: [Double] = []
        out.reserveCapacity(dates.count)
        // Rows of one day share its date: its midnight is found and checked once.
        var date = Double.nan, midnight = 0.0
        for (d, t) in zip(dates, times) {
            guard d.isFinite else { out.append(.nan); continue }
            if d != date {
                // The nearest local midnight, which must be the date itself (as the date was read).
                midnight = ((d + Double(clock.localOffset(atWallClock: d))) / day).rounded() * day
                guard midnight - Double(clock.localOffset(atWallClock: midnight)) == d else { return nil }
                date = d
            }
            guard t.isFinite else { out.append(.nan); continue }
            let wall = midnight + t
            out.append(wall - Double(clock.localOffset(atWallClock: wall)))
        }
        return out
    }
}
