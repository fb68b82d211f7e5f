import Foundation

/// What `ChunkedParser` does once the chunks are cut and their rows placed: gives the columns
/// room, hands the chunks' job to a schedule, and gathers the chunks' outcomes into the table.
struct ChunkFill {
    let base: UnsafePointer<UInt8>
    let delimiter: UInt8
    let dialect: Dialect
    let kinds: [ColumnKind]
    let timeZone: TimeZone
    let name: String
    /// The body's first line in the file, for the line an error names.
    let firstLine: Int
    let release: (@Sendable (Range<Int>) -> Void)?
    let cancelled: (@Sendable () -> Bool)?
    /// The body's bytes, and where to report the share parsed.
    let total: Int
    let progress: ((Double) -> Void)?

    /// The table parsed from the chunks at `bounds` into columns with room for `capacity` rows,
    /// chunk k's from row `offsets[k]` (written before chunk k runs), the chunks run by
    /// `schedule`. Nil when a chunk fell back to the general parser, or when `schedule` returns
    /// false (its columns are thrown away); throws a chunk's row error or the cancel.
    func parse(bounds: [Int], offsets: UnsafeMutableBufferPointer<Int>, capacity: Int, lines: UnsafeMutableBufferPointer<Int>,
               quoted: Bool, schedule: (ChunkJob) -> Bool) throws
        -> (columns: [[Double]], texts: [[String]], rows: Int, lines: Int)? {
        let count = bounds.count - 1
        let width = kinds.count
        let outcomes = UnsafeMutableBufferPointer<ChunkedParser.Outcome>.allocate(capacity: count)
        outcomes.initialize(repeating: .fallBack)
        defer {
            outcomes.deinitialize()   // an error's message is a string held here
            outcomes.deallocate()
        }
        // The columns are written in place: each chunk fills its own stretch of rows. A text
        // column has a box of its own; its place among the number boxes has one unwritten value.
        var textSlots = [Int](repeating: -1, count: width)
        for (slot, c) in kinds.indices.filter({ kinds[$0] == .text }).enumerated() { textSlots[c] = slot }
        let boxes = (0..<width).map { c in ColumnBox<Double>(capacity: textSlots[c] < 0 ? capacity : 0) }
        let textBoxes = textSlots.filter { $0 >= 0 }.map { _ in ColumnBox<String>(cells: capacity) }
        let forms = kinds.indices.map { $0 < dialect.numberForms.count ? dialect.numberForms[$0] : .plain }
        var scheduled = false
        ColumnBox.withPointers(boxes[...]) { out in ColumnBox.withPointers(textBoxes[...]) { texts in
            let job = ChunkJob(base: base, bounds: bounds, offsets: offsets, out: out, outcomes: outcomes, delim: delimiter,
                               comment: dialect.comment, dates: kinds.map { $0 == .date }, forms: forms,
                               textSlots: textSlots, texts: texts,
                               points: ChunkJob.points(kinds: kinds, forms: forms, delimiter: delimiter),
                               plainErrors: !quoted && !kinds.contains(.text),
                               dateOrder: dialect.dateOrder, timeZone: timeZone,
                               release: release, cancelled: cancelled,
                               progress: progress.map { ParseProgress(total: total, report: $0) })
            scheduled = schedule(job)
        } }
        guard scheduled else { return nil }
        // Errors name the earliest bad line; any fall-back hands the whole file to the general parser.
        var rows = 0
        for k in 0..<count {
            switch outcomes[k] {
            case .fallBack: return nil
            case .cancelled: throw DataError(file: name, message: "loading was cancelled")
            case .error(let line, let column, let message):
                let before = (0..<k).reduce(0) { $0 + lines[$1] }
                throw DataError(file: name, line: firstLine + before + line, column: column, message: message)
            case .rows(let r):
                // Close the gap left by the rows the chunk before did not use.
                if offsets[k] != rows {
                    for (c, box) in boxes.enumerated() where textSlots[c] < 0 { box.closeGap(from: offsets[k], to: rows, count: r) }
                    for box in textBoxes { box.closeGap(from: offsets[k], to: rows, count: r) }
                }
                rows += r
            }
        }
        let columns = boxes.enumerated().map { c, box in
            textSlots[c] < 0 ? box.taken(rows: rows) : [Double]()
        }
        let strings = textSlots.map { slot in
            slot < 0 ? [String]() : textBoxes[slot].taken(rows: rows)
        }
        return (columns, strings, rows, lines.reduce(0, +))
    }
}
