import ChartCore
import Foundation

/// Reads a compressed table while it decodes: one thread decodes the text into blocks cut at line
/// ends (`DecodedBlocks`), the other cores parse each block as it comes (`ChunkedParser`, one core
/// a block), and the rows join, in order, columns that grow in place (text columns' strings are
/// appended). Blocks are cut at record ends when the first one holds a quote; otherwise a block
/// cut inside a quoted field ends in an open quote, which hands the file to the general parser
/// before the block after it is used.
/// Memory holds the columns and a few blocks, never the whole text, so a file that decodes to
/// gigabytes costs what its rows cost; progress is the compressed bytes read, and a cancel stops
/// it between blocks.
enum CompressedTextReader {
    /// Text per block.
    static let blockSize = 4 << 20

    /// The table, or nil when it needs the general parser (a quoted line feed at a block's end,
    /// a cell unlike its column's sample, JSON): the caller then decodes the text whole. `release` is told the compressed bytes read
    /// (a mapped file's pages handed back). (`blockSize` is smaller in tests.)
    static func parse(_ raw: UnsafeRawBufferPointer, format: Compression, name: String, forms: TextForms,
                      threads: Int?, progress: ((Double) -> Void)?, cancelled: (@Sendable () -> Bool)?,
                      release: (@Sendable (Range<Int>) -> Void)? = nil, blockSize: Int = Self.blockSize) throws -> ParsedTable? {
        let cores = max(1, threads ?? ProcessInfo.processInfo.activeProcessorCount)
        let blocks = DecodedBlocks(raw, format: format, name: name, size: blockSize, ahead: 2, cancelled: cancelled,
                                   release: release)
        defer { blocks.stop() }
        /// The next block for the head; nil when it needs the general parser.
        func more() throws -> DecodedBlocks.Block? {
            do { return try blocks.next() } catch let f as DecodedBlocks.Failure {
                if f.tooLong { return nil }
                throw f.error
            }
        }
        guard var head = try more() else { return nil }
        let plan: Plan
        // The head is surveyed again once it has doubled (or is the whole text), not at every
        // block it gains: a wide table of short blocks was surveyed from its start a hundred times.
        // Surveyed too at the 64 MB cap and when the blocks end, as it was at every block before.
        let cap = 64 << 20
        var surveyed = 0, ended = false
        while true {
            if head.last || ended || head.text.count >= min(2 * surveyed, cap) {
                surveyed = head.text.count
                do {
                    guard let p = try Plan.make(head.text.bytes, whole: head.last, name: name, forms: forms) else {
                        return nil
                    }
                    plan = p
                    break
                } catch is Plan.SampleShort {
                } catch {
                    return nil   // the general path names what is wrong, as for any file
                }
            }
            // The rows the whole text's kinds come from span more than a block: the next joins.
            guard !ended, head.text.count < cap else { return nil }
            guard let next = try more() else {
                if surveyed == head.text.count { return nil }
                ended = true
                continue
            }
            head.text.append(next.text.bytes)
            blocks.recycle(next.text)
            (head.index, head.consumed, head.last) = (next.index, next.consumed, next.last)
        }
        let join = Join(plan: plan, name: name, head: head.index, total: raw.count, progress: progress)
        join.parse(head)
        blocks.recycle(head.text)
        DispatchQueue.concurrentPerform(iterations: cores) { _ in
            while !join.isOver {
                let block: DecodedBlocks.Block?
                do { block = try blocks.next() } catch let f as DecodedBlocks.Failure {
                    // In its place after the blocks before it: a bad row there is named first.
                    join.deliver(f.index, f.tooLong ? .fallBack : .error(f.error), lines: 0)
                    return
                } catch { join.fail(error); return }
                guard let block else { return }
                join.parse(block)
                blocks.recycle(block.text)
                join.report(block.consumed)
                if cancelled?() == true { join.fail(DataError(file: name, message: "loading was cancelled")) }
            }
        }
        return try join.table()
    }

    /// How the table's blocks are read: what the first rows showed.
    struct Plan: Sendable {
        var dialect: Dialect
        var names: [String]
        var kinds: [ColumnKind]
        /// Where the first block's rows begin, and their line.
        var bodyStart: Int
        var bodyLine: Int

        /// Thrown when the text so far holds fewer rows than the sample the whole text is surveyed from.
        struct SampleShort: Error {}

        /// The plan for text beginning with `b` (all of it when `whole`), or nil when only the
        /// general parser reads it.
        static func make(_ b: UnsafeBufferPointer<UInt8>, whole: Bool, name: String, forms: TextForms) throws -> Plan? {
            if Compression.detect(b) != nil || ParquetReader.detect(UnsafeRawBufferPointer(b)) { return nil }
            if StreamInput.beginsJSON(b) { return nil }
            let survey = try DelimitedParser.survey(b, name: name, forms: forms)
            if !whole, survey.sampled <= DelimitedParser.sampleRows { throw SampleShort() }
            guard survey.dialect.delimiter != nil, survey.kinds.count <= 256 else { return nil }
            let head = try survey.bodyStart()
            return Plan(dialect: survey.dialect, names: survey.names, kinds: survey.kinds,
                        bodyStart: survey.offset + head.position, bodyLine: head.line)
        }
    }

