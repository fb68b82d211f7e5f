/// Eight ASCII bytes at a time: how many leading bytes are digits, and their value.
///
/// Reading a decimal one digit at a time is a chain of dependent multiply-adds; reading the
/// digits of an 8-byte word takes a few independent operations whatever their number, which is
/// what makes the number columns of a CSV fast to parse.
enum DigitRun {
    /// 10ⁿ for n in 0…8.
    static let scales: [UInt64] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000]

    /// The number of leading digit bytes (0…8) of `w`, whose first byte is the lowest.
    @inline(__always)
    static func length(_ w: UInt64) -> Int {
        let highNibbles: UInt64 = 0xF0F0_F0F0_F0F0_F0F0
        let zeros: UInt64 = 0x3030_3030_3030_3030
        // A byte is a digit when its high nibble is 3 and stays 3 after adding 6 ('0'…'9', not ':'…'?').
        // A carry out of a byte ≥ 0xFA can only reach bytes after a non-digit, which are not counted.
        let a = (w & highNibbles) ^ zeros
        let b = ((w &+ 0x0606_0606_0606_0606) & highNibbles) ^ zeros
        let nonDigit = a | b
        return nonDigit == 0 ? 8 : nonDigit.trailingZeroBitCount / 8
    }

    /// The value of the first `n` (1…8) bytes of `w` read as decimal digits.
    @inline(__always)
    static func value(_ w: UInt64, count n: Int) -> UInt64 {
        // Move the digits to the top bytes so the bytes below read as leading zeros.
        var v = (w & 0x0F0F_0F0F_0F0F_0F0F) << UInt64(8 * (8 - n))
        v = (v &* 10 &+ (v >> 8)) & 0x00FF_00FF_00FF_00FF               // pairs
        v = (v &* 100 &+ (v >> 16)) & 0x0000_FFFF_0000_FFFF             // quads
        return (v &* 10_000 &+ (v >> 32)) & 0xFFFF_FFFF                 // all eight
    }

    /// Reads the digits from `i` on into `mantissa` (wrapping past 19 digits; callers count digits).
    @inline(__always)
    static func read(_ b: UnsafePointer<UInt8>, _ i: inout Int, _ end: Int, _ mantissa: inout UInt64,
                     scales: UnsafePointer<UInt64>) {
        while i + 8 <= end {
            let w = UInt64(littleEndian: UnsafeRawPointer(b + i).loadUnaligned(as: UInt64.self))
            let n = length(w)
            if n == 0 { return }
            mantissa = mantissa &* scales[n] &+ value(w, count: n)
            i += n
            if n < 8 { return }
        }
        while i < end, b[i] &- 48 < 10 { mantissa = mantissa &* 10 &+ UInt64(b[i] &- 48); i += 1 }
    }
}
