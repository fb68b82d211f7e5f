import Testing
@testable import ChartCore

/// A short axis still labels two values or more: one label alone gives no scale.
struct ShortAxisTests {
    @Test(arguments: [(0.6, 3.4, 185.0), (0.55, 1.45, 150), (-3.4, -0.6, 185), (1_000.2, 1_003.9, 170)])
    func aShortAxisLabelsTwoValuesAtLeast(_ lo: Double, _ hi: Double, _ length: Double) {
        let s = AxisScale(domain: (lo, hi), range: (length, 0))
        let (ticks, _) = PlotGeometry.numberTicks(s, axis: AxisConfig(), length: length, scale: 1)
        #expect(ticks.count >= 2, "\(lo)…\(hi) over \(length) px: \(ticks.map(\.label))")
        #expect(ticks.allSatisfy { $0.value >= lo && $0.value <= hi })
    }
}
