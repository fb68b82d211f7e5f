import Dispatch
import Foundation

/// `ChunkedParser`'s order for a file with no text column: each chunk's lines are counted just
/// before the chunk is parsed, not all in a pass of their own, so each page of the file is
/// mapped once (the separate count mapped every page, handed it back, and the parse mapped it
/// again) and at most a chunk or two of them are held at a time.
///
/// A chunk's first row is the sum of the lines before it, so a chunk waits until the one
/// before it has counted (a count takes about a tenth of a parse). The columns' room must be
/// set before any chunk is parsed: it is guessed from the lines per byte of the first and last
/// chunks, counted first, with a margin. A chunk whose rows would pass that room, or that holds
/// a double quote (the cuts may then be inside quoted fields), is not parsed, nor is any chunk
/// after it, and `run` tells the caller to parse the file the classic way.
final class CountAhead: @unchecked Sendable {   // each chunk writes its own slots; the chain is locked
    private let bounds: [Int]
    private let lines: UnsafeMutableBufferPointer<Int>
    private let quotes: UnsafeMutableBufferPointer<Int>
    private let offsets: UnsafeMutableBufferPointer<Int>
    /// Counts a chunk's lines and quotes into their slots.
    private let counter: ChunkedParser.Shared
    /// Rows the columns have room for.
    let capacity: Int
    private let chain = NSCondition()
    /// `offsets[0..<known]` are written.
    private var known = 1
    /// The next chunk a thread takes.
    private var next = 0

    /// Counts the first and last chunks and sets the room from them; nil when there are fewer
    /// than two chunks or a quote in those two.
    init?(base: UnsafePointer<UInt8>, bounds: [Int], lines: UnsafeMutableBufferPointer<Int>,
          quotes: UnsafeMutableBufferPointer<Int>, offsets: UnsafeMutableBufferPointer<Int>) {
        let count = bounds.count - 1
        guard count >= 2 else { return nil }
        self.bounds = bounds
        self.lines = lines
        self.quotes = quotes
        self.offsets = offsets
        let counter = ChunkedParser.Shared(base: base, lines: lines, quotes: quotes, bounds: bounds, release: nil)
        self.counter = counter
        DispatchQueue.concurrentPerform(iterations: 2) { i in counter.count(i == 0 ? 0 : count - 1) }
        guard quotes[0] == 0, quotes[count - 1] == 0 else { return nil }
        let counted = lines[0] + lines[count - 1]
        let countedBytes = bounds[1] - bounds[0] + bounds[count] - bounds[count - 1]
        let middle = Double(bounds[count - 1] - bounds[1]) * Double(counted) / Double(max(1, countedBytes))
        capacity = counted + 1 + Int((middle * Self.margin).rounded(.up)) + 1024
        offsets[0] = 0
    }

    /// How much more room than the first and last chunks' lines per byte promise.
    static let margin = 1.3

    /// Counts and parses every chunk on `cores` threads; false when a chunk was left unparsed
    /// (too many rows for the room, or a quote), and the file must be parsed the classic way.
    func run(_ job: ChunkJob, cores: Int) -> Bool {
        let count = bounds.count - 1
        DispatchQueue.concurrentPerform(iterations: max(1, min(cores, count))) { _ in
            while let k = take() { step(k, job) }
        }
        return offsets[count] <= capacity
    }

    /// The next chunk in order, or nil when all are taken. Chunks are taken in order, so the
    /// chunk a thread waits on has been taken by a thread that is not waiting on a later one.
    private func take() -> Int? {
        chain.lock()
        defer { chain.unlock() }
        guard next < bounds.count - 1 else { return nil }
        next += 1
        return next - 1
    }

    /// Counts chunk k (the ends were counted first), waits for its first row, passes on the
    /// next chunk's, then parses it, pages handed back behind the parse.
    private func step(_ k: Int, _ job: ChunkJob) {
        let count = bounds.count - 1
        if k != 0, k != count - 1 { counter.count(k) }
        chain.lock()
        while known <= k { chain.wait() }
        // A chunk ending at the bytes' end may end in a line without a line feed.
        let last = offsets[k] + lines[k] + (bounds[k + 1] == bounds[count] ? 1 : 0)
        let fits = quotes[k] == 0 && last <= capacity
        // Past the room: every chunk after this one is past it too, and left unparsed.
        offsets[k + 1] = fits ? last : capacity + 1
        known = k + 2
        chain.broadcast()
        chain.unlock()
        if fits { job.run(k) }
    }
}
