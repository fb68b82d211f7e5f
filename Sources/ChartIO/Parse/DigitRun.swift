/// Eight ASCII bytes at a time: how many leading bytes are digits, and their value.
///
/// Reading a decimal one digit at a time is a chain of dependent multiply-adds; reading the
/// digits of an 8-byte word takes a few independent operations whatever their number, which is
/// what makes the number columns of a CSV fast to parse.
enum DigitRun {
    /// 10ⁿ for n in 0…19.
    static let scales: [UInt64] = (0...19).map { k in (0..<k).reduce(1) { v, _ in v * 10 } }

    /// The number of leading digit bytes (0…8) of `w`, whose first byte is the lowest.
    @inline(__always)
    static func length(_ w: UInt64) -> Int {
        let nonDigit = nonDigits(w)
        return nonDigit == 0 ? 8 : nonDigit.trailingZeroBitCount / 8
    }

    /// Bits set in the high nibble of each byte of `w` that is not a digit, exact up to and
    /// including the first such byte (later bytes may be marked wrongly).
    @inline(__always)
    static func nonDigits(_ w: UInt64) -> UInt64 {
        let highNibbles: UInt64 = 0xF0F0_F0F0_F0F0_F0F0
        let zeros: UInt64 = 0x3030_3030_3030_3030
        // A byte is a digit when its high nibble is 3 and stays 3 after adding 6 ('0'…'9', not ':'…'?').
        // A carry out of a byte ≥ 0xFA can only reach bytes after it, and it is itself marked.
        let a = (w & highNibbles) ^ zeros
        let b = ((w &+ 0x0606_0606_0606_0606) & highNibbles) ^ zeros
        return a | b
    }

