/// How a column writes its numbers.
public enum NumberForm: String, Hashable, Sendable {
    /// `1234.5`, as programs write them.
    case plain
    /// A decimal comma, digits perhaps grouped in threes by `.`, a space or `'`: `1.234,5`,
    /// `1 234,5`, `-0,25` (spreadsheets in most of Europe).
    case decimalComma
    /// A decimal point with digits grouped in threes by `,`: `1,234.5` (a spreadsheet in English).
    case groupedPoint
    /// Elapsed times, read as seconds: `0 days 00:01:08`, `2 days`, `-00:00:05`, `14:30:00.25`
    /// (pandas' timedeltas, duckdb's intervals, clock times); see ``DurationText``.
    case duration
    /// Clock times without seconds (`17:24`) in a column right after the dates of a log: times of day, read
    /// as seconds since midnight; see ``DurationText/clock(_:)``.
    case clock

    /// Whether the form reads seconds (a duration or a time of day), whose axis reads as a clock.
    var isSeconds: Bool { self == .duration || self == .clock }
}

/// Which of day and month comes first in a date written `03/04/2024`.
public enum DateOrder: String, Hashable, Sendable {
    case dmy, mdy
}

/// What the person has said about how to read the file (`--decimal`, `--date-order`, and for a
/// database `--table` or `--query`); nil lets the reader decide from the file.
public struct TextForms: Hashable, Sendable {
    /// The decimal mark: `,` or `.`; nil decides per column.
    public var decimal: UInt8?
    /// The date order for dates with the year last; nil decides from the dates.
    public var dateOrder: DateOrder?
    /// For a SQLite database: the table to read (nil: its only table).
    public var table: String?
    /// For a SQLite database: the query whose rows to read, instead of a table.
    public var query: String?
    /// Whether `table` and `query` are for the databases among several files (others read as
    /// usual), not a mistake on a file that is no database.
    public var databasesOnly = false
    /// For Parquet and Arrow files: read only the columns of these names (lowercased), when the
    /// file has every one of them; nil reads every column.
    public var columns: Set<String>?

    /// Forms decided from the file.
    public static let automatic = TextForms()

    /// Forms given by the person (nil: decided from the file).
    public init(decimal: UInt8? = nil, dateOrder: DateOrder? = nil, table: String? = nil, query: String? = nil) {
        self.decimal = decimal
        self.dateOrder = dateOrder
        self.table = table
        self.query = query
    }
}

/// Numbers in the spreadsheet forms: grouped thousands and decimal commas, read exactly (the
/// digits are rewritten plainly and parsed as any number). Grouping must be regular — a first
/// group of one to three digits, then groups of exactly three — or the cell is not a number.
enum LocaleNumber {
    /// The value of `b` written in `form`, or nil.
    static func parse(_ b: UnsafeBufferPointer<UInt8>, form: NumberForm) -> Double? {
        switch form {
        case .plain: return NumberParser.parse(b)
        case .decimalComma: return rewrite(b, decimal: UInt8(ascii: ","), groups: [UInt8(ascii: "."), 0x20, UInt8(ascii: "'")])
        case .groupedPoint: return rewrite(b, decimal: UInt8(ascii: "."), groups: [UInt8(ascii: ",")])
        case .duration: return DurationText.parse(b)
        case .clock: return DurationText.clock(b)
        }
    }

    /// Reads sign, grouped integer digits, the decimal mark and the rest, into plain text.
    private static func rewrite(_ b: UnsafeBufferPointer<UInt8>, decimal: UInt8, groups: [UInt8]) -> Double? {
        let n = b.count
        guard n > 0, n <= 64 else { return nil }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: n) { out -> Double? in
            var o = 0, i = 0
            if b[0] == UInt8(ascii: "-") || b[0] == UInt8(ascii: "+") { out[o] = b[0]; o += 1; i = 1 }
            var run = 0, groupsSeen = 0, separator: UInt8 = 0, firstRun = 0
            while i < n {
                let c = b[i]
                if c &- 48 < 10 {
                    out[o] = c; o += 1; run += 1; i += 1
                    continue
                }
                // A space may come as U+00A0 or U+202F (no-break and narrow no-break).
                var width = 1, mark = c
                if c == 0xC2, i + 1 < n, b[i + 1] == 0xA0 { width = 2; mark = 0x20 }
                if c == 0xE2, i + 2 < n, b[i + 1] == 0x80, b[i + 2] == 0xAF { width = 3; mark = 0x20 }
                guard groups.contains(mark), run > 0 else { break }
                // One kind of group mark per number, and groups of three after the first.
                if groupsSeen == 0 { firstRun = run; separator = mark } else if mark != separator || run != 3 { return nil }
                guard firstRun <= 3 else { return nil }
                groupsSeen += 1
                run = 0
                i += width
            }
            if groupsSeen > 0, run != 3 { return nil }
            // Digits before the mark, or none (`,5`); the mark, or an exponent straight after
            // ungrouped digits (`1e-05`, as pandas writes small numbers with any mark).
            guard o > 0 || (i < n && b[i] == decimal), run > 0 || groupsSeen == 0 else { return nil }
            if i < n {
                if b[i] == decimal {
                    out[o] = UInt8(ascii: "."); o += 1; i += 1
                } else {
                    guard b[i] | 0x20 == UInt8(ascii: "e"), groupsSeen == 0, run > 0 else { return nil }
                }
                while i < n {
                    let c = b[i]
                    // The fraction and an exponent are written as plain numbers are.
                    guard c &- 48 < 10 || c | 0x20 == UInt8(ascii: "e") || c == UInt8(ascii: "-") || c == UInt8(ascii: "+") else { return nil }
                    out[o] = c; o += 1; i += 1
                }
            }
            return NumberParser.parse(UnsafeBufferPointer(start: out.baseAddress, count: o))
        }
    }
}
