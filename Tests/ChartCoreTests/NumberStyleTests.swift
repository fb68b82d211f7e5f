import ChartTestSupport
import Testing
@testable import ChartCore

/// Decimal and thousands marks: read from a sample, applied to labels, on an axis's ticks.
@MainActor
struct NumberStyleTests {
    @Test(arguments: [("1,234.5", "12,345.67"), ("1.234,5", "12.345,67"), ("1 234,5", "12 345,67"), ("1234.5", "12345.67"),
                      ("1234,5", "12345,67"), ("1'234.5", "12'345.67")])
    func aSampleGivesItsStyle(_ sample: String, _ written: String) throws {
        let style = try #require(NumberStyle(sample: sample))
        #expect(style.apply("12,345.67") == written)
        #expect(style.sample == sample)
    }

    @Test(arguments: ["1.234.5", "12", "abc", "1,234,5", "1_234.5", "1,234.56"])
    func anUnclearSampleIsRefused(_ sample: String) {
        #expect(NumberStyle(sample: sample) == nil, "\(sample)")
    }

    @Test func anAxisWritesItsTicksInItsStyle() {
        let c = ChartView(data: ChartData(series: [Series(name: "s", x: [0, 1, 2, 3], y: [0.5, 1.25, 2.5, 1.75])]))
        c.configuration.yAxis.numberStyle = NumberStyle(decimal: ",", grouping: ".")
        _ = c.testRender(800, 500)
        let labels = c.geometry.yTicks.map(\.label)
        #expect(labels.contains { $0.contains(",") } && !labels.contains { $0.contains(".") }, "\(labels)")
        #expect(c.configuration.yAxis.text(12345.5, resolution: 0.1) == "12.345,5")
    }
}
