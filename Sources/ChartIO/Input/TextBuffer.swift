/// Decoded text in memory of its own, written in place by a decoder (`room`, then `count`
/// moved) and read by a parser on another thread; `DecodedBlocks` hands each one to a single
/// owner at a time and takes it back to fill again, so its pages are touched once per load.
final class TextBuffer: @unchecked Sendable {   // one owner at a time: the decoder, then a reader
    private(set) var base: UnsafeMutableRawPointer
    /// Bytes allocated.
    private(set) var capacity: Int
    /// Bytes holding text, from the start.
    var count = 0

    /// An empty buffer of `capacity` bytes (at least one).
    init(capacity: Int) {
        self.capacity = max(1, capacity)
        base = UnsafeMutableRawPointer.allocate(byteCount: self.capacity, alignment: 16)
    }

    deinit { base.deallocate() }

    /// The text.
    var bytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: count)
    }

    /// The free bytes after the text (`reserve` first for at least some).
    var room: UnsafeMutableRawBufferPointer {
        UnsafeMutableRawBufferPointer(start: base + count, count: capacity - count)
    }

    /// Makes room for `free` bytes after the text, keeping it (a new buffer when this one is too small).
    func reserve(free: Int) {
        guard capacity - count < free else { return }
        let wanted = max(count + free, capacity * 2)
        let grown = UnsafeMutableRawPointer.allocate(byteCount: wanted, alignment: 16)
        grown.copyMemory(from: base, byteCount: count)
        base.deallocate()
        base = grown
        capacity = wanted
    }

    /// Appends `text`.
    func append(_ text: UnsafeBufferPointer<UInt8>) {
        guard let from = text.baseAddress, !text.isEmpty else { return }
        reserve(free: text.count)
        (base + count).copyMemory(from: from, byteCount: text.count)
        count += text.count
    }
}
