/// A sum kept as a value and its rounding error (Neumaier's compensation in two doubles), so
/// adding millions of values, or taking the difference of two large running sums, keeps the
/// digits a single double would lose.
public struct DoubleDouble: Sendable, Equatable {
    /// The rounded sum.
    public var hi = 0.0
    /// What rounding took from it.
    public var lo = 0.0

    /// Zero.
    public static let zero = DoubleDouble()

    /// Creates zero.
    public init() {}

    /// Adds `x`, keeping the rounding error.
    @inline(__always)
    public mutating func add(_ x: Double) {
        let s = hi + x
        lo += abs(hi) >= abs(x) ? (hi - s) + x : (x - s) + hi
        hi = s
    }

    /// The sum as one double.
    public var value: Double { hi + lo }

    /// `a − b`, as one double (the large common part cancels exactly between the highs).
    public static func difference(_ a: DoubleDouble, _ b: DoubleDouble) -> Double {
        (a.hi - b.hi) + (a.lo - b.lo)
    }
}
