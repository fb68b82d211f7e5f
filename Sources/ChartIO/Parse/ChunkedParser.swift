import Dispatch
import Foundation

/// The fast path for large tables: the body is cut at record ends into several chunks per core,
/// taken in turn by the cores, numbers and text written straight to their rows of the columns.
/// Each chunk's rows are placed by counting the line feeds before it: with no text column each
/// chunk is counted just before it is parsed (`CountAhead`), otherwise all are counted first.
///
/// It applies when the separator is one byte. A cut is moved past any line end an odd number of
/// quotes before it leaves inside a quoted field; a chunk whose last quoted field runs past its
/// end (the guess was wrong) sends the whole file to the general parser. Plain numbers, and
/// decimal commas without grouping, are read the quick way; text, dates, durations and the
/// rest cell by cell. When every column is plain, runs of lines of plain decimals (up to 19
/// digits) and numpy's `%.18e` (two-digit exponents) go through `ShortRows`. Anything it
/// cannot read as its column's kind sends the caller back to the general parser, which has the
/// full rules.
enum ChunkedParser {
    /// Below this many body bytes one chunk is used.
    static let minimumChunk = 1 << 20

    /// Chunks a core parses, in turn with the other cores.
    static let chunksPerCore = 8

    /// The most body bytes a chunk is given, give or take a line, when there are enough of them.
    static let largestChunk = 16 << 20

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

    /// The number columns, the text columns (each empty where the other holds the column), row
    /// count and line feeds in the body, or nil when the fast path does not apply (or met a cell
    /// of another kind).
    static func parse(_ b: UnsafeBufferPointer<UInt8>, bodyStart: Int, firstLine: Int, dialect: Dialect,
                      kinds: [ColumnKind], timeZone: TimeZone, name: String,
                      cores: Int = ProcessInfo.processInfo.activeProcessorCount,
                      release: (@Sendable (Range<Int>) -> Void)? = nil,
                      cancelled: (@Sendable () -> Bool)? = nil,
                      progress: ((Double) -> Void)? = nil) throws
        -> (columns: [[Double]], texts: [[String]], rows: Int, lines: Int)? {
        guard let delim = dialect.delimiter, let base = b.baseAddress, !kinds.isEmpty, kinds.count <= 256,
              bodyStart <= b.count else { return nil }
        var bounds = cuts(b, bodyStart: bodyStart, cores: cores)
        let count = bounds.count - 1
        // Lines per chunk bound its rows, so each chunk's rows have a place before parsing starts.
        let lines = UnsafeMutableBufferPointer<Int>.allocate(capacity: count)
        defer { lines.deallocate() }
        let quotes = UnsafeMutableBufferPointer<Int>.allocate(capacity: count)
        defer { quotes.deallocate() }
        let offsets = UnsafeMutableBufferPointer<Int>.allocate(capacity: count + 1)
        defer { offsets.deallocate() }
        let fill = ChunkFill(base: base, delimiter: delim, dialect: dialect, kinds: kinds, timeZone: timeZone, name: name,
                             firstLine: firstLine, release: release, cancelled: cancelled, total: b.count - bodyStart,
                             progress: progress)
        // With no text column, each chunk is counted just before it is parsed (quotes are then
        // rare, and a file with one is parsed again below).
        if !kinds.contains(.text), cancelled?() != true,
           let ahead = CountAhead(base: base, bounds: bounds, lines: lines, quotes: quotes, offsets: offsets) {
            var done = false
            let result = try fill.parse(bounds: bounds, offsets: offsets, capacity: ahead.capacity, lines: lines, quoted: false) {
                done = ahead.run($0, cores: cores)
                return done
            }
            if done { return result }
        }
        let shared = Shared(base: base, lines: lines, quotes: quotes, bounds: bounds, release: release)
        DispatchQueue.concurrentPerform(iterations: count) { k in shared.count(k) }
        // A quote could hide a line end inside a field: move the cuts to record ends.
        let quoted = quotes.contains { $0 > 0 }
        if quoted, !alignCuts(b, &bounds, lines: lines, quotes: quotes) { return nil }
        // A chunk ends just after a line feed, so it has at most one row per line feed; only the
        // file's last line may lack one. (Lone carriage returns ending more rows fall back.)
        offsets[0] = 0
        for k in 0..<count { offsets[k + 1] = offsets[k] + lines[k] + (bounds[k + 1] == b.count ? 1 : 0) }
        return try fill.parse(bounds: bounds, offsets: offsets, capacity: offsets[count], lines: lines, quoted: quoted) { job in
            DispatchQueue.concurrentPerform(iterations: count) { k in job.run(k) }
            return true
        }
    }

