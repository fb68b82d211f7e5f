import ChartTestSupport
import Testing
@testable import ChartCore

/// Any widget tree in a window: charts nested in a root, one input route, frames built in phases.
@MainActor
@Suite struct RootWidgetTests {
    /// Two line charts stacked in a root, as a workspace holds them, laid out at 800×600.
    @MainActor
    final class TwoCharts {
        let root = RootWidget()
        let top = ChartView(data: ChartData(series: [Series(name: "a", x: [0, 1, 2, 3], y: [1, 3, 2, 4])]))
        let bottom = ChartView(data: ChartData(series: [Series(name: "b", x: [0, 1, 2, 3], y: [5, 1, 4, 2])]))
        var unhandled: [InputEvent] = []
        var t = 10.0

        init() {
            for c in [top, bottom] {
                c.length = .relative(1)
                root.addChild(c)
            }
            root.onUnhandledInput = { [unowned self] e in self.unhandled.append(e); return false }
            render()
        }

        func render() {
            var l = DrawList()
            root.render(into: &l, size: Size(800, 600), glyphs: FakeGlyphs())
        }

        func drag(in chart: ChartView, by dx: Double) {
            let p = chart.geometry.plot.center
            t += 0.1
            root.handle(.pointerDown(button: .left, position: p, modifiers: [], time: t))
            for k in 1...5 {
                t += 0.02
                root.handle(.pointerMoved(position: Point(p.x + dx * Double(k) / 5, p.y), buttons: [.left], modifiers: [], time: t))
            }
            t += 0.3
            root.handle(.pointerUp(button: .left, position: Point(p.x + dx, p.y), modifiers: [], time: t))
            render()
        }
    }

    @Test func nestedChartsLayOutAndDrawTheirOwnData() {
        let w = TwoCharts()
        #expect(w.top.frame.maxY <= w.bottom.frame.minY + 0.5, "stacked: \(w.top.frame) over \(w.bottom.frame)")
        #expect(!w.top.geometry.plot.isEmpty && !w.bottom.geometry.plot.isEmpty)
        #expect(w.top.geometry.plot.maxY <= w.bottom.frame.minY, "each chart lays out in its own frame")
        // The y ranges come from each chart's own data, read from its own frame in the context.
        #expect(w.top.visibleRanges.y.upperBound >= 4 && w.bottom.visibleRanges.y.upperBound >= 5)
        var l = DrawList()
        w.root.render(into: &l, size: Size(800, 600), glyphs: FakeGlyphs())
        #expect(!l.vertices.isEmpty)
    }

    @Test func aDragPansTheChartUnderThePointerOnly() {
        let w = TwoCharts()
        w.drag(in: w.bottom, by: -200)
        #expect(w.bottom.viewport.x != nil, "the bottom chart panned")
        #expect(w.top.viewport.x == nil, "the top chart did not")
    }

    @Test func keysGoToTheFocusedChartThenTheApp() {
        let w = TwoCharts()
        w.root.focus = w.top
        #expect(w.root.handle(.key(.character("+"), modifiers: [], time: 1)))
        #expect(w.top.viewport.x != nil && w.bottom.viewport.x == nil)
        // A key no widget uses reaches the app's end of the route.
        #expect(!w.root.handle(.key(.character("q"), modifiers: [], time: 2)))
        #expect(w.unhandled.count == 1)
        // Control chords are the app's: Ctrl+C does not toggle the crosshair.
        _ = w.root.handle(.key(.character("c"), modifiers: .control, time: 3))
        #expect(!w.top.isCrosshairOn && w.unhandled.count == 2)
        // Escape with nothing selected is not the chart's: the app hears it (and must not quit).
        _ = w.root.handle(.key(.escape, modifiers: [], time: 4))
        #expect(w.unhandled.count == 3)
    }

    @Test func keysWithoutFocusGoToTheChartUnderThePointer() {
        let w = TwoCharts()
        w.root.handle(.pointerMoved(position: w.bottom.geometry.plot.center, buttons: [], modifiers: [], time: 1))
        #expect(w.root.handle(.key(.character("-"), modifiers: [], time: 2)))
        #expect(w.bottom.viewport.x != nil && w.top.viewport.x == nil)
    }

