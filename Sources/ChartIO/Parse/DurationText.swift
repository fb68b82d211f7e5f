/// Elapsed times written as text, read as seconds: what pandas writes for a timedelta column
/// (`0 days 00:01:08.000000`, `-1 days +23:59:55`, `3 days`) and duckdb for an interval
/// (`2 days 03:00:00`, `1 day`, `-00:00:05`, `00:00:01.5`), and clock times (`14:30:00`).
///
/// The form is `[±]D day[s]`, `[±]H:MM:SS[.fraction]`, or both with a space between. Each part
/// keeps its own sign, as both writers mean it: `-1 days +23:59:55` is −5 s. Hours have one to
/// six digits, minutes and seconds two each, below 60; months and years (whose length varies)
/// and `MM:SS` alone (which could be either order) are not durations.
enum DurationText {
    /// The seconds `b` spells, or nil when it is not a duration in the form above.
    static func parse(_ b: UnsafeBufferPointer<UInt8>) -> Double? {
        var i = 0
        let n = b.count
        guard n >= 5, n <= 64 else { return nil }
        var whole = 0, fraction = 0.0
        // A day count first, when a space follows the number.
        let daysSign = sign(b, &i)
        let dayDigits = digits(b, &i, most: 9)
        if let days = dayDigits, i < n, b[i] == 0x20 {
            i += 1
            guard day(b, &i) else { return nil }
            if i < n, b[i] == UInt8(ascii: "s") { i += 1 }
            whole = daysSign * days.value * 86_400
            guard i < n else { return Double(whole) }
            guard b[i] == 0x20 else { return nil }
            i += 1
        } else {
            i = 0   // no day count: read again as the clock part
        }
        let clockSign = sign(b, &i)
        guard let hours = digits(b, &i, most: 6), colon(b, &i),
              let minutes = digits(b, &i, most: 2), minutes.count == 2, minutes.value < 60, colon(b, &i),
              let seconds = digits(b, &i, most: 2), seconds.count == 2, seconds.value < 60 else { return nil }
        if i < n {
            guard b[i] == UInt8(ascii: ".") else { return nil }
            i += 1
            guard let f = digits(b, &i, most: 18), i == n else { return nil }
            fraction = Double(f.value) / Double(DigitRun.scales[f.count])
        }
        let clock = hours.value * 3_600 + minutes.value * 60 + seconds.value
        return Double(whole + clockSign * clock) + Double(clockSign) * fraction
    }

    /// The seconds since midnight of a clock time without seconds (`17:24`, `7:05`, `24:00`), or
    /// nil: one or two digits of hours up to 24, then two of minutes below 60 (24 only as
    /// `24:00`). Alone such a cell could be minutes and seconds; beside a log's dates it is a time of day
    /// (see ``TextFormsRule``).
    static func clock(_ b: UnsafeBufferPointer<UInt8>) -> Double? {
        var i = 0
        guard b.count == 4 || b.count == 5, let hours = digits(b, &i, most: 2), colon(b, &i),
              let minutes = digits(b, &i, most: 2), minutes.count == 2, i == b.count,
              minutes.value < 60, hours.value < 24 || (hours.value == 24 && minutes.value == 0) else { return nil }
        return Double(hours.value * 3_600 + minutes.value * 60)
    }

    /// Reads a `+` or `-` at `i`: the sign it gives (1 when there is none).
    private static func sign(_ b: UnsafeBufferPointer<UInt8>, _ i: inout Int) -> Int {
        guard i < b.count else { return 1 }
        if b[i] == UInt8(ascii: "-") { i += 1; return -1 }
        if b[i] == UInt8(ascii: "+") { i += 1 }
        return 1
    }

    /// Reads one to `most` digits at `i`: their value and number, or nil for none or more.
    private static func digits(_ b: UnsafeBufferPointer<UInt8>, _ i: inout Int, most: Int) -> (value: Int, count: Int)? {
        var value = 0, count = 0
        while i < b.count, b[i] &- 48 < 10 {
            guard count < most else { return nil }
            value = value * 10 + Int(b[i] &- 48)
            count += 1
            i += 1
        }
        return count > 0 ? (value, count) : nil
    }

    /// Reads a `:` at `i`.
    private static func colon(_ b: UnsafeBufferPointer<UInt8>, _ i: inout Int) -> Bool {
        guard i < b.count, b[i] == UInt8(ascii: ":") else { return false }
        i += 1
        return true
    }

    /// Reads `day` at `i`.
    private static func day(_ b: UnsafeBufferPointer<UInt8>, _ i: inout Int) -> Bool {
        guard i + 3 <= b.count, b[i] == UInt8(ascii: "d"), b[i + 1] == UInt8(ascii: "a"), b[i + 2] == UInt8(ascii: "y") else { return false }
        i += 3
        return true
    }
}