    /// A plain decimal of at most 15 digits at `p`: digits with at most one `.` among them,
    /// ended by a byte that is neither, all inside the 16 bytes at `p` (which must be readable).
    /// With `long`, also one of 16 to 19 digits whose point is in its first eight bytes (pandas'
    /// shortest round trips, `-194.56971531546262`), read from a third word, which may end with
    /// an exponent of `e` or `E`, a sign and two digits (numpy's `%.18e`): 24 bytes at `p` must
    /// then be readable.
    ///
    /// Returns the digits' value, the power of ten to divide it by (how many follow the point,
    /// less any exponent: negative for a large exponent), and the length (the index of the
    /// ending byte); nil when there are no digits, they run on, or the point comes after the
    /// eighth byte. Two word loads (three for a long one) and at most two conversions (three):
    /// the point is squeezed out of its word before the digits are read.
    @inline(__always)
    static func decimal(at p: UnsafeRawPointer, scales: UnsafePointer<UInt64>, long: Bool = false) -> (mantissa: UInt64, fraction: Int, length: Int)? {
        let w = UInt64(littleEndian: p.loadUnaligned(as: UInt64.self))
        var marks = nonDigits(w)
        guard marks != 0 else {
            // Eight digits: an integer that ends in the next word.
            let w2 = UInt64(littleEndian: p.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            let marks2 = nonDigits(w2)
            guard marks2 != 0 else { return nil }
            let n = marks2.trailingZeroBitCount >> 3
            guard (w2 >> UInt64(n << 3)) & 0xFF != UInt64(UInt8(ascii: ".")) else { return nil }
            let head = value(w, count: 8)
            return (n == 0 ? head : head &* scales[n] &+ value(w2, count: n), 0, 8 + n)
        }
        let a = marks.trailingZeroBitCount >> 3
        guard (w >> UInt64(a << 3)) & 0xFF == UInt64(UInt8(ascii: ".")) else {
            return a > 0 ? (value(w, count: a), 0, a) : nil
        }
        // Past the point: its byte adds no carry (0x2E + 6), so the next mark is exact too.
        marks &= ~(0xFF << UInt64(a << 3))
        let below: UInt64 = (1 << UInt64(a << 3)) &- 1
        let packed = (w & below) | ((w >> 8) & ~below)
        guard marks == 0 else {
            let b = marks.trailingZeroBitCount >> 3
            return b > 1 ? (value(packed, count: b - 1), b - a - 1, b) : nil
        }
        // The fraction runs on into the next word: seven digits here, `n` more there.
        let w2 = UInt64(littleEndian: p.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        let marks2 = nonDigits(w2)
        guard marks2 != 0 else {
            // And on into a third: 15 digits so far, up to four more there.
            guard long else { return nil }
            let w3 = UInt64(littleEndian: p.loadUnaligned(fromByteOffset: 16, as: UInt64.self))
            let n = nonDigits(w3).trailingZeroBitCount >> 3
            guard n <= 4 else { return nil }
            let m = value(packed, count: 7) &* scales[8 + n] &+ value(w2, count: 8) &* scales[n] &+ value(w3, count: n)
            let after = w3 >> UInt64(n << 3)
            guard after & 0xDF == UInt64(UInt8(ascii: "E")) else { return (m, 15 - a + n, 16 + n) }
            // An exponent of a sign and two digits, all in the third word (numpy's `%.18e`).
            guard let e = exponent(UInt8(truncatingIfNeeded: after >> 8), UInt8(truncatingIfNeeded: after >> 16),
                                   UInt8(truncatingIfNeeded: after >> 24)) else { return nil }
            return (m, 15 - a + n - e, 20 + n)
        }
        let n = marks2.trailingZeroBitCount >> 3
        let head = value(packed, count: 7)
        return (n == 0 ? head : head &* scales[n] &+ value(w2, count: n), 7 - a + n, 8 + n)
    }

    /// A plain decimal of up to 19 digits at `p` (44 bytes must be readable): digits with at
    /// most one `.` among them (`5.` and `.5` too), as pandas writes the shortest round trip.
    /// Returns the digits' value, their count, how many follow the point, and the length (the
    /// index of the byte after); nil when there are no digits or more than 19. Two `run24`s:
    /// no branch on the lengths of the runs.
    @inline(__always)
    static func longDecimal(at p: UnsafeRawPointer, scales: UnsafePointer<UInt64>) -> (mantissa: UInt64, digits: Int, fraction: Int, length: Int)? {
        let (whole, n) = run24(at: p, scales: scales)
        guard n < 20 else { return nil }
        guard p.load(fromByteOffset: n, as: UInt8.self) == UInt8(ascii: ".") else {
            return n > 0 ? (whole, n, 0, n) : nil
        }
        let (part, f) = run24(at: p + n + 1, scales: scales)
        guard n + f <= 19, n + f > 0 else { return nil }
        return (whole &* scales[f] &+ part, n + f, f, n + 1 + f)
    }

    /// numpy's `savetxt` default, `%.18e` — a digit, a point, 18 digits, `e`, a sign and two
    /// digits, 24 bytes — read at fixed places with no length found: the 19 digits' value and the
    /// power of ten to scale it by; nil for any other form. 24 bytes at `p` must be readable.
    @inline(__always)
    static func scientific19(at p: UnsafeRawPointer, scales: UnsafePointer<UInt64>) -> (mantissa: UInt64, scale: Int)? {
        let b = p.assumingMemoryBound(to: UInt8.self)
        guard b[20] | 0x20 == UInt8(ascii: "e"), b[1] == UInt8(ascii: ".") else { return nil }
        let first = b[0] &- 48, d18 = b[18] &- 48, d19 = b[19] &- 48
        guard first < 10, d18 < 10, d19 < 10, let e = exponent(b[21], b[22], b[23]) else { return nil }
        let w1 = UInt64(littleEndian: p.loadUnaligned(fromByteOffset: 2, as: UInt64.self))
        let w2 = UInt64(littleEndian: p.loadUnaligned(fromByteOffset: 10, as: UInt64.self))
        guard nonDigits(w1) | nonDigits(w2) == 0 else { return nil }
        let mantissa = UInt64(first) &* scales[18] &+ value(w1, count: 8) &* scales[10] &+ value(w2, count: 8) &* 100
            &+ UInt64(d18) &* 10 &+ UInt64(d19)
        return (mantissa, e - 18)
    }

    /// The exponent written as a sign and two digits (`+05`, `-12`: numpy's `%.18e`), or nil for
    /// any other bytes.
    @inline(__always)
    static func exponent(_ sign: UInt8, _ tens: UInt8, _ ones: UInt8) -> Int? {
        let t = tens &- 48, o = ones &- 48
        guard t < 10, o < 10, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return nil }
        let e = Int(t) * 10 + Int(o)
        return sign == UInt8(ascii: "-") ? -e : e
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

    /// The run of up to 24 digits at `p` (24 bytes must be readable) as a value and a count.
    /// A run of under eight (an integer part, a short fraction) costs one word; a longer one reads
    /// the next two words with no branch on their lengths, so runs of varying length (the
    /// shortest round-trip digits pandas writes) cost no mispredicted branch. Counts of 20 or
    /// more are right but their value wraps; a count of 24 means the run may go on.
    @inline(__always)
    static func run24(at p: UnsafeRawPointer, scales: UnsafePointer<UInt64>) -> (value: UInt64, count: Int) {
        let w1 = UInt64(littleEndian: p.loadUnaligned(as: UInt64.self))
        let n1 = length(w1)
        if n1 < 8 { return (value(w1, count: n1), n1) }
        let w2 = UInt64(littleEndian: p.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        let w3 = UInt64(littleEndian: p.loadUnaligned(fromByteOffset: 16, as: UInt64.self))
        let n2 = length(w2)
        let n3 = n2 == 8 ? length(w3) : 0
        let v = (value(w1, count: 8) &* scales[n2] &+ value(w2, count: n2)) &* scales[n3] &+ value(w3, count: n3)
        return (v, 8 + n2 + n3)
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
