import Foundation

/// Text decoded from compressed bytes on a thread of its own, handed out in blocks that each end
/// at a line end (the last one may not; after an even number of quotes when the first block
/// holds a quote, `QuoteCut`), at most `ahead` blocks before the readers: the decoding
/// of one block overlaps the parsing of the ones before, and memory holds a few blocks, not the
/// whole text. A block's memory, once read, comes back (`recycle`) to be decoded into again.
final class DecodedBlocks: @unchecked Sendable {   // state is guarded by `condition`
    /// One block of text.
    struct Block: Sendable {
        /// Its place in the text, from 0.
        var index: Int
        var text: TextBuffer
        /// Compressed bytes read when it was handed out.
        var consumed: Int
        /// Whether it ends the text.
        var last = false
    }

    /// The longest line handed out in blocks (text with no line feed in this many bytes goes to
    /// the general parser whole).
    static let longestLine = 256 << 20

    /// What ended the decoding before the text did, after the blocks before it: corrupt or
    /// cut-short data, a cancel, or text blocks cannot be cut from (`tooLong`: lone carriage
    /// returns, or a line longer than `longestLine`).
    struct Failure: Error {
        /// The blocks handed out before it.
        var index: Int
        var error: Error
        var tooLong: Bool
    }

    private let condition = NSCondition()
    private var ready: [Block] = []
    private var ended = false
    private var failure: Failure?
    private var handed = 0
    private var stopped = false
    private let done = DispatchSemaphore(value: 0)
    private let ahead: Int
    /// Blocks' memory read and given back, to decode into again.
    private var spare: [TextBuffer] = []
    /// Room for a block and one piece of output past it.
    private let capacity: Int

    /// Starts decoding `raw` (which must stay valid until `stop()` returns) into blocks of about
    /// `size` bytes; `cancelled` is asked between pieces of input, and `release` is told the
    /// input read so far now and then (a mapped file's pages handed back).
    init(_ raw: UnsafeRawBufferPointer, format: Compression, name: String, size: Int, ahead: Int,
         cancelled: (@Sendable () -> Bool)?, release: (@Sendable (Range<Int>) -> Void)? = nil) {
        self.ahead = max(1, ahead)
        capacity = size + Decompressor.outputPiece
        let input = UnsafeRawBufferPointerBox(raw)
        Thread.detachNewThread { [self] in
            defer { done.signal() }
            do {
                try decode(input.bytes, format: format, name: name, size: size, cancelled: cancelled, release: release)
            } catch is Stop {
            } catch {
                condition.withLock {
                    failure = Failure(index: handed, error: error, tooLong: error is NeedsWholeText)
                    condition.broadcast()
                }
            }
        }
    }

    /// The next block, nil after the last; once the blocks decoded are taken, throws the
    /// `Failure` that stopped the decoding.
    func next() throws -> Block? {
        try condition.withLock {
            while ready.isEmpty, !ended, failure == nil, !stopped { condition.wait() }
            if !ready.isEmpty {
                condition.broadcast()
                return ready.removeFirst()
            }
            if let failure { throw failure }
            return nil
        }
    }

    /// Takes back a block's memory once nothing reads it, to decode another block into (a
    /// block grown past the usual size, as the first blocks joined for a survey are, is let go).
    func recycle(_ text: TextBuffer) {
        guard text.capacity == capacity else { return }
        condition.withLock { if spare.count < ahead + 2 { spare.append(text) } }
    }

    /// A buffer of `capacity` bytes to decode into: one given back, or a new one.
    private func fresh() -> TextBuffer {
        if let kept = condition.withLock({ spare.popLast() }) {
            kept.count = 0
            return kept
        }
        return TextBuffer(capacity: capacity)
    }

    /// Blocks decoded and not yet taken (at most `ahead`), and whether the decoder is done.
    var queued: (count: Int, ended: Bool) { condition.withLock { (ready.count, ended || failure != nil) } }

    /// Stops the decoding and waits for its thread to end (call once, before `raw` goes).
    func stop() {
        condition.withLock { stopped = true; condition.broadcast() }
        done.wait()
    }

    /// Thrown inside the decoding thread to unwind it when the readers stopped.
    private struct Stop: Error {}
    /// Thrown when no line feed ends a block: lone carriage returns, or no line end within
    /// `longestLine` bytes.
    private struct NeedsWholeText: Error {}

