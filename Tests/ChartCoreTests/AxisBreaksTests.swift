import Foundation
import Testing
@testable import ChartCore

/// A small deterministic generator (SplitMix64) so random round trips are reproducible.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Maps values to pixels through collapsed coordinates: `[forward(a), forward(b)]` onto `[0, width]`.
struct BrokenPixels {
    let breaks: AxisBreaks
    let scale: AxisScale
    init(_ breaks: AxisBreaks, _ a: Double, _ b: Double, width: Double = 1000) {
        self.breaks = breaks
        scale = AxisScale(domain: (breaks.forward(a), breaks.forward(b)), range: (0, width))
    }
    func pixel(_ v: Double) -> Double { scale.map(breaks.forward(v)) }
    func value(_ px: Double) -> Double { breaks.inverse(scale.invert(px)) }
}

/// True when `a` and `b` agree to 1e-12 relative to `scale`.
func nearlyEqual(_ a: Double, _ b: Double, scale: Double) -> Bool {
    abs(a - b) <= 1e-12 * max(abs(scale), abs(a), abs(b), 1e-300)
}

let newYork = TimeZone(identifier: "America/New_York")!

/// Seconds since 1970 of a wall time in New York (days past the month's end roll over).
func nyTime(_ y: Int, _ mo: Int, _ d: Int, _ h: Int = 0, _ mi: Int = 0) -> Double {
    var cal = Calendar(identifier: .gregorian)
    cal.timeZone = newYork
    // Day numbers past the month's end roll over by calendar days (10 + 31 = 10 November).
    let first = cal.date(from: DateComponents(year: y, month: mo, day: 1))!
    var c = cal.dateComponents([.year, .month, .day], from: cal.date(byAdding: .day, value: d - 1, to: first)!)
    c.hour = h
    c.minute = mi
    return cal.date(from: c)!.timeIntervalSince1970
}

struct AxisBreaksTests {
    /// Break sets for the property tests, with the span random values are drawn from.
    static let sets: [(name: String, breaks: AxisBreaks, lo: Double, hi: Double)] = {
        var rng = SeededGenerator(seed: 7)
        var random: [ClosedRange<Double>] = []
        for _ in 0..<1000 {
            let a = Double.random(in: -1e6...1e6, using: &rng)
            random.append(a...(a + Double.random(in: 0...500, using: &rng)))
        }
        let week = AxisBreaks.tradingSessions(from: nyTime(2024, 3, 4), to: nyTime(2024, 3, 18),
                                              open: (9, 30), close: (16, 0), timeZone: newYork)
        return [
            ("small", AxisBreaks([2...3, 5...8, 10...10.5]), -5, 20),
            ("random", AxisBreaks(random), -1.1e6, 1.1e6),
            ("trading", week, nyTime(2024, 3, 1), nyTime(2024, 3, 20)),
            ("negative", AxisBreaks([-100 ... -90, -50 ... -10, -1e-3 ... -1e-6]), -200, 10),
            ("large", AxisBreaks([1e15...(1e15 + 1e9), 2e15...(2e15 + 0.5)]), 0, 3e15),
            ("daily", AxisBreaks.repeating(start: 3600, length: 1800, period: 86_400, from: 0, to: 86_400 * 30), -1e5, 3e6),
        ]
    }()

    @Test(arguments: 0..<sets.count)
    func valueRoundTrips(_ index: Int) {
        let set = Self.sets[index]
        let b = set.breaks
        #expect(!b.isEmpty)
        var rng = SeededGenerator(seed: UInt64(index) + 1)
        var failures = 0
        for _ in 0..<20_000 {
            let v = Double.random(in: set.lo...set.hi, using: &rng)
            let t = b.forward(v)
            if b.excludes(v) || b.ranges.contains(where: { $0.upperBound == v }) { continue }
            if !nearlyEqual(b.inverse(t), v, scale: t) { failures += 1 }
        }
        #expect(failures == 0, "\(set.name): \(failures) values did not round trip")
    }

    @Test(arguments: 0..<sets.count)
    func collapsedRoundTrips(_ index: Int) {
        let set = Self.sets[index]
        let b = set.breaks
        let t0 = b.forward(set.lo), t1 = b.forward(set.hi)
        var rng = SeededGenerator(seed: UInt64(index) + 100)
        var failures = 0
        for _ in 0..<20_000 {
            let t = Double.random(in: t0...t1, using: &rng)
            let v = b.inverse(t)
            if b.excludes(v) || !nearlyEqual(b.forward(v), t, scale: v) { failures += 1 }
        }
        #expect(failures == 0, "\(set.name): \(failures) collapsed positions did not round trip")
    }

