/// Where a column's values first stop ascending, found as far as it was asked and carried on
/// from there as the column grows (its written values never change while shared).
struct ColumnOrder: Sendable {
    /// Elements examined.
    private var checked = 0
    /// The last finite value among them.
    private var lastFinite = -Double.infinity
    /// The last element examined.
    private var previous = -Double.infinity
    /// The first finite value below an earlier finite value.
    private var descent: Int?
    /// The first value that is not finite or not above the one before it.
    private var notStrict: Int?

    /// Examines `v` up to its end.
    mutating func extend(_ v: UnsafeBufferPointer<Double>) {
        guard checked < v.count else { return }
        if descent != nil, notStrict != nil { checked = v.count; return }
        if checked == 0 { scan(v, 0..<1) }
        // While every value so far is finite and strictly ascends, four at a time until a run is not;
        // a long column's pieces on all cores, the run reaching as far as the first piece it stops in.
        if descent == nil, notStrict == nil, let base = v.baseAddress {
            let from = checked
            let runs = ValueScan.map(v.count - from) { r in
                (stop: Self.strictRun(base, (from + r.lowerBound)..<(from + r.upperBound)), end: from + r.upperBound)
            }
            var i = from
            for run in runs {
                i = run.stop
                if run.stop < run.end { break }
            }
            if i > checked {
                lastFinite = base[i - 1]
                previous = base[i - 1]
                checked = i
            }
        }
        scan(v, checked..<v.count)
        checked = v.count
    }

    /// Where the run of finite values each above the one before stops in `r` (`r.lowerBound` ≥ 1):
    /// the first value that is not, or `r.upperBound`. Four at a time, the last few one by one.
    private static func strictRun(_ base: UnsafePointer<Double>, _ r: Range<Int>) -> Int {
        typealias V = SIMD4<Double>
        let zero = V(repeating: 0)
        var i = r.lowerBound
        while i + 4 <= r.upperBound {
            let x = UnsafeRawPointer(base + i).loadUnaligned(as: V.self)
            let before = UnsafeRawPointer(base + i - 1).loadUnaligned(as: V.self)
            guard all((x .> before) .& ((x - x) .== zero)) else { break }
            i += 4
        }
        while i < r.upperBound, base[i].isFinite, base[i] > base[i - 1] { i += 1 }
        return i
    }

    /// Examines `v[r]` value by value.
    private mutating func scan(_ v: UnsafeBufferPointer<Double>, _ r: Range<Int>) {
        for i in r {
            let x = v[i]
            if descent == nil, x.isFinite {
                if x < lastFinite { descent = i } else { lastFinite = x }
            }
            if notStrict == nil, !x.isFinite || (i > 0 && !(x > previous)) { notStrict = i }
            previous = x
            if descent != nil, notStrict != nil { break }   // both found: later values change nothing
        }
        checked = r.upperBound
    }

    /// Whether each finite value among the first `n` is at least the finite value before it.
    func finiteAscend(_ n: Int) -> Bool { descent.map { $0 >= n } ?? true }

    /// Whether the first `n` values are all finite and each above the one before.
    func strictlyAscend(_ n: Int) -> Bool { notStrict.map { $0 >= n } ?? true }

    /// Takes the first `n` values as known to be finite and each above the one before, `last` the
    /// last of them (what one pass over them all found), when no more were examined and nothing
    /// was found against it.
    mutating func know(strictAscentOf n: Int, last: Double) {
        guard n > checked, descent == nil, notStrict == nil else { return }
        checked = n
        lastFinite = last
        previous = last
    }

    /// Whether the first `n` values are already known to be finite and each above the one
    /// before (without examining any more of them).
    func knownToStrictlyAscend(_ n: Int) -> Bool { checked >= n && strictlyAscend(n) }
}
