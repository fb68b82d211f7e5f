import ChartIO
import ChartCore

/// What a column is for in a first picture, decided before any kind of chart is chosen.
public enum ColumnRole: String, Hashable, Sendable {
    /// Dates, or numbers that order the rows (a year, a step).
    case time
    /// Numbers measured: the values to plot.
    case measure
    /// A few values that sort rows into groups: text, booleans, a handful of whole numbers.
    case category
    /// Names and numbers that only tell rows apart (ID, code, zip, case numbers): listed, never an axis.
    case identifier
    /// Degrees north (by name and range).
    case latitude
    /// Degrees east (by name and range).
    case longitude
    /// One value throughout: nothing to show.
    case constant
    /// Free text, neither a category nor a label.
    case text

    /// Words in a column's name that say it identifies rows.
    static let identifierWords: Set<String> = ["id", "ids", "code", "codes", "key", "zip", "zipcode", "postal", "postcode",
                                              "fips", "uid", "uuid", "seqn", "index", "idx", "obs", "patnr", "ssn", "serial", "provnum"]
    /// Units measured again and again (a long table's key), and places and batches named by number
    /// (a site, a school district, a replicate): identifiers when the name is the word alone or
    /// with a number's word (`subject`, `site_no`) — not `patient_sex` or `household_income`.
    static let unitWords: Set<String> = ["subject", "patient", "person", "individual", "firm", "household", "litter", "strip", "pair",
                                        "site", "location", "station", "brood", "school", "district", "replicate", "batch"]
    /// Words that, beside a unit's, still name it by number.
    static let numberWords: Set<String> = ["no", "nr", "num", "number"]
    /// Words in a column's name that say it is a time.
    static let timeWords: Set<String> = ["year", "years", "time", "date", "month", "week", "day", "days", "period", "occasion",
                                        "quarter", "hour", "minute", "t", "step", "age", "visit", "cycle", "cycles"]

    /// The words of a column's name: split at anything not a letter or digit and where lower case meets upper.
    public static func words(_ name: String) -> [String] {
        var out: [String] = []
        var word = ""
        var previousLower = false
        for ch in name {
            if ch.isLetter || ch.isNumber {
                if ch.isUppercase, previousLower, !word.isEmpty { out.append(word.lowercased()); word = "" }
                word.append(ch)
                previousLower = ch.isLowercase || ch.isNumber
            } else {
                if !word.isEmpty { out.append(word.lowercased()) }
                word = ""
                previousLower = false
            }
        }
        if !word.isEmpty { out.append(word.lowercased()) }
        return out
    }

    /// Whether a name says the column identifies rows (a word such as ID, code or zip).
    public static func namesIdentifier(_ name: String) -> Bool {
        let w = words(name)
        if w.contains(where: { identifierWords.contains($0) }) { return true }
        return w.contains { unitWords.contains($0) } && w.allSatisfy { unitWords.contains($0) || numberWords.contains($0) }
    }

    /// Whether a name says the column is a time (year, time, period…).
    public static func namesTime(_ name: String) -> Bool {
        words(name).contains { timeWords.contains($0) }
    }
}

/// Every column's role in a table, with the facts the choice read (distinct numbers in a sample).
public struct ColumnRoles: Sendable {
    /// The role of each column, in the table's order.
    public var roles: [ColumnRole]
    /// Distinct values among up to `sampleSize` of each numeric column's finite values (nil: text).
    public var distinctNumbers: [Int?]

    /// Finite values read from a column to count its distinct values.
    static let sampleSize = 4096
    /// A whole-number column with at most this many values is a category (cylinders, a 0/1 outcome).
    public static let categoryValues = 8

