import Foundation

/// Parses date-times into seconds since 1970 (UTC instant).
///
/// Accepts ISO 8601 (`2024-03-01T12:30:00Z`, with fractional seconds, `±HH:MM`/`±HHMM` zones),
/// `YYYY-MM-DD HH:MM[:SS]`, dates alone, and `YYYY/MM/DD`; with the year last, `DD.MM.YYYY`
/// (always day first: no one writes dots month first) and `DD/MM/YYYY` or `MM/DD/YYYY` (`-`
/// too) in the order `order` says, where the year may have two digits (`1/3/11`: see
/// ``fullYear(_:)``). A time without a zone is local time in `timeZone` (local by default).
public struct DateParser {
    /// Time zone for date-times written without one.
    public var timeZone: TimeZone { didSet { hourPrefix.valid = false; offsetCache = [:]; lastHour = (Int.min, 0) } }
    /// Day or month first in dates with the year last and `/` or `-` between (nil: not read).
    public var order: DateOrder?
    /// The latest year a two-digit year can mean: ten years from now (`63` is 1963, `11` is 2011).
    public var twoDigitYearLimit = DateParser.tenYearsFromNow
    static let tenYearsFromNow = Calendar(identifier: .gregorian).component(.year, from: Date()) + 10
    private var offsetCache: [Int: Int] = [:]
    /// The last date in words read and what it meant (see ``monthNamed(_:)``).
    var lastWords: (text: [UInt8], value: Double?)?
    /// The hour asked last and its offset: rows in time order ask the same hour again and again.
    private var lastHour = (key: Int.min, offset: 0)
    /// The last `YYYY-MM-DD HH` (or `T`) read without a zone, as two overlapping 8-byte words, and
    /// what it means: rows in time order repeat it for an hour, so the rest is minutes and seconds.
    private var hourPrefix = (words: (UInt64(0), UInt64(0)), day: 0.0, hour: 0, offset: 0, valid: false)

    /// Creates a parser that reads zone-less date-times in `timeZone` (local by default).
    public init(timeZone: TimeZone = .current) {
        self.timeZone = timeZone
    }

