import Synchronization

/// A column of numbers with value semantics whose appends cost only the appended elements:
/// a length over storage shared with earlier snapshots (see `ColumnStorage`).
///
/// Used like `[Double]`. A copy is made only when a snapshot that is not the newest is appended
/// to, when an element of a shared buffer is changed, or when the storage is full (it then grows
/// by half, so appends stay O(1) on average).
public struct ColumnBuffer: RandomAccessCollection, MutableCollection, RangeReplaceableCollection,
    ExpressibleByArrayLiteral, Hashable, @unchecked Sendable {
    private var storage: ColumnStorage
    /// Number of elements.
    public private(set) var count: Int

    /// An empty column.
    public init() {
        storage = ColumnStorage(capacity: 0)
        count = 0
    }

    /// The elements of `array`, read in place (no copy); appends use its spare capacity.
    public init(_ array: [Double]) {
        storage = ColumnStorage(adopting: array)
        count = array.count
    }

    /// Elements read in place from memory that `owner` holds and keeps unchanged while alive
    /// (no copy); the buffer keeps `owner` alive and copies before any change or append.
    public init(borrowing elements: UnsafeBufferPointer<Double>, owner: AnyObject) {
        storage = ColumnStorage(borrowing: elements, owner: owner)
        count = elements.count
    }

    /// The elements of any sequence of doubles.
    public init<S: Sequence>(_ elements: S) where S.Element == Double {
        if let b = elements as? ColumnBuffer { self = b; return }
        self.init(Array(elements))
    }

    /// A column of the literal's elements.
    public init(arrayLiteral elements: Double...) { self.init(elements) }

    /// `count` copies of `value`.
    public init(repeating value: Double, count: Int) { self.init([Double](repeating: value, count: count)) }

    /// `count` elements written by `body` into uninitialized memory, with room to grow by half
    /// again without copying (unused room is virtual memory only until written, unless the
    /// memory is a freed column's taken back: see `ColumnMemory`).
    public init(count: Int, headroom: Int? = nil, _ body: (UnsafeMutableBufferPointer<Double>) throws -> Void) rethrows {
        storage = ColumnStorage(capacity: count + (headroom ?? Self.headroom(count)))
        try body(UnsafeMutableBufferPointer(start: storage.base, count: count))
        _ = storage.claim(from: 0, count: count)
        self.count = count
    }

    /// Room to leave after `count` elements: half again, at least 1,024.
    static func headroom(_ count: Int) -> Int { Swift.max(1024, count / 2) }

    /// Whether this buffer begins with all of `old`'s elements because it grew from it (they share
    /// storage, whose written elements never change while shared).
    package func sharesPrefix(_ old: ColumnBuffer) -> Bool { storage === old.storage && old.count <= count }

    /// Whether each finite value is at least the finite value before it (gaps and infinities
    /// skipped). Remembered with the storage: after an append only the new values are read.
    package var finiteValuesAscend: Bool { order { $0.finiteAscend($1) } }

    /// Whether every value is finite and above the one before (remembered as `finiteValuesAscend` is).
    package var strictlyAscends: Bool { order { $0.strictlyAscend($1) } }

    /// Whether every value is finite and at least the one before: ascending with ties (several
    /// rows at one x), as time windows, derivatives and spectra need.
    package var ascendsWithoutGaps: Bool {
        if strictlyAscends { return true }
        return finiteValuesAscend && withUnsafeBufferPointer { b in !b.contains { !$0.isFinite } }
    }

    /// Records that every value is finite and above the one before, as a pass over them all found
    /// (a table's column summaries), so that asking again (`strictlyAscends`, a chart's extent of
    /// x) reads none of them. Checked in debug builds, up to `checkedNotes` values.
    package func noteStrictAscent() {
        guard let last = self.last else { return }
        assert(count > Self.checkedNotes || withUnsafeBufferPointer { b in zip(b.dropFirst(), b).allSatisfy { $0.isFinite && $0 > $1 } && b[0].isFinite })
        storage.order.withLock { $0.know(strictAscentOf: count, last: last) }
    }

    /// Records what one pass over every value found (a table's column summaries): the least and
    /// greatest finite values, the least above zero, whether all are finite and whether the
    /// finite ones ascend, so that a chart's extent reads none of them again. Checked in debug
    /// builds, up to `checkedNotes` values.
    package func noteExtent(lo: Double, hi: Double, positiveLo: Double?, allFinite: Bool, finiteAscend: Bool) {
        guard let first = first(where: \.isFinite), let last = last(where: \.isFinite) else { return }
        let p = ColumnProfile(extent: (lo, hi), positive: positiveLo.map { ($0, hi) }, allFinite: allFinite,
                              ascends: finiteAscend, first: first, last: last)
        assert(count > Self.checkedNotes || withUnsafeBufferPointer { ColumnProfile.of($0).sameFindings(as: p) })
        storage.profile.withLock { $0 = (count, p) }
    }

    /// The most values a note is checked against in debug builds (a note of a longer column is
    /// trusted there too, so that a test appending to millions of rows stays as fast as it was).
    static let checkedNotes = 1 << 18

    /// What `noteExtent` recorded for exactly this buffer's values, if anything.
    var notedProfile: ColumnProfile? {
        storage.profile.withLock { noted in noted.flatMap { $0.count == count ? $0.profile : nil } }
    }

    /// Whether the storage's order already tells that every value is finite and above the one
    /// before, with no values read to find out.
    var knownToStrictlyAscend: Bool { storage.order.withLock { $0.knownToStrictlyAscend(count) } }

    /// `answer` of the storage's order, examined up to this buffer's end, and this buffer's count.
    private func order(_ answer: (ColumnOrder, Int) -> Bool) -> Bool {
        withUnsafeBufferPointer { b in storage.order.withLock { $0.extend(b); return answer($0, b.count) } }
    }

    /// The elements as an array (a copy).
    public var array: [Double] { withUnsafeBufferPointer { Array($0) } }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }
    public func index(after i: Int) -> Int { i + 1 }
    public func index(before i: Int) -> Int { i - 1 }

    /// The element at `i`.
    public subscript(i: Int) -> Double {
        get {
            precondition(i >= 0 && i < count, "ColumnBuffer index out of range")
            return storage.base[i]
        }
        set {
            precondition(i >= 0 && i < count, "ColumnBuffer index out of range")
            makeWritable()
            storage.base[i] = newValue
        }
    }

    /// Calls `body` with the elements' memory.
    public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Double>) throws -> R) rethrows -> R {
        try withExtendedLifetime(storage) { try body(UnsafeBufferPointer(start: storage.base, count: count)) }
    }

    /// Calls `body` with the elements' memory to change in place (copied first when shared).
    public mutating func withUnsafeMutableBufferPointer<R>(_ body: (inout UnsafeMutableBufferPointer<Double>) throws -> R) rethrows -> R {
        makeWritable()
        var b = UnsafeMutableBufferPointer(start: storage.base, count: count)
        return try withExtendedLifetime(storage) { try body(&b) }
    }

    public func withContiguousStorageIfAvailable<R>(_ body: (UnsafeBufferPointer<Double>) throws -> R) rethrows -> R? {
        try withUnsafeBufferPointer(body)
    }

    /// Appends one element.
    public mutating func append(_ x: Double) {
        reserveTail(1)
        storage.base[count] = x
        count += 1
    }

    /// Appends elements: in place when this is the newest snapshot of its storage.
    public mutating func append<S: Sequence>(contentsOf elements: S) where S.Element == Double {
        if let done = elements.withContiguousStorageIfAvailable({ src -> Bool in
            guard !src.isEmpty else { return true }
            reserveTail(src.count)
            (storage.base + count).update(from: src.baseAddress!, count: src.count)
            count += src.count
            return true
        }), done { return }
        for x in elements { append(x) }
    }

    /// Makes room for `n` more elements past `count`, claimed for this buffer.
    private mutating func reserveTail(_ n: Int) {
        if storage.claim(from: count, count: n) { return }
        regrow(capacity: count + n + Self.headroom(count + n))
        _ = storage.claim(from: count, count: n)
    }

    /// Copies the elements into fresh storage of `capacity` and claims them.
    private mutating func regrow(capacity: Int) {
        let fresh = ColumnStorage(capacity: capacity)
        withUnsafeBufferPointer { src in
            if let b = src.baseAddress, !src.isEmpty { fresh.base.initialize(from: b, count: src.count) }
        }
        _ = fresh.claim(from: 0, count: count)
        storage = fresh
    }

    /// Readies the elements to be changed in place: copied when another buffer may share them,
    /// and what was found of their order forgotten.
    private mutating func makeWritable() {
        if !isKnownUniquelyReferenced(&storage) || !storage.isWritable {
            regrow(capacity: count + Self.headroom(count))
        }
        storage.order.withLock { $0 = ColumnOrder() }
        storage.profile.withLock { $0 = nil }
    }

    /// Reserves room for `n` elements in all.
    public mutating func reserveCapacity(_ n: Int) {
        if n > storage.capacity || storage.written != count { regrow(capacity: Swift.max(n, count)) }
    }

    public mutating func replaceSubrange<C: Collection>(_ r: Range<Int>, with elements: C) where C.Element == Double {
        if r.lowerBound == count, r.upperBound == count { append(contentsOf: elements); return }
        var a = array
        a.replaceSubrange(r, with: elements)
        self = ColumnBuffer(a)
    }

    /// Removes every element.
    public mutating func removeAll(keepingCapacity: Bool = false) { self = ColumnBuffer() }

    public static func == (a: ColumnBuffer, b: ColumnBuffer) -> Bool {
        guard a.count == b.count else { return false }
        if a.storage === b.storage { return true }
        return a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in
            // Element-wise, as arrays compare (NaN differs from NaN).
            for i in 0..<x.count where x[i] != y[i] { return false }
            return true
        } }
    }

    public func hash(into h: inout Hasher) {
        h.combine(count)
        withUnsafeBufferPointer { for x in $0 { h.combine(x) } }
    }
}

extension Slice where Base == ColumnBuffer {
    /// Calls `body` with the slice's memory.
    public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Double>) throws -> R) rethrows -> R {
        try base.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[startIndex..<endIndex])) }
    }
}