    /// Takes every pointer event over it (as the viewer's help does while shown).
    @MainActor
    final class Blocker: Widget {
        override func respond(to event: InputEvent) -> Bool {
            switch event {
            case .pointerDown, .pointerMoved, .pointerUp: return true
            default: return false
            }
        }
    }

    @Test func aReleaseTakenByAWidgetStillEndsTheGesture() {
        let w = TwoCharts()
        let rec = Recorder()
        w.top.delegate = rec
        let blocker = Blocker()
        blocker.length = .points(0)
        w.root.addChild(blocker)
        w.render()
        // The blocker sits over the bottom chart's place for this test: lay it over the bottom half.
        blocker.layout(in: w.bottom.frame, LayoutContext(measurer: TextMeasurer(source: FakeGlyphs()), theme: .light))
        let p = w.top.geometry.plot.center
        w.t += 1
        w.root.handle(.pointerDown(button: .left, position: p, modifiers: [], time: w.t))
        for k in 1...5 {
            w.t += 0.02
            w.root.handle(.pointerMoved(position: Point(p.x, p.y + Double(k) * 60), buttons: [.left], modifiers: [], time: w.t))
        }
        w.t += 0.02
        w.root.handle(.pointerUp(button: .left, position: w.bottom.geometry.plot.center, modifiers: [], time: w.t))
        #expect(!w.root.dispatcher.isBusy, "no button is left held: \(rec.viewports.map(\.phase))")
        for k in 1...120 { w.root.tick(at: w.t + Double(k) / 60) }   // any momentum runs out
        w.t += 3
        // A new drag on the top chart is a new gesture.
        let began = rec.viewports.filter { $0.phase == .began }.count
        w.drag(in: w.top, by: -100)
        #expect(rec.viewports.filter { $0.phase == .began }.count == began + 1)
    }

    @Test func aChartRemovedWhileItsTapWaitsHearsNothingAndNothingCrashes() {
        var w: TwoCharts? = TwoCharts()
        let rec = Recorder()
        w!.top.delegate = rec
        let p = w!.top.geometry.plot.center
        w!.root.handle(.pointerDown(button: .left, position: p, modifiers: [], time: 1))
        w!.root.handle(.pointerUp(button: .left, position: p, modifiers: [], time: 1.05))
        // The tap waits for a double tap; the plot is closed meanwhile (Delete, or × on its title).
        let root = w!.root
        w!.top.removeFromParent()
        w = nil   // the chart is gone (nothing else holds it)
        root.tick(at: 2)
        #expect(rec.selects.isEmpty && rec.deselects == 0, "a closed plot's gesture reported nothing")
        #expect(!root.dispatcher.isBusy)
    }

    @Test func leavingAChartTellsItThePointerLeft() {
        let w = TwoCharts()
        let rec = Recorder()
        w.top.delegate = rec
        w.root.handle(.pointerMoved(position: w.top.geometry.plot.center, buttons: [], modifiers: [], time: 1))
        #expect(rec.hovers.last.map { $0 != nil } == true)
        w.root.handle(.pointerMoved(position: w.bottom.geometry.plot.center, buttons: [], modifiers: [], time: 2))
        #expect(rec.hovers.last.map { $0 == nil } == true, "the top chart heard that the pointer left it")
    }

    /// A status block whose height follows its number of lines, and which records what it drew.
    @MainActor
    final class Status: Widget {
        var lines: [String] = [] { didSet { setNeedsLayout() } }
        var drawn: [String]?
        override func preferredLength(along axis: StackAxis, cross: Double, _ ctx: LayoutContext) -> Double {
            axis == .vertical ? 10 * Double(lines.count) : 100
        }
        override func drawContent(_ ctx: inout RenderContext) { drawn = lines }
    }

    /// A delegate that edits the status whenever the value under the pointer is reported.
    @MainActor
    final class Labeller: ChartViewDelegate {
        let status = Status()
        func chartView(_ chart: ChartView, pointerMovedTo value: (x: Double, y: Double)?) {
            // Larger values take a line more, so the status changes height.
            status.lines = value.map { ["x = \(Int($0.x.rounded()))", "y"] + ($0.x > 200 ? ["large"] : []) } ?? []
        }
    }

