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
        var out = ""
        var xText = XText(zone: dateZone)
        let shared = series.count > 1 && series.dropFirst().allSatisfy { $0.count == series[0].count && $0.x == series[0].x }
        if series.count == 1 || shared, let first = series.first {
            out = ([xName] + series.map(\.name)).map(field).joined(separator: ",") + "\n"
            let rows = indices(first, range)
            for k in rows {
                out += field(k < categories.count && first.x == nil ? categories[k] : xText(first.xValue(k)))
                for s in series { out += "," + number(s.y[k]) }
                out += "\n"
            }
            return (out, rows.count)
        }
        out = "series,\(field(xName)),y\n"
        var n = 0
        for s in series {
            let name = field(s.name)
            for k in indices(s, range) {
                out += name + "," + xText(s.xValue(k)) + "," + number(s.y[k]) + "\n"
                n += 1
            }
        }
        return (out, n)
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
    static func number(_ v: Double) -> String {
        guard v.isFinite else { return "" }
        return v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : "\(v)"
    }

    /// A CSV field, quoted when it holds a comma, quote or line break.
    static func field(_ s: String) -> String {
        guard s.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return s }
        return "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// x as a number, or as a local date-time (with fractional seconds when it has them).
    struct XText {
        let formatter: DateFormatter?
        let fine: DateFormatter?

        init(zone: TimeZone?) {
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

        mutating func callAsFunction(_ x: Double) -> String {
            guard let formatter, let fine, x.isFinite else { return ViewRowsCSV.number(x) }
            let d = Date(timeIntervalSince1970: x)
            return x == x.rounded() ? formatter.string(from: d) : fine.string(from: d)
        }
    }
}
