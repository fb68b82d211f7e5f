import Testing
@testable import ChartCore

/// The viewport role on its own: no chart, no widget, scales in and viewports and events out.
@MainActor
@Suite struct ViewportControllerTests {
    /// A controller over 0…100 on x and 0…10 on y, drawn across 0…1000 by 0…500 pixels.
    func make() -> (ViewportController, Box) {
        let x = AxisScale(domain: (0, 100), range: (0, 1000))
        let y = AxisScale(domain: (0, 10), range: (500, 0))
        let c = ViewportController(scales: .init(x: x, y: y, fitX: (0, 100), fitY: (0, 10)))
        let box = Box()
        c.onChange = { box.changes.append($0) }
        c.onEvent = { k, p in box.events.append("\(k)/\(p)") }
        return (c, box)
    }

    @MainActor
    final class Box {
        var changes: [Viewport] = []
        var events: [String] = []
    }

    @Test func followSlidesAZoomedViewAndLeavesAFittedOne() {
        let (c, box) = make()
        #expect(c.follow(newest: 150) == nil, "a fitted view grows with the data by itself")
        c.set(Viewport(x: 20...40))
        #expect(c.follow(newest: 150) == 130...150, "the width is kept")
        #expect(c.follow(newest: 150) == nil, "nothing moves when already there")
        #expect(c.follow(newest: 150, span: 10) == 140...150)
        #expect(c.follow(newest: .nan) == nil)
        #expect(box.changes.count == 3)
    }

    @Test func panZoomAndHistory() {
        let (c, box) = make()
        c.keyPan(Point(-100, 0))
        #expect(c.viewport.x == 10...110, "100 px is a tenth of the 1000 px axis")
        c.keyZoom(by: 2, about: Point(500, 250))
        #expect(abs(c.viewport.x!.upperBound - c.viewport.x!.lowerBound - 50) < 1e-9)
        #expect(c.goBack() && c.viewport.x == 10...110)
        #expect(c.goForward())
        c.reset()
        #expect(c.viewport.isFit && c.scales.x.d0 == 0 && c.scales.x.d1 == 100)
        #expect(box.events == ["keyboard/ended", "keyboard/ended", "history/ended", "history/ended", "reset/ended"])
    }

    @Test func aBoxUnderFourPixelsZoomsNothing() {
        let (c, box) = make()
        #expect(!c.zoom(to: Rect(x: 10, y: 10, width: 3, height: 2)))
        #expect(c.viewport.isFit && box.changes.isEmpty)
        #expect(c.zoom(to: Rect(x: 100, y: 0, width: 100, height: 2)))
        #expect(c.viewport.x == 10...20 && c.viewport.y == nil, "a flat box zooms x only")
    }
}