    @Test func whatListenersChangeAfterLayoutIsLaidOutAndDrawnInTheSameFrame() {
        let chart = ChartView(data: ChartData(series: [Series(name: "a", x: [0, 100], y: [0, 1])]))
        let l = Labeller()
        chart.delegate = l
        chart.footer.addChild(l.status)
        var list = DrawList()
        chart.render(into: &list, size: Size(800, 500), glyphs: FakeGlyphs())
        chart.handle(.pointerMoved(position: chart.geometry.plot.center, buttons: [], modifiers: [], time: 1))
        chart.handle(.pointerExited(time: 2))
        chart.render(into: &list, size: Size(800, 500), glyphs: FakeGlyphs())
        #expect(l.status.lines.isEmpty)
        chart.handle(.pointerMoved(position: chart.geometry.plot.center, buttons: [], modifiers: [], time: 3))
        // Data that moves the scales: the value under the still pointer is reported again after
        // the layout, and the status it changes is laid out again and drawn in that same frame.
        chart.data = ChartData(series: [Series(name: "a", x: [0, 1000], y: [0, 1])])
        chart.render(into: &list, size: Size(800, 500), glyphs: FakeGlyphs())
        #expect(l.status.drawn == ["x = 500", "y", "large"])
        #expect(l.status.frame.height == 30, "laid out for its three lines before drawing: \(l.status.frame)")
        #expect(!chart.needsLayout)
    }
}

@MainActor
@Suite struct ChartKeyboardTests {
    @Test func anAppCanTakeTheChartsKeys() {
        let chart = ChartView(data: ChartData(series: [Series(name: "a", x: [0, 1, 2], y: [1, 2, 3])]))
        var heard: [InputEvent] = []
        chart.onUnhandledInput = { heard.append($0); return true }
        var l = DrawList()
        chart.render(into: &l, size: Size(400, 300), glyphs: FakeGlyphs())
        chart.handle(.key(.right, modifiers: [], time: 1))
        #expect(chart.viewport.x != nil && heard.isEmpty, "arrows pan by default")
        chart.interaction.keyboard = false
        chart.resetZoom()
        chart.handle(.key(.right, modifiers: [], time: 2))
        #expect(chart.viewport.x == nil && heard.count == 1, "with the keyboard off the app hears the arrow")
    }
}

/// A provider whose answers come later, as a remote engine's do.
@MainActor
@Suite struct LaterProviderTests {
    /// Answers with the points of the last viewport it was told about, marked pending, until
    /// `arrive()` delivers the answer for the viewport asked.
    final class LaterProvider: ViewportProvider {
        var onAnswer: (() -> Void)?
        var asked: [ClosedRange<Double>] = []
        var answered: ClosedRange<Double>?
        func isSorted(_ i: Int) -> Bool { true }
        func linePoints(_ i: Int, of s: Series, in g: PlotGeometry, into out: inout [Point]) -> ViewportAnswer {
            let range = min(g.x.d0, g.x.d1)...max(g.x.d0, g.x.d1)
            asked.append(range)
            // The data-space answer it holds (the whole line), mapped into this viewport.
            out.removeAll(keepingCapacity: true)
            for k in 0..<s.count { out.append(g.point(x: s.xValue(k), y: s.y[k])) }
            return answered == range ? .current : .pending
        }
        func arrive() {
            answered = asked.last
            onAnswer?()
        }
    }

    @Test func thePlotDrawsWhatItHasAndAgainWhenTheAnswerArrives() {
        let chart = ChartView(data: ChartData(series: [Series(name: "a", x: [0, 1, 2, 3], y: [1, 3, 2, 4])]))
        let p = LaterProvider()
        chart.provider = p
        var list = chart.testRender()
        let drawn = list.vertices.count
        #expect(drawn > 0 && !p.asked.isEmpty, "the pending answer is drawn")
        #expect(!chart.needsDisplay)
        p.arrive()
        #expect(chart.needsDisplay, "an arriving answer asks for a frame")
        list = chart.testRender()
        // The same line, without the three dots that marked it as waiting.
        #expect(list.vertices.count > 0 && list.vertices.count < drawn)
    }
}
