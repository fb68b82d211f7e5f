import Foundation

/// Where decoded text is cut so that the next block begins a record: after a line feed that
/// follows an even number of quotes (a quoted field may hold line feeds; `""` counts twice), as
/// the chunked parser moves its cuts.
enum QuoteCut {
    /// The last cut at or below `size` in `b` (which begins a record), else the first one after
    /// it; nil when `b` holds none yet. `searched` and `odd` carry a search on to the next call
    /// (0 and false at first): how far `b` holds no cut, and whether an odd number of quotes comes
    /// before that.
    static func find(_ b: UnsafeBufferPointer<UInt8>, near size: Int, from searched: inout Int, odd: inout Bool) -> Int? {
        guard let base = b.baseAddress else { return nil }
        var q = searched, o = odd
        if searched == 0, let lf = b[..<min(size, b.count)].lastIndex(of: 0x0A) {
            let before = ChunkedParser.countLinesAndQuotes(base, lf).1 & 1 == 1
            // Back from the last line feed below `size`, the quotes passed turning the parity over.
            var p = lf, back = before
            while true {
                if b[p] == 0x0A, !back { return p + 1 }
                if p == 0 { break }
                p -= 1
                if b[p] == 0x22 { back.toggle() }
            }
            (q, o) = (lf + 1, before)
        }
        while q < b.count {
            let c = b[q]
            if c == 0x22 { o.toggle() } else if c == 0x0A, !o { return q + 1 }
            q += 1
        }
        (searched, odd) = (max(1, b.count), o)
        return nil
    }
}