    /// The chunks' bounds in `b`'s body from `bodyStart`, each just after a line feed (or at the
    /// end). Several chunks a core, taken in turn: the rows of one part of a file can cost more
    /// than another's (longer numbers further down), and a core that is done with its part helps
    /// with the rest instead of waiting. None much above `largestChunk`: the pages of a chunk
    /// counted ahead are held until it is parsed.
    static func cuts(_ b: UnsafeBufferPointer<UInt8>, bodyStart: Int, cores: Int) -> [Int] {
        let body = b.count - bodyStart
        let pieces = max(cores > 1 ? cores * chunksPerCore : 1, body / largestChunk)
        let count = max(1, min(pieces, body / (cores > 1 ? minimumChunk / 4 : minimumChunk)))
        var bounds = [bodyStart]
        for k in 1..<count {
            var p = max(bounds[k - 1], bodyStart + body / count * k)
            while p < b.count, b[p] != 0x0A { p += 1 }
            bounds.append(min(b.count, p + 1))
        }
        bounds.append(b.count)
        return bounds
    }

    /// Moves each cut that follows an odd number of quotes to the first line end after it that
    /// follows an even number (moving the line feeds passed to the chunk before): with fields
    /// quoted the standard way, a record end. False when no such line end comes before the next
    /// cut. A quote inside an unquoted field (`12"`) can make the guess wrong; the chunk before
    /// then finds its last quoted field unclosed at its end, and the file goes to the general
    /// parser.
    static func alignCuts(_ b: UnsafeBufferPointer<UInt8>, _ bounds: inout [Int], lines: UnsafeMutableBufferPointer<Int>,
                          quotes: UnsafeMutableBufferPointer<Int>) -> Bool {
        var before = 0
        for k in 1..<max(1, bounds.count - 1) {
            before += quotes[k - 1]
            guard before & 1 == 1 else { continue }
            var p = bounds[k], odd = true, crossed = 0, found = false
            while p < bounds[k + 1] {
                let c = b[p]
                p += 1
                if c == ChunkJob.quote {
                    odd.toggle()
                } else if c == 0x0A {
                    crossed += 1
                    if !odd { found = true; break }
                }
            }
            guard found else { return false }
            lines[k - 1] += crossed
            lines[k] -= crossed
            bounds[k] = p
        }
        return true
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

    /// The line feeds and double quotes in `range` of the bytes at `base`, counted a window at a
    /// time, each window's pages handed to `release` once counted.
    static func countLinesAndQuotes(_ base: UnsafePointer<UInt8>, _ range: Range<Int>, release: ((Range<Int>) -> Void)?) -> (Int, Int) {
        var (lines, quotes) = (0, 0)
        var p = range.lowerBound
        while p < range.upperBound {
            let n = min(range.upperBound - p, releaseWindow)
            let (a, b) = countLinesAndQuotes(base + p, n)
            lines += a
            quotes += b
            release?(p..<(p + n))
            p += n
        }
        return (lines, quotes)
    }

    /// What the threads counting chunks share (each writes only its own slot): the line-counting
    /// pass, and `CountAhead`, which counts each chunk on its own with no `release`.
    struct Shared: @unchecked Sendable {
        let base: UnsafePointer<UInt8>
        let lines: UnsafeMutableBufferPointer<Int>
        let quotes: UnsafeMutableBufferPointer<Int>
        let bounds: [Int]
        let release: (@Sendable (Range<Int>) -> Void)?

        /// Counts chunk k's lines and quotes, handing pages back behind it (with a `release`).
        func count(_ k: Int) {
            (lines[k], quotes[k]) = ChunkedParser.countLinesAndQuotes(base, bounds[k]..<bounds[k + 1], release: release)
        }
    }
}
