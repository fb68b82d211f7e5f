import Foundation

/// Nice tick values for a numeric range, by d3's integer-multiple method.
///
/// Ticks are computed as integer multiples of a 1, 2 or 5 × 10^k step (or integer quotients
/// for fractional steps), so labels read 0.3 rather than 0.30000000000000004.
package enum Ticks {
    /// Upper bound on the number of ticks any call returns.
    package static let maxCount = 2000

    /// The signed tick increment for a range and a desired count: positive means
    /// "multiply by it", negative means "divide by its magnitude" (d3's tickIncrement).
    package static func increment(_ start: Double, _ stop: Double, count: Int) -> Double {
        let step = (stop - start) / Double(max(1, count))
        guard step.isFinite, step > 0 else { return .nan }
        let power = floor(log10(step))
        let error = step / pow(10, power)
        let factor: Double = error >= 50.0.squareRoot() ? 10 : error >= 10.0.squareRoot() ? 5 : error >= 2.0.squareRoot() ? 2 : 1
        if power >= 0 { return factor * pow(10, power) }
        let inv = pow(10, -power)
        if !inv.isFinite { return factor * pow(10, power) }
        return -inv / factor
    }

    /// Tick step magnitude for a range and desired count.
    package static func step(_ start: Double, _ stop: Double, count: Int) -> Double {
        let lo = min(start, stop), hi = max(start, stop)
        let inc = increment(lo, hi, count: count)
        return inc < 0 ? -1 / inc : inc
    }

    /// Major tick values inside [lo, hi] (in either order), ascending. Empty for non-finite input.
    package static func values(_ a: Double, _ b: Double, count: Int) -> [Double] {
        var out: [Double] = []
        forEachValue(a, b, count: count) { out.append($0) }
        return out
    }

    /// Tick values for an explicit step (major tick frequency override).
    package static func values(_ a: Double, _ b: Double, step: Double) -> [Double] {
        var out: [Double] = []
        forEachValue(a, b, step: step) { out.append($0) }
        return out
    }

    /// The values of `values(_:_:count:)`, handed to `body` in ascending order (no array).
    static func forEachValue(_ a: Double, _ b: Double, count: Int, _ body: (Double) -> Void) {
        guard a.isFinite, b.isFinite, count > 0 else { return }
        let lo = min(a, b), hi = max(a, b)
        if lo == hi { return body(lo) }
        forEachValue(lo, hi, increment: increment(lo, hi, count: count), body)
    }

    /// The values of `values(_:_:step:)`, handed to `body` in ascending order (no array).
    static func forEachValue(_ a: Double, _ b: Double, step: Double, _ body: (Double) -> Void) {
        guard a.isFinite, b.isFinite, step.isFinite, step > 0 else { return }
        let lo = min(a, b), hi = max(a, b)
        // Express fractional steps as a division by an integer where possible, for clean values.
        let inv = 1 / step
        if step < 1, abs(inv - inv.rounded()) < 1e-9 * inv { return forEachValue(lo, hi, increment: -inv.rounded(), body) }
        forEachValue(lo, hi, increment: step, body)
    }

    private static func forEachValue(_ lo: Double, _ hi: Double, increment inc: Double, _ body: (Double) -> Void) {
        guard inc.isFinite, inc != 0 else { return }
        var i0: Double, i1: Double
        if inc > 0 {
            i0 = (lo / inc).rounded()
            i1 = (hi / inc).rounded()
            if i0 * inc < lo { i0 += 1 }
            if i1 * inc > hi { i1 -= 1 }
        } else {
            i0 = (lo * -inc).rounded()
            i1 = (hi * -inc).rounded()
            if i0 / -inc < lo { i0 += 1 }
            if i1 / -inc > hi { i1 -= 1 }
        }
        guard i0.isFinite, i1.isFinite, i1 >= i0, i1 - i0 < Double(maxCount) else { return }
        for k in 0..<(Int(i1 - i0) + 1) {
            let i = i0 + Double(k)
            body(inc > 0 ? i * inc : i / -inc)
        }
    }

    /// Extends [lo, hi] outward to tick boundaries (d3's nice), keeping the order of the input.
    package static func nice(_ a: Double, _ b: Double, count: Int) -> (Double, Double) {
        guard a.isFinite, b.isFinite, a != b, count > 0 else { return (a, b) }
        var lo = min(a, b), hi = max(a, b)
        var prev = Double.nan
        for _ in 0..<10 {
            let inc = increment(lo, hi, count: count)
            if inc == prev || !inc.isFinite { break }
            if inc > 0 {
                lo = floor(lo / inc) * inc
                hi = ceil(hi / inc) * inc
            } else {
                lo = ceil(lo * inc) / inc
                hi = floor(hi * inc) / inc
            }
            prev = inc
        }
        guard lo.isFinite, hi.isFinite else { return (a, b) }
        return a <= b ? (lo, hi) : (hi, lo)
    }

    /// Minor tick values between majors: `perMajor` subdivisions of each major step.
    package static func minorValues(_ a: Double, _ b: Double, majorStep: Double, perMajor: Int) -> [Double] {
        guard perMajor > 1, majorStep.isFinite, majorStep > 0 else { return [] }
        let lo = min(a, b), hi = max(a, b)
        let minor = majorStep / Double(perMajor)
        guard (hi - lo) / minor < Double(maxCount * 5) else { return [] }
        let start = floor(lo / majorStep)
        var out: [Double] = []
        var k = 0
        while true {
            let major = (start + Double(k / perMajor)) * majorStep
            let v = major + Double(k % perMajor) * minor
            if v > hi + minor * 1e-9 || out.count > maxCount * 5 { break }
            if k % perMajor != 0 && v >= lo - minor * 1e-9 { out.append(v) }
            k += 1
        }
        return out
    }

    /// A label for a tick value, with as many decimals as the step needs (scientific when huge or tiny).
    package static func format(_ v: Double, step: Double) -> String {
        TickLabelCache.shared.label(v, step: step, make: formatAnew)
    }

    /// `format` without the cache.
    static func formatAnew(_ v: Double, step: Double) -> String {
        guard v.isFinite else { return v.isNaN ? "NaN" : (v > 0 ? "∞" : "−∞") }
        let s = step.isFinite && step > 0 ? step : max(abs(v), 1)
        let mag = abs(v)
        if mag >= 1e15 || s < 1e-4 || s >= 1e15 || (mag >= 1e9 && s < 1000) {
            // Scientific for the whole axis (decided by the step), so labels stay short and alike.
            if v == 0 { return "0" }
            let digits = max(0, min(15, Int(floor(log10(max(mag, s))) - floor(log10(s)))))
            var out = cFormat("%.*e", Int32(digits), v)
            out = out.replacingOccurrences(of: "e-0", with: "e-").replacingOccurrences(of: "e+0", with: "e+")
            return minus(out)
        }
        if s >= 1000 {
            // Thousands and up read at a glance: 400k, 1.5M, 2.0G (the largest unit at most twice
            // the step, so every label of the axis has the same one).
            let (unit, suffix): (Double, String) = s >= 5e11 ? (1e12, "T") : s >= 5e8 ? (1e9, "G") : s >= 5e5 ? (1e6, "M") : (1e3, "k")
            let d = max(0, min(3, Int(-floor(log10(s / unit) + 1e-9))))
            if v == 0 { return "0" }
            return minus(cFormat("%.*f", Int32(d), v / unit) + suffix)
        }
        let decimals = max(0, min(17, Int(-floor(log10(s) + 1e-9))))
        var out = cFormat("%.*f", Int32(decimals), v)
        if out.hasPrefix("-"), Double(out) == 0 { out.removeFirst() }
        // Five digits and more are grouped (12,500.5), as exact values are; years stay 2024.
        return minus(mag >= 10_000 ? grouped(out) : out)
    }

    /// `s` (digits, maybe a sign and decimals) with commas between the thousands of its whole part.
    static func grouped(_ s: String) -> String {
        let sign = s.hasPrefix("-") ? "-" : ""
        let body = s.dropFirst(sign.count)
        let whole = body.prefix { $0 != "." }
        var out = ""
        for (i, c) in whole.enumerated() {
            if i > 0, (whole.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return sign + out + body.dropFirst(whole.count)
    }

    /// C's printf formatting into a stack buffer: the same digits as `String(format:)` without
    /// its Foundation string machinery (tick labels are formatted on every frame of a pan).
    /// Numbers use the C locale's '.' whatever locale the host app set.
    static func cFormat(_ format: String, _ args: CVarArg...) -> String {
        let previous = uselocale(cNumericLocale)
        defer { uselocale(previous) }
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buf in
            let n = withVaList(args) { vsnprintf(buf.baseAddress!, 64, format, $0) }
            guard n >= 0, n < 64 else { return String(format: format, arguments: args) }
            return String(cString: buf.baseAddress!)
        }
    }

    private static func minus(_ s: String) -> String {
        s.hasPrefix("-") ? "−" + s.dropFirst() : s
    }
}

/// The C locale for numbers ('.' as the decimal point), created once; only read after that.
nonisolated(unsafe) private let cNumericLocale = newlocale(LC_NUMERIC_MASK, "C", nil)
