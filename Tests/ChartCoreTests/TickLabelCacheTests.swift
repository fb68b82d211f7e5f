import Testing
@testable import ChartCore

/// Cached tick labels are the labels: the same text as formatting anew, for values seen before,
/// values never seen, and after the cache has filled and started over.
struct TickLabelCacheTests {
    @Test func cachedLabelsEqualFreshOnes() {
        let steps = [0.001, 0.25, 1, 50, 1e-6, 1e10]
        let count = TickLabelCache.capacity + 500
        for round in 0..<2 {
            for k in 0..<count {
                let step = steps[k % steps.count]
                let v = Double(k - count / 2) * step
                let label = Ticks.format(v, step: step)
                #expect(label == Ticks.formatAnew(v, step: step), "round \(round) value \(v) step \(step)")
            }
        }
        // The same value at another step is another label, not a cached one.
        #expect(Ticks.format(0.5, step: 0.5) == "0.5")
        #expect(Ticks.format(0.5, step: 0.05) == "0.50")
        #expect(Ticks.format(0.5, step: 0.5) == "0.5")
    }
}
