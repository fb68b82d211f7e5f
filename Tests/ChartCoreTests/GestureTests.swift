import ChartTestSupport
import Testing
@testable import ChartCore

/// Records the delegate events a chart sends.
@MainActor
final class Recorder: ChartViewDelegate {
    var selects: [SelectionEvent] = []
    var deselects = 0
    var viewports: [ViewportEvent] = []
    var resets = 0
    var crosshairs: [CrosshairEvent?] = []
    var toggles: [(Int, Bool)] = []
    var hovers: [(x: Double, y: Double)?] = []

    func chartView(_ chart: ChartView, didSelect event: SelectionEvent) { selects.append(event) }
    func chartViewDidDeselect(_ chart: ChartView) { deselects += 1 }
    func chartView(_ chart: ChartView, viewportDidChange event: ViewportEvent) { viewports.append(event) }
    func chartViewDidResetZoom(_ chart: ChartView) { resets += 1 }
    func chartView(_ chart: ChartView, crosshairMoved event: CrosshairEvent?) { crosshairs.append(event) }
    func chartView(_ chart: ChartView, didToggleSeries index: Int, visible: Bool) { toggles.append((index, visible)) }
    func chartView(_ chart: ChartView, pointerMovedTo value: (x: Double, y: Double)?) { hovers.append(value) }
}

/// Drives a chart with synthetic event streams, as a person would with a mouse or fingers.
@MainActor
final class Driver {
    let chart: ChartView
    let rec = Recorder()
    var t = 100.0

    init(_ chart: ChartView) {
        self.chart = chart
        chart.delegate = rec
        render()
    }

    func render() {
        var l = DrawList()
        chart.render(into: &l, size: Size(800, 500), glyphs: FakeGlyphs())
    }

    func advance(_ dt: Double) {
        t += dt
        chart.tick(at: t)
    }

    func down(_ p: Point, _ b: PointerButton = .left, _ m: KeyModifiers = []) {
        chart.handle(.pointerDown(button: b, position: p, modifiers: m, time: t))
    }

    func move(_ p: Point, _ buttons: Set<PointerButton> = [.left], dt: Double = 0.01) {
        t += dt
        chart.handle(.pointerMoved(position: p, buttons: buttons, modifiers: [], time: t))
    }

    func up(_ p: Point, _ b: PointerButton = .left, _ m: KeyModifiers = []) {
        t += 0.01
        chart.handle(.pointerUp(button: b, position: p, modifiers: m, time: t))
    }

    func click(_ p: Point) {
        down(p)
        up(p)
    }

    func drag(from a: Point, to b: Point, steps: Int = 10, dt: Double = 0.016, button: PointerButton = .left, _ m: KeyModifiers = []) {
        down(a, button, m)
        for k in 1...steps {
            let f = Double(k) / Double(steps)
            move(a + (b - a) * f, [button], dt: dt)
        }
        up(b, button, m)
    }

    func wheel(_ notches: Double, at p: Point, precise: Bool = false, _ m: KeyModifiers = []) {
        t += 0.01
        chart.handle(.wheel(delta: Point(0, notches), position: p, isPrecise: precise, modifiers: m, time: t))
    }

    func touch(_ phase: TouchPhase, _ f: Int, _ p: Point) {
        t += 0.01
        chart.handle(.touch(phase: phase, finger: f, normalized: Point(p.x / 800, p.y / 500), position: p, time: t))
    }

    var plot: Rect { chart.geometry.plot }
    var xr: ClosedRange<Double> { chart.visibleRanges.x }
    var yr: ClosedRange<Double> { chart.visibleRanges.y }
}

@MainActor
struct GestureTests {
    static func lineChart() -> ChartView {
        let xs = (0...100).map(Double.init)
        let c = ChartView(data: ChartData(series: [
            Series(name: "a", x: xs, y: xs.map { $0 * 2 }),
            Series(name: "b", x: xs, y: xs.map { 200 - $0 }),
        ]))
        c.configuration.yAxis.nice = false
        c.configuration.yAxis.rangePadding = 0
        return c
    }

    static func barChart() -> ChartView {
        ChartView(data: ChartData(series: [Series(name: "v", kind: .bar, y: [5, 8, 3, 6])], categories: ["a", "b", "c", "d"]))
    }

