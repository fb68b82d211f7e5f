import ChartIO
import ChartCore
import Dispatch

/// What the passes behind a table's summaries share (see `ColumnSummary.summaries`): each pass
/// writes only its own slots, and the passes run one after another.
final class SummaryJob: @unchecked Sendable {
    /// Rows of a capped text column counted against the values its scan holds.
    struct FrozenPiece {
        let column: Int
        let rows: Range<Int>
        let template: TextScan
    }

    let columns: [DataTable.Column]
    let resumed: [(start: Int, scanned: ColumnSummary.Scanned)]
    let pieces: [ColumnSummary.Piece]
    /// Column i's pieces are `pieces[firsts[i]..<firsts[i + 1]]`.
    private let firsts: [Int]
    /// Each piece's scan.
    private let scans: UnsafeMutableBufferPointer<ColumnSummary.Scanned>
    /// Each column's joined scan, and the row from which it is counted frozen (-1: none).
    private let joined: UnsafeMutableBufferPointer<ColumnSummary.Scanned>
    private let frozenFrom: UnsafeMutableBufferPointer<Int>
    /// Each frozen piece's count (allocated by `frozenPieces()`).
    private var counted = UnsafeMutableBufferPointer<TextScan?>(start: nil, count: 0)
    /// Each column's summary.
    private let out: UnsafeMutableBufferPointer<ColumnSummary?>

    init(columns: [DataTable.Column], resumed: [(start: Int, scanned: ColumnSummary.Scanned)], cuts: [[ColumnSummary.Piece]]) {
        self.columns = columns
        self.resumed = resumed
        pieces = cuts.flatMap { $0 }
        var firsts = [0]
        for c in cuts { firsts.append(firsts[firsts.count - 1] + c.count) }
        self.firsts = firsts
        scans = .allocate(capacity: pieces.count)
        scans.initialize(repeating: .none)
        joined = .allocate(capacity: columns.count)
        joined.initialize(repeating: .none)
        frozenFrom = .allocate(capacity: columns.count)
        frozenFrom.initialize(repeating: -1)
        out = .allocate(capacity: columns.count)
        out.initialize(repeating: nil)
    }

    deinit {
        for p in [scans, joined] { p.deinitialize(); p.deallocate() }
        frozenFrom.deallocate()
        counted.deinitialize()
        counted.deallocate()
        out.deinitialize()
        out.deallocate()
    }

    /// Scans piece k.
    func scan(_ k: Int) { scans[k] = ColumnSummary.scan(columns[pieces[k].column], pieces[k]) }

    /// Joins column i's pieces in order.
    func join(_ i: Int) {
        // Each scan is taken out of its slot, so the join extends the only copy of its counts.
        let mine = (firsts[i]..<firsts[i + 1]).map { k in
            defer { scans[k] = .none }
            return (pieces[k], scans[k])
        }
        let (scanned, from) = ColumnSummary.join(columns[i], resumed[i].scanned, mine)
        joined[i] = scanned
        frozenFrom[i] = from ?? -1
    }

    /// The rest of each capped text column, in pieces (one per core when long); allocates their slots.
    func frozenPieces() -> [FrozenPiece] {
        var rest: [FrozenPiece] = []
        for i in columns.indices where frozenFrom[i] >= 0 {
            guard case .texts(let s) = joined[i] else { continue }
            let from = frozenFrom[i], n = columns[i].count
            guard from < n else { continue }
            let template = s.frozen
            let k = n - from < 1 << 16 ? 1 : Swift.max(1, Swift.min(Cores.active, 8))
            for j in 0..<k {
                rest.append(FrozenPiece(column: i, rows: (from + (n - from) * j / k)..<(from + (n - from) * (j + 1) / k),
                                        template: template))
            }
        }
        counted = .allocate(capacity: rest.count)
        counted.initialize(repeating: nil)
        return rest
    }

    /// Counts frozen piece `p` into slot `slot`.
    func count(_ p: FrozenPiece, slot: Int) {
        guard case .text(let t) = columns[p.column].values else { return }
        counted[slot] = ColumnSummary.frozenScan(t, p.template, p.rows)
    }

    /// Column i's summary, its frozen pieces (of `rest`) joined in order.
    func summarise(_ i: Int, rest: [FrozenPiece]) {
        var scanned = joined[i]
        joined[i] = .none
        if case .texts(var s) = scanned, frozenFrom[i] >= 0 {
            scanned = .none   // `s` then holds the only copy of its counts
            for (k, p) in rest.enumerated() where p.column == i { counted[k].map { s.appendFrozen($0) } }
            scanned = .texts(s)
        }
        out[i] = ColumnSummary.summary(columns[i], scanned)
    }

    /// The summaries, once every column is summarised.
    var summaries: [ColumnSummary] { out.map { $0! } }
}
