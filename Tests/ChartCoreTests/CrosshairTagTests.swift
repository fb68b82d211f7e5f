import ChartTestSupport
import Testing
@testable import ChartCore

/// A crosshair's value tags stand in for the tick labels they would cover, and read like them.
@MainActor
struct CrosshairTagTests {
    /// Boxes of the texts drawn (fixed-metric glyphs: 0.6 em wide, ascent 0.8 em), with their text.
    static func texts(_ list: DrawList) -> [(String, Rect)] {
        (list.vectorOps ?? []).compactMap { op in
            guard case .text(let s, let origin, let size, _, _, let angle, _) = op, angle == 0 else { return nil }
            return (s, Rect(x: origin.x, y: origin.y - size * 0.8, width: Double(s.count) * size * 0.6, height: size * 1.2))
        }
    }

    @Test func aTagOverATickLabelHidesThatLabel() {
        let chart = ChartView(data: ChartData(series: [Series(name: "v", x: (0...20).map(Double.init), y: (0...20).map { Double($0) * 6 })]))
        _ = chart.testRender(800, 500)
        let g = chart.geometry
        // The crosshair on the y = 60 and x = 10 gridlines: each tag sits right over a tick label.
        chart.moveCrosshair(to: Point(g.x.map(10), g.y.map(60)))
        let list = chart.testRender(800, 500, vectorOps: true)
        let drawn = Self.texts(list)
        let plot = chart.geometry.plot
        // The tags' boxes (their text padded as the overlay pads it).
        let tags = drawn.filter { $0.0 == "60.0" && $0.1.maxX < plot.minX || $0.0 == "10.0" && $0.1.minY > plot.maxY }
        #expect(tags.count == 2, "one tag in each gutter: \(tags.map(\.0)) of \(drawn.map(\.0))")
        for (text, box) in tags {
            let padded = box.insetBy(-4)
            let covered = drawn.filter { $0.0 != text || $0.1 != box }.filter { $0.1.intersects(padded) }
            #expect(covered.isEmpty, "the \(text) tag covers \(covered.map(\.0))")
        }
        // Without the crosshair the labels it hid are back.
        chart.clearCrosshair()
        let again = Self.texts(chart.testRender(800, 500, vectorOps: true)).map(\.0)
        #expect(again.contains("60") && again.contains("10"))
    }

    /// `showCrosshair(on:)` stands on that point, not on another series' point at the same x;
    /// a point in a gap hides the crosshair.
    @Test func theCrosshairOnAPointReadsThatPoint() {
        let xs = (0...20).map(Double.init)
        let chart = ChartView(data: ChartData(series: [Series(name: "a", x: xs, y: xs.map { $0 * 2 }),
                                                       Series(name: "b", x: xs, y: xs.map { $0 == 7 ? .nan : 100 - $0 })]))
        _ = chart.testRender(800, 500)
        let sel = ChartSelection(series: 1, index: 3)
        chart.showCrosshair(on: sel)
        #expect(chart.crosshair?.x == 3 && chart.crosshair?.y == 97 && chart.crosshair?.snapped == sel)
        #expect(chart.crosshair?.position == chart.position(of: sel))
        chart.showCrosshair(on: ChartSelection(series: 1, index: 7))
        #expect(chart.crosshair == nil)
    }

    @Test(arguments: [(12_500.5, 0.5, "12,500.5"), (2024, 1, "2024"), (-15_000, 100, "−15,000"), (123_456_789, 1, "123,456,789"), (9_999, 1, "9999")])
    func largeValuesOnFineAxesAreGrouped(_ v: Double, _ step: Double, _ text: String) {
        #expect(Ticks.formatAnew(v, step: step) == text)
    }
}