    @Test func tapSelectsABarAfterTheDoubleTapWindow() {
        let d = Driver(Self.barChart())
        let bar = PlotView.barRect(d.chart.data.series[0], 1, slot: 0, g: d.chart.geometry)!
        d.click(bar.center)
        #expect(d.rec.selects.isEmpty, "a single tap waits until a double tap has failed")
        d.advance(0.5)
        #expect(d.rec.selects.count == 1)
        let e = d.rec.selects[0]
        #expect(e.selection == ChartSelection(series: 0, index: 1) && e.y == 8 && e.touchPoint == bar.center)
        #expect(d.chart.selection == ChartSelection(series: 0, index: 1))
        // Empty space deselects.
        d.advance(1)
        d.click(Point(bar.midX, d.plot.minY + 3))
        d.advance(0.5)
        #expect(d.rec.deselects == 1 && d.chart.selection == nil)
    }

    @Test func tapSelectsTheNearestLinePointWithinTolerance() {
        let d = Driver(Self.lineChart())
        let p = d.chart.geometry.point(x: 30, y: 60)
        d.click(p + Point(2, -2))
        d.advance(0.5)
        #expect(d.rec.selects.last?.selection == ChartSelection(series: 0, index: 30))
        #expect(d.rec.selects.last?.x == 30 && d.rec.selects.last?.y == 60)
        d.chart.interaction.selectsOnTap = false
        d.chart.selection = nil
        d.advance(1)
        d.click(d.chart.geometry.point(x: 50, y: 150))
        d.advance(0.5)
        #expect(d.rec.selects.last?.selection == ChartSelection(series: 1, index: 50))
        #expect(d.chart.selection == nil, "with selectsOnTap off the app decides")
    }

    @Test func doubleTapResetsZoomAndDoesNotSelect() {
        let d = Driver(Self.lineChart())
        let fit = d.xr
        d.wheel(3, at: d.plot.center)
        #expect(d.xr.upperBound - d.xr.lowerBound < fit.upperBound - fit.lowerBound)
        d.advance(1)
        let p = d.chart.geometry.point(x: 50, y: 100)
        d.click(p)
        d.t += 0.1
        d.click(p)
        d.advance(1)
        #expect(d.rec.resets == 1)
        #expect(d.xr == fit)
        #expect(d.rec.selects.isEmpty)
        // Configurable: zoom in instead, or nothing at all (then taps need not wait).
        d.chart.interaction.doubleTap = .zoomIn(2)
        d.click(p); d.t += 0.1; d.click(p)
        #expect(abs((d.xr.upperBound - d.xr.lowerBound) - (fit.upperBound - fit.lowerBound) / 2) < 1e-6)
        d.chart.interaction.doubleTap = .none
        d.advance(1)
        d.click(p)
        #expect(d.rec.selects.count == 1, "no double tap to wait for")
    }

    @Test func dragPansByTheDraggedDistance() {
        let d = Driver(Self.lineChart())
        let x0 = d.xr, y0 = d.yr
        let pxPerX = d.plot.width / (x0.upperBound - x0.lowerBound)
        d.drag(from: d.plot.center, to: d.plot.center + Point(-100, 0), dt: 0.2)
        d.advance(2)
        let shift = d.xr.lowerBound - x0.lowerBound
        #expect(abs(shift - 100 / pxPerX) < 1e-6, "content follows the pointer")
        #expect(d.yr == y0)
        let phases = d.rec.viewports.filter { $0.kind == .pan }.map(\.phase)
        #expect(phases.first == .began && phases.last == .ended && phases.contains(.changed))
    }

    @Test func flickKeepsMovingAndANewTouchStopsIt() {
        let d = Driver(Self.lineChart())
        d.drag(from: d.plot.center, to: d.plot.center + Point(-200, 0), steps: 5, dt: 0.01)
        let afterRelease = d.xr.lowerBound
        #expect(d.chart.nextWakeTime(after: d.t) != nil, "momentum wants frames")
        for _ in 0..<5 { d.advance(1.0 / 60) }
        let moving = d.xr.lowerBound
        #expect(moving > afterRelease)
        d.down(d.plot.center)
        #expect(d.chart.nextWakeTime(after: d.t) == nil || d.chart.momentum == nil)
        let stopped = d.xr.lowerBound
        d.advance(0.1)
        #expect(d.xr.lowerBound == stopped)
        d.up(d.plot.center)
        // Without a new touch momentum decays to a stop, and then the chart sleeps.
        d.drag(from: d.plot.center, to: d.plot.center + Point(-200, 0), steps: 5, dt: 0.01)
        for _ in 0..<600 { d.advance(1.0 / 60) }
        #expect(d.chart.momentum == nil && d.chart.nextWakeTime(after: d.t) == nil)
        #expect(d.rec.viewports.last?.phase == .ended)
    }

