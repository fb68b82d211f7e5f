import ChartCore

/// A parsed table: named columns of numbers or text.
public struct DataTable: Hashable, Sendable {
    /// One column's values.
    public enum Values: Hashable, Sendable {
        /// Numbers; missing cells are NaN.
        case number(ColumnBuffer)
        /// Date-times as seconds since 1970 (UTC); missing cells are NaN.
        case date(ColumnBuffer)
        /// Text cells (categories).
        case text([String])

        /// Numbers held in an array (read in place).
        public static func number(_ v: [Double]) -> Values { .number(ColumnBuffer(v)) }
        /// Date-times held in an array (read in place).
        public static func date(_ v: [Double]) -> Values { .date(ColumnBuffer(v)) }
    }

    /// A named column.
    public struct Column: Hashable, Sendable {
        /// The column's name, from the header row or "column N" (1-based) when there is none.
        public var name: String
        /// The column's cells: numbers, date-times or text.
        public var values: Values
        /// Numbers that are durations in seconds (a timedelta, an interval, a time of day): their
        /// axis reads as a clock (`1:30:00`).
        public var isDuration = false
        /// The date column this one's times of day were joined into (a `Date` and `Time` read
        /// as one instant), or nil.
        public var joinedInto: String?
        /// The fixed offset east of UTC (seconds) the joined instants were read at, when the
        /// logger's clock ignores daylight saving; nil for the local wall clock.
        public var joinedOffset: Int?

        /// Creates a column from a name and its values.
        public init(name: String, values: Values) {
            self.name = name
            self.values = values
        }

        /// The numbers, when the column is numeric (dates count: seconds since 1970).
        public var numbers: ColumnBuffer? {
            switch values {
            case .number(let v), .date(let v): return v
            case .text: return nil
            }
        }

        /// True for date-time columns.
        public var isDate: Bool {
            if case .date = values { return true }
            return false
        }

        /// Cell count.
        public var count: Int {
            switch values {
            case .number(let v), .date(let v): return v.count
            case .text(let v): return v.count
            }
        }
    }

    /// The table's columns, left to right; all have the same number of cells.
    public var columns: [Column]

    /// What the reader left out, one line each (a nested column of a Parquet file, say).
    public var notes: [String] = []

    /// Creates a table from columns of equal length.
    public init(columns: [Column]) {
        self.columns = columns
    }

    /// Number of data rows.
    public var rowCount: Int { columns.first?.count ?? 0 }

    /// The column with this name, or with this 1-based number.
    public func columnIndex(_ key: String) -> Int? {
        if let i = columns.firstIndex(where: { $0.name == key }) { return i }
        if let i = columns.firstIndex(where: { $0.name.lowercased() == key.lowercased() }) { return i }
        if let n = Int(key), n >= 1, n <= columns.count { return n - 1 }
        return nil
    }
}

/// Why a file could not be turned into a table or chart: one line, naming where.
public struct DataError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file the problem is in, or "stdin" for standard input.
    public var file: String
    /// 1-based line number of the problem, when known.
    public var line: Int?
    /// 1-based column of the problem within its line, when known.
    public var column: Int?
    /// What went wrong, in a few words.
    public var message: String

    /// Creates an error for a file, with an optional line and column.
    public init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// The error as one line: `file:line:column: message`, omitting unknown parts.
    public var description: String {
        var s = file
        if let line { s += ":\(line)" }
        if let column { s += ":\(column)" }
        return "\(s): \(message)"
    }
}

extension DataError {
    /// A file whose every column was left out, with why each was (`reasons`, one per column).
    static func noColumnRead(file: String, reasons: [String]) -> DataError {
        DataError(file: file, message: "holds no column Chartreuse reads: " + reasons.joined(separator: "; "))
    }
}

extension DataTable {
    /// The notes for columns a reader left out, from why each was.
    static func leftOut(_ reasons: [String]) -> [String] { reasons.map { "\($0): left out" } }
}
