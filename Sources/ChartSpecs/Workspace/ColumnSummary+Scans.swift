import ChartIO
import ChartCore
import Dispatch

/// How a table's summaries are computed: every column's rows cut into pieces, a piece per core
/// for a long column, and every piece of every column scanned in turn on all cores, so that one
/// long text column (the slowest to scan) does not hold one core while the other waits. Each
/// column's pieces are then joined in order.
///
/// A text column counts at most `distinctCap` values, let in in the order first seen. A piece
/// stops at the cap; the join reads on from there, one row after another, only until the
/// column's scan reaches the cap. From there no value can be let in, and the rest of the column
/// is counted against the values held, again in pieces on all cores (`TextScan.frozen`).
extension ColumnSummary {
    /// A stretch of one column's rows, scanned on its own.
    struct Piece: Sendable {
        let column: Int
        let rows: Range<Int>
        /// Whether the piece begins the column's scan: its first rows, with no scan before.
        let opens: Bool
    }

    /// Summaries of `columns`, each read from where its `previous` summary's pass stopped.
    static func summaries(_ columns: [DataTable.Column], previous: [ColumnSummary?]) -> [ColumnSummary] {
        let resumed = columns.indices.map { resume(columns[$0], $0 < previous.count ? previous[$0] : nil) }
        let cuts = columns.indices.map { cut(column: $0, start: resumed[$0].start, count: columns[$0].count) }
        let job = SummaryJob(columns: columns, resumed: resumed, cuts: cuts)
        // The pieces; each column's joined; the rest of each capped text column; the summaries.
        DispatchQueue.concurrentPerform(iterations: job.pieces.count) { job.scan($0) }
        DispatchQueue.concurrentPerform(iterations: columns.count) { job.join($0) }
        let rest = job.frozenPieces()
        DispatchQueue.concurrentPerform(iterations: rest.count) { job.count(rest[$0], slot: $0) }
        DispatchQueue.concurrentPerform(iterations: columns.count) { job.summarise($0, rest: rest) }
        return job.summaries
    }

    /// The pieces of rows `start..<n` of `column`: one per core (up to eight) when long.
    static func cut(column: Int, start: Int, count n: Int) -> [Piece] {
        let k = n - start < ValueScan.parallelMinimum ? 1 : Swift.max(1, Swift.min(Cores.active, 8))
        return (0..<k).map { i in
            Piece(column: column, rows: (start + (n - start) * i / k)..<(start + (n - start) * (i + 1) / k),
                  opens: start == 0 && i == 0)
        }
    }

    /// Where a scan of `c` starts: after the rows `previous` read, when it read this kind.
    static func resume(_ c: DataTable.Column, _ previous: ColumnSummary?) -> (start: Int, scanned: Scanned) {
        switch c.values {
        case .number(let v), .date(let v):
            let kind: Kind = if case .date = c.values { .date } else { .number }
            if let p = previous, p.kind == kind, case .numbers(_, let rows) = p.scanned, rows <= v.count { return (rows, p.scanned) }
        case .text(let t):
            if case .texts(let old)? = previous?.scanned, old.rows <= t.count { return (old.rows, .texts(old)) }
        }
        return (0, .none)
    }

    /// The scan of one piece of `c`.
    static func scan(_ c: DataTable.Column, _ piece: Piece) -> Scanned {
        switch c.values {
        case .number(let v), .date(let v):
            return .numbers(v.withUnsafeBufferPointer { NumberScan($0, piece.rows) }, rows: piece.rows.upperBound)
        case .text(let t):
            var s = TextScan(cap: distinctCap)
            s.add(t[piece.rows], untilCapped: true)
            return .texts(s)
        }
    }

