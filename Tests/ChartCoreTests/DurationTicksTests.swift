import Testing
@testable import ChartCore

/// An axis of durations in seconds ticks at steps a clock reads and labels as a clock.
struct DurationTicksTests {
    @Test(arguments: [
        (0.0, "0:00:00", 1.0), (68, "0:01:08", 1), (-5, "−0:00:05", 1), (7_530, "2:05:30", 60), (86_400, "1d 00:00:00", 3_600),
        (183_600, "2d 03:00:00", 3_600), (1.5, "0:00:01.5", 0.5), (-4.25, "−0:00:04.25", 0.05), (0.0004, "0:00:00.000", 0.001),
        (360_000, "4d 04:00:00", 86_400), (172_800, "2d", 86_400), (0, "0d", 172_800), (-864_000, "−10d", 432_000),
        (172_800, "2d 00:00:00", 43_200),
    ])
    func labels(_ v: Double, _ text: String, _ step: Double) {
        #expect(DurationTicks.format(v, step: step) == text)
    }

    @Test(arguments: [
        (0.0, 10.0, 5, 2.0), (0, 100, 5, 15), (0, 3_600, 6, 600), (4_000, 16_000, 7, 1_800), (0, 86_400, 4, 21_600),
        (0, 864_000, 5, 172_800), (0, 2, 5, 0.5), (0, 10_000, 2, 3_600), (0, 150_000, 2, 86_400),
    ])
    func stepsAClockReads(_ lo: Double, _ hi: Double, _ count: Int, _ step: Double) {
        #expect(DurationTicks.step(lo, hi, count: count) == step, "\(lo)…\(hi) in \(count)")
    }

    @Test func anAxisOfDurationsTicksAtClockSteps() {
        var axis = AxisConfig()
        axis.durations = true
        let s = AxisScale(domain: (4_000, 16_000), range: (560, 0))
        let (ticks, _) = PlotGeometry.numberTicks(s, axis: axis, length: 560, scale: 1)
        #expect(ticks.map(\.label) == ["1:30:00", "2:00:00", "2:30:00", "3:00:00", "3:30:00", "4:00:00"])
        #expect(axis.text(5_400, resolution: 1) == "1:30:00")
    }

    @Test func aShortAxisOfDurationsLabelsTwoValues() {
        var axis = AxisConfig()
        axis.durations = true
        let s = AxisScale(domain: (10, 110), range: (40, 0))
        let (ticks, _) = PlotGeometry.numberTicks(s, axis: axis, length: 40, scale: 1)
        #expect(ticks.map(\.label) == ["0:00:30", "0:01:00", "0:01:30"])
    }

    @Test(arguments: [(5_400.25, "1:30:00.25"), (-0.0, "0:00:00"), (1e-9, "0:00:00.000000001"), (12_345_678.5, "142d 21:21:18.5"),
                      (-1e-12, "0:00:00"), (2.0, "0:00:02"), (10, "0:00:10"), (3_600, "1:00:00"), (86_400, "1d 00:00:00"),
                      (2e7 + 0.3, "231d 11:33:20.3"), (1e8 + 0.1, "1157d 09:46:40.1")])
    func exactValues(_ v: Double, _ text: String) {
        #expect(DurationTicks.exact(v) == text)
    }

    @Test func longSpansKeepTheirFraction() {
        // Past 2^53 units of a nanosecond, the fraction still reads as its digits.
        #expect(DurationTicks.format(1e12 + 0.5, step: 1e-9) == "11574074d 01:46:40.500000000")
        #expect(DurationTicks.format(.nan, step: 1) == Ticks.format(.nan, step: 1))
    }
}
