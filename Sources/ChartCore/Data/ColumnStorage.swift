import Synchronization

/// Memory that column buffers share: a fixed block of doubles of which the first `used` are
/// written and never change; later ones are claimed by whichever buffer appends first.
///
/// Each ``ColumnBuffer`` is a length over one storage. Appending to the buffer whose length is the
/// storage's `used` writes past every other buffer's end, so earlier snapshots — held by other
/// threads, say — keep reading what they had while the newest grows in place.
final class ColumnStorage: @unchecked Sendable {
    /// The first element.
    let base: UnsafeMutablePointer<Double>
    /// How many elements fit.
    let capacity: Int
    /// How many elements are written (claimed); only ever grows.
    private let used: Atomic<Int>
    /// How far the written elements ascend, as far as asked.
    let order = Mutex(ColumnOrder())
    /// What one pass over the first `count` elements found, when told (see `ColumnBuffer.noteExtent`).
    let profile = Mutex<(count: Int, profile: ColumnProfile)?>(nil)
    /// The array whose memory this is, when adopted: its elements may not be changed (other
    /// copies of the array may share them), but its spare capacity may be claimed — no array
    /// writes in place into a buffer this reference keeps shared.
    private let adopted: [Double]?
    /// What holds borrowed memory (a file read whole, say), kept alive while this storage is.
    private let owner: AnyObject?

    /// Memory for `capacity` elements (or a kept block a little larger), of which none are written.
    init(capacity: Int) {
        let c = max(capacity, 1)
        if let kept = ColumnMemory.take(capacity: c) {
            (base, self.capacity) = kept
        } else {
            base = .allocate(capacity: c)
            self.capacity = c
            ColumnMemory.preferHugePages(base, bytes: c * 8)
        }
        used = Atomic(0)
        adopted = nil
        owner = nil
    }

    /// Memory `owner` holds, read in place and never written (appends copy it first).
    init(borrowing elements: UnsafeBufferPointer<Double>, owner: AnyObject) {
        base = UnsafeMutablePointer(mutating: elements.baseAddress ?? UnsafePointer(UnsafeMutablePointer<Double>.allocate(capacity: 1)))
        capacity = elements.count   // no room: nothing is ever written here
        used = Atomic(elements.count)
        adopted = nil
        self.owner = elements.baseAddress == nil ? nil : owner
    }

    /// The memory of `array`, read in place (no copy); appends fill its spare capacity.
    init(adopting array: [Double]) {
        // A `let` array held here is never mutated, so its buffer stays where it is.
        let p = array.withUnsafeBufferPointer { $0.baseAddress }
        if let p, !array.isEmpty {
            base = UnsafeMutablePointer(mutating: p)
            adopted = array
            capacity = Swift.max(array.count, array.capacity)
        } else {
            base = .allocate(capacity: 1)
            adopted = nil
            capacity = 1
        }
        owner = nil
        used = Atomic(array.count)
    }

    deinit {
        if adopted == nil && owner == nil { ColumnMemory.give(base, capacity: capacity) }
    }

    /// Whether written elements may be changed in place (not an adopted array's or borrowed memory).
    var isWritable: Bool { adopted == nil && owner == nil }

    /// Claims `[from, from + count)` for the buffer ending at `from`: true when that buffer is the
    /// newest (nothing was written past it) and the elements fit.
    func claim(from: Int, count: Int) -> Bool {
        guard from + count <= capacity else { return false }
        return used.compareExchange(expected: from, desired: from + count, ordering: .acquiringAndReleasing).exchanged
    }

    /// Number of elements written.
    var written: Int { used.load(ordering: .acquiring) }
}
