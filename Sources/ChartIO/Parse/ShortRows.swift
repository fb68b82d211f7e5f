/// The fastest path through a numeric CSV: whole lines of short plain decimals.
///
/// Most machine-written tables hold numbers like `1042` or `-1234.5678`: an optional minus
/// sign, up to 15 digits with at most one point among them, then the separator or the line end.
/// Each such cell is read from two 8-byte words (`DigitRun.decimal`) with no per-byte loop, and
/// a line is taken only when every one of its cells is like that. At the first line that is
/// not, it stops and the caller's full cell rules take that line.
struct ShortRows {
    let base: UnsafePointer<UInt8>
    /// One pointer per column; row `r` of column `c` is `columns[c][r]`.
    let columns: UnsafePointer<UnsafeMutablePointer<Double>>
    let width: Int
    let delimiter: UInt8
    /// The byte that starts a comment line (a line feed when there is none).
    let comment: UInt8
    /// 10⁰ … 10²² (cells here use up to 10¹⁴).
    let pow10: UnsafePointer<Double>
    /// 10⁰ … 10⁸ as integers.
    let scales: UnsafePointer<UInt64>

    /// The most bytes a cell read here spans: a sign, 15 digits-and-point characters, the
    /// byte that ends it and a carriage return's line feed.
    static let cellBytes = 18

    /// Reads whole lines from `p` while they start before `limit` and fit before `end`, writing
    /// rows from `row` (below `rowLimit`); moves `p`, `row` and `line` past what it took.
    @inline(__always)
    func read(_ p: inout Int, end: Int, limit: Int, row: inout Int, rowLimit: Int, line: inout Int) {
        // Every load of a line is inside [p, p + width·cellBytes + 16): stop where that could pass `end`.
        let stop = min(limit, end - width * Self.cellBytes - 16)
        let b = base
        var q = p
        // A local row count, so the compiler keeps it in a register rather than storing through the inout.
        var r = row
        while q < stop, r < rowLimit, b[q] != comment {
            var i = q
            var col = 0
            var ok = true
            while true {
                let negative = b[i] == UInt8(ascii: "-")
                if negative { i += 1 }
                guard let (m, fraction, n) = DigitRun.decimal(at: b + i, scales: scales) else { ok = false; break }
                let c = b[i + n]
                // At most 15 digits: exact as a Double, so one division by an exact power of ten
                // rounds correctly (and dividing by 10⁰ = 1 changes nothing).
                let v = Double(Int64(bitPattern: m)) / pow10[fraction]
                columns[col][r] = negative ? -v : v
                i += n + 1
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
