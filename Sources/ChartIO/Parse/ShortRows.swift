/// The fastest path through a numeric CSV: whole lines of plain decimals.
///
/// Most machine-written tables hold numbers like `1042` or `-1234.5678`: an optional minus
/// sign, up to 15 digits with at most one point among them, then the separator or the line end.
/// Each such cell is read from two 8-byte words (`DigitRun.decimal`) with no per-byte loop, and
/// one of up to 19 digits with its point in its first eight bytes (pandas' shortest round trip,
/// `0.30000000000000004`, and numpy's `%.18e` with its two-digit exponent) from three. Other
/// cells of up to 19 digits are read by `DigitRun.longDecimal`, and `%.18e` with no room for a
/// third word by `DigitRun.scientific19`. Mantissas not exact as a Double and powers of ten
/// beyond 10²² are converted by Eisel–Lemire, the rest by one division. A line is taken only
/// when every one of its cells is like that. At the first line that is not, it stops and the
/// caller's full cell rules take that line (another exponent, a gap, a case Eisel–Lemire
/// declines).
struct ShortRows {
    let base: UnsafePointer<UInt8>
    /// One pointer per column; row `r` of column `c` is `columns[c][r]`.
    let columns: UnsafePointer<UnsafeMutablePointer<Double>>
    let width: Int
    let delimiter: UInt8
    /// The byte that starts a comment line (a line feed when there is none).
    let comment: UInt8
    /// 10⁰ … 10²².
    let pow10: UnsafePointer<Double>
    /// 10⁰ … 10¹⁹ as integers.
    let scales: UnsafePointer<UInt64>
    /// `PowersOfFive.words`, for Eisel–Lemire.
    let powersOfFive: UnsafePointer<UInt64>

    /// The most bytes a cell read here spans: a sign, 15 digits-and-point characters, the
    /// byte that ends it and a carriage return's line feed.
    static let cellBytes = 18

    /// At least what reading a long cell may touch from its first digit: two `run24`s (the
    /// second starting by the 21st byte: 44 bytes), and for numpy's form 24 bytes, the byte that
    /// ends the cell and a carriage return's line feed.
    static let longCellBytes = 47

    /// A cell of up to 19 digits, or in numpy's `%.18e`, at `p` (`longCellBytes` readable): its
    /// value (without the sign) and length, or nil for any other form or a case Eisel–Lemire
    /// declines. Out of line, so the short cells' loop stays as small as it was.
    @inline(never)
    func longCell(at p: UnsafePointer<UInt8>) -> (Double, Int)? {
        if p[20] | 0x20 == UInt8(ascii: "e"), let (m, scale) = DigitRun.scientific19(at: p, scales: scales) {
            // numpy's `%.18e`, read at fixed places.
            return EiselLemire.convert(m, scale, powers: powersOfFive).map { ($0, 24) }
        }
        guard let (m, digits, fraction, n) = DigitRun.longDecimal(at: p, scales: scales) else { return nil }
        if digits <= 15 { return (Double(Int64(bitPattern: m)) / pow10[fraction], n) }
        return EiselLemire.convert(m, -fraction, powers: powersOfFive).map { ($0, n) }
    }

    /// `m / 10^fraction` for a mantissa not exact as a Double (16 to 19 digits) or a power
    /// outside 10⁰…10²², by Eisel–Lemire; nil in the rare case it declines. Out of line, as
    /// `longCell` is.
    @inline(never)
    func exact(_ m: UInt64, _ fraction: Int) -> Double? {
        EiselLemire.convert(m, -fraction, powers: powersOfFive)
    }

    /// Reads whole lines from `p` while they start before `limit` and fit before `end`, writing
    /// rows from `row` (below `rowLimit`); moves `p`, `row` and `line` past what it took.
    @inline(__always)
    func read(_ p: inout Int, end: Int, limit: Int, row: inout Int, rowLimit: Int, line: inout Int) {
        // Every load of a line of short cells is inside [p, p + width·cellBytes + 16): stop where
        // that could pass `end` (a long cell checks its own room).
        let stop = min(limit, end - width * Self.cellBytes - 16)
        let b = base
        var q = p
        // A local row count, so the compiler keeps it in a register rather than storing through the inout.
        var r = row
        while q < stop, r < rowLimit, b[q] != comment {
            var i = q
            var col = 0
            var ok = true
            // Room for every cell of the line to be long: `decimal` may then read a third word.
            let roomy = q + width * Self.longCellBytes <= end
            while true {
                let negative = b[i] == UInt8(ascii: "-")
                if negative { i += 1 }
                let v: Double, length: Int
                if let (m, fraction, n) = DigitRun.decimal(at: b + i, scales: scales, long: roomy) {
                    if m >> UInt64(m.trailingZeroBitCount) <= 1 << 53, m < 1 << 63, UInt(bitPattern: fraction) <= 22 {
                        // Exact as a Double (its odd part fits in 53 bits: numpy's whole numbers,
                        // 1.234567000000000000e+06, too) and as an Int64, so one division by an
                        // exact power of ten rounds correctly (and dividing by 10⁰ = 1 changes nothing).
                        v = Double(Int64(bitPattern: m)) / pow10[fraction]
                    } else {
                        guard let lv = exact(m, fraction) else { ok = false; break }
                        v = lv
                    }
                    length = n
                } else {
                    // Room for this cell and, as the line's start was checked for, the short cells
                    // after it (this column's 18 bytes counted too: a margin).
                    guard i + Self.longCellBytes + (width - col) * Self.cellBytes <= end,
                          let (lv, n) = longCell(at: b + i) else { ok = false; break }
                    v = lv
                    length = n
                }
                let c = b[i + length]
                columns[col][r] = negative ? -v : v
                i += length + 1
                col += 1
                if col == width {
                    if c == 0x0A { break }
                    if c == 0x0D, b[i] == 0x0A { i += 1; break }
                    ok = false
                    break
                }
                if c != delimiter { ok = false; break }
            }
            guard ok else { break }
            q = i
            r += 1
        }
        line += r - row
        row = r
        p = q
    }
}
