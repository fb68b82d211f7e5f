/// Ranges cut out of an axis: values inside them take no space, so the data on either side abuts.
///
/// The axis is mapped to a *collapsed* coordinate in which every exclusion has zero width: a
/// value becomes itself minus the total length of the exclusions below it. Scales, ticks and
/// pixel mapping then work on collapsed coordinates, and `inverse` brings a collapsed coordinate
/// (a cursor, a pan, a tick) back to a value. Lookups are binary searches over the sorted
/// exclusions with prefix sums of their lengths, so 100,000 exclusions (ten years of trading
/// sessions) cost a handful of comparisons per value.
public struct AxisBreaks: Hashable, Sendable {
    /// The most exclusions the generators (`tradingSessions`, `repeating`) produce.
    public static let maxGenerated = 200_000

    /// The normalised exclusions: sorted, disjoint, not touching, each finite and non-empty.
    public let ranges: [ClosedRange<Double>]
    /// `offsets[i]`: the total length of `ranges[0..<i]` (one more entry than `ranges`).
    private let offsets: [Double]
    /// `gaps[i]`: the collapsed position of `ranges[i]` (non-decreasing even after rounding).
    private let gaps: [Double]

    /// Exclusions from any list of ranges: sorts them, merges overlapping and touching ones and
    /// drops empty (`lower == upper`) and non-finite ones.
    public init(_ excluded: [ClosedRange<Double>]) {
        let sorted = excluded
            .filter { $0.lowerBound.isFinite && $0.upperBound.isFinite && $0.lowerBound < $0.upperBound }
            .sorted { $0.lowerBound < $1.lowerBound }
        var merged: [ClosedRange<Double>] = []
        merged.reserveCapacity(sorted.count)
        for r in sorted {
            if let last = merged.last, r.lowerBound <= last.upperBound {
                if r.upperBound > last.upperBound { merged[merged.count - 1] = last.lowerBound...r.upperBound }
            } else {
                merged.append(r)
            }
        }
        var offsets: [Double] = [0]
        var gaps: [Double] = []
        offsets.reserveCapacity(merged.count + 1)
        gaps.reserveCapacity(merged.count)
        var kept = 0
        for r in merged {
            let total = offsets[kept] + (r.upperBound - r.lowerBound)
            // Only lengths near the whole Double range overflow; cut the list there rather than produce NaN.
            guard total.isFinite else { break }
            gaps.append(max(r.lowerBound - offsets[kept], gaps.last ?? -.infinity))
            offsets.append(total)
            kept += 1
        }
        ranges = Array(merged.prefix(kept))
        self.offsets = offsets
        self.gaps = gaps
    }

    /// No exclusions: `forward` and `inverse` are the identity.
    public var isEmpty: Bool { ranges.isEmpty }

    /// The total length cut out of the axis.
    public var excludedLength: Double { offsets[offsets.count - 1] }

    /// Equal when the normalised exclusions are equal (the lookup tables follow from them).
    public static func == (a: AxisBreaks, b: AxisBreaks) -> Bool { a.ranges == b.ranges }

    /// Hashes the normalised exclusions.
    public func hash(into h: inout Hasher) { h.combine(ranges) }

    /// Collapsed coordinate: `v` minus the total length of exclusions lying below `v`. A value
    /// inside an exclusion (or on its bounds) maps to the exclusion's start (its collapsed position).
    public func forward(_ v: Double) -> Double {
        guard v.isFinite, !ranges.isEmpty else { return v }
        let i = firstRange { $0.upperBound >= v }
        if i < ranges.count, ranges[i].lowerBound <= v { return gaps[i] }
        // Between gap i-1 and gap i; clamping keeps the map monotonic whatever the rounding.
        var t = v - offsets[i]
        if i > 0 { t = max(t, gaps[i - 1]) }
        if i < gaps.count { t = min(t, gaps[i]) }
        return t
    }

    /// The value at a collapsed coordinate; at a gap's position it answers the exclusion's lower bound.
    public func inverse(_ t: Double) -> Double {
        guard t.isFinite, !ranges.isEmpty else { return t }
        let i = firstGap { $0 >= t }
        if i < gaps.count, gaps[i] == t { return ranges[i].lowerBound }
        // Between gap i-1 and gap i: never answer a value inside an exclusion.
        var v = t + offsets[i]
        if i > 0 { v = max(v, ranges[i - 1].upperBound) }
        if i < ranges.count { v = min(v, ranges[i].lowerBound) }
        return v
    }

    /// True when `v` lies strictly inside an exclusion (`lowerBound < v < upperBound`).
    public func excludes(_ v: Double) -> Bool {
        guard !v.isNaN else { return false }
        let i = firstRange { $0.upperBound > v }
        return i < ranges.count && ranges[i].lowerBound < v
    }

    /// The exclusions intersecting `[lo, hi]` (either order), for drawing break markers.
    public func ranges(in lo: Double, _ hi: Double) -> ArraySlice<ClosedRange<Double>> {
        guard !lo.isNaN, !hi.isNaN else { return ranges[0..<0] }
        let a = min(lo, hi), b = max(lo, hi)
        let start = firstRange { $0.upperBound >= a }
        let end = firstRange { $0.lowerBound > b }
        return ranges[start..<max(start, end)]
    }

    /// The first index of `ranges` whose range satisfies `isAfter` (`ranges.count` if none);
    /// `isAfter` must be false then true along the sorted ranges.
    private func firstRange(where isAfter: (ClosedRange<Double>) -> Bool) -> Int {
        var lo = 0, hi = ranges.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if isAfter(ranges[mid]) { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }

    /// The first index of `gaps` whose position satisfies `isAfter` (`gaps.count` if none).
    private func firstGap(where isAfter: (Double) -> Bool) -> Int {
        var lo = 0, hi = gaps.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if isAfter(gaps[mid]) { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }
}
