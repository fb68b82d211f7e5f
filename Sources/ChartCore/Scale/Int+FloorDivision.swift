extension Int {
    /// Division rounding towards negative infinity.
    func floorDiv(_ d: Int) -> Int {
        let q = self / d
        return (self % d != 0 && (self < 0) != (d < 0)) ? q - 1 : q
    }

    /// The remainder of `floorDiv`, with the sign of the divisor.
    func floorMod(_ d: Int) -> Int {
        self - floorDiv(d) * d
    }
}
