/// A sum kept as a value and its rounding error (Neumaier's compensation in two doubles), so
/// adding millions of values, or taking the difference of two large running sums, keeps the
/// digits a single double would lose.
package struct DoubleDouble: Sendable, Equatable {
    /// The rounded sum.
    package var hi = 0.0
    /// What rounding took from it.
    package var lo = 0.0

    /// Zero.
    package static let zero = DoubleDouble()

    /// Creates zero.
    package init() {}

    /// Adds `x`, keeping the rounding error.
    @inline(__always)
    package mutating func add(_ x: Double) {
        let s = hi + x
        lo += abs(hi) >= abs(x) ? (hi - s) + x : (x - s) + hi
        hi = s
    }

    /// The sum as one double.
    package var value: Double { hi + lo }

    /// `a − b`, as one double (the large common part cancels exactly between the highs).
    package static func difference(_ a: DoubleDouble, _ b: DoubleDouble) -> Double {
        (a.hi - b.hi) + (a.lo - b.lo)
    }
}
