/// A set of a series' point indices, one bit each: which points a highlight picks out.
public struct PointMask: Hashable, Sendable {
    /// The bits, 64 points a word, point 0 in the lowest bit of the first word.
    public private(set) var words: [UInt64]
    /// How many points the mask covers (its series' length).
    public let count: Int

    /// A mask of `count` points, none picked.
    public init(count: Int) {
        self.count = max(0, count)
        words = [UInt64](repeating: 0, count: (self.count + 63) / 64)
    }

    /// A mask picking the points whose flag is true.
    public init(_ flags: [Bool]) {
        self.init(count: flags.count)
        let n = count
        flags.withUnsafeBufferPointer { f in
            words.withUnsafeMutableBufferPointer { w in
                for k in 0..<w.count {
                    let base = k << 6
                    var word: UInt64 = 0
                    for b in 0..<min(64, n - base) { word |= UInt64(f[base + b] ? 1 : 0) << UInt64(b) }
                    w[k] = word
                }
            }
        }
    }

    /// Whether point `i` is picked (false outside the mask).
    public subscript(i: Int) -> Bool {
        get { i >= 0 && i < count && words[i >> 6] & (1 << UInt64(i & 63)) != 0 }
        set {
            guard i >= 0, i < count else { return }
            if newValue { words[i >> 6] |= 1 << UInt64(i & 63) } else { words[i >> 6] &= ~(1 << UInt64(i & 63)) }
        }
    }

    /// How many points are picked.
    public var pickedCount: Int { words.reduce(0) { $0 + $1.nonzeroBitCount } }

    /// The first picked point at or after `i` and before `end`, if any (whole empty words are skipped).
    public func next(from i: Int, before end: Int) -> Int? { first(from: i, before: end, picked: true) }

    /// The first point at or after `i` and before `end` that is not picked, if any.
    public func nextUnpicked(from i: Int, before end: Int) -> Int? { first(from: i, before: end, picked: false) }

    /// The picked points, in order.
    public var pickedIndices: [Int] {
        var out: [Int] = []
        out.reserveCapacity(pickedCount)
        var i = 0
        while let k = next(from: i, before: count) { out.append(k); i = k + 1 }
        return out
    }

    /// The first point at or after `i` and before `end` whose bit is set (`picked`) or clear.
    private func first(from i: Int, before end: Int, picked: Bool) -> Int? {
        let end = min(end, count)
        guard i < end else { return nil }
        let flip: UInt64 = picked ? 0 : ~0
        var w = max(0, i) >> 6
        var bits = (words[w] ^ flip) & (~0 << UInt64(max(0, i) & 63))
        while true {
            if bits != 0 {
                let k = w << 6 + bits.trailingZeroBitCount
                return k < end ? k : nil
            }
            w += 1
            guard w << 6 < end else { return nil }
            bits = words[w] ^ flip
        }
    }
}

/// Points of a chart's series picked out — rows brushed in this plot or another: they are drawn in
/// full and every other point is dimmed, as a selected line dims the others.
public struct PointHighlight: Hashable, Sendable {
    /// The picked points of each series, by series index (a series not here has none picked).
    public var masks: [Int: PointMask]
    /// For bars standing for many rows (a count, a sum): each bar's value over the picked rows
    /// alone, by series; the bar is dimmed and this part of it, from its base, drawn in full.
    public var barValues: [Int: [Double]]

    /// A highlight picking `masks`' points (and, for bars, the parts `barValues` gives).
    public init(_ masks: [Int: PointMask], barValues: [Int: [Double]] = [:]) {
        self.masks = masks
        self.barValues = barValues
    }

    /// Whether point `index` of series `series` is picked.
    public func contains(series: Int, index: Int) -> Bool { masks[series]?[index] ?? false }
}