    @Test func wheelZoomsAboutTheCursor() {
        let d = Driver(Self.lineChart())
        let p = Point(d.plot.minX + d.plot.width * 0.25, d.plot.midY)
        let before = (d.chart.geometry.x.invert(p.x), d.chart.geometry.y.invert(p.y))
        d.wheel(2, at: p)
        let after = (d.chart.geometry.x.invert(p.x), d.chart.geometry.y.invert(p.y))
        #expect(abs(before.0 - after.0) < 1e-9 && abs(before.1 - after.1) < 1e-9, "the point under the cursor stays put")
        #expect(d.xr.upperBound - d.xr.lowerBound < 100)
        // Per-axis: with y zoom off only x changes.
        d.chart.resetZoom()
        d.chart.interaction.zoomY = false
        let y0 = d.yr
        d.wheel(2, at: p, [.control])
        #expect(d.yr == y0 && d.xr.upperBound - d.xr.lowerBound < 100)
    }

    @Test func touchpadScrollPansAndWheelCanScroll() {
        let d = Driver(Self.lineChart())
        let x0 = d.xr
        d.chart.handle(.wheel(delta: Point(0.5, 0), position: d.plot.center, isPrecise: true, modifiers: [], time: d.t))
        #expect(d.xr.lowerBound > x0.lowerBound, "scrolling right shows later data")
        d.advance(1)
        #expect(d.rec.viewports.last?.phase == .ended)
        d.chart.resetZoom()
        d.chart.interaction.wheel = .scroll
        let span = d.xr.upperBound - d.xr.lowerBound
        d.wheel(1, at: d.plot.center)
        #expect(abs((d.xr.upperBound - d.xr.lowerBound) - span) < 1e-9, "scrolling does not zoom")
        #expect(d.yr != x0)
    }

    @Test func twoFingerPinchZoomsAboutTheMidpointWhilePanning() {
        let d = Driver(Self.lineChart())
        let c = d.plot.center
        let anchor = d.chart.geometry.x.invert(c.x)
        d.touch(.down, 1, c + Point(-50, 0))
        d.touch(.down, 2, c + Point(50, 0))
        for k in 1...10 {
            let s = 50 + Double(k) * 5
            d.touch(.moved, 1, c + Point(-s, 0))
            d.touch(.moved, 2, c + Point(s, 0))
        }
        d.touch(.up, 1, c + Point(-100, 0))
        d.touch(.up, 2, c + Point(100, 0))
        let span = d.xr.upperBound - d.xr.lowerBound
        #expect(abs(span - 50) < 1, "fingers spread 2x, span halves: \(span)")
        #expect(abs(d.chart.geometry.x.invert(c.x) - anchor) < 0.5)
        #expect(d.rec.viewports.contains { $0.kind == .zoom && $0.phase == .began })
    }

    @Test func longPressShowsTheCrosshairUntilRelease() {
        let d = Driver(Self.lineChart())
        let p = d.chart.geometry.point(x: 40, y: 80)
        d.down(p)
        #expect(d.chart.crosshair == nil)
        d.advance(0.6)
        #expect(d.chart.crosshair?.snapped == ChartSelection(series: 0, index: 40))
        d.move(p + Point(30, 0))
        #expect(d.chart.crosshair!.x > 40)
        #expect(d.rec.selects.isEmpty && d.rec.viewports.isEmpty, "a long press neither taps nor pans")
        d.up(p + Point(30, 0))
        #expect(d.chart.crosshair == nil)
        #expect(d.rec.crosshairs.last! == nil)
    }

