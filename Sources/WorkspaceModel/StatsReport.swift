import ChartCore
import ChartIO
import ChartSpecs
import Foundation

/// `--stats`: the statistics of every plotted series shown over an x range (all rows by default),
/// printed without a window, as a table or as one JSON object per line.
public enum StatsReport {
    /// The keys of a JSON line, in order.
    static let keys = ["series", "count", "min", "max", "mean", "median", "std", "rms", "sum", "first", "last"]

    /// The report's lines for the plots `built` (a series named twice is reported once).
    public static func lines(_ built: [BuiltChart], range: String?, json: Bool) throws -> [String] {
        var rows: [(String, SeriesStatistics?)] = []
        var seen = Set<String>()
        for b in built {
            let r = try range.map { try parseRange($0, dates: b.xIsDate) }
            // A series hidden in the workspace is left out, as the window's panel leaves it out.
            for s in b.data.series where s.isVisible && seen.insert(s.name).inserted {
                rows.append((s.name, statistics(s, in: r)))
            }
        }
        guard !json else { return rows.map { jsonLine($0.0, $0.1) } }
        let header = keys
        var table = [header] + rows.map { name, st in
            [name] + (st.map { s in
                [String(s.count)] + [s.min, s.max, s.mean, s.median ?? .nan, s.std, s.rms, s.sum, s.first, s.last].map(ValueText.exact)
            } ?? ["0"] + Array(repeating: "–", count: header.count - 2))
        }
        let widths = header.indices.map { c in table.map { $0[c].count }.max() ?? 0 }
        table = table.map { row in row.enumerated().map { c, cell in c == 0 ? cell.padding(toLength: widths[c], withPad: " ", startingAt: 0)
                                                                             : String(repeating: " ", count: widths[c] - cell.count) + cell } }
        return table.map { $0.joined(separator: "  ") }
    }

    /// The statistics of the values of `s` whose x lies in `r` (every finite one without `r`).
    static func statistics(_ s: Series, in r: ClosedRange<Double>?) -> SeriesStatistics? {
        guard let r else { return SeriesStatistics.of(s.y, in: 0..<s.count, median: true) }
        if s.x.map({ x in zip(x, x.dropFirst()).allSatisfy { $0 <= $1 } }) ?? true {
            return SeriesStatistics.of(s.y, in: s.indices(ofX: r), median: true)
        }
        let picked = (0..<s.count).filter { r.contains(s.xValue($0)) }.map { s.y[$0] }
        return SeriesStatistics.of(ColumnBuffer(picked), in: 0..<picked.count, median: true)
    }

    /// One JSON object: the keys in order, numbers in full, null for what a run has none of.
    static func jsonLine(_ name: String, _ s: SeriesStatistics?) -> String {
        func num(_ v: Double?) -> String {
            guard let v, v.isFinite else { return "null" }
            return v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : "\(v)"
        }
        let values: [String] = [String(s?.count ?? 0)] + [s?.min, s?.max, s?.mean, s?.median, s?.std, s?.rms, s?.sum, s?.first, s?.last].map(num)
        let nameJSON = String(data: try! JSONSerialization.data(withJSONObject: [name], options: [.withoutEscapingSlashes]), encoding: .utf8)!
            .dropFirst().dropLast()
        return "{" + zip(keys, [String(nameJSON)] + values).map { "\"\($0)\":\($1)" }.joined(separator: ",") + "}"
    }

    /// `LO:HI` as a closed range: numbers, or (on a date axis) dates and date-times, whose own
    /// colons are told from the separating one by trying each.
    static func parseRange(_ text: String, dates: Bool) throws -> ClosedRange<Double> {
        var parser = DateParser()
        func value(_ t: Substring) -> Double? {
            let s = t.trimmingCharacters(in: .whitespaces)
            if let d = Double(s), d.isFinite { return d }
            return dates ? parser.parse(s) : nil
        }
        for i in text.indices where text[i] == ":" {
            if let lo = value(text[..<i]), let hi = value(text[text.index(after: i)...]) {
                guard lo <= hi else { throw RangeError("--x-range \(text): LO is past HI") }
                return lo...hi
            }
        }
        throw RangeError("--x-range takes LO:HI (numbers\(dates ? " or dates" : "")), got '\(text)'")
    }

    /// An `--x-range` that is not LO:HI.
    public struct RangeError: Error, CustomStringConvertible {
        /// The mistake, as one line.
        public let description: String
        init(_ d: String) { description = d }
    }
}
