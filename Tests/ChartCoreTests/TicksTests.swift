import Testing
@testable import ChartCore

struct TicksTests {
    @Test(arguments: [
        (0.0, 1.0, 5, [0.0, 0.2, 0.4, 0.6, 0.8, 1.0]),
        (0.0, 10.0, 5, [0.0, 2.0, 4.0, 6.0, 8.0, 10.0]),
        (1.0, 0.0, 5, [0.0, 0.2, 0.4, 0.6, 0.8, 1.0]),
        (-5.0, 5.0, 4, [-4.0, -2.0, 0.0, 2.0, 4.0]),
        (3.0, 3.0, 5, [3.0]),
        (0.1, 0.3, 2, [0.1, 0.2, 0.3]),
    ])
    func majorTicks(lo: Double, hi: Double, count: Int, expected: [Double]) {
        #expect(Ticks.values(lo, hi, count: count) == expected)
    }

    @Test(arguments: [Double.nan, Double.infinity, -Double.infinity])
    func nonFiniteGivesNoTicks(_ bad: Double) {
        #expect(Ticks.values(bad, 1, count: 5).isEmpty)
        #expect(Ticks.values(0, bad, count: 5).isEmpty)
    }

    @Test func zeroCountGivesNoTicks() {
        #expect(Ticks.values(0, 1, count: 0).isEmpty)
    }

    @Test func labelsNeverShowFloatNoise() {
        for (lo, hi) in [(0.0, 0.9), (0.1, 0.7), (-0.3, 0.3), (1.1, 1.7), (0.0, 3e-7)] {
            for count in 2...12 {
                let step = Ticks.step(lo, hi, count: count)
                for v in Ticks.values(lo, hi, count: count) {
                    let label = Ticks.format(v, step: step)
                    #expect(label.count < 12, "label \(label) for \(v)")
                    #expect(!label.contains("0000000"), "label \(label) for \(v)")
                }
            }
        }
        let vals = Ticks.values(0, 1, count: 10)
        #expect(vals.contains(0.3))
        #expect(Ticks.format(0.30000000000000004, step: 0.1) == "0.3")
    }

    @Test(arguments: [1e-300, 1e300, 1e-10, 1e10])
    func extremeMagnitudes(_ m: Double) {
        let t = Ticks.values(m, 2 * m, count: 5)
        #expect(!t.isEmpty)
        #expect(t.allSatisfy { $0 >= m && $0 <= 2 * m })
        #expect(t.count <= 12)
        let step = Ticks.step(m, 2 * m, count: 5)
        let labels = Set(t.map { Ticks.format($0, step: step) })
        #expect(labels.count == t.count, "labels must differ: \(labels)")
    }

    @Test func hugeRangeIsBounded() {
        let t = Ticks.values(-Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude, count: 10)
        #expect(t.count <= Ticks.maxCount)
        #expect(Ticks.values(0, 1, step: 1e-12).isEmpty, "an absurd interval is refused, not enumerated")
    }

    @Test func niceExtendsToTicks() {
        let (a, b) = Ticks.nice(0.13, 9.7, count: 5)
        #expect(a == 0 && b == 10)
        let (c, d) = Ticks.nice(9.7, 0.13, count: 5)
        #expect(c == 10 && d == 0)
        let (e, f) = Ticks.nice(Double.nan, 1, count: 5)
        #expect(e.isNaN && f == 1)
    }

