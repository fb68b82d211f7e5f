import Dispatch
import Foundation

/// The fast path for large tables of numbers and date-times: the body is cut at line ends into
/// one chunk per core, and the chunks are parsed at the same time straight into the columns.
///
/// It applies when every column is a number or date column, the separator is one byte, and the
/// body holds no quote character (so every line end is a record end). Plain numbers, and
/// decimal commas without grouping, are read the quick way; dates, durations and the rest cell
/// by cell. When every column is plain, runs of lines of short decimals go through `ShortRows`.
/// Anything it cannot read as its column's kind sends the caller back to the general parser,
/// which has the full rules.
enum ChunkedParser {
    /// Below this many body bytes one chunk is used.
    static let minimumChunk = 1 << 20

    /// 10⁰ … 10²², each exact in a Double.
    static let powersOfTen: [Double] = (0...22).map { pow(10, Double($0)) }

    /// How one chunk went.
    enum Outcome {
        case rows(Int)
        /// A row error at a line counted from the chunk's first line (0-based) and a 1-based column.
        case error(line: Int, column: Int, message: String)
        /// A cell that is not its column's kind: the general parser must decide.
        case fallBack
        /// Asked to stop.
        case cancelled
    }

    /// The columns, row count and line feeds in the body, or nil when the fast path does not apply
    /// (or met a cell of another kind).
    static func parse(_ b: UnsafeBufferPointer<UInt8>, bodyStart: Int, firstLine: Int, dialect: Dialect,
                      kinds: [ColumnKind], timeZone: TimeZone, name: String,
                      cores: Int = ProcessInfo.processInfo.activeProcessorCount,
                      release: (@Sendable (Range<Int>) -> Void)? = nil,
                      cancelled: (@Sendable () -> Bool)? = nil,
                      progress: ((Double) -> Void)? = nil) throws -> (columns: [[Double]], rows: Int, lines: Int)? {
        guard let delim = dialect.delimiter, let base = b.baseAddress, !kinds.isEmpty, kinds.count <= 256,
              kinds.allSatisfy({ $0 != .text }), bodyStart <= b.count else { return nil }
        let body = UnsafeBufferPointer(rebasing: b[bodyStart...])
        // Chunk bounds at line ends.
        let count = max(1, min(max(1, cores), body.count / (cores > 1 ? minimumChunk / 4 : minimumChunk)))
        var bounds = [bodyStart]
        for k in 1..<count {
            var p = max(bounds[k - 1], bodyStart + body.count / count * k)
            while p < b.count, b[p] != 0x0A { p += 1 }
            bounds.append(min(b.count, p + 1))
        }
        bounds.append(b.count)
        // Lines per chunk bound its rows, so each chunk's rows have a place before parsing starts.
        let lines = UnsafeMutableBufferPointer<Int>.allocate(capacity: count)
        defer { lines.deallocate() }
        let quotes = UnsafeMutableBufferPointer<Int>.allocate(capacity: count)
        defer { quotes.deallocate() }
        let shared = Shared(base: base, lines: lines, quotes: quotes, bounds: bounds, release: release)
        DispatchQueue.concurrentPerform(iterations: count) { k in shared.count(k) }
        // A quote could hide a line end inside a field: the general parser handles quoting.
        if quotes.contains(where: { $0 > 0 }) { return nil }
        // A chunk ends just after a line feed, so it has at most one row per line feed; only the
        // file's last line may lack one. (Lone carriage returns ending more rows fall back.)
        var offsets = [0]
        for k in 0..<count { offsets.append(offsets[k] + lines[k] + (bounds[k + 1] == b.count ? 1 : 0)) }
        let capacity = offsets[count]
        let width = kinds.count
        let outcomes = UnsafeMutableBufferPointer<Outcome>.allocate(capacity: count)
        outcomes.initialize(repeating: .fallBack)
        defer {
            outcomes.deinitialize()   // an error's message is a string held here
            outcomes.deallocate()
        }
        // The columns are written in place: each chunk fills its own stretch of rows.
        let boxes = (0..<width).map { _ in ColumnBox(capacity: capacity) }
        withColumnPointers(boxes[...], []) { out in
            let job = Job(base: base, bounds: bounds, offsets: offsets, out: out, outcomes: outcomes, delim: delim,
                          comment: dialect.comment, dates: kinds.map { $0 == .date },
                          forms: kinds.indices.map { $0 < dialect.numberForms.count ? dialect.numberForms[$0] : .plain },
                          dateOrder: dialect.dateOrder, timeZone: timeZone,
                          release: release, cancelled: cancelled,
                          progress: progress.map { ParseProgress(total: b.count - bodyStart, report: $0) })
            DispatchQueue.concurrentPerform(iterations: count) { k in job.run(k) }
        }
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
                    for box in boxes {
                        box.values.withUnsafeMutableBufferPointer { p in
                            let b = p.baseAddress!
                            (b + rows).update(from: b + offsets[k], count: r)
                        }
                    }
                }
                rows += r
            }
        }
        return (boxes.map { box in
            box.values.removeLast(box.values.count - rows)
            return box.values
        }, rows, lines.reduce(0, +))
    }

    /// One column's storage while chunks write into it.
    final class ColumnBox {
        var values: [Double]
        /// Room for `capacity` rows, left unwritten: every row a chunk reports is written in full,
        /// the rest are cut off, and the pages are first touched by the threads that parse into them.
        init(capacity: Int) {
            values = [Double](unsafeUninitializedCapacity: max(1, capacity)) { _, n in n = max(1, capacity) }
        }
    }

    /// Calls `body` with a pointer to every column's storage at once.
    static func withColumnPointers(_ boxes: ArraySlice<ColumnBox>, _ acc: [UnsafeMutablePointer<Double>],
                                   _ body: ([UnsafeMutablePointer<Double>]) -> Void) {
        guard let first = boxes.first else { return body(acc) }
        first.values.withUnsafeMutableBufferPointer { p in
            withColumnPointers(boxes.dropFirst(), acc + [p.baseAddress!], body)
        }
    }

    /// Maps in, writable, the whole pages of `count` values from `p` in one call, rather than
    /// one page fault per 4 KB as they are first written (Linux 5.14 and later; elsewhere the
    /// writes fault them in as before).
    static func prefault(_ p: UnsafeMutablePointer<Double>, count: Int) {
        let page = MappedFile.pageSize
        let start = (Int(bitPattern: p) + page - 1) / page * page
        let end = (Int(bitPattern: p + count)) / page * page
        guard end - start >= 16 * page, let first = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(first, end - start, 23)   // MADV_POPULATE_WRITE
    }

    /// Bytes between hand-backs of parsed pages.
    static let releaseWindow = 8 << 20

    /// The numbers of line feeds and of double quotes in `n` bytes, sixteen bytes at a time.
    static func countLinesAndQuotes(_ p: UnsafePointer<UInt8>, _ n: Int) -> (Int, Int) {
        var lines = 0, quotes = 0
        var i = 0
        let raw = UnsafeRawPointer(p)
        let lf = SIMD16<UInt8>(repeating: 0x0A), quote = SIMD16<UInt8>(repeating: 0x22)
        let zero = SIMD16<UInt8>(repeating: 0), one = SIMD16<UInt8>(repeating: 1)
        while i + 16 <= n {
            // Per-lane counts in bytes: at most 255 blocks before they are added up.
            var l = zero, q = zero
            let blocks = min(255, (n - i) / 16)
            for _ in 0..<blocks {
                let v = raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                l &+= zero.replacing(with: one, where: v .== lf)
                q &+= zero.replacing(with: one, where: v .== quote)
                i += 16
            }
            lines += Int(SIMD16<UInt16>(truncatingIfNeeded: l).wrappedSum())
            quotes += Int(SIMD16<UInt16>(truncatingIfNeeded: q).wrappedSum())
        }
        while i < n {
            lines &+= p[i] == 0x0A ? 1 : 0
            quotes &+= p[i] == 0x22 ? 1 : 0
            i += 1
        }
        return (lines, quotes)
    }

    /// What the line-counting pass shares between threads (each writes only its own slot).
    private struct Shared: @unchecked Sendable {
        let base: UnsafePointer<UInt8>
        let lines: UnsafeMutableBufferPointer<Int>
        let quotes: UnsafeMutableBufferPointer<Int>
        let bounds: [Int]
        let release: (@Sendable (Range<Int>) -> Void)?

        /// Counts chunk k's lines and quotes, handing pages back behind it.
        func count(_ k: Int) {
            var (l, q) = (0, 0)
            var p = bounds[k]
            while p < bounds[k + 1] {
                let n = min(bounds[k + 1] - p, ChunkedParser.releaseWindow)
                let (a, b) = ChunkedParser.countLinesAndQuotes(base + p, n)
                l += a; q += b
                release?(p..<(p + n))
                p += n
            }
            lines[k] = l
            quotes[k] = q
        }
    }

    /// What the parsing pass shares between threads (each chunk writes only its own rows and slot).
    private struct Job: @unchecked Sendable {
        let base: UnsafePointer<UInt8>
        let bounds: [Int]
        let offsets: [Int]
        let out: [UnsafeMutablePointer<Double>]
        let outcomes: UnsafeMutableBufferPointer<Outcome>
        let delim: UInt8
        let comment: UInt8?
        let dates: [Bool]
        /// How each column writes its numbers.
        let forms: [NumberForm]
        let dateOrder: DateOrder?
        let timeZone: TimeZone
        let release: (@Sendable (Range<Int>) -> Void)?
        let cancelled: (@Sendable () -> Bool)?
        let progress: ParseProgress?

        /// Each column's decimal mark for the quick way, or 0 where cells are read one by one
        /// (dates, durations, grouped points, and a decimal comma in a comma-separated file: there
        /// the comma ends the field, and `LocaleNumber` reads what the cell holds).
        var points: [UInt8] {
            zip(dates, forms).map { date, form in
                let mark = date ? 0 : form == .plain ? UInt8(ascii: ".") : form == .decimalComma ? UInt8(ascii: ",") : 0
                return mark == delim ? 0 : mark
            }
        }

        /// Called every `releaseWindow` bytes: hands back the pages behind, reports the bytes
        /// parsed, and tells whether to stop.
        func checkpoint(_ range: Range<Int>) -> Bool {
            release?(range)
            progress?.add(range.count)
            return cancelled?() == true
        }

        func run(_ k: Int) {
            for column in out { ChunkedParser.prefault(column + offsets[k], count: offsets[k + 1] - offsets[k]) }
            var dateParser = DateParser(timeZone: timeZone)
            dateParser.order = dateOrder
            outcomes[k] = ChunkedParser.powersOfTen.withUnsafeBufferPointer { pow10 in
                DigitRun.scales.withUnsafeBufferPointer { scales in
                    out.withUnsafeBufferPointer { columns in
                        // Lines of short numbers go the short way when every column holds plain numbers.
                        let plain = points.allSatisfy { $0 == UInt8(ascii: ".") }
                        let short = !plain ? nil : ShortRows(base: base, columns: columns.baseAddress!, width: columns.count,
                                                             delimiter: delim, comment: comment ?? 0x0A,
                                                             pow10: pow10.baseAddress!, scales: scales.baseAddress!)
                        return PowersOfFive.words.withUnsafeBufferPointer { fives in
                            parseChunk(from: bounds[k], to: bounds[k + 1], row0: offsets[k], rowLimit: offsets[k + 1],
                                       dateParser: &dateParser, short: short, pow10: pow10.baseAddress!, scales: scales.baseAddress!,
                                       powersOfFive: fives.baseAddress!)
                        }
                    }
                }
            }
        }

        /// A decimal (optional sign, up to 19 digits, optional fraction after `point` and
        /// exponent) ending at a field end, in one pass; nil (and `p` untouched) for anything
        /// else, which the general cell path reads.
        @inline(__always)
        func quickNumber(_ p: inout Int, _ end: Int, point: UInt8, pow10: UnsafePointer<Double>, scales: UnsafePointer<UInt64>,
                         powersOfFive: UnsafePointer<UInt64>) -> Double? {
            let b = base
            var i = p
            // The sign without a branch: random signs would be mispredicted half the time.
            let negative = i < end && b[i] == UInt8(ascii: "-")
            i &+= negative ? 1 : 0
            if point == UInt8(ascii: "."), i + 25 <= end, b[i + 20] | 0x20 == UInt8(ascii: "e"), let v = scientific19(at: i, powersOfFive: powersOfFive, scales: scales) {
                // numpy's default form, read at fixed places.
                p = i + 24
                return Double(bitPattern: v.bitPattern | (negative ? 1 << 63 : 0))
            }
            var mantissa: UInt64 = 0
            var digits = 0
            var fraction = 0
            if i + 49 <= end {
                // Room for two runs of 24 digits and the point: read each without a loop.
                let (whole, n) = DigitRun.run24(at: b + i, scales: scales)
                i += n
                mantissa = whole
                if b[i] == point {
                    i += 1
                    let (part, f) = DigitRun.run24(at: b + i, scales: scales)
                    i += f
                    fraction = f
                    guard f < 20 else { return nil }
                    mantissa = mantissa &* scales[f] &+ part
                }
                digits = n + fraction
            } else {
                let first = i
                DigitRun.read(b, &i, end, &mantissa, scales: scales)
                digits = i - first
                if i < end, b[i] == point {
                    i += 1
                    let f0 = i
                    DigitRun.read(b, &i, end, &mantissa, scales: scales)
                    fraction = i - f0
                    digits += fraction
                }
            }
            guard digits > 0, digits <= 19 else { return nil }
            var exponent = 0
            if i < end, b[i] | 0x20 == UInt8(ascii: "e") {
                i += 1
                var expNegative = false
                if i < end, b[i] == UInt8(ascii: "-") || b[i] == UInt8(ascii: "+") {
                    expNegative = b[i] == UInt8(ascii: "-")
                    i += 1
                }
                let e0 = i
                while i < end, b[i] &- 48 < 10, i - e0 < 5 { exponent = exponent * 10 + Int(b[i] &- 48); i += 1 }
                guard i > e0 else { return nil }
                if expNegative { exponent = -exponent }
            }
            if i < end {
                let c = b[i]
                guard c == delim || c == 0x0A || c == 0x0D else { return nil }
            }
            let scale = exponent - fraction
            var v: Double
            if digits <= 15, scale <= 0, scale >= -22 {
                // At most 15 digits fit a Double exactly, so one division by an exact power of ten rounds correctly.
                v = scale == 0 ? Double(mantissa) : Double(mantissa) / pow10[-scale]
            } else if let exact = EiselLemire.convert(mantissa, scale, powers: powersOfFive) {
                v = exact
            } else {
                return nil
            }
            p = i
            v = Double(bitPattern: v.bitPattern | (negative ? 1 << 63 : 0))
            return v
        }

        /// The number in numpy's `%.18e` form at `i` ending at a field end (25 bytes readable), or
        /// nil. Kept out of line: the other forms' path stays as small as it was.
        @inline(never)
        func scientific19(at i: Int, powersOfFive: UnsafePointer<UInt64>, scales: UnsafePointer<UInt64>) -> Double? {
            guard let (m, q) = DigitRun.scientific19(at: base + i, scales: scales) else { return nil }
            let c = base[i + 24]
            guard c == delim || c == 0x0A || c == 0x0D else { return nil }
            return EiselLemire.convert(m, q, powers: powersOfFive)
        }

        /// Parses lines in [start, end) into rows from `row0`.
        /// Rows are written in [row0, rowLimit); more rows than line feeds (lone carriage returns
        /// ending lines, or a file changed since it was counted) send the file to the general parser.
        func parseChunk(from start: Int, to end: Int, row0: Int, rowLimit: Int, dateParser: inout DateParser,
                        short: ShortRows?, pow10: UnsafePointer<Double>, scales: UnsafePointer<UInt64>,
                        powersOfFive: UnsafePointer<UInt64>) -> Outcome {
            let b = base
            let width = out.count
            let cm = comment ?? 0x0A
            var p = start
            var row = row0
            var line = 0
            var released = start
            defer {
                release?(released..<end)
                progress?.add(end - released)
            }
            let windowed = release != nil || cancelled != nil || progress != nil
            let points = self.points
            if cancelled?() == true { return .cancelled }
            // After a run of lines the short way could not take, it is tried again only some lines on
            // (a column of long numbers would fail it on every line).
            var shortMisses = 0, shortAgain = 0
            while p < end {
                // The short way first; the line it cannot take goes through the full rules below.
                if let short, line >= shortAgain {
                    let from = p
                    short.read(&p, end: end, limit: windowed ? released + ChunkedParser.releaseWindow : end,
                               row: &row, rowLimit: rowLimit, line: &line)
                    if p > from {
                        shortMisses = 0
                        if windowed, p - released >= ChunkedParser.releaseWindow {
                            if checkpoint(released..<p) { return .cancelled }
                            released = p
                        }
                        continue
                    }
                    shortMisses += 1
                    if shortMisses >= 16 { shortAgain = line + 4096; shortMisses = 0 }
                }
                let c0 = b[p]
                if c0 == 0x0A { p += 1; line += 1; continue }
                if c0 == 0x0D { p += 1; if p < end, b[p] == 0x0A { p += 1 }; line += 1; continue }
                if c0 == cm {
                    while p < end, b[p] != 0x0A { p += 1 }
                    continue
                }
                if row >= rowLimit { return .fallBack }
                var col = 0
                while true {
                    if col < width, points[col] != 0,
                       let v = quickNumber(&p, end, point: points[col], pow10: pow10, scales: scales, powersOfFive: powersOfFive) {
                        out[col][row] = v
                        col += 1
                        if p < end, b[p] == delim { p += 1; continue }
                        break
                    }
                    var s = p
                    while s < end, b[s] == 0x20 { s += 1 }
                    var e = s
                    while e < end {
                        let ch = b[e]
                        if ch == delim || ch == 0x0A || ch == 0x0D { break }
                        e += 1
                    }
                    var t = e
                    while t > s, b[t - 1] == 0x20 || b[t - 1] == 0x09 { t -= 1 }
                    if col < width {
                        let cell = UnsafeBufferPointer(start: b + s, count: t - s)
                        if let v = dates[col] ? dateParser.parse(cell) : LocaleNumber.parse(cell, form: forms[col]) {
                            out[col][row] = v
                        } else if CellKinds.isMissing(cell) {
                            out[col][row] = .nan
                        } else {
                            return .fallBack
                        }
                    } else if t > s {
                        var fields = col + 1
                        var q = e
                        while q < end, b[q] != 0x0A, b[q] != 0x0D { if b[q] == delim { fields += 1 }; q += 1 }
                        return .error(line: line, column: col + 1, message: "this row has \(fields) fields but the header has \(width)")
                    }
                    col += 1
                    p = e
                    if p < end, b[p] == delim { p += 1; continue }
                    break
                }
                while col < width { out[col][row] = .nan; col += 1 }
                row += 1
                if windowed, p - released >= ChunkedParser.releaseWindow {
                    if checkpoint(released..<p) { return .cancelled }
                    released = p
                }
                if p < end, b[p] == 0x0D { p += 1 }
                if p < end, b[p] == 0x0A { p += 1 }
                line += 1
            }
            return .rows(row - row0)
        }
    }
}
