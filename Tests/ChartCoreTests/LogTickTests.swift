import Testing
@testable import ChartCore

/// Tick tables for `LogTicks` (base-10 log axes) and its labels.
struct LogTickTests {
    @Test func threeDecades() {
        let t = LogTicks.ticks(1, 1000, count: 5)
        #expect(t.major == [1, 10, 100, 1000])
        #expect(t.minor == [2, 3, 4, 5, 6, 7, 8, 9, 20, 30, 40, 50, 60, 70, 80, 90, 200, 300, 400, 500, 600, 700, 800, 900])
    }

    @Test func partialDecadesAtTheEndsGetMinors() {
        let t = LogTicks.ticks(0.5, 25, count: 5)
        #expect(t.major == [1, 10])
        #expect(t.minor == [0.5, 0.6, 0.7, 0.8, 0.9, 2, 3, 4, 5, 6, 7, 8, 9, 20])
    }

    @Test func manyDecadesAreThinned() {
        // Ten decades, five wanted: every second decade (even exponents) is major, the rest minor.
        let t = LogTicks.ticks(0.001, 1e6, count: 5)
        #expect(t.major == [0.01, 1, 100, 1e4, 1e6])
        #expect(t.minor == [0.001, 0.1, 10, 1000, 1e5])
        // Ten wanted: every decade, but too many for 2…9 minors.
        let all = LogTicks.ticks(0.001, 1e6, count: 10)
        #expect(all.major == [0.001, 0.01, 0.1, 1, 10, 100, 1000, 1e4, 1e5, 1e6])
        #expect(all.minor.isEmpty)
        // Three wanted: exponents that are multiples of 3.
        let thirds = LogTicks.ticks(0.001, 1e6, count: 3)
        #expect(thirds.major == [0.001, 1, 1000, 1e6])
        #expect(thirds.minor == [0.01, 0.1, 10, 100, 1e4, 1e5])
    }

    @Test func withinOneDecadeIsLinear() {
        let t = LogTicks.ticks(3, 7, count: 5)
        #expect(t.major == [3, 4, 5, 6, 7])
        #expect(t.minor.isEmpty)
    }

    @Test func aboutOneDecadeUsesOneTwoFive() {
        let t = LogTicks.ticks(0.5, 5.5, count: 5)
        #expect(t.major == [0.5, 1, 2, 5])
        #expect(t.minor == [0.6, 0.7, 0.8, 0.9, 3, 4])
        let small = LogTicks.ticks(0.0015, 0.012, count: 5)
        #expect(small.major == [0.002, 0.005, 0.01])
        #expect(small.minor == [0.003, 0.004, 0.006, 0.007, 0.008, 0.009])
    }

    @Test func wholeDoubleRange() {
        // 601 decades, five wanted: exponents that are multiples of 200; minors every 20 decades.
        let t = LogTicks.ticks(1e-300, 1e300, count: 5)
        #expect(t.major == [1e-200, 1, 1e200])
        #expect(t.minor == [1e-300, 1e-280, 1e-260, 1e-240, 1e-220, 1e-180, 1e-160, 1e-140, 1e-120, 1e-100,
                            1e-80, 1e-60, 1e-40, 1e-20, 1e20, 1e40, 1e60, 1e80, 1e100, 1e120,
                            1e140, 1e160, 1e180, 1e220, 1e240, 1e260, 1e280, 1e300])
        let extreme = LogTicks.ticks(.leastNonzeroMagnitude, .greatestFiniteMagnitude, count: 10)
        #expect(extreme.major == [1e-300, 1e-200, 1e-100, 1, 1e100, 1e200, 1e300])
        #expect(extreme.minor.count == 63 - 7)
    }

    @Test func reversedInputGivesTheSameTicks() {
        let forward = LogTicks.ticks(1, 1000, count: 5), backward = LogTicks.ticks(1000, 1, count: 5)
        #expect(forward.major == backward.major && forward.minor == backward.minor)
        let thin = LogTicks.ticks(1e6, 0.001, count: 5)
        #expect(thin.major == [0.01, 1, 100, 1e4, 1e6])
    }

    @Test(arguments: [(0.0, 10.0), (-1.0, 10.0), (-10.0, -1.0), (Double.nan, 10.0), (1.0, Double.infinity),
                      (0.0, 0.0), (-Double.infinity, Double.infinity)])
    func nonPositiveOrNonFiniteGivesNothing(_ lo: Double, _ hi: Double) {
        let t = LogTicks.ticks(lo, hi, count: 5)
        #expect(t.major.isEmpty && t.minor.isEmpty)
        #expect(LogTicks.ticks(hi, lo, count: 5).major.isEmpty)
    }

    @Test func degenerateRanges() {
        #expect(LogTicks.ticks(1, 1000, count: 0).major.isEmpty)
        #expect(LogTicks.ticks(10, 10, count: 5).major == [10])
        #expect(LogTicks.ticks(7, 7, count: 5).major == [7])
        #expect(LogTicks.ticks(1, 10, count: 5).major == [1, 10])
        #expect(LogTicks.ticks(1, 1000, count: 1).major == [1, 100])
        #expect(LogTicks.ticks(1, 1e9, count: .max).major.count == 10)
    }

    @Test func labels() {
        let decades: [(Double, String)] = [
            (1e-6, "1e-6"), (1e-4, "1e-4"), (0.001, "0.001"), (0.01, "0.01"), (0.1, "0.1"), (1, "1"), (10, "10"),
            (100, "100"), (1000, "1000"), (10_000, "10000"), (1e5, "1e5"), (1e6, "1e6"), (1e300, "1e300"), (1e-300, "1e-300"),
        ]
        for (v, s) in decades { #expect(LogTicks.format(v) == s) }
        let others: [(Double, String)] = [
            (2, "2"), (50, "50"), (0.2, "0.2"), (0.005, "0.005"), (2.5, "2.5"), (20_000, "20000"), (2e5, "2e5"),
            (5e-4, "5e-4"), (2.5e-7, "2.5e-7"), (0, "0"), (-100, "−100"), (-2e7, "−2e7"), (.nan, "NaN"), (.infinity, "∞"),
        ]
        for (v, s) in others { #expect(LogTicks.format(v) == s) }
        #expect(LogTicks.ticks(0.001, 1e6, count: 10).major.map { LogTicks.format($0) }
                == ["0.001", "0.01", "0.1", "1", "10", "100", "1000", "10000", "1e5", "1e6"])
    }
}
