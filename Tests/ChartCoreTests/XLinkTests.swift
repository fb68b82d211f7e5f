import ChartTestSupport
import Testing
@testable import ChartCore

/// Linked plots: one x range for all, each its own y; unlinking stops it.
@MainActor
struct XLinkTests {
    @MainActor
    final class Three {
        let root = RootWidget()
        let charts: [ChartView] = (0..<3).map { (i: Int) -> ChartView in
            let xs: [Double] = (0..<100).map { Double($0) }
            let ys: [Double] = (0..<100).map { (k: Int) -> Double in Double((k * (i + 3)) % 17) * Double(i + 1) }
            return ChartView(data: ChartData(series: [Series(name: "s\(i)", x: xs, y: ys)]))
        }
        let link = XLink()
        var followed: [Int] = []

        init() {
            for c in charts {
                c.length = .relative(1)
                c.autoFitsY = true
                root.addChild(c)
                link.add(c)
            }
            link.onFollow = { [unowned self] m, _, _ in followed.append(charts.firstIndex { $0 === m }!) }
            var l = DrawList()
            root.render(into: &l, size: Size(800, 900), glyphs: FakeGlyphs())
        }
    }

    @Test func aZoomInOneMovesAll() {
        let w = Three()
        w.charts[0].zoom(by: 2, about: w.charts[0].geometry.plot.center, xOnly: true)
        w.charts[0].viewportController.report(.zoom, .ended)
        let x = w.charts[0].viewport.x
        #expect(x != nil && w.charts[1].viewport.x == x && w.charts[2].viewport.x == x)
        #expect(Set(w.followed) == [1, 2])
        // Each keeps its own y, fitted to its rows in view.
        #expect(w.charts[1].viewport.y != w.charts[2].viewport.y)
    }

    @Test func aResetInOneResetsAll() {
        let w = Three()
        w.charts[1].viewport = Viewport(x: 10...20)
        w.link.propagate(from: w.charts[1])
        #expect(w.charts[2].viewport.x == 10...20)
        w.charts[2].resetZoom()
        #expect(w.charts.allSatisfy { $0.viewport.x == nil })
    }

    @Test func joiningAgainKeepsAnUnlinkedPlotsOwnZoom() {
        // As a reload joins every plot to a new link: an unlinked, zoomed plot leads no one.
        let w = Three()
        for c in w.charts { w.link.remove(c) }
        w.charts[0].viewport = Viewport(x: 3...4)
        let l = XLink()
        l.add(w.charts[0], linked: false)
        l.add(w.charts[1])
        l.add(w.charts[2])
        #expect(w.charts[1].viewport.x == nil && w.charts[2].viewport.x == nil)
        #expect(w.charts[0].viewport.x == 3...4 && !l.isLinked(w.charts[0]))
    }

    @Test func anUnlinkedPlotKeepsItsRangeAndRejoins() {
        let w = Three()
        w.link.setLinked(false, w.charts[2])
        w.charts[0].viewport = Viewport(x: 30...40)
        w.link.propagate(from: w.charts[0])
        #expect(w.charts[1].viewport.x == 30...40 && w.charts[2].viewport.x == nil)
        // Its own zoom moves no one.
        w.charts[2].viewport = Viewport(x: 0...5)
        w.link.propagate(from: w.charts[2])
        #expect(w.charts[0].viewport.x == 30...40)
        w.link.setLinked(true, w.charts[2])
        #expect(w.charts[2].viewport.x == 30...40)
    }
}

/// Numbers people read at a glance.
@MainActor
struct ValueTextTests {
    @Test(arguments: [(350_000_000.0, "350M"), (1234, "1.23k"), (1_200, "1.2k"), (999, "999"), (0.004213, "0.004213"),
                      (-3.5, "-3.5"), (0, "0"), (12.5, "12.5"), (2.5e12, "2.5T"), (Double.nan, "–")])
    func compact(_ v: Double, _ text: String) {
        #expect(ValueText.compact(v) == text)
    }

    @Test(arguments: [(980_580.0, "11 d 8 h"), (12_000, "3 h 20 min"), (245, "4 min 5 s"), (45, "45 s"), (0.25, "0.25 s"),
                      (-7_200, "-2 h"), (259_259.0, "3 d"), (3_599.6, "1 h"),
                      (31_556_952.0 * 11.03, "11.03 years"), (31_556_952.0, "1 year"), (364.0 * 86_400, "364 d")] as [(Double, String)])
    func duration(_ v: Double, _ text: String) {
        #expect(ValueText.duration(v) == text)
    }

    @Test(arguments: [(850.0, "850"), (12_345_678.25, "12,345,678.25"), (-1500, "-1,500"), (0.1 + 0.2, "0.3"), (999.9999999, "1,000"),
                      (4.2e-7, "4.2e-07"), (-1e-9, "-1e-09"), (-0.0, "0")])
    func exact(_ v: Double, _ text: String) {
        #expect(ValueText.exact(v) == text)
    }
}

/// A crosshair in one linked chart shows in the others at the same x.
@MainActor
struct XLinkCrosshairTests {
    @Test func theCrosshairShowsInEveryLinkedChart() {
        let w = XLinkTests.Three()
        w.charts[0].showCrosshair(atX: 42)
        #expect(w.charts[0].crosshair?.x == 42)
        #expect(w.charts[1].crosshair?.x == 42 && w.charts[2].crosshair?.x == 42)
        // Each reads its own values there.
        #expect(w.charts[1].crosshair?.y != w.charts[2].crosshair?.y)
        w.charts[1].clearCrosshair()
        #expect(w.charts.allSatisfy { $0.crosshair == nil })
        w.link.setLinked(false, w.charts[2])
        w.charts[0].showCrosshair(atX: 10)
        #expect(w.charts[1].crosshair?.x == 10 && w.charts[2].crosshair == nil)
    }
}