    /// The blocks' rows joined in order, whichever core parsed them.
    final class Join: @unchecked Sendable {   // guarded by `lock`
        private let plan: Plan
        private let name: String
        private let lock = NSLock()
        /// The number and date columns' rows (`numbered` places each column among them).
        private let columns: GrowingColumns
        private let numbered: [Int?]
        /// Each text column's strings (empty for the others).
        private var texts: [[String]]
        /// Parsed blocks waiting for the ones before them.
        private var waiting: [Int: (outcome: Outcome, lines: Int)] = [:]
        private var next: Int
        /// The index of the first block parsed (the head, which the header and sample are in).
        private let head: Int
        private var linesBefore = 0
        private var failure: Error?
        private var fellBack = false
        private let total: Int
        private var reported = 0
        private let progress: ((Double) -> Void)?

        enum Outcome {
            case rows([[Double]], [[String]], Int)
            case error(Error)
            case fallBack
        }

        init(plan: Plan, name: String, head: Int, total: Int, progress: ((Double) -> Void)?) {
            self.head = head
            next = head
            self.plan = plan
            self.name = name
            self.total = total
            self.progress = progress
            var k = 0
            numbered = plan.kinds.map { kind in
                guard kind != .text else { return nil }
                defer { k += 1 }
                return k
            }
            columns = GrowingColumns(width: k)
            texts = plan.kinds.map { _ in [] }
        }

        /// Whether reading stopped (an error, a cancel, or a block only the general parser reads).
        var isOver: Bool { lock.withLock { failure != nil || fellBack } }

        /// Reports the compressed bytes read so far (one report at a time).
        func report(_ consumed: Int) {
            lock.withLock {
                guard consumed > reported else { return }   // blocks may finish out of order
                reported = consumed
                progress?(Double(consumed) / Double(max(1, total)))
            }
        }

        /// Stops with `error` (the first one stays).
        func fail(_ error: Error) {
            lock.withLock { if failure == nil { failure = error } }
        }

        /// Parses `block` and joins what is ready.
        func parse(_ block: DecodedBlocks.Block) {
            let outcome: Outcome
            var lines = 0
            do {
                let first = block.index == head
                let parsed = try ChunkedParser.parse(block.text.bytes, bodyStart: first ? plan.bodyStart : 0,
                                                     firstLine: first ? plan.bodyLine : 1, dialect: plan.dialect, kinds: plan.kinds,
                                                     timeZone: .current, name: name, cores: 1)
                // The header's lines count too, for the lines of errors further on.
                lines = (parsed?.lines ?? 0) + (first ? plan.bodyLine - 1 : 0)
                outcome = parsed.map { .rows($0.columns, $0.texts, $0.rows) } ?? .fallBack
            } catch {
                outcome = .error(error)
            }
            deliver(block.index, outcome, lines: lines)
        }

        /// Joins block `index`'s outcome, and every one after it that waited for it.
        func deliver(_ index: Int, _ outcome: Outcome, lines: Int) {
            lock.withLock {
                waiting[index] = (outcome, lines)
                while failure == nil, !fellBack, let ready = waiting.removeValue(forKey: next) {
                    switch ready.outcome {
                    case .rows(let values, let strings, let rows):
                        do {
                            try columns.append(plan.kinds.indices.filter { numbered[$0] != nil }.map { values[$0] }, rows: rows, name: name)
                            for (c, s) in strings.enumerated() where numbered[c] == nil { texts[c] += s }
                        } catch { failure = error }
                    case .error(let error):
                        if next > head, var e = error as? DataError, let line = e.line {
                            e.line = linesBefore + line
                            failure = e
                        } else {
                            failure = error
                        }
                    case .fallBack:
                        fellBack = true
                    }
                    linesBefore += ready.lines
                    next += 1
                }
            }
        }

        /// The table read, nil when a block needs the general parser; throws the first failure.
        /// Durations are marked and dates joined to their times of day as for any text file.
        func table() throws -> ParsedTable? {
            try lock.withLock {
                if let failure { throw failure }
                if fellBack { return nil }
                let table = TableBuilder.table(names: plan.names, kinds: plan.kinds, forms: plan.dialect.numberForms, timeZone: .current,
                                               numbers: { columns.buffer(numbered[$0]!) }, texts: { texts[$0] })
                return ParsedTable(table: table, dialect: plan.dialect, rows: columns.count)
            }
        }
    }
}
