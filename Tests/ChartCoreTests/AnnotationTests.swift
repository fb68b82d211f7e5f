import ChartTestSupport
import Testing
@testable import ChartCore

/// Reference lines and notes: placed by key at the pointer, removed by the same key on them,
/// dragged without panning, found under a click, reported to the delegate, and drawn.
@MainActor
struct AnnotationTests {
    final class Recorder: ChartViewDelegate {
        var changes: [[Annotation]] = []
        func chartView(_ chart: ChartView, annotationsChanged annotations: [Annotation]) { changes.append(annotations) }
    }

    static func chart() -> ChartView {
        let ys = (0..<100).map { Double($0 % 9) }
        let c = ChartView(data: ChartData(series: [Series(name: "s", x: ys.indices.map(Double.init), y: ys)]))
        c.interaction.measuringKeys = true
        _ = c.testRender(800, 500)
        return c
    }

    static func move(_ c: ChartView, _ p: Point) {
        c.handle(.pointerMoved(position: p, buttons: [], modifiers: [], time: 1))
    }

    @Test func rAddsAHorizontalLineShiftRAVerticalOneAndRAgainOnALineRemovesIt() {
        let c = Self.chart(), rec = Recorder()
        c.delegate = rec
        let g = c.geometry
        Self.move(c, Point(g.x.map(20), g.y.map(4)))
        #expect(c.handleKey(.character("r")))
        Self.move(c, Point(g.x.map(70), g.y.map(6)))
        #expect(c.handleKey(.character("r"), modifiers: .shift))
        #expect(c.annotations.count == 2)
        #expect(c.annotations[0].kind == .horizontal && abs(c.annotations[0].y - 4) < 0.05)
        #expect(c.annotations[1].kind == .vertical && abs(c.annotations[1].x - 70) < 0.2)
        // r pressed 3 px from the horizontal line (elsewhere along it) removes that line.
        Self.move(c, Point(g.x.map(50), g.y.map(4) + 3))
        #expect(c.handleKey(.character("r")))
        #expect(c.annotations.map(\.kind) == [.vertical])
        #expect(rec.changes.count == 3)
    }

    @Test func draggingAReferenceLineMovesItAndNotTheView() {
        let c = Self.chart(), rec = Recorder()
        c.annotations = [.horizontal(4), .vertical(30)]
        _ = c.testRender(800, 500)
        c.delegate = rec
        let g = c.geometry
        let x = g.x.map(60), from = g.y.map(4)
        c.handle(.pointerDown(button: .left, position: Point(x, from + 2), modifiers: [], time: 1))
        for k in 1...4 {
            c.handle(.pointerMoved(position: Point(x, from + 2 + Double(k) * 10), buttons: [.left], modifiers: [], time: 1 + Double(k) * 0.02))
        }
        c.handle(.pointerUp(button: .left, position: Point(x, from + 42), modifiers: [], time: 1.2))
        #expect(c.viewport.x == nil && c.viewport.y == nil, "the view did not pan")
        #expect(abs(c.annotations[0].y - g.y.invert(from + 42)) < 1e-9)
        #expect(c.annotations[1] == .vertical(30), "the other line stays")
        #expect(rec.changes.last == c.annotations)
        // A vertical line drags along x.
        let vx = g.x.map(30)
        c.handle(.pointerDown(button: .left, position: Point(vx - 1, g.plot.midY), modifiers: [], time: 2))
        c.handle(.pointerMoved(position: Point(vx + 50, g.plot.midY), buttons: [.left], modifiers: [], time: 2.05))
        c.handle(.pointerUp(button: .left, position: Point(vx + 50, g.plot.midY), modifiers: [], time: 2.1))
        #expect(abs(c.annotations[1].x - g.x.invert(vx + 50)) < 1e-9)
    }

    @Test func aNoteIsFoundByItsPointOrItsLabelAndAnchorsToTheNearestPoint() {
        let c = Self.chart()
        c.annotations = [.note("a peak", x: 8, y: 8)]
        _ = c.testRender(800, 500)
        let g = c.geometry
        #expect(c.note(near: Point(g.x.map(8) + 3, g.y.map(8))) == 0)
        let box = c.annotationsView.labelBoxes[0]
        #expect(box != nil && c.note(near: box!.center) == 0)
        #expect(c.note(near: Point(g.x.map(60), g.y.map(1))) == nil)
        // The pointer 5 px from the point (17, 8): a note pins to the point itself.
        Self.move(c, Point(g.x.map(17) + 4, g.y.map(8) + 3))
        let at = c.noteAnchor()
        #expect(at.x == 17 && at.y == 8)
    }

    @Test func marksAreDrawnOverThePlotAndNonFiniteOnesAreNot() {
        let c = Self.chart()
        let plain = c.testRender(800, 500).vertices.count
        c.annotations = [.horizontal(.nan), .vertical(.infinity), .note("x", x: .nan, y: 1)]
        #expect(c.testRender(800, 500).vertices.count == plain, "marks without finite coordinates draw nothing")
        c.annotations = [.horizontal(4, text: "limit"), .vertical(30), .note("a note", x: 50, y: 5)]
        let marked = c.testRender(800, 500).vertices.count
        #expect(marked > plain)
        #expect(c.annotationsView.labelBoxes.count == 1)
    }
}