    /// The roles of `table`'s columns from their summaries.
    public init(_ t: DataTable, _ s: [ColumnSummary]) {
        let distinct = t.columns.map { c in c.numbers.map { Self.distinct($0) } }
        distinctNumbers = distinct
        var r = s.indices.map { i in Self.role(s[i], distinct: i < distinct.count ? distinct[i] : nil, first: i == 0) }
        // One time orders the rows: beside a date or a column named as a time, or after the first,
        // numbers that happen to ascend are measures (a table sorted by one of them).
        // (Dates in half the rows or more that are times; numbers named as a time, in order or not — a
        // long table's years; R's row labels that are years.)
        let named = Set(s.indices.filter { i in
            switch s[i].kind {
            case .date: return r[i] == .time && s[i].count >= s[i].gaps
            case .number: return (r[i] == .time || r[i] == .measure) && ColumnRole.namesTime(s[i].name) || (r[i] == .time && s[i].isIdentifier)
            case .text: return false
            }
        })
        let first = named.isEmpty ? r.firstIndex(of: .time) : nil
        for i in r.indices where r[i] == .time && i != first && !named.contains(i) && s[i].kind == .number { r[i] = .measure }
        // One number alone that happens to be sorted (a sample written in order) is what is measured, not a time.
        if let f = first, !named.contains(f), s[f].kind == .number,
           !s.indices.contains(where: { $0 != f && s[$0].kind == .number && [.measure, .time, .category].contains(r[$0]) }) {
            r[f] = .measure
        }
        roles = r
    }

    /// Distinct finite values among the values `WorkspaceInference.sample` spreads over the column.
    static func distinct(_ v: ColumnBuffer) -> Int {
        Set(WorkspaceInference.sample(v).lazy.filter(\.isFinite)).count
    }

    static func role(_ s: ColumnSummary, distinct: Int?, first: Bool) -> ColumnRole {
        let named = ColumnRole.namesIdentifier(s.name)
        switch s.kind {
        case .date:
            // A date of one or two values over many rows (a file-wide "last updated") orders nothing.
            return s.min == s.max || ((distinct ?? 3) <= 2 && s.count > 10) ? .constant : .time
        case .text:
            guard let d = s.distinct, s.count > 0 else { return .constant }
            if d <= 1 { return .constant }
            if named { return .identifier }
            if d <= WorkspaceInference.maxKeys && d < s.count { return .category }
            // One row a value, or nearly: names of rows (a model, a state) — labels, not groups.
            return d * 10 >= s.count * 9 ? .identifier : .text
        case .number:
            guard s.count > 0, let lo = s.min, let hi = s.max else { return .constant }
            if lo == hi { return .constant }
            // Row labels that are years (a table of one row a year, its years as R's row names) are its time.
            if s.isIdentifier, !s.isRowIndex, s.ascends, !s.repeatsNeighbour, s.integral, lo >= 1000, hi <= 2200 { return .time }
            if s.isIdentifier || s.isRowIndex { return .identifier }
            // Row numbers first in the table under any name (1, 2, 3… at every row) but a time's (t, step).
            if first, s.ascends, !s.repeatsNeighbour, s.integral, s.gaps == 0, s.count > 2, lo == 0 || lo == 1,
               hi - lo == Double(s.count - 1), !ColumnRole.namesTime(s.name) { return .identifier }
            if let r = coordinate(s) { return r }
            let d = distinct ?? Int.max
            if named && s.integral { return .identifier }
            if s.ascends && (ColumnRole.namesTime(s.name) || !s.repeatsNeighbour) { return .time }
            if s.integral, d >= 2, d <= Self.categoryValues, s.count >= 3 * d { return .category }
            return .measure
        }
    }

    /// Latitude or longitude, by a word of the name and a range that fits.
    static func coordinate(_ s: ColumnSummary) -> ColumnRole? {
        let w = ColumnRole.words(s.name)
        guard let lo = s.min, let hi = s.max else { return nil }
        if w.contains(where: { ["lat", "latitude"].contains($0) }), lo >= -90, hi <= 90 { return .latitude }
        if w.contains(where: { ["lon", "long", "lng", "longitude"].contains($0) }), lo >= -180, hi <= 360 { return .longitude }
        return nil
    }

    /// The columns of `role`, in the table's order.
    public func columns(_ role: ColumnRole) -> [Int] { roles.indices.filter { roles[$0] == role } }
}
