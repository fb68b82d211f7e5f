import Foundation

/// Numbers people read at a glance, one convention everywhere: 350M, 1.2k, 0.0042, -3.5; and
/// exact values with grouped thousands (12,345,678.25) where the whole value matters.
package enum ValueText {
    /// A value in at most about four significant figures with a k, M, G or T suffix from a thousand up.
    package static func compact(_ v: Double) -> String {
        guard v.isFinite else { return v.isNaN ? "–" : (v > 0 ? "∞" : "-∞") }
        let a = abs(v)
        let sign = v < 0 ? "-" : ""
        if a == 0 { return "0" }
        let units: [(Double, String)] = [(1e12, "T"), (1e9, "G"), (1e6, "M"), (1e3, "k")]
        for (u, s) in units where a >= u * 0.9995 {
            if a >= 1e15 { return sign + String(format: "%.3g", a) }
            return sign + trimmed(a / u, digits: a / u >= 100 ? 0 : (a / u >= 10 ? 1 : 2)) + s
        }
        if a >= 1 { return sign + trimmed(a, digits: a >= 100 ? 1 : (a >= 10 ? 2 : 3)) }
        if a >= 1e-4 {
            // Four significant figures below one.
            let digits = min(12, 3 - Int(floor(log10(a))))
            return sign + trimmed(a, digits: digits)
        }
        return sign + String(format: "%.3g", a)
    }

    /// A duration in seconds in its two largest units: "11 d 8 h", "3 h 20 min", "4 min 5 s",
    /// "45 s", "0.25 s" (the smaller unit rounded down; negative ones with a minus).
    package static func duration(_ seconds: Double) -> String {
        guard seconds.isFinite else { return compact(seconds) }
        let sign = seconds < 0 ? "-" : "", a = abs(seconds)
        if a < 60 { return sign + compact(a) + " s" }
        // Past a year, in years (of 365.2425 days): "11.03 years", not "4028 d 12 h".
        let year = 31_556_952.0
        if a >= year {
            let y = a / year
            return sign + compact(y) + (compact(y) == "1" ? " year" : " years")
        }
        let units: [(Double, String)] = [(86_400, "d"), (3_600, "h"), (60, "min"), (1, "s")]
        var rest = a.rounded()
        var parts: [String] = []
        for (size, name) in units where parts.count < 2 && (rest >= size || !parts.isEmpty) {
            let n = (rest / size).rounded(.down)
            rest -= n * size
            if n > 0 { parts.append("\(Int(n)) \(name)") } else { parts.append("") }
        }
        return sign + parts.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The whole value: integers with grouped thousands, fractions to up to six decimals (trailing
    /// zeros dropped), six significant digits below a thousandth.
    package static func exact(_ v: Double) -> String {
        guard v.isFinite else { return compact(v) }
        if v == 0 { return "0" }
        if abs(v) >= 1e15 { return String(format: "%.15g", v) }
        // Small values keep their significant digits (0.00000042, not 0).
        if abs(v) < 1e-3 { return String(format: "%.6g", v) }
        let sign = v < 0 ? "-" : ""
        let a = abs(v)
        let whole = a.rounded(.down)
        var frac = trimmed(a - whole, digits: 6)
        var intPart = whole
        if frac == "1" { intPart += 1; frac = "0" }
        let digits = String(Int64(intPart))
        var grouped = ""
        for (i, ch) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { grouped.append(",") }
            grouped.append(ch)
        }
        return sign + grouped + (frac == "0" ? "" : String(frac.dropFirst()))
    }

    /// `v` with at most `digits` decimals, trailing zeros (and a trailing point) removed.
    static func trimmed(_ v: Double, digits: Int) -> String {
        var s = String(format: "%.\(max(0, digits))f", v)
        if s.contains(".") {
            while s.hasSuffix("0") { s.removeLast() }
            if s.hasSuffix(".") { s.removeLast() }
        }
        return s
    }
}
