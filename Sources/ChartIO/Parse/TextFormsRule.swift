/// The stated rules by which a file's number and date forms are decided from its sampled cells.
///
/// - A column is read with decimal commas when every cell is a number in that form (`1.234,5`,
///   `1 234,5`, `0,25`, `12`) and not every cell is a plain number; with grouped thousands and a
///   decimal point when every cell is in that form (`1,234.5`). When both fit (`1,234` alone), the
///   file decides: a comma-separated file (whose such cells are quoted) means thousands, any other
///   separator a decimal comma. `--decimal ,` reads every column that fits as decimal commas (so
///   `1.234` is 1234); `--decimal .` never reads decimal commas.
/// - A column is read as durations in seconds when every cell is one (`0 days 00:01:08`,
///   `2 days`, `-00:00:05`, `14:30:00`; see ``DurationText``), whatever `--decimal` says.
/// - A column of clock times without seconds (`17:24`, `7:05`) right after a column of dates
///   that logs two rows a date or more, the times not falling within a date, is their times of
///   day, read as seconds since midnight (and joined to them, see ``DateTimeJoin``). Otherwise
///   `17:24` stays text: it could as well be minutes and seconds (a run's time, a lap).
/// - Dates with the year last and `/` or `-` between are day first when a first number above 12
///   appears (and no second one does), month first in the opposite case, among the cells that are
///   a date in one order at least, those with four-digit years when there are any; with no such proof, day
///   first in a file with decimal commas or `;` separators, else month first. `15.03.2024` (dots)
///   is always day first, whatever the order. `--date-order dmy|mdy` decides instead. The year
///   may have two digits with `/` or `-` (`1/3/11`, `25/11/63`): the latest such year no more
///   than ten years from now (2011, 1963).
enum TextFormsRule {
    /// The form of one column's sampled cells.
    static func numberForm<S: Sequence>(_ cells: S, delimiter: UInt8?, forced: UInt8?) -> NumberForm
    where S.Element == UnsafeBufferPointer<UInt8> {
        var allPlain = true, comma = true, point = true, duration = true, any = false
        for v in cells where !CellKinds.isMissing(v) {
            any = true
            if allPlain, NumberParser.parse(v) == nil { allPlain = false }
            if comma, LocaleNumber.parse(v, form: .decimalComma) == nil { comma = false }
            if point, LocaleNumber.parse(v, form: .groupedPoint) == nil { point = false }
            if duration, DurationText.parse(v) == nil { duration = false }
            if !allPlain, !comma, !point, !duration { break }
        }
        guard any else { return .plain }
        if duration { return .duration }
        if forced == UInt8(ascii: ",") { return comma ? .decimalComma : .plain }
        if allPlain { return .plain }
        if forced == UInt8(ascii: ".") { return point ? .groupedPoint : .plain }
        if comma, point { return delimiter == UInt8(ascii: ",") ? .groupedPoint : .decimalComma }
        return comma ? .decimalComma : point ? .groupedPoint : .plain
    }

    /// Whether the sampled cells are clock times without seconds (`17:24`), one at least: the
    /// `.clock` form when the column before holds dates.
    static func isClock<S: Sequence>(_ cells: S) -> Bool where S.Element == UnsafeBufferPointer<UInt8> {
        var any = false
        for v in cells where !CellKinds.isMissing(v) {
            guard DurationText.clock(v) != nil else { return false }
            any = true
        }
        return any
    }

    /// Whether sampled (date, time of day) cells read as a log: two rows a date or more on
    /// average, and the times not falling within a date (gaps skipped).
    static func isLog<S: Sequence>(_ rows: S) -> Bool where S.Element == (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) {
        var count = 0, dates = 0, last: (date: UnsafeBufferPointer<UInt8>, time: Double)?
        for (date, time) in rows {
            guard !CellKinds.isMissing(date), let t = DurationText.clock(time) else { continue }
            count += 1
            if let l = last, l.date.elementsEqual(date) {
                if t < l.time { return false }
            } else {
                dates += 1
            }
            last = (date, t)
        }
        return count >= 2 * max(1, dates)
    }

    /// The order of day and month for the sampled cells, or nil when no cell is such a date.
    static func dateOrder<S: Sequence>(_ cells: S, forced: DateOrder?, european: Bool) -> DateOrder?
    where S.Element == UnsafeBufferPointer<UInt8> {
        // Four-digit years' evidence, then two-digit years' (a column of codes such as a bank's sort
        // codes, 20-32-06, is weaker evidence than 15/03/2024): seen, a first above 12, a second.
        var evidence = [(seen: false, first: false, second: false), (seen: false, first: false, second: false)]
        for v in cells where v.count >= 6 {
            guard let (first, second, sep) = DateParser.leadingDayMonth(v), sep != UInt8(ascii: "."),
                  let year = DateParser.yearDigits(v, at: first.count + second.count + 2) else { continue }
            // A cell no order reads as a date is no evidence (20-32-06, 0/5/24, 40/2/2024).
            guard min(first.value, second.value) >= 1, max(first.value, second.value) <= 31,
                  min(first.value, second.value) <= 12 else { continue }
            let k = year == 4 ? 0 : 1
            evidence[k].seen = true
            if first.value > 12 { evidence[k].first = true }
            if second.value > 12 { evidence[k].second = true }
        }
        if let forced { return forced }
        guard let e = evidence.first(where: { $0.seen }) else { return nil }
        if e.first != e.second { return e.first ? .dmy : .mdy }
        return european ? .dmy : .mdy
    }
}