    @Test func boxZoomShowsTheRectangle() {
        let d = Driver(Self.lineChart())
        let g = d.chart.geometry
        let a = g.point(x: 20, y: 150), b = g.point(x: 60, y: 50)
        d.drag(from: a, to: b, button: .right)
        #expect(abs(d.xr.lowerBound - 20) < 1e-6 && abs(d.xr.upperBound - 60) < 1e-6)
        #expect(abs(d.yr.lowerBound - 50) < 1e-6 && abs(d.yr.upperBound - 150) < 1e-6)
        #expect(d.rec.viewports.last?.kind == .boxZoom)
        #expect(d.chart.boxZoomRect == nil)
        // History walks back to the fitted view and forward again.
        #expect(d.chart.goBack())
        #expect(d.chart.viewport.isFit)
        #expect(d.chart.goForward())
        #expect(abs(d.xr.lowerBound - 20) < 1e-6)
        d.chart.handle(.pointerDown(button: .back, position: d.plot.center, modifiers: [], time: d.t))
        #expect(d.chart.viewport.isFit, "the mouse back button goes back")
        // Shift+drag is a box zoom too, not a pan.
        d.drag(from: g.point(x: 10, y: 100), to: g.point(x: 30, y: 20), button: .left, [.shift])
        #expect(abs(d.xr.lowerBound - 10) < 1e-6 && abs(d.xr.upperBound - 30) < 1e-6)
    }

    @Test func zoomLimitsKeepRangesFiniteAndOrdered() {
        let d = Driver(Self.lineChart())
        let p = d.plot.center
        for _ in 0..<400 { d.wheel(10, at: p) }
        var span = d.xr.upperBound - d.xr.lowerBound
        #expect(span > 0 && span >= 100 * 1e-12 * 0.99)
        for _ in 0..<800 { d.wheel(-10, at: p) }
        span = d.xr.upperBound - d.xr.lowerBound
        #expect(span.isFinite && span <= 100 * 1e12 * 1.01)
        d.render()
        #expect(d.chart.geometry.x.d0 < d.chart.geometry.x.d1)
        d.chart.interaction.xLimits.minimumSpan = 10
        d.chart.resetZoom()
        for _ in 0..<50 { d.wheel(10, at: p) }
        #expect(abs((d.xr.upperBound - d.xr.lowerBound) - 10) < 1e-9)
    }

    @Test func keyboardDoesEverything() {
        let d = Driver(Self.lineChart())
        let x0 = d.xr
        #expect(d.chart.handleKey(.right))
        #expect(d.xr.lowerBound > x0.lowerBound)
        #expect(d.chart.handleKey(.character("+")))
        #expect(d.xr.upperBound - d.xr.lowerBound < 100)
        #expect(d.chart.handleKey(.character("0")))
        #expect(d.xr == x0)
        #expect(d.chart.handleKey(.tab))
        #expect(d.chart.selection == ChartSelection(series: 0, index: 0))
        d.chart.handleKey(.tab)
        #expect(d.chart.selection == ChartSelection(series: 0, index: 1))
        d.chart.handleKey(.tab, modifiers: .shift)
        d.chart.handleKey(.tab, modifiers: .shift)
        #expect(d.chart.selection == ChartSelection(series: 0, index: 100), "wraps")
        #expect(d.chart.handleKey(.escape))
        #expect(d.chart.selection == nil && d.rec.deselects == 1)
        #expect(!d.chart.handleKey(.character("c")), "the measuring keys are the app's to turn on")
        d.chart.interaction.measuringKeys = true
        #expect(d.chart.handleKey(.character("c")))
        #expect(d.chart.crosshair != nil)
        d.chart.handle(.pointerMoved(position: d.chart.geometry.point(x: 70, y: 10), buttons: [], modifiers: [], time: d.t))
        #expect(d.chart.crosshair?.snapped?.index == 70)
        d.chart.handleKey(.character("c"))
        #expect(d.chart.crosshair == nil)
        #expect(!d.chart.handleKey(.character("z")))
        #expect(d.chart.handleKey(.left, modifiers: .alt), "history back")
    }

