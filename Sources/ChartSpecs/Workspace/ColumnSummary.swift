import ChartIO
import ChartCore
import Dispatch
import Foundation

/// What one pass over a column tells a person browsing it and the inference choosing a first
/// picture: its kind, how many cells it has and lacks, its range or distinct values, whether it
/// ascends, and a small outline for a sparkline.
public struct ColumnSummary: Hashable, Sendable {
    /// How a column's cells read.
    public enum Kind: String, Hashable, Sendable {
        /// Numbers.
        case number
        /// Date-times.
        case date
        /// Text.
        case text
    }

    /// The column's name.
    public var name: String
    /// Numbers, dates or text.
    public var kind: Kind
    /// Cells with a value.
    public var count = 0
    /// Missing cells (empty text, or NaN numbers).
    public var gaps = 0
    /// The smallest finite value (numbers and dates).
    public var min: Double?
    /// The largest finite value (numbers and dates).
    public var max: Double?
    /// Distinct values, counted up to `distinctCap` (text; numbers: nil).
    public var distinct: Int?
    /// Whether each finite value is at least the one before (numbers and dates).
    public var ascends = false
    /// Whether some value repeats the one before it (in an ascending column: a duplicate).
    public var repeatsNeighbour = false
    /// Whether every finite value is a whole number.
    public var integral = false
    /// A typical size of the values: the larger of |2nd| and |98th| percentile of a sample.
    public var magnitude: Double = 0
    /// The outline for a sparkline: per-bin means of numbers, or the counts of the most frequent texts.
    public var outline: [Double] = []
    /// The most frequent texts, most frequent first (text columns, up to eight).
    public var topValues: [String] = []
    /// Numbers that are durations in seconds (their range reads as a clock).
    public var isDuration = false
    /// Times of day joined with the date before them into one instant (see `DataTable.Column.joinedInto`).
    public var isJoinedTime = false

    /// What the pass found, kept so that rows appended later are read on their own.
    enum Scanned: Hashable, Sendable {
        case none
        case numbers(NumberScan, rows: Int)
        case texts(TextScan)
    }
    /// The pass's findings over the column's first rows.
    var scanned = Scanned.none

    /// A column named `name` of `kind`, with nothing counted yet (a workspace's actions name
    /// columns so).
    public init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }

    /// Distinct text values are counted up to this many.
    public static let distinctCap = 100_000
    /// Bins of a sparkline.
    public static let bins = 48

    /// Numbers or dates.
    public var isNumeric: Bool { kind != .text }

    /// Named as pandas or R name a data frame's index (empty, "Unnamed: 0", "rownames", "index"):
    /// row labels, never values to plot. A column named like data ("t", "step") is data.
    public var isIdentifier: Bool { Self.isIdentifier(name) }

    /// Whether `name` is one a data frame's index is written under (see `isIdentifier`).
    public static func isIdentifier(_ name: String) -> Bool {
        let n = name.lowercased()
        return n.isEmpty || n.hasPrefix("unnamed") || n == "rownames" || n == "index" || n == "row.names"
    }

    /// A row number written out by a data frame library: whole numbers rising by one from 0 or 1,
    /// no gaps, under an index's name (`isIdentifier`) or the name an empty first header cell gets
    /// ("column 1": pandas writes its index so).
    public var isRowIndex: Bool {
        guard isIdentifier || name == "column 1", kind == .number, ascends, integral, gaps == 0, count > 1,
              let lo = min, let hi = max else { return false }
        return (lo == 0 || lo == 1) && hi - lo == Double(count - 1)
    }

    /// Named as a part of a date (year, month, day, hour…), or the time of day joined into one:
    /// beside a time axis it is no series.
    public var isTimePart: Bool {
        isJoinedTime || ["year", "month", "day", "hour", "minute", "second", "quarter", "week", "weekday", "yday", "doy"].contains(name.lowercased())
    }

    /// Whole numbers of zero or more named like a count of rows (Freq, n, count, total): a table
    /// of counts, whose rows weigh that much each.
    public var isWeight: Bool {
        guard kind == .number, integral, (min ?? -1) >= 0 else { return false }
        return ["freq", "frequency", "count", "counts", "n", "total", "number", "weight", "observed"].contains(name.lowercased())
    }

    /// Summaries of every column, computed on all cores (see `summaries(_:previous:)`).
    public static func of(_ table: DataTable) -> [ColumnSummary] {
        of(table, previous: Array(repeating: nil, count: table.columns.count))
    }

    /// Summaries of `table`, which is `old` with rows appended, reading only the new rows of a
    /// column whose old rows it still holds (`previous` summarises `old`).
    public static func of(_ table: DataTable, appendedTo old: DataTable, previous: [ColumnSummary]) -> [ColumnSummary] {
        of(table, previous: table.columns.indices.map { j -> ColumnSummary? in
            // Matched by place (names may repeat); derived columns follow the file's.
            let c = table.columns[j]
            guard j < old.columns.count, j < previous.count, old.columns[j].name == c.name else { return nil }
            switch (c.values, old.columns[j].values) {
            case (.number(let v), .number(let o)), (.date(let v), .date(let o)):
                return v.sharesPrefix(o) ? previous[j] : nil
            case (.text(let v), .text(let o)):
                return v.count >= o.count ? previous[j] : nil
            default:
                return nil
            }
        })
    }

    private static func of(_ table: DataTable, previous: [ColumnSummary?]) -> [ColumnSummary] {
        summaries(table.columns, previous: previous)
    }

    /// The summary of one column; with `previous`, the summary of its first rows, only the rows
    /// after those are read (`previous` must be of those very values: the column's buffer is told
    /// what the summary finds, and charts trust it).
    public static func of(_ c: DataTable.Column, extending previous: ColumnSummary? = nil) -> ColumnSummary {
        summaries([c], previous: [previous])[0]
    }

    /// The larger of |2nd| and |98th| percentile of up to 4,096 evenly spaced finite values.
    static func magnitude(_ v: ColumnBuffer) -> Double {
        let step = Swift.max(1, v.count / 4096)
        var sample: [Double] = []
        sample.reserveCapacity(Swift.min(v.count, 4097))
        var i = 0
        while i < v.count {
            if v[i].isFinite { sample.append(v[i]) }
            i += step
        }
        guard !sample.isEmpty else { return 0 }
        sample.sort()
        let a = sample[Int(Double(sample.count - 1) * 0.02)], b = sample[Int(Double(sample.count - 1) * 0.98)]
        return Swift.max(abs(a), abs(b))
    }

    /// Per-bin means of the finite values (NaN for a bin without one).
    static func outline(_ v: ColumnBuffer) -> [Double] {
        guard !v.isEmpty else { return [] }
        let bins = Swift.min(Self.bins, v.count)
        var out = [Double](repeating: .nan, count: bins)
        for b in 0..<bins {
            let r = (v.count * b / bins)..<(v.count * (b + 1) / bins)
            var sum = 0.0, n = 0
            // Long bins are sampled: the outline is a picture, not a statistic.
            let step = Swift.max(1, r.count / 512)
            var k = r.lowerBound
            while k < r.upperBound {
                if v[k].isFinite { sum += v[k]; n += 1 }
                k += step
            }
            if n > 0 { out[b] = sum / Double(n) }
        }
        return out
    }
}
