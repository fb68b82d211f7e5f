extension Series {
    /// The indices of the points whose x lies in `r`, for a series whose x ascends (by bisection).
    public func indices(ofX r: ClosedRange<Double>) -> Range<Int> {
        let a = LineDecimator.lowerBound(self, r.lowerBound), b = LineDecimator.lowerBound(self, r.upperBound, upper: true)
        return a..<max(a, b)
    }
}