    @Test func theHoverValueFollowsNewData() throws {
        let d = Driver(Self.lineChart())
        let p = d.chart.geometry.plot.center
        d.move(p, [])
        let before = try #require(d.rec.hovers.last ?? nil)
        #expect(abs(before.x - 50) < 1)
        d.render()
        #expect(d.rec.hovers.count == 1, "nothing changed: not reported again")
        // New data under a still pointer (a file loaded or reloaded): the readout must not keep
        // the old scales' value.
        let xs = (0...100).map { Double($0) * 10 }
        d.chart.data = ChartData(series: [Series(name: "a", x: xs, y: xs)])
        d.render()
        let after = try #require(d.rec.hovers.last ?? nil)
        #expect(d.rec.hovers.count == 2 && abs(after.x - 500) < 10)
        // A held button is not a hover (the value under a dragging pointer does not change)...
        d.down(p)
        d.move(Point(p.x + 40, p.y))
        let count = d.rec.hovers.count
        d.chart.zoom(by: 2, about: p, xOnly: true)
        d.render()
        #expect(d.rec.hovers.count == count, "no hover while a button is held")
        // ...and letting go hovers again, so later changes are reported.
        d.up(Point(p.x + 40, p.y))
        #expect(d.rec.hovers.count == count + 1)
        d.chart.zoom(by: 2, about: p, xOnly: true)
        d.render()
        #expect(d.rec.hovers.count == count + 2, "the zoom after the drag is reported")
        // Leaving the window ends it.
        d.move(p, [])
        d.chart.handle(.pointerExited(time: d.t))
        d.chart.zoom(by: 2, about: p, xOnly: true)
        d.render()
        #expect(d.rec.hovers.last! == nil, "pointer gone: no value")
    }

    @Test func legendClickTogglesASeries() {
        let d = Driver(Self.lineChart())
        #expect(d.chart.legendView.entry(at: Point(-1, -1)) == nil)
        let frame = d.chart.legendView.frame
        var hit: Point?
        for x in stride(from: frame.minX, to: frame.maxX, by: 2) {
            let p = Point(x, frame.midY)
            if d.chart.legendView.entry(at: p) == 1 { hit = p; break }
        }
        #expect(hit != nil)
        d.click(hit!)
        #expect(d.rec.toggles.count == 1 && d.rec.toggles.first.map { $0 == (1, false) } == true)
        #expect(!d.chart.data.series[1].isVisible)
    }

    @Test func selectionDimsOtherLines() {
        let c = Self.lineChart()
        let d = Driver(c)
        c.selection = ChartSelection(series: 0, index: 10)
        var l = DrawList()
        c.render(into: &l, size: Size(800, 500), glyphs: FakeGlyphs())
        let b = c.color(ofSeries: 1).rgba8
        let plot = c.geometry.plot
        let inPlot = l.vertices.filter { plot.contains(Point(Double($0.x), Double($0.y))) }
        let dimmed = inPlot.filter { $0.r == b.0 && $0.g == b.1 && $0.b == b.2 && $0.a > 0 }
        #expect(!dimmed.isEmpty && dimmed.allSatisfy { $0.a <= 52 }, "the other line is at 20%")
        c.data.series[1].line.ignoresSelection = true
        l = DrawList()
        c.render(into: &l, size: Size(800, 500), glyphs: FakeGlyphs())
        #expect(l.vertices.contains { $0.r == b.0 && $0.g == b.1 && $0.b == b.2 && $0.a == 255 })
        _ = d
    }

    @Test func recognizersFollowTheStateMachine() {
        var seen: [GestureState] = []
        let w = Widget()
        let dispatcher = GestureDispatcher(root: w)
        w.layout(in: Rect(x: 0, y: 0, width: 100, height: 100),
                 LayoutContext(measurer: TextMeasurer(source: FakeGlyphs()), theme: .light))
        let pan = PanRecognizer { seen.append($0.state) }
        w.addGestureRecognizer(pan)
        dispatcher.dispatch(.pointerDown(button: .left, position: Point(10, 10), modifiers: [], time: 0))
        dispatcher.dispatch(.pointerMoved(position: Point(12, 10), buttons: [.left], modifiers: [], time: 0.01))
        #expect(seen.isEmpty, "below the drag threshold nothing begins")
        dispatcher.dispatch(.pointerMoved(position: Point(30, 10), buttons: [.left], modifiers: [], time: 0.02))
        dispatcher.dispatch(.pointerMoved(position: Point(40, 10), buttons: [.left], modifiers: [], time: 0.03))
        dispatcher.dispatch(.pointerUp(button: .left, position: Point(40, 10), modifiers: [], time: 0.04))
        #expect(seen == [.began, .changed, .ended])
        #expect(pan.state == .possible, "reset after ending")
        // Disabled recognizers see nothing; clicks outside the widget reach nobody.
        pan.isEnabled = false
        dispatcher.dispatch(.pointerDown(button: .left, position: Point(10, 10), modifiers: [], time: 1))
        dispatcher.dispatch(.pointerMoved(position: Point(60, 10), buttons: [.left], modifiers: [], time: 1.1))
        dispatcher.dispatch(.pointerUp(button: .left, position: Point(60, 10), modifiers: [], time: 1.2))
        #expect(seen.count == 3)
    }
}