    /// Days from 1970-01-01 to a civil date (Howard Hinnant's algorithm).
    static func daysFromCivil(_ y0: Int, _ m: Int, _ d: Int) -> Int {
        let y = m <= 2 ? y0 - 1 : y0
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (m + 9) % 12
        let doy = (153 * mp + 2) / 5 + d - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    static func daysIn(_ y: Int, _ m: Int) -> Int {
        switch m {
        case 2: return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Seconds since 1970 for the text in `b`, or nil when it is not a date-time (dates written
    /// with month names or quarters are read too: see ``monthNamed(_:)``).
    public mutating func parse(_ b: UnsafeBufferPointer<UInt8>) -> Double? {
        if let v = parseDigits(b) { return v }
        return Self.hasLetter(b) ? monthNamed(b) : nil
    }

    /// Seconds since 1970 for a date-time written in digits (ISO 8601 and the forms above).
    mutating func parseDigits(_ b: UnsafeBufferPointer<UInt8>) -> Double? {
        let n = b.count
        guard n >= 6, n <= 40 else { return nil }
        if n >= 16, hourPrefix.valid, let v = sameHour(b) { return v }
        // A cursor, not closures over a local index: a captured index is boxed and every use of it
        // checked for exclusive access at run time (a fifth of a JSON Lines date column's reading).
        var c = DateCursor(b: b)
        let y: Int, mo: Int, d: Int
        if let (first, second, sep) = Self.leadingDayMonth(b) {
            // The year last: 15.03.2024, 03/15/2024, 15-03-2024 (one or two digits each).
            guard sep == UInt8(ascii: ".") || order != nil else { return nil }
            c.i = first.count + second.count + 2
            // Four digits, or two (not after dots) ending the cell or followed by its time.
            guard let digits = Self.yearDigits(b, at: c.i), digits == 4 || sep != UInt8(ascii: "."),
                  let value = c.num(digits) else { return nil }
            let year = digits == 4 ? value : fullYear(value)
            let dayFirst = sep == UInt8(ascii: ".") || order == .dmy
            (y, mo, d) = (year, dayFirst ? second.value : first.value, dayFirst ? first.value : second.value)
        } else {
            guard let year = c.num(4) else { return nil }
            let sep = c.i < n ? b[c.i] : 0
            guard sep == UInt8(ascii: "-") || sep == UInt8(ascii: "/") else { return nil }
            c.i += 1
            guard let month = c.num(2), c.take(sep), let day = c.num(2) else { return nil }
            (y, mo, d) = (year, month, day)
        }
        guard (1...12).contains(mo), d >= 1, d <= Self.daysIn(y, mo) else { return nil }
        var seconds = Double(Self.daysFromCivil(y, mo, d) * 86_400)
        var hasTime = false
        var zoneOffset: Int?
        if c.i < n, b[c.i] == UInt8(ascii: "T") || b[c.i] == UInt8(ascii: " ") {
            c.i += 1
            guard let h = c.num(2), c.take(UInt8(ascii: ":")), let mi = c.num(2), h <= 24, mi < 60 else { return nil }
            var s = 0.0
            if c.take(UInt8(ascii: ":")) {
                guard let sec = c.num(2), sec <= 60 else { return nil }
                s = Double(sec)
                if c.take(UInt8(ascii: ".")) || c.take(UInt8(ascii: ",")) {
                    var frac = 0.0, scale = 0.1
                    var any = false
                    while c.i < n, b[c.i] &- 48 < 10 {
                        frac += Double(b[c.i] &- 48) * scale
                        scale /= 10
                        c.i += 1
                        any = true
                    }
                    guard any else { return nil }
                    s += frac
                }
            }
            seconds += Double(h * 3600 + mi * 60) + s
            hasTime = true
            if c.take(UInt8(ascii: "Z")) || c.take(UInt8(ascii: "z")) {
                zoneOffset = 0
            } else if c.i < n, b[c.i] == UInt8(ascii: "+") || b[c.i] == UInt8(ascii: "-") {
                let sign = b[c.i] == UInt8(ascii: "-") ? -1 : 1
                c.i += 1
                guard let zh = c.num(2) else { return nil }
                _ = c.take(UInt8(ascii: ":"))
                let zm = c.num(2) ?? 0
                zoneOffset = sign * (zh * 3600 + zm * 60)
            }
        }
        guard c.i == n else { return nil }
        _ = hasTime
        if let z = zoneOffset { return seconds - Double(z) }
        let offset = localOffset(atWallClock: seconds)
        if hasTime, n >= 16, Self.isHourPrefixed(b) {
            hourPrefix = (Self.prefixWords(b), Double(Self.daysFromCivil(y, mo, d) * 86_400),
                          Int(b[11] &- 48) * 10 + Int(b[12] &- 48), offset, true)
        }
        return seconds - Double(offset)
    }

    /// Whether `b` starts `YYYY-MM-DD HH:` (or with `T`, or `/` between the date's parts).
    @inline(__always)
    static func isHourPrefixed(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        (b[4] == UInt8(ascii: "-") || b[4] == UInt8(ascii: "/")) && b[7] == b[4]
            && (b[10] == UInt8(ascii: " ") || b[10] == UInt8(ascii: "T")) && b[13] == UInt8(ascii: ":")
    }

    /// The first 13 bytes of `b` (at least 16 long) as two overlapping words.
    @inline(__always)
    static func prefixWords(_ b: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64) {
        let raw = UnsafeRawPointer(b.baseAddress!)
        return (raw.loadUnaligned(as: UInt64.self), raw.loadUnaligned(fromByteOffset: 5, as: UInt64.self))
    }

    /// The instant of `b` when it is in the hour read last and ends `:MM`, `:MM:SS` or
    /// `:MM:SS.fff` with no zone: the same sum, in the same order, as the full reading; nil
    /// for anything else (the full reading then decides).
    @inline(__always)
    private func sameHour(_ b: UnsafeBufferPointer<UInt8>) -> Double? {
        let w = Self.prefixWords(b)
        guard w == hourPrefix.words, b[13] == UInt8(ascii: ":") else { return nil }
        let n = b.count
        let m1 = b[14] &- 48, m2 = b[15] &- 48
        guard m1 < 6, m2 < 10 else { return nil }
        var s = 0.0
        if n > 16 {
            guard n >= 19, b[16] == UInt8(ascii: ":") else { return nil }
            let s1 = b[17] &- 48, s2 = b[18] &- 48
            guard s1 < 10, s2 < 10, s1 * 10 + s2 <= 60 else { return nil }
            s = Double(s1 * 10 + s2)
            if n > 19 {
                guard b[19] == UInt8(ascii: ".") || b[19] == UInt8(ascii: ","), n > 20 else { return nil }
                var frac = 0.0, scale = 0.1
                for k in 20..<n {
                    let d = b[k] &- 48
                    guard d < 10 else { return nil }
                    frac += Double(d) * scale
                    scale /= 10
                }
                s += frac
            }
        }
        let seconds = hourPrefix.day + (Double(hourPrefix.hour * 3600 + Int(m1 * 10 + m2) * 60) + s)
        return seconds - Double(hourPrefix.offset)
    }

    /// The year a two-digit year means: the latest one ending in those digits no later than
    /// `twoDigitYearLimit` (data mostly records the past: a birth in `63` is 1963, where strptime's
    /// `%y` reads 2063).
    public func fullYear(_ yy: Int) -> Int {
        twoDigitYearLimit - (twoDigitYearLimit - yy) % 100
    }

    /// The digits of a year-last date's year in `b` starting at `at`: 4, or 2 (`1/3/11`) ending
    /// the cell or followed by its time; nil for anything else.
    static func yearDigits(_ b: UnsafeBufferPointer<UInt8>, at: Int) -> Int? {
        func digits(_ k: Int) -> Bool { at + k <= b.count && (at..<(at + k)).allSatisfy { b[$0] &- 48 < 10 } }
        if digits(4) { return 4 }
        return digits(2) && (at + 2 == b.count || b[at + 2] == UInt8(ascii: " ")) ? 2 : nil
    }

    /// The two leading numbers of a date written with the year last (`15.03.2024`, `3/15/2024`):
    /// their values and digit counts, and the separator; nil for anything else.
    static func leadingDayMonth(_ b: UnsafeBufferPointer<UInt8>) -> ((value: Int, count: Int), (value: Int, count: Int), UInt8)? {
        func run(_ at: Int) -> (value: Int, count: Int)? {
            var v = 0, k = at
            while k < b.count, k - at < 3, b[k] &- 48 < 10 { v = v * 10 + Int(b[k] &- 48); k += 1 }
            return k - at >= 1 && k - at <= 2 ? (v, k - at) : nil
        }
        guard let first = run(0), first.count < b.count else { return nil }
        let sep = b[first.count]
        guard sep == UInt8(ascii: ".") || sep == UInt8(ascii: "/") || sep == UInt8(ascii: "-"),
              let second = run(first.count + 1), first.count + 1 + second.count < b.count,
              b[first.count + 1 + second.count] == sep else { return nil }
        return (first, second, sep)
    }

    /// Parses a Swift string (convenience).
    public mutating func parse(_ s: String) -> Double? {
        var s = s
        return s.withUTF8 { parse($0) }
    }

    /// The zone's offset for a wall-clock time, cached per hour.
    mutating func localOffset(atWallClock t: Double) -> Int {
        guard abs(t) < 1e13 else { return 0 }   // beyond ±300,000 years: no zone rules apply
        let key = Int((t / 3600).rounded(.down))
        if key == lastHour.key { return lastHour.offset }
        if let o = offsetCache[key] { lastHour = (key, o); return o }
        // Guess with the offset at the wall-clock instant, then correct once (DST edges).
        var o = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: t))
        o = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: t - Double(o)))
        if offsetCache.count > 100_000 { offsetCache.removeAll() }
        offsetCache[key] = o
        lastHour = (key, o)
        return o
    }
}

/// A read position in a date's bytes.
private struct DateCursor {
    let b: UnsafeBufferPointer<UInt8>
    var i = 0

    /// The value of the `count` digits at the position, moving past them; nil (not moving) when
    /// they are not all digits or run past the end.
    @inline(__always)
    mutating func num(_ count: Int) -> Int? {
        guard i + count <= b.count else { return nil }
        var v = 0
        for k in 0..<count {
            let d = b[i + k] &- 48
            guard d < 10 else { return nil }
            v = v * 10 + Int(d)
        }
        i += count
        return v
    }

    /// Moves past `byte` when it is at the position.
    @inline(__always)
    mutating func take(_ byte: UInt8) -> Bool {
        if i < b.count, b[i] == byte { i += 1; return true }
        return false
    }
}
