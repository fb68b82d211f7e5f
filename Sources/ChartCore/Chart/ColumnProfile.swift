/// What one pass over a column learns: its extent, its positive extent, whether every value is
/// finite and whether the finite values ascend.
///
/// The axes need the extent (and, for a log axis, the positive extent), hit-testing and the
/// min/max index need to know whether x ascends and is free of gaps. Asked separately, each
/// is a scan of the whole column; a newly loaded file of millions of rows waits for every scan,
/// so they are answered together, split across the cores like the other `ValueScan`s.
struct ColumnProfile: Sendable {
    /// The smallest and largest finite values.
    var extent: (Double, Double)?
    /// The smallest and largest finite values above zero.
    var positive: (Double, Double)?
    /// Whether no value is NaN or infinite.
    var allFinite = true
    /// Whether each finite value is at least the finite value before it.
    var ascends = true
    /// The first and last finite values (to join the profiles of consecutive pieces).
    var first: Double?
    var last: Double?

    /// The profile of `v`, on all cores for long columns.
    static func of(_ v: UnsafeBufferPointer<Double>) -> ColumnProfile {
        ValueScan.map(v.count) { r in of(v, r) }.reduce(ColumnProfile()) { $0.followed(by: $1) }
    }

    /// The profile of values known to be finite and strictly ascending, read at their ends
    /// (and, for where they turn positive, by a binary search) rather than scanned.
    static func ascending(_ v: UnsafeBufferPointer<Double>) -> ColumnProfile {
        guard let first = v.first, let last = v.last else { return ColumnProfile() }
        var positive: (Double, Double)?
        if last > 0 {
            var lo = 0, hi = v.count - 1      // v[hi] > 0: find the first such
            while lo < hi {
                let mid = (lo + hi) / 2
                if v[mid] > 0 { hi = mid } else { lo = mid + 1 }
            }
            positive = (v[lo], last)
        }
        return ColumnProfile(extent: (first, last), positive: positive, allFinite: true, ascends: true, first: first, last: last)
    }

    /// Whether `o` found the same as this profile (the check of a noted profile in debug builds).
    func sameFindings(as o: ColumnProfile) -> Bool {
        func same(_ a: (Double, Double)?, _ b: (Double, Double)?) -> Bool { a?.0 == b?.0 && a?.1 == b?.1 }
        return same(extent, o.extent) && same(positive, o.positive) && allFinite == o.allFinite && ascends == o.ascends
            && first == o.first && last == o.last
    }

    /// The profile of `v[r]`, on this thread.
    static func of(_ v: UnsafeBufferPointer<Double>, _ r: Range<Int>) -> ColumnProfile {
        if let p = finite(v, r) { return p }
        return general(v, r)
    }

    /// The profile of a piece whose values are all finite, or nil when one is not (or it is
    /// short): four values at a time, with no branch per value.
    static func finite(_ v: UnsafeBufferPointer<Double>, _ r: Range<Int>) -> ColumnProfile? {
        guard r.count >= 16, let base = v.baseAddress else { return nil }
        typealias V = SIMD4<Double>
        var lo = V(repeating: .infinity), hi = V(repeating: -.infinity), plo = V(repeating: .infinity)
        var bad = SIMDMask<SIMD4<Int64>>(repeating: false), drop = bad
        let zero = V(repeating: 0)
        // Each value against the one before: the first against itself.
        var prev = V(base[r.lowerBound], base[r.lowerBound], base[r.lowerBound + 1], base[r.lowerBound + 2])
        var k = r.lowerBound
        while k + 4 <= r.upperBound {
            let x = UnsafeRawPointer(base + k).loadUnaligned(as: V.self)
            if k > r.lowerBound { prev = UnsafeRawPointer(base + k - 1).loadUnaligned(as: V.self) }
            bad .|= (x - x) .!= zero   // NaN and infinities give NaN
            drop .|= x .< prev
            lo.replace(with: x, where: x .< lo)
            hi.replace(with: x, where: x .> hi)
            plo.replace(with: x, where: (x .> zero) .& (x .< plo))
            k += 4
        }
        var tail = k > r.lowerBound ? base[k - 1] : base[k]
        var l = lo.min(), h = hi.max(), pl = plo.min(), descended = any(drop)
        while k < r.upperBound {
            let x = base[k]
            guard x.isFinite else { return nil }
            if x < tail { descended = true }
            l = Swift.min(l, x)
            h = Swift.max(h, x)
            if x > 0 { pl = Swift.min(pl, x) }
            tail = x
            k += 1
        }
        guard !any(bad) else { return nil }
        return ColumnProfile(extent: (l, h), positive: h > 0 ? (pl, h) : nil, allFinite: true, ascends: !descended,
                             first: base[r.lowerBound], last: tail)
    }

    /// The profile of `v[r]`, value by value (gaps and infinities skipped).
    static func general(_ v: UnsafeBufferPointer<Double>, _ r: Range<Int>) -> ColumnProfile {
        var lo = Double.infinity, hi = -Double.infinity
        var plo = Double.infinity
        var allFinite = true, ascends = true
        var first: Double?
        var prev = -Double.infinity
        for k in r {
            let x = v[k]
            guard x.isFinite else { allFinite = false; continue }
            if first == nil { first = x }
            if x < prev { ascends = false }
            prev = x
            if x < lo { lo = x }
            if x > hi { hi = x }
            if x > 0, x < plo { plo = x }
        }
        // The largest positive value, when there is one, is the largest value.
        return ColumnProfile(extent: lo <= hi ? (lo, hi) : nil, positive: hi > 0 ? (plo, hi) : nil,
                             allFinite: allFinite, ascends: ascends, first: first, last: first == nil ? nil : prev)
    }

    /// The profile of this piece followed by `next`.
    func followed(by next: ColumnProfile) -> ColumnProfile {
        var out = self
        out.extent = NumberRange.union(extent, next.extent)
        out.positive = NumberRange.union(positive, next.positive)
        out.allFinite = allFinite && next.allFinite
        out.ascends = ascends && next.ascends && !(last.map { l in next.first.map { $0 < l } ?? false } ?? false)
        out.first = first ?? next.first
        out.last = next.last ?? last
        return out
    }
}