    @Test func explicitStep() {
        #expect(Ticks.values(0, 1, step: 0.25) == [0, 0.25, 0.5, 0.75, 1])
        #expect(Ticks.values(0, 1, step: 0.1).map { Ticks.format($0, step: 0.1) }
                == ["0.0", "0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7", "0.8", "0.9", "1.0"])
    }

    @Test func minorTicksSitBetweenMajors() {
        let minor = Ticks.minorValues(0, 10, majorStep: 5, perMajor: 5)
        #expect(minor == [1, 2, 3, 4, 6, 7, 8, 9])
        #expect(Ticks.minorValues(0, 10, majorStep: 5, perMajor: 1).isEmpty)
    }

    @Test func formatting() {
        #expect(Ticks.format(-2, step: 1) == "−2")
        #expect(Ticks.format(-0.0, step: 0.5) == "0.0")
        #expect(Ticks.format(2.5e12, step: 5e11) == "2.5T")
        #expect(Ticks.format(2.5e16, step: 5e15).contains("e+16"))
        // Thousands and up read at a glance, one unit per axis (chosen by the step).
        #expect(Ticks.format(400_000, step: 100_000) == "400k")
        #expect(Ticks.format(1_500_000, step: 500_000) == "1.5M")
        #expect(Ticks.format(350_000_000, step: 50_000_000) == "350M")
        #expect(Ticks.format(12_000, step: 2_000) == "12k")
        #expect(Ticks.format(-3_000, step: 1_000) == "−3k")
        #expect(Ticks.format(1_500, step: 500) == "1500")
        #expect(Ticks.format(2e9, step: 5e8) == "2.0G")
        // Large values a small step apart stay exact enough to tell apart.
        #expect(Ticks.format(1_700_000_100, step: 100).contains("e+9"))
        #expect(Ticks.format(.nan, step: 1) == "NaN")
    }
}

struct ScaleTests {
    @Test func mapsAndInverts() {
        let s = AxisScale(domain: (0, 10), range: (100, 200))
        #expect(s.map(5) == 150)
        #expect(s.invert(150) == 5)
        let r = AxisScale(domain: (0, 10), range: (200, 100))
        #expect(r.map(0) == 200)
        #expect(r.invert(100) == 10)
    }

    @Test(arguments: [(3.0, 3.0), (Double.nan, 1.0), (0.0, Double.infinity)])
    func degenerateDomainMapsToMiddle(_ d0: Double, _ d1: Double) {
        let s = AxisScale(domain: (d0, d1), range: (0, 100))
        #expect(s.map(42) == 50)
        #expect(s.invert(10).isFinite || d0.isNaN)
    }

    @Test func displayRanges() {
        #expect(NumberRange.display(nil, padding: 0.05, nice: true, tickCount: 5) == (0, 1))
        let c = NumberRange.display((5, 5), padding: 0.05, nice: false, tickCount: 5)
        #expect(c.0 < 5 && c.1 > 5)
        let z = NumberRange.display((0, 0), padding: 0.05, nice: false, tickCount: 5)
        #expect(z == (-1, 1))
        let pos = NumberRange.display((1, 10), padding: 0.5, nice: false, tickCount: 5)
        #expect(pos.0 == 0, "padding does not push a positive range below zero")
        let huge = NumberRange.display((-1e308, 1e308), padding: 0.05, nice: true, tickCount: 5)
        #expect(huge.0.isFinite && huge.1.isFinite && huge.0 < huge.1)
        // A short axis (two ticks) over 0…1 is not niced to 0…2, half of it empty.
        let short = NumberRange.display((0, 1), padding: 0.05, nice: true, tickCount: 2)
        #expect(short.0 <= 0 && short.1 >= 1 && short.1 - short.0 <= 1.5 * 1.05, "\(short)")
        let tiny = NumberRange.display((1e-300, 3e-300), padding: 0, nice: true, tickCount: 5)
        #expect(tiny.0 < tiny.1 && tiny.0 <= 1e-300 && tiny.1 >= 3e-300)
        #expect(NumberRange.extent([Double.nan, .nan]) == nil)
        #expect(NumberRange.extent([Double]()) == nil)
    }

    @Test func jbChartViewClamping() {
        // An override may widen the data range but never narrow it.
        #expect(NumberRange.clamp((10, 100), minimum: nil, maximum: 20) == (10, 100))
        #expect(NumberRange.clamp((10, 100), minimum: nil, maximum: 200) == (10, 200))
        #expect(NumberRange.clamp((10, 100), minimum: 50, maximum: nil) == (10, 100))
        #expect(NumberRange.clamp((10, 100), minimum: 0, maximum: nil) == (0, 100))
        #expect(NumberRange.clamp((10, 100), minimum: .nan, maximum: .infinity) == (10, 100))
    }
}
