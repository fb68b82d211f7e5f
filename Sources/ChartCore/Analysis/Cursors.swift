/// Two vertical cursors on a chart's x axis, A and B, to read values at and between.
public struct Cursors: Sendable, Equatable {
    /// Where cursor A stands (a data x), if placed.
    public var a: Double?
    /// Where cursor B stands, if placed.
    public var b: Double?

    /// Cursors at `a` and `b` (neither placed by default).
    public init(a: Double? = nil, b: Double? = nil) {
        self.a = a
        self.b = b
    }

    /// From the smaller cursor to the larger, when both are placed.
    public var span: ClosedRange<Double>? {
        guard let a, let b, a.isFinite, b.isFinite else { return nil }
        return min(a, b)...max(a, b)
    }

    /// Neither cursor is placed.
    public var isEmpty: Bool { a == nil && b == nil }
}
