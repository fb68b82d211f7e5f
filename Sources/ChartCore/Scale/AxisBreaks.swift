/// Ranges cut out of an axis: values inside them take no space, so the data on either side abuts.
/// (Placeholder until the full implementation lands.)
public struct AxisBreaks: Hashable, Sendable {
    /// The normalised exclusions.
    public private(set) var ranges: [ClosedRange<Double>]

    public init(_ excluded: [ClosedRange<Double>]) {
        ranges = excluded.filter { $0.lowerBound.isFinite && $0.upperBound.isFinite && $0.lowerBound < $0.upperBound }
            .sorted { $0.lowerBound < $1.lowerBound }
    }

    /// True when there are no exclusions.
    public var isEmpty: Bool { ranges.isEmpty }

    /// Collapsed coordinate.
    public func forward(_ v: Double) -> Double {
        var cut = 0.0
        for r in ranges {
            if v >= r.upperBound { cut += r.upperBound - r.lowerBound } else if v > r.lowerBound { return r.lowerBound - cut } else { break }
        }
        return v - cut
    }

    /// The value at a collapsed coordinate.
    public func inverse(_ t: Double) -> Double {
        var cut = 0.0
        for r in ranges {
            if t + cut > r.lowerBound { cut += r.upperBound - r.lowerBound } else { break }
        }
        return t + cut
    }

    /// True when v lies strictly inside an exclusion.
    public func excludes(_ v: Double) -> Bool { ranges.contains { $0.lowerBound < v && v < $0.upperBound } }

    /// The exclusions intersecting [lo, hi].
    public func ranges(in lo: Double, _ hi: Double) -> [ClosedRange<Double>] {
        ranges.filter { $0.upperBound >= lo && $0.lowerBound <= hi }
    }
}
