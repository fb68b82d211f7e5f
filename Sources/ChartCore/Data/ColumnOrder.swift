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
        // While every value so far is finite and strictly ascends, four at a time until a run is not.
        if descent == nil, notStrict == nil, let base = v.baseAddress {
            typealias V = SIMD4<Double>
            let zero = V(repeating: 0)
            var i = checked
            while i + 4 <= v.count {
                let x = UnsafeRawPointer(base + i).loadUnaligned(as: V.self)
                let before = UnsafeRawPointer(base + i - 1).loadUnaligned(as: V.self)
                guard all((x .> before) .& ((x - x) .== zero)) else { break }
                i += 4
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
}
