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
        for i in checked..<v.count {
            let x = v[i]
            if descent == nil, x.isFinite {
                if x < lastFinite { descent = i } else { lastFinite = x }
            }
            if notStrict == nil, !x.isFinite || (i > 0 && !(x > previous)) { notStrict = i }
            previous = x
        }
        checked = v.count
    }

    /// Whether each finite value among the first `n` is at least the finite value before it.
    func finiteAscend(_ n: Int) -> Bool { descent.map { $0 >= n } ?? true }

    /// Whether the first `n` values are all finite and each above the one before.
    func strictlyAscend(_ n: Int) -> Bool { notStrict.map { $0 >= n } ?? true }
}
