import ChartCore
import Foundation

/// The rows a plot shows, as CSV text (Ctrl+E): series that share one x as columns beside it,
/// else one `series,x,y` row per point. Numbers round-trip exactly; dates are written as local
/// date-times; a gap is an empty cell.
public enum ViewRowsCSV {
    /// The CSV of the points of `series` whose x lies in `range` (every point without one), with
    /// `xName` heading the x column; dates in `dateZone` when the x values are date-times.
    /// Returns the text and the number of data rows.
    public static func csv(_ series: [Series], categories: [String] = [], xName: String, in range: ClosedRange<Double>?,
                           dateZone: TimeZone?) -> (text: String, rows: Int) {
        var text = ""
        let rows = write(series, categories: categories, xName: xName, in: range, dateZone: dateZone) { text += $0 }
        return (text, rows)
    }

    /// Writes the same CSV to `path` (through a temporary file renamed into place, so a reader
    /// never sees half of it), a megabyte at a time; returns the number of data rows.
    public static func write(_ series: [Series], categories: [String] = [], xName: String, in range: ClosedRange<Double>?,
                             dateZone: TimeZone?, toFile path: String) throws -> Int {
        try writeFile(path) { sink in write(series, categories: categories, xName: xName, in: range, dateZone: dateZone, sink: sink) }
    }

    /// Writes what `produce` gives its sink to `path` through `path.part` renamed into place, a
    /// megabyte at a time; returns what `produce` returns (the rows written).
    package static func writeFile(_ path: String, _ produce: (_ sink: (String) -> Void) -> Int) throws -> Int {
        let temp = path + ".part"
        guard FileManager.default.createFile(atPath: temp, contents: nil) else {
            throw DataError(file: path, message: "cannot write here")
        }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: temp))
        var buffer = ""
        var failure: Error?
        func flush() {
            guard failure == nil, !buffer.isEmpty else { return }
            do { try handle.write(contentsOf: Data(buffer.utf8)) } catch { failure = error }
            buffer.removeAll(keepingCapacity: true)
        }
        let rows = produce { piece in
            buffer += piece
            if buffer.utf8.count >= 1 << 20 { flush() }
        }
        flush()
        try handle.close()
        if let failure {
            try? FileManager.default.removeItem(atPath: temp)
            throw failure
        }
        if FileManager.default.fileExists(atPath: path) { try FileManager.default.removeItem(atPath: path) }
        try FileManager.default.moveItem(atPath: temp, toPath: path)
        return rows
    }

    /// The CSV, a line at a time into `sink`; returns the number of data rows.
    static func write(_ series: [Series], categories: [String], xName: String, in range: ClosedRange<Double>?,
                      dateZone: TimeZone?, sink: (String) -> Void) -> Int {
        var xText = XText(zone: dateZone)
        let shared = series.count > 1 && series.dropFirst().allSatisfy { $0.count == series[0].count && $0.x == series[0].x }
        if series.count == 1 || shared, let first = series.first {
            sink(([xName] + series.map(\.name)).map(field).joined(separator: ",") + "\n")
            let rows = indices(first, range)
            for k in rows {
                var line = field(k < categories.count && first.x == nil ? categories[k] : xText(first.xValue(k)))
                for s in series { line += "," + number(s.y[k]) }
                sink(line + "\n")
            }
            return rows.count
        }
        sink("series,\(field(xName)),y\n")
        var n = 0
        for s in series {
            let name = field(s.name)
            for k in indices(s, range) {
                sink(name + "," + xText(s.xValue(k)) + "," + number(s.y[k]) + "\n")
                n += 1
            }
        }
        return n
    }

    /// The indices of `s` with x in `r`: by bisection when x ascends, else by a pass.
    static func indices(_ s: Series, _ r: ClosedRange<Double>?) -> [Int] {
        guard let r else { return Array(0..<s.count) }
        var ascends = true
        if let x = s.x {
            for k in x.indices.dropFirst() where !(x[k - 1] <= x[k]) { ascends = false; break }
        }
        return ascends ? Array(s.indices(ofX: r)) : (0..<s.count).filter { r.contains(s.xValue($0)) }
    }

    /// A number that reads back as the same double (whole numbers without ".0"); empty for a gap.
    package static func number(_ v: Double) -> String {
        guard v.isFinite else { return "" }
        return v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : "\(v)"
    }

    /// A CSV field, quoted when it holds a comma, quote or line break.
    package static func field(_ s: String) -> String {
        guard s.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return s }
        return "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// x as a number, or as a local date-time (with fractional seconds when it has them).
    package struct XText {
        let formatter: DateFormatter?
        let fine: DateFormatter?

        package init(zone: TimeZone?) {
            guard let zone else { formatter = nil; fine = nil; return }
            func make(_ f: String) -> DateFormatter {
                let d = DateFormatter()
                d.locale = Locale(identifier: "en_US_POSIX")
                d.timeZone = zone
                d.dateFormat = f
                return d
            }
            formatter = make("yyyy-MM-dd HH:mm:ss")
            fine = make("yyyy-MM-dd HH:mm:ss.SSS")
        }

        package mutating func callAsFunction(_ x: Double) -> String {
            guard let formatter, let fine, x.isFinite else { return ViewRowsCSV.number(x) }
            let d = Date(timeIntervalSince1970: x)
            return x == x.rounded() ? formatter.string(from: d) : fine.string(from: d)
        }
    }
}