    /// `before` followed by the scans of the pieces after it, in order: one pass's findings, up
    /// to the row from which a capped text column is counted against its values (nil: no such
    /// row, the scan is whole).
    static func join(_ c: DataTable.Column, _ before: Scanned, _ pieces: [(Piece, Scanned)]) -> (scanned: Scanned, frozenFrom: Int?) {
        var out = before
        for (piece, scanned) in pieces {
            switch (out, scanned) {
            case (.none, .texts(let s)) where piece.opens:
                out = scanned
                if s.capped { return (out, piece.rows.lowerBound + s.rows) }
            case (.none, _) where piece.opens:
                out = scanned
            case (.none, .numbers(let s, let rows)):
                out = .numbers(NumberScan().followed(by: s), rows: rows)
            case (.numbers(let a, _), .numbers(let s, let rows)):
                out = .numbers(a.followed(by: s), rows: rows)
            case (_, .texts(let s)):
                var a = TextScan(cap: distinctCap)
                if case .texts(let old) = out { a = old }
                out = .none   // `a` then holds the only copy of its counts, extended in place
                guard s.capped, case .text(let t) = c.values else {
                    a.append(s)
                    out = .texts(a)
                    continue
                }
                // Read on, one row after another, until the column's scan reaches the cap.
                let read = a.rows
                a.add(t[piece.rows], untilCapped: true)
                out = .texts(a)
                if a.capped { return (out, piece.rows.lowerBound + a.rows - read) }
            default:
                break
            }
        }
        return (out, nil)
    }

    /// Rows `rows` of a text column counted from `template`, a capped scan's `frozen`.
    static func frozenScan(_ t: [String], _ template: TextScan, _ rows: Range<Int>) -> TextScan {
        var s = template
        s.add(t[rows])
        return s
    }

    /// The summary of `c` from its pass's findings.
    static func summary(_ c: DataTable.Column, _ scanned: Scanned) -> ColumnSummary {
        switch c.values {
        case .number(let v):
            var s = numbers(v, name: c.name, kind: .number, scanned: scanned)
            s.isDuration = c.isDuration
            s.isJoinedTime = c.joinedInto != nil
            return s
        case .date(let v): return numbers(v, name: c.name, kind: .date, scanned: scanned)
        case .text(let t): return texts(t, name: c.name, scanned: scanned)
        }
    }

    static func numbers(_ v: ColumnBuffer, name: String, kind: Kind, scanned: Scanned) -> ColumnSummary {
        var s = ColumnSummary(name: name, kind: kind)
        var scan = NumberScan()
        if case .numbers(let found, _) = scanned { scan = found }
        s.scanned = .numbers(scan, rows: v.count)
        let count = scan.count
        s.count = count
        s.gaps = v.count - count
        // A zero extreme is shown unsigned: which of 0 and -0 a scan keeps depends on how it was cut.
        if count > 0 { s.min = scan.lo == 0 ? 0 : scan.lo; s.max = scan.hi == 0 ? 0 : scan.hi }
        s.ascends = scan.ascends && count > 0
        // Every value finite, none below or equal to the one before: what the charts ask of x
        // (lines or dots, its extent at its ends) is known without reading the column again.
        if count == v.count, count > 0, scan.ascends, !scan.repeats { v.noteStrictAscent() }
        if count > 0 {
            v.noteExtent(lo: scan.lo, hi: scan.hi, positiveLo: scan.hi > 0 ? scan.positiveLo : nil,
                         allFinite: count == v.count, finiteAscend: scan.ascends)
        }
        s.repeatsNeighbour = scan.repeats
        s.integral = scan.integral && count > 0
        s.magnitude = magnitude(v)
        s.outline = outline(v)
        return s
    }

    static func texts(_ t: [String], name: String, scanned: Scanned) -> ColumnSummary {
        var s = ColumnSummary(name: name, kind: .text)
        var scan = TextScan(cap: distinctCap)
        if case .texts(let found) = scanned { scan = found }
        s.count = t.count - scan.gaps
        s.gaps = scan.gaps
        s.repeatsNeighbour = scan.repeats
        s.distinct = scan.distinct
        let top = scan.top(8)
        s.topValues = top.map(\.value)
        s.outline = top.map { Double($0.count) }
        s.scanned = .texts(scan)
        return s
    }

    /// The summary of a text column (tests and one-off callers).
    static func texts(_ t: [String], name: String, extending previous: ColumnSummary? = nil) -> ColumnSummary {
        of(DataTable.Column(name: name, values: .text(t)), extending: previous)
    }
}
