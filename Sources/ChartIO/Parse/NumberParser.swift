import Foundation

/// Parses decimal numbers from bytes, correctly rounded (the same Double as strtod).
///
/// Most values take Clinger's fast path: up to 19 significant digits and a small power of ten
/// are exact in a Double, so one multiply or divide rounds correctly. The rest — long mantissas,
/// 17 significant digits as pandas writes, `%.18e` as numpy writes — go through Eisel–Lemire,
/// and only the rare cases it cannot decide (halfway points, subnormals) go to strtod. Accepts a leading `+` or `-`,
/// exponents, and `inf`/`infinity`/`nan` in any case.
public enum NumberParser {
    private static let powers: [Double] = (0...22).map { pow(10, Double($0)) }

    /// The number in `bytes`, or nil when they are not exactly one number.
    @inline(__always)
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        parse(bytes, strtodFallback: true)
    }

    /// The number in `bytes`; without the fallback, nil also for the few that need strtod.
    @inline(__always)
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, strtodFallback: Bool) -> Double? {
        var i = 0
        let n = bytes.count
        guard n > 0 else { return nil }
        var negative = false
        if bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+") {
            negative = bytes[0] == UInt8(ascii: "-")
            i = 1
        }
        var mantissa: UInt64 = 0
        var digits = 0          // significant digits taken into the mantissa
        var dropped = 0         // integer digits that did not fit
        var fractionDigits = 0
        var sawDigit = false
        while i < n, bytes[i] &- 48 < 10 {
            sawDigit = true
            if digits < 19 {
                mantissa = mantissa &* 10 &+ UInt64(bytes[i] &- 48)
                if mantissa > 0 { digits += 1 }
            } else {
                dropped += 1
            }
            i += 1
        }
        var exact = dropped == 0
        if i < n, bytes[i] == UInt8(ascii: ".") {
            i += 1
            while i < n, bytes[i] &- 48 < 10 {
                sawDigit = true
                if digits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(bytes[i] &- 48)
                    if mantissa > 0 { digits += 1 }
                    fractionDigits += 1
                } else if bytes[i] != UInt8(ascii: "0") {
                    exact = false
                }
                i += 1
            }
        }
        guard sawDigit else { return special(bytes) }
        var exponent = 0
        if i < n, bytes[i] | 0x20 == UInt8(ascii: "e") {
            i += 1
            var expNegative = false
            if i < n, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") {
                expNegative = bytes[i] == UInt8(ascii: "-")
                i += 1
            }
            var e = 0
            var expDigits = 0
            while i < n, bytes[i] &- 48 < 10 {
                if e < 100_000 { e = e * 10 + Int(bytes[i] &- 48) }
                expDigits += 1
                i += 1
            }
            guard expDigits > 0 else { return nil }
            exponent = expNegative ? -e : e
        }
        guard i == n else { return nil }
        let scale = exponent - fractionDigits + dropped
        if exact, mantissa <= (1 << 53), scale >= -22, scale <= 22 {
            var v = Double(mantissa)
            if scale > 0 { v *= powers[scale] } else if scale < 0 { v /= powers[-scale] }
            return negative ? -v : v
        }
        // Eisel–Lemire. With digits past the nineteenth dropped, the value lies between
        // mantissa and mantissa + 1 at this scale: when both round to the same Double, it is the one.
        if let v = EiselLemire.convert(mantissa, scale),
           exact || EiselLemire.convert(mantissa + 1, scale) == v {
            return negative ? -v : v
        }
        return strtodFallback ? slow(bytes) : nil
    }

    /// Parses a Swift string (convenience for small inputs and tests).
    public static func parse(_ s: String) -> Double? {
        var s = s
        return s.withUTF8 { parse($0) }
    }

    /// strtod on a NUL-terminated copy: the reference for correct rounding.
    static func slow(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: bytes.count + 1) { buf in
            for k in 0..<bytes.count { buf[k] = CChar(bitPattern: bytes[k]) }
            buf[bytes.count] = 0
            var end: UnsafeMutablePointer<CChar>?
            let v = strtod(buf.baseAddress!, &end)
            guard let end, end - buf.baseAddress! == bytes.count else { return nil }
            return v
        }
    }

    private static func special(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        guard bytes.count <= 9 else { return nil }
        var s = ""
        for b in bytes { s.unicodeScalars.append(Unicode.Scalar(b | (b >= 65 && b <= 90 ? 0x20 : 0))) }
        switch s {
        case "inf", "+inf", "infinity", "+infinity": return .infinity
        case "-inf", "-infinity": return -.infinity
        case "nan", "+nan", "-nan": return .nan
        default: return nil
        }
    }
}
