/// Correctly rounded decimal-to-binary conversion by the Eisel–Lemire method (Lemire, "Number
/// Parsing at a Gigabyte per Second", 2021): the decimal mantissa times a 128-bit power of five
/// gives the binary mantissa and exponent directly. It declines (nil) the rare inputs it cannot
/// round with certainty — a product too close to a halfway point, subnormals, overflow — and the
/// caller falls back to strtod for those.
enum EiselLemire {
    /// `w × 10^q` as the nearest Double (a positive value), or nil when not certain.
    @inline(__always)
    static func convert(_ w: UInt64, _ q: Int) -> Double? {
        PowersOfFive.words.withUnsafeBufferPointer { convert(w, q, powers: $0.baseAddress!) }
    }

    /// `convert(w, q)` with `PowersOfFive.words` at `powers` (hoisted out of a hot loop).
    @inline(__always)
    static func convert(_ w: UInt64, _ q: Int, powers: UnsafePointer<UInt64>) -> Double? {
        if w == 0 || q < PowersOfFive.smallest { return 0 }
        if q > PowersOfFive.largest { return .infinity }
        let lz = w.leadingZeroBitCount
        let i = w << UInt64(lz)
        let index = (q - PowersOfFive.smallest) * 2
        var (upper, lower) = i.multipliedFullWidth(by: powers[index])
        if upper & 0x1FF == 0x1FF, lower &+ i < lower {
            // The top 64 bits of the power were not enough to know the low bits: take its next 64.
            let (middle2, low) = i.multipliedFullWidth(by: powers[index + 1])
            let (middle, carry) = lower.addingReportingOverflow(middle2)
            if carry { upper &+= 1 }
            if middle &+ 1 == 0, upper & 0x1FF == 0x1FF, low &+ i < low { return nil }
            lower = middle
        }
        let upperBit = Int(upper >> 63)
        var mantissa = upper >> UInt64(upperBit + 9)
        var shift = lz + (1 ^ upperBit)
        // Exactly between two doubles with a trailing 1: rounding to even needs more precision.
        if lower == 0, upper & 0x1FF == 0, mantissa & 3 == 1 { return nil }
        mantissa += mantissa & 1
        mantissa >>= 1
        if mantissa >= 1 << 53 {
            mantissa = 1 << 52
            shift -= 1
        }
        mantissa &= ~(1 << 52)
        // ⌊q·log2(10)⌋ + the bias and the product's 63 bits, less the normalizing shift.
        let exponent = ((217_706 * q) >> 16) + 1024 + 63 - shift
        if exponent > 2046 { return .infinity }
        guard exponent >= 1 else { return nil }   // subnormal: left to strtod
        return Double(bitPattern: UInt64(exponent) << 52 | mantissa)
    }
}