@MainActor
struct GestureInterplayTests {
    @Test func tapSlopAndTiming() {
        let d = Driver(GestureTests.barChart())
        let bar = PlotView.barRect(d.chart.data.series[0], 2, slot: 0, g: d.chart.geometry)!
        // Moving beyond the slop is no tap.
        d.down(bar.center)
        d.move(bar.center + Point(10, 0), dt: 0.5)
        d.up(bar.center + Point(10, 0))
        d.advance(1)
        #expect(d.rec.selects.isEmpty)
        d.chart.resetZoom()
        // Two taps too far apart in time are two single taps, not a double tap.
        d.click(bar.center)
        d.advance(0.5)
        d.click(bar.center)
        d.advance(0.5)
        #expect(d.rec.selects.count == 2 && d.rec.resets == 1, "only the explicit reset above")
        // A press held too long is no tap.
        d.down(bar.center)
        d.t += 1
        d.up(bar.center)
        d.advance(1)
        #expect(d.rec.selects.count == 2)
    }

    @Test func panThenPinchHandover() {
        let d = Driver(GestureTests.lineChart())
        let c = d.plot.center
        d.touch(.down, 1, c)
        for k in 1...5 { d.touch(.moved, 1, c + Point(Double(-10 * k), 0)) }
        let panned = d.xr
        #expect(panned.lowerBound > 0, "one finger pans")
        let span0 = panned.upperBound - panned.lowerBound
        // A second finger joins: the pinch takes over zooming while the pan carries on.
        d.touch(.down, 2, c + Point(50, 0))
        for k in 1...5 { d.touch(.moved, 2, c + Point(50 + Double(20 * k), 0)) }
        let span1 = d.xr.upperBound - d.xr.lowerBound
        #expect(span1 < span0 * 0.8, "spreading zooms in")
        d.touch(.up, 2, c + Point(150, 0))
        let before = d.xr.lowerBound
        d.touch(.moved, 1, c + Point(-100, 0))
        #expect(d.xr.lowerBound > before, "lifting the second finger hands back to panning")
        d.touch(.up, 1, c + Point(-100, 0))
        #expect(d.rec.viewports.contains { $0.kind == .zoom && $0.phase == .ended })
    }

    @Test func aGestureCancelledMidway() {
        let d = Driver(GestureTests.lineChart())
        let c = d.plot.center
        d.drag(from: c, to: c + Point(-10, 0), steps: 1, dt: 0.3)
        // Right-drag box zoom, interrupted by a touch: cancelled, nothing zoomed.
        d.chart.resetZoom()
        let fit = d.xr
        d.down(c, .right)
        d.move(c + Point(60, 40), [.right])
        #expect(d.chart.boxZoomRect != nil)
        d.touch(.down, 7, c)
        #expect(d.chart.boxZoomRect == nil)
        d.up(c + Point(60, 40), .right)
        d.touch(.cancelled, 7, c)
        #expect(d.xr == fit)
        // A touch that is cancelled ends its pan as cancelled or ended, never stuck.
        d.touch(.down, 3, c)
        d.touch(.moved, 3, c + Point(-40, 0))
        d.touch(.cancelled, 3, c + Point(-40, 0))
        #expect(!d.chart.dispatcher.isBusy || d.chart.momentum != nil)
    }

    @Test func selectionCarriedInTheData() {
        let c = GestureTests.barChart()
        let d = Driver(c)
        c.data = c.data.selecting(ChartSelection(series: 0, index: 3))
        #expect(c.effectiveSelection == ChartSelection(series: 0, index: 3))
        c.selection = ChartSelection(series: 0, index: 1)
        #expect(c.effectiveSelection == ChartSelection(series: 0, index: 1), "the chart's selection wins")
        #expect(c.data.selecting(nil).selection == nil)
        _ = d
    }
}
