import Testing
@testable import ChartCore

/// An axis of durations in seconds ticks at steps a clock reads and labels as a clock.
struct DurationTicksTests {
    @Test(arguments: [
        (0.0, "0:00:00", 1.0), (68, "0:01:08", 1), (-5, "−0:00:05", 1), (7_530, "2:05:30", 60), (86_400, "1d 00:00:00", 3_600),
        (183_600, "2d 03:00:00", 3_600), (1.5, "0:00:01.5", 0.5), (-4.25, "−0:00:04.25", 0.05), (0.0004, "0:00:00.000", 0.001),
        (360_000, "4d 04:00:00", 86_400),
    ])
    func labels(_ v: Double, _ text: String, _ step: Double) {
        #expect(DurationTicks.format(v, step: step) == text)
    }

    @Test(arguments: [
        (0.0, 10.0, 5, 2.0), (0, 100, 5, 15), (0, 3_600, 6, 600), (4_000, 16_000, 7, 1_800), (0, 86_400, 4, 21_600),
        (0, 864_000, 5, 172_800), (0, 2, 5, 0.5),
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
}