    @Test(arguments: 0..<sets.count)
    func forwardAndInverseAreMonotonic(_ index: Int) {
        let set = Self.sets[index]
        let b = set.breaks
        var rng = SeededGenerator(seed: UInt64(index) + 200)
        var values = (0..<20_000).map { _ in Double.random(in: set.lo...set.hi, using: &rng) }
        values += b.ranges.flatMap { [$0.lowerBound, $0.upperBound, $0.lowerBound.nextDown, $0.upperBound.nextUp] }
        values.sort()
        let collapsed = values.map { b.forward($0) }
        #expect(zip(collapsed, collapsed.dropFirst()).allSatisfy { $0 <= $1 })
        let back = collapsed.map { b.inverse($0) }
        #expect(zip(back, back.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test func valuesBelowAllExclusionsAreUnchanged() {
        let b = AxisBreaks([10...20, 30...40])
        for v in [-1e300, -7.25, -0.0, 0, 1e-300, 3.3, 9.999999] {
            #expect(b.forward(v) == v)
            #expect(b.inverse(v) == v)
        }
        #expect(b.forward(25) == 15)
        #expect(b.forward(45) == 25)
        #expect(b.inverse(15) == 25)
        #expect(b.excludedLength == 20)
    }

    @Test func valuesInsideAnExclusionCollapseToItsStart() {
        let b = AxisBreaks([10...20, 30...40])
        for v in [10, 10.5, 15, 19.999, 20] {
            #expect(b.forward(v) == 10)
            #expect(b.inverse(b.forward(v)) == 10)
        }
        for v in [30, 31, 39.5, 40.0] {
            #expect(b.forward(v) == 20)
            #expect(b.inverse(b.forward(v)) == 30)
        }
        #expect(b.excludes(15) && b.excludes(10.000001) && b.excludes(35))
        #expect(!b.excludes(10) && !b.excludes(20) && !b.excludes(25) && !b.excludes(30) && !b.excludes(40))
        #expect(b.inverse(10) == 10, "a gap's position answers the exclusion's lower bound")
        #expect(b.inverse(10.0.nextUp) >= 20, "just past a gap answers at or after its end")
        #expect(b.inverse(10.0.nextDown) < 10)
    }

    @Test func inputIsSortedMergedAndCleaned() {
        let b = AxisBreaks([
            30...40, 1...2, 35...50, 2...3,       // overlapping, touching, unsorted
            60...60,                              // empty
            5...6, 5.5...5.75,                    // contained
            -.infinity...0, 100...Double.infinity, // non-finite
        ])
        #expect(b.ranges == [1...3, 5...6, 30...50])
        #expect(AxisBreaks([]).isEmpty)
        #expect(AxisBreaks([4...4]).isEmpty)
        #expect(AxisBreaks([3...4, 1...2]) == AxisBreaks([1...2, 3...4]))
        #expect(AxisBreaks([1...2, 2...3]).ranges == [1...3])
    }

    @Test func rangesInAWindow() {
        let b = AxisBreaks([0...1, 2...3, 4...5, 6...7])
        #expect(Array(b.ranges(in: 2.5, 4.5)) == [2...3, 4...5])
        #expect(Array(b.ranges(in: 4.5, 2.5)) == [2...3, 4...5])
        #expect(Array(b.ranges(in: 1, 2)) == [0...1, 2...3], "touching counts as intersecting")
        #expect(b.ranges(in: 1.2, 1.8).isEmpty)
        #expect(b.ranges(in: 10, 20).isEmpty)
        #expect(b.ranges(in: -.infinity, .infinity).count == 4)
        #expect(b.ranges(in: .nan, 3).isEmpty)
    }

    @Test func pixelsRoundTripThroughCollapsedScale() {
        let b = AxisBreaks([10...20, 30...40, 55...90])
        let px = BrokenPixels(b, 0, 100)
        #expect(px.pixel(0) == 0)
        #expect(px.pixel(100) == 1000)
        #expect(px.pixel(20) == px.pixel(10), "an exclusion takes no pixels")
        var rng = SeededGenerator(seed: 42)
        for _ in 0..<5_000 {
            let v = Double.random(in: 0...100, using: &rng)
            if b.excludes(v) { continue }
            #expect(nearlyEqual(px.value(px.pixel(v)), v, scale: 100))
        }
        for p in stride(from: 0.0, through: 1000, by: 12.5) {
            #expect(abs(px.pixel(px.value(p)) - p) < 1e-9)
        }
    }
}
