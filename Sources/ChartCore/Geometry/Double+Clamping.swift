extension Double {
    /// The value as an Int, clamped to ±2⁵³ (NaN becomes 0), for pixel and count arithmetic that must
    /// never trap on absurd inputs.
    @inline(__always)
    public var clampedInt: Int {
        guard !isNaN else { return 0 }
        return Int(Swift.min(Swift.max(self, -9_007_199_254_740_992), 9_007_199_254_740_992))
    }
}