    private func decode(_ raw: UnsafeRawBufferPointer, format: Compression, name: String, size: Int,
                        cancelled: (@Sendable () -> Bool)?, release: (@Sendable (Range<Int>) -> Void)?) throws {
        let decoder = try Decompressor(format, name: name)
        var current = fresh()
        var index = 0, at = 0
        /// How far `current` is known to hold no line end past `size` (a long line is searched
        /// once); with `watch`, no line end after an even number of quotes.
        var searched = 0
        func push(_ block: TextBuffer, last: Bool = false) throws {
            guard block.count > 0 else { return }
            try condition.withLock {
                while ready.count >= ahead, !stopped { condition.wait() }
                if stopped { throw Stop() }
                ready.append(Block(index: index, text: block, consumed: at, last: last))
                handed = index + 1
                condition.broadcast()
            }
            index += 1
        }
        /// Whether cuts follow an even number of quotes (when the first block holds a quote).
        var watch: Bool?
        /// With `watch`, whether an odd number of quotes comes before `searched`.
        var searchedOdd = false
        /// Hands out blocks of about `size` bytes, each cut after a line feed, while there are
        /// enough. Text with no line feed but a carriage return ends lines with lone returns,
        /// which only the general parser reads (it is decoded whole).
        func handOut() throws {
            while current.count >= size {
                let text = current.bytes
                if watch == nil { watch = memchr(text.baseAddress!, 0x22, size) != nil }
                var cut: Int?
                let from = searched
                if watch == true {
                    cut = QuoteCut.find(text, near: size, from: &searched, odd: &searchedOdd)
                } else {
                    if searched == 0, let lf = text[..<size].lastIndex(of: 0x0A) { cut = lf + 1 }
                    if cut == nil, let lf = Self.first(0x0A, in: text, from: max(size, searched)) { cut = lf + 1 }
                }
                guard let cut else {
                    if watch == true, current.count >= 4 * size {
                        // No record end in four blocks: a quote inside a field (`12" pipe`) turned
                        // the count over. Cuts go back to line ends (a cut inside a quoted field
                        // then falls back to the general parser, as without quotes).
                        (watch, searched, searchedOdd) = (false, 0, false)
                        continue
                    }
                    // (Quoted, a line feed may be inside a field: lone returns only if there is none.)
                    if Self.first(0x0D, in: text, from: from) != nil, watch != true || Self.first(0x0A, in: text, from: from) == nil {
                        throw NeedsWholeText()
                    }
                    if watch != true { searched = current.count }
                    if current.count > Self.longestLine { throw NeedsWholeText() }
                    return
                }
                // The block keeps the memory; the rest moves to a fresh buffer.
                let rest = fresh()
                rest.append(UnsafeBufferPointer(rebasing: text[cut...]))
                current.count = cut
                try push(current)
                current = rest
                searched = 0
                searchedOdd = false
            }
        }
        /// Where the decoder writes next: after the text, a piece's room kept (a block with no
        /// cut yet grows).
        func room() -> UnsafeMutableRawBufferPointer {
            current.reserve(free: Decompressor.outputPiece)
            return current.room
        }
        func wrote(_ n: Int) throws {
            current.count += n
            if current.count >= size { try handOut() }
        }
        // Small pieces of input: progress (the compressed bytes read) moves even when each
        // piece decodes to megabytes.
        let piece = 1 << 16
        var released = 0
        while at < raw.count {
            if let release, at - released >= 8 << 20 {
                release(released..<at)
                released = at
            }
            if cancelled?() == true { throw DataError(file: name, message: "loading was cancelled") }
            if condition.withLock({ stopped }) { throw Stop() }
            let n = min(piece, raw.count - at)
            try decoder.feed(UnsafeRawBufferPointer(rebasing: raw[at..<(at + n)]), room: room, wrote: wrote)
            at += n
        }
        try decoder.finish(room: room, wrote: wrote)
        try push(current, last: true)
        condition.withLock { ended = true; condition.broadcast() }
    }
}

extension DecodedBlocks {
    /// The index of the first `byte` in `text` at or after `from` (memchr: a long line is searched
    /// at memory speed, in a debug build too).
    static func first(_ byte: UInt8, in text: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        guard let base = text.baseAddress, from < text.count, let p = memchr(base + from, Int32(byte), text.count - from) else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(p))
    }
}

/// A raw buffer handed to another thread (its owner keeps it valid until that thread ends).
private struct UnsafeRawBufferPointerBox: @unchecked Sendable {
    let bytes: UnsafeRawBufferPointer
    init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }
}
