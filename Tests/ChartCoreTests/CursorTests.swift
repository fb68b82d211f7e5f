import ChartTestSupport
import Testing
@testable import ChartCore

/// Cursors A and B: placed by key, dragged without panning, the same in every linked plot, and
/// read per series (values at them, statistics between them).
@MainActor
struct CursorTests {
    static func chart(_ ys: [Double], xs: [Double]? = nil) -> ChartView {
        let c = ChartView(data: ChartData(series: [Series(name: "s", x: xs ?? ys.indices.map(Double.init), y: ys)]))
        c.interaction.measuringKeys = true
        _ = c.testRender(800, 500)
        return c
    }

    @Test func keysPlaceTheCursorsAtThePointerAndXClearsThem() {
        let c = Self.chart((0..<100).map { Double($0 % 9) })
        let g = c.geometry
        c.handle(.pointerMoved(position: Point(g.x.map(20), g.plot.midY), buttons: [], modifiers: [], time: 1))
        #expect(c.handleKey(.character("a")))
        c.handle(.pointerMoved(position: Point(g.x.map(70), g.plot.midY), buttons: [], modifiers: [], time: 1.1))
        #expect(c.handleKey(.character("b")))
        #expect(abs(c.cursors.a! - 20) < 0.2 && abs(c.cursors.b! - 70) < 0.2)
        #expect(c.cursors.span.map { abs($0.lowerBound - 20) < 0.2 && abs($0.upperBound - 70) < 0.2 } == true)
        #expect(c.handleKey(.character("x")) && c.cursors.isEmpty)
        #expect(!c.handleKey(.character("x")), "x with no cursors is not the chart's")
    }

    /// A library chart leaves a, b, x, r and c to the app until it turns the measuring keys on.
    @Test func theMeasuringKeysAreOffByDefault() {
        let c = ChartView(data: ChartData(series: [Series(name: "s", y: [1, 3, 2])]))
        _ = c.testRender(800, 500)
        c.handle(.pointerMoved(position: c.geometry.plot.center, buttons: [], modifiers: [], time: 1))
        for k in ["a", "b", "r", "c"] { #expect(!c.handleKey(.character(Character(k))), "\(k)") }
        #expect(c.cursors.isEmpty && c.annotations.isEmpty && !c.isCrosshairOn)
    }

    @Test func draggingACursorMovesItAndNotTheView() {
        let c = Self.chart((0..<100).map { Double($0 % 9) })
        c.cursors = Cursors(a: 30, b: 60)
        _ = c.testRender(800, 500)
        let g = c.geometry
        let y = g.plot.midY, from = g.x.map(60)
        c.handle(.pointerDown(button: .left, position: Point(from + 2, y), modifiers: [], time: 1))
        for k in 1...5 {
            c.handle(.pointerMoved(position: Point(from + 2 + Double(k) * 20, y), buttons: [.left], modifiers: [], time: 1 + Double(k) * 0.02))
        }
        c.handle(.pointerUp(button: .left, position: Point(from + 102, y), modifiers: [], time: 1.2))
        #expect(c.viewport.x == nil, "the view did not pan")
        #expect(abs(c.cursors.b! - g.x.invert(from + 102)) < 1e-9 && c.cursors.a == 30)
    }

    @Test func linkedPlotsShareTheCursors() {
        let w = XLinkTests.Three()
        w.charts[1].cursors = Cursors(a: 10, b: 42)
        #expect(w.charts[0].cursors == Cursors(a: 10, b: 42) && w.charts[2].cursors == Cursors(a: 10, b: 42))
        w.link.setLinked(false, w.charts[2])
        w.charts[0].cursors = Cursors()
        #expect(w.charts[1].cursors.isEmpty && w.charts[2].cursors == Cursors(a: 10, b: 42), "an unlinked plot keeps its own")
    }

    @Test func valuesAtACursorInterpolateOrTakeTheNearest() {
        let c = Self.chart([0, 10, 20, .nan, 40], xs: [0, 1, 2, 3, 4])
        #expect(c.value(ofSeries: 0, atX: 0.25) == 2.5)
        #expect(c.value(ofSeries: 0, atX: 0.25, interpolated: false) == 0)
        #expect(c.value(ofSeries: 0, atX: 0.75, interpolated: false) == 10)
        #expect(c.value(ofSeries: 0, atX: 2) == 20)
        #expect(c.value(ofSeries: 0, atX: 2.4) == 20, "beside a gap: the finite neighbour")
        #expect(c.value(ofSeries: 0, atX: -1) == nil && c.value(ofSeries: 0, atX: 9) == nil)
    }

    @Test func statisticsBetweenXValuesReadTheRowsThere() {
        let ys = (0..<20_000).map { Double(($0 * 37) % 101) - 50 }
        let c = Self.chart(ys)
        let s = c.statistics(ofSeries: 0, inX: 1000.5...3000)!
        let want = SeriesStatistics.of(ys, in: 1001..<3001)!
        #expect(s.count == 2000 && s.count == want.count && s.min == want.min && s.max == want.max)
        #expect(abs(s.mean - want.mean) < 1e-9 && abs(s.std - want.std) < 1e-9)
        #expect(c.store.rangeSums(0) != nil, "a long series is summed once, not scanned per frame")
    }
}

/// A cursor drag released over another widget ends when the pointer comes back without a button.
@MainActor
struct CursorDragEndTests {
    @Test func aDragReleasedElsewhereEnds() {
        let c = CursorTests.chart((0..<100).map { Double($0 % 9) })
        c.cursors = Cursors(a: 30, b: 60)
        _ = c.testRender(800, 500)
        let g = c.geometry, y = g.plot.midY
        c.handle(.pointerDown(button: .left, position: Point(g.x.map(60), y), modifiers: [], time: 1))
        #expect(c.isDraggingCursor)
        c.handle(.pointerMoved(position: Point(g.x.map(70), y), buttons: [.left], modifiers: [], time: 1.1))
        // The release went to another widget; the pointer comes back with no button held.
        c.handle(.pointerMoved(position: Point(g.x.map(20), y), buttons: [], modifiers: [], time: 1.5))
        #expect(!c.isDraggingCursor && abs(c.cursors.b! - 70) < 0.5, "B stays where the drag left it: \(c.cursors.b!)")
    }
}

/// Statistics of a stacked series are of its own values, not the pile's top it is drawn at.
@MainActor
struct StackedStatisticsTests {
    @Test func aStackedSeriesIsReadAsGiven() {
        var a = Series(name: "a", kind: .line, x: [0, 1, 2, 3], y: [1, 1, 1, 1])
        var b = Series(name: "b", kind: .line, x: [0, 1, 2, 3], y: [2, 4, 6, 8])
        a.stack = "s"; b.stack = "s"
        let c = ChartView(data: ChartData(series: [a, b]))
        _ = c.testRender(800, 500)
        #expect(c.plotData.series[1].y == [3, 5, 7, 9], "drawn on top of a")
        let st = c.statistics(ofSeries: 1, inX: 0...3, median: true)
        #expect(st?.mean == 5 && st?.max == 8 && st?.median == 5, "\(String(describing: st))")
    }
}
