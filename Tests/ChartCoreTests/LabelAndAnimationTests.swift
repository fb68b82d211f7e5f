import Foundation
import ChartTestSupport
import Testing
@testable import ChartCore

/// Label layers never overlap; animations follow an injected clock and stop asking for frames.
@MainActor
struct LabelAndAnimationTests {
    let glyphs = FakeGlyphs()

    /// Rectangles of the text runs drawn inside the plot.
    func labelRects(_ list: DrawList, _ chart: ChartView) -> [Rect] {
        let m = TextMeasurer(source: glyphs)
        let ascent = m.metrics(Theme.light.labelFont).ascent
        return (list.vectorOps ?? []).compactMap { op -> Rect? in
            guard case .text(let s, let origin, _, _, _, _, _) = op else { return nil }
            let size = m.size(s, font: Theme.light.labelFont)
            let r = Rect(x: origin.x, y: origin.y - ascent, width: size.width, height: size.height)
            return chart.geometry.plot.contains(r.center) ? r : nil
        }
    }

    @Test func denseBarLabelsAreThinnedWithoutOverlap() {
        let v = (0..<300).map { Double(($0 * 37) % 100) + 100 }
        let chart = ChartView(data: ChartData(series: [Series(name: "s", kind: .bar, y: v)]))
        chart.configuration.labelLayers = [LabelLayer(.bar)]
        let rects = labelRects(chart.testRender(vectorOps: true), chart)
        #expect(rects.count > 10 && rects.count < 300)
        for i in rects.indices { for j in rects.indices where j > i { #expect(!rects[i].intersects(rects[j])) } }
    }

    @Test func sparseLabelsAreAllDrawnAtTheirBars() {
        let chart = ChartView(data: ChartData(series: [Series(name: "s", kind: .bar, y: [5, -3, 8])]))
        chart.configuration.labelLayers = [LabelLayer(.bar)]
        let rects = labelRects(chart.testRender(vectorOps: true), chart)
        #expect(rects.count == 3)
        let g = chart.geometry
        let neg = rects.first { abs($0.midX - g.x.map(1)) < 2 }
        #expect(neg != nil && neg!.minY >= g.y.map(-3))   // below the negative bar's end
    }

    @Test func placerDropsOverlapsAndOutOfBounds() {
        var p = LabelPlacer(gap: 2, bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        let placed = [Rect(x: 10, y: 10, width: 20, height: 10), Rect(x: 25, y: 12, width: 20, height: 10),
                      Rect(x: 31, y: 10, width: 20, height: 10), Rect(x: 33, y: 10, width: 20, height: 10),
                      Rect(x: 90, y: 10, width: 20, height: 10)].map { p.place($0) }
        // The second overlaps, the third is within the gap, the last leaves the bounds.
        #expect(placed == [true, false, false, true, false])
    }

    @Test func collapseAndExpandFollowTheClock() {
        let clock = ManualClock()
        let chart = ChartView(data: ChartData(series: [Series(name: "s", kind: .bar, y: [4, 8])]))
        chart.animationClock = clock
        _ = chart.testRender(vectorOps: true)
        var done = 0
        chart.setState(.collapsed, animation: Animation(duration: 1, easing: .linear)) { done += 1 }
        #expect(chart.isAnimating)
        #expect(chart.presentedData.series[0].y == [4, 8])
        clock.advance(by: 0.5)
        #expect(chart.presentedData.series[0].y == [2, 4])
        #expect(chart.nextWakeTime(after: 10) != nil)
        clock.advance(by: 0.5)
        chart.tick(at: 11)
        #expect(chart.presentedData.series[0].y == [0, 0])
        #expect(done == 1)
        // Nothing animates: no timer, no frame asked for.
        _ = chart.testRender(vectorOps: true)
        #expect(!chart.isAnimating && chart.nextWakeTime(after: 12) == nil && !chart.needsDisplay)
        chart.setState(.expanded, animated: false)
        #expect(chart.presentedData.series[0].y == [4, 8])
    }

    @Test func dataAnimationsGrowMorphTraceAndSpin() {
        let clock = ManualClock()
        let chart = ChartView(data: ChartData(series: [Series(name: "s", kind: .bar, y: [10, 20])]))
        chart.animationClock = clock
        _ = chart.testRender(vectorOps: true)
        chart.setData(ChartData(series: [Series(name: "s", kind: .bar, y: [30, 40])]), animation: DataAnimation(.morph, Animation(duration: 2, easing: .linear)))
        clock.advance(by: 1)
        #expect(chart.presentedData.series[0].y == [20, 30])
        clock.advance(by: 1)
        chart.tick(at: 0)
        #expect(chart.presentedData.series[0].y == [30, 40] && !chart.isAnimating)

        chart.setData(chart.data, animation: DataAnimation(.grow, Animation(duration: 1, easing: .easeIn)))
        clock.advance(by: 0.5)
        #expect(abs(chart.presentedData.series[0].y[0] - 30 * 0.125) < 1e-9)   // cubic ease-in at ½
        clock.advance(by: 0.5)
        chart.tick(at: 0)

        let line = ChartView(data: ChartData(series: [Series(name: "l", y: [1, 2, 3, 4, 5])]))
        line.animationClock = clock
        line.setData(line.data, animation: DataAnimation(.trace, Animation(duration: 1, easing: .linear)))
        clock.advance(by: 0.25)
        #expect(line.traceFraction == 0.25)
        let pts = (0..<5).map { Point(Double($0) * 10, 0) }
        #expect(PlotView.traced(pts, 0.25) == [Point(0, 0), Point(10, 0)])
        #expect(PlotView.traced(pts, 0.3).last == Point(12, 0))

        let pie = ChartView(data: ChartData(series: [Series.pie(name: "p", values: [1, 1])]))
        pie.animationClock = clock
        pie.setData(pie.data, animation: DataAnimation(.spin, Animation(duration: 1, easing: .linear)))
        clock.advance(by: 0.5)
        #expect(pie.spinFraction == 0.5)
        let half = PlotView.segmentAngles(pie.data.series[0], sweep: pie.spinFraction)
        #expect(abs((half[1]!.1 - half[0]!.0) - .pi) < 1e-12)
    }

    @Test func aSpringOvershootsThenSettles() {
        let clock = ManualClock()
        let chart = ChartView(data: ChartData(series: [Series(name: "s", kind: .bar, y: [10])]))
        chart.animationClock = clock
        chart.setData(chart.data, animation: DataAnimation(.grow, Animation(duration: 1, easing: .spring())))
        var peak = 0.0
        for _ in 0..<100 { clock.advance(by: 0.01); peak = max(peak, chart.presentedData.series[0].y[0]) }
        #expect(peak > 10.2)
        chart.tick(at: 0)
        #expect(chart.presentedData.series[0].y[0] == 10)
    }
}
