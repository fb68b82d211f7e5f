/// What a pass over a text column finds so far — gaps, distinct values (capped), repeats — kept
/// so that rows appended later are counted on their own. Scans of consecutive pieces join into
/// the scan of the whole (`followed(by:)`), so a long column is read on all cores.
struct TextScan: Hashable, Sendable {
    /// A value and how often it was seen, while there are few.
    struct Tally: Hashable, Sendable {
        var value: String
        var count: Int
    }

    /// While there are at most 16 values, they are found by comparing (short strings compare as
    /// two words) rather than hashing every cell.
    private var few: [Tally] = []
    /// Counts by value once there are more than 16.
    private var counts: [String: Int] = [:]
    /// The values `counts` holds, in the order first seen (which values a capped join keeps).
    private var order: [String] = []
    /// The first value that is not empty.
    private var first: String?
    /// Empty cells.
    private(set) var gaps = 0
    /// Rows read.
    private(set) var rows = 0
    /// More than `cap` distinct values were seen.
    private(set) var capped = false
    /// Some value repeats the one before it.
    private(set) var repeats = false
    private var prev: String?
    private var prevSlot = -1
    /// Distinct values are counted up to this many.
    let cap: Int

    init(cap: Int) { self.cap = cap }

    /// Reads `t` after the rows read so far; with `untilCapped`, stops at the first value over
    /// the cap (the scan then cannot be joined: see `followed(by:)`).
    mutating func add<C: Collection>(_ t: C, untilCapped: Bool = false) where C.Element == String {
        for x in t {
            rows += 1
            if x.isEmpty { gaps += 1; continue }
            // While there are few values, a cell with the bytes of one is that value and no other:
            // found without `==`, which compares canonical forms (slow) for a value not ASCII.
            if counts.isEmpty, let i = few.firstIndex(where: { Self.sameBytes($0.value, x) }) {
                if i == prevSlot { repeats = true }
                few[i].count += 1
                prev = x
                prevSlot = i
                continue
            }
            // A run of one value is counted without looking it up at all.
            if prevSlot >= 0, x == prev {
                repeats = true
                few[prevSlot].count += 1
                continue
            }
            if x == prev { repeats = true }
            prev = x
            prevSlot = -1
            if counts.isEmpty {
                if let i = few.firstIndex(where: { $0.value == x }) {
                    few[i].count += 1
                    prevSlot = i
                    continue
                }
                if few.count < 16 {
                    if few.isEmpty { first = x }
                    few.append(Tally(value: x, count: 1))
                    prevSlot = few.count - 1
                    continue
                }
                for f in few { counts[f.value] = f.count }
                order = few.map(\.value)
                few.removeAll()
            }
            if first == nil { first = x }   // a scan begun from `frozen`
            if let c = counts[x] {
                counts[x] = c + 1
            } else if counts.count < cap {
                counts[x] = 1
                order.append(x)
            } else {
                capped = true
                if untilCapped { return }
            }
        }
    }

    /// The values with their counts, in the order first seen.
    private var tallies: [Tally] {
        counts.isEmpty ? few : order.map { Tally(value: $0, count: counts[$0] ?? 0) }
    }

    /// This scan followed by the scan of the rows after it, as one pass over both would find.
    /// `next` must not be capped: a capped scan stopped counting values it had not seen, which
    /// this scan may have.
    func followed(by next: TextScan) -> TextScan {
        var out = self
        out.append(next)
        return out
    }

    /// Joins the scan of the rows after this one's (see `followed(by:)`), extending this scan's
    /// counts in place.
    mutating func append(_ next: TextScan) {
        assert(!next.capped, "a capped scan cannot be joined")
        // Taken out of `self`, the counts are extended without a copy when `self` held the only one.
        var counts: [String: Int] = [:], order: [String] = []
        swap(&counts, &self.counts)
        swap(&order, &self.order)
        joinEdges(next)
        guard let last = next.prev else {
            (self.counts, self.order) = (counts, order)
            return
        }
        // A value is let in, in the order first seen, while there is room, as one pass lets it in.
        if counts.isEmpty {
            for f in few { counts[f.value] = f.count }
            order = few.map(\.value)
        }
        let room = Swift.max(cap, 16)
        for t in next.tallies {
            if let c = counts[t.value] {
                counts[t.value] = c + t.count
            } else if counts.count < room {
                counts[t.value] = t.count
                order.append(t.value)
            } else {
                capped = true
            }
        }
        if order.count <= 16 {
            few = order.map { Tally(value: $0, count: counts[$0] ?? 0) }
            prevSlot = few.firstIndex { $0.value == last } ?? -1
        } else {
            (few, self.counts, self.order) = ([], counts, order)
            prevSlot = -1
        }
    }

    /// What joins at the edge of the rows after this scan's: rows, gaps, a repeat across the
    /// join, the first value and the last.
    private mutating func joinEdges(_ next: TextScan) {
        rows += next.rows
        gaps += next.gaps
        if let p = prev, let f = next.first, p == f { repeats = true }
        repeats = repeats || next.repeats
        if first == nil { first = next.first }
        if let last = next.prev { prev = last }
    }

    /// A scan of the rows after this capped one's: it counts only the values this one holds, as
    /// one pass does once the cap is reached (no other value can be let in). Pieces of those rows
    /// are counted on all cores from it, then joined in order with `appendFrozen`.
    var frozen: TextScan {
        var s = TextScan(cap: cap)
        s.counts = counts.mapValues { _ in 0 }
        s.capped = true
        return s
    }

    /// Joins the scan of the rows after this capped one's, begun from `frozen`.
    mutating func appendFrozen(_ next: TextScan) {
        joinEdges(next)   // a capped scan counts by value: no slot
        for (value, count) in next.counts where count > 0 { counts[value, default: 0] += count }
    }

    /// Whether `a` and `b` are one string: a short string's two words are its bytes and length
    /// (a long one's are its storage). False says nothing.
    static func sameBytes(_ a: String, _ b: String) -> Bool {
        unsafeBitCast(a, to: (UInt64, UInt64).self) == unsafeBitCast(b, to: (UInt64, UInt64).self)
    }

    /// Distinct values (up to the cap).
    var distinct: Int { capped ? cap : (counts.isEmpty ? few.count : counts.count) }

    /// The `n` most frequent values with their counts, most frequent first (ties by value).
    func top(_ n: Int) -> [Tally] {
        let all = counts.isEmpty ? few : counts.map { Tally(value: $0.key, count: $0.value) }
        return Array(all.sorted { $0.count != $1.count ? $0.count > $1.count : $0.value < $1.value }.prefix(n))
    }
}
