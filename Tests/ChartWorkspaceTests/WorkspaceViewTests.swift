import ChartCore
import ChartIO
import ChartSpecs
import ChartTestSupport
import Testing
@testable import ChartWorkspace

/// The workspace view driven by synthetic input: column clicks and drags, title bars, dividers, keys.
@MainActor
struct WorkspaceViewTests {
    @MainActor
    final class Fixture {
        let view = WorkspaceView()
        var clicked: [Int] = []
        var dropped: [(Int, ColumnDrop)] = []
        var closed: [Int] = []
        var maximized: [Int?] = []
        var linked: [Int] = []
        var t = 100.0

        init(plots: Int = 2) {
            let cols = ["time", "temp", "city"].map { n in
                ColumnSummary.of(DataTable.Column(name: n, values: n == "city" ? .text(["a", "b", "a"]) : .number([1, 2, 3])))
            }
            view.browser.entries = cols.map { ColumnListView.Entry(summary: $0, file: "f.csv") }
            for _ in 0..<plots {
                let c = ChartView(data: ChartData(series: [Series(name: "s", x: [0, 1, 2], y: [1, 3, 2])]))
                view.stack.addChild(PlotPaneView(chart: c))
            }
            view.onColumnClicked = { [unowned self] in clicked.append($0) }
            view.onColumnDropped = { [unowned self] in dropped.append(($0, $1)) }
            view.onPlotClosed = { [unowned self] in closed.append($0) }
            view.onMaximizeChanged = { [unowned self] in maximized.append($0) }
            view.onLinkToggled = { [unowned self] in linked.append($0) }
            for p in view.panes { p.titleBar.isLinked = true }
            render()
        }

        func render() {
            var l = DrawList()
            view.render(into: &l, size: Size(1000, 700), glyphs: FakeGlyphs())
        }

        func click(_ p: Point) {
            t += 1
            view.handle(.pointerDown(button: .left, position: p, modifiers: [], time: t))
            view.handle(.pointerUp(button: .left, position: p, modifiers: [], time: t + 0.05))
            render()
        }

        func doubleClick(_ p: Point) {
            t += 1
            for dt in [0.0, 0.15] {
                view.handle(.pointerDown(button: .left, position: p, modifiers: [], time: t + dt))
                view.handle(.pointerUp(button: .left, position: p, modifiers: [], time: t + dt + 0.05))
            }
            render()
        }

        func drag(from a: Point, to b: Point) {
            t += 1
            view.handle(.pointerDown(button: .left, position: a, modifiers: [], time: t))
            for k in 1...8 {
                let f = Double(k) / 8
                view.handle(.pointerMoved(position: Point(a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f), buttons: [.left], modifiers: [], time: t + 0.02 * Double(k)))
            }
            view.handle(.pointerUp(button: .left, position: b, modifiers: [], time: t + 0.2))
            render()
        }

        func row(_ i: Int) -> Point { view.browser.rowFrame(i, scale: 1)!.center }
    }

    @Test func theBrowserSitsBesideThePlots() {
        let f = Fixture()
        #expect(f.view.browser.frame.maxX <= f.view.stack.frame.minX)
        #expect(f.view.panes.count == 2 && f.view.panes[0].frame.maxY <= f.view.panes[1].frame.minY)
        f.view.showsBrowser = false
        f.render()
        #expect(f.view.stack.frame.minX == 0, "hidden, the browser gives its room to the plots")
    }

    @Test func aLargeFontSizeGivesTallerBrowserRowsThatDoNotOverlap() throws {
        let f = Fixture()
        #expect(f.view.browser.rowHeight(1) == 40 && f.view.browser.textScale == 1, "the default font keeps 40-point rows")
        // font_size 26 (the settings scale the theme's fonts): two lines of 26-point text need more than 40 points.
        var theme = Theme.light
        for path in [\Theme.titleFont, \Theme.labelFont, \Theme.axisTitleFont, \Theme.legendFont] {
            theme[keyPath: path] = Font(size: theme[keyPath: path].size * 2, weight: theme[keyPath: path].weight)
        }
        let narrow = f.view.browser.frame.width
        f.view.theme = theme
        f.render()
        let b = f.view.browser
        #expect(b.frame.width > narrow && b.frame.width <= 400, "wider for the larger names, at most 40% of the window")
        let lines = FakeGlyphs().metrics(Font(size: theme.labelFont.size, weight: .bold)).lineHeight
            + FakeGlyphs().metrics(ColumnListView.smallFont(theme.labelFont)).lineHeight
        #expect(b.rowHeight(1) >= lines + 10 && b.filterFrame(1).height > 24)
        let r0 = try #require(b.rowFrame(0, scale: 1)), r1 = try #require(b.rowFrame(1, scale: 1))
        #expect(r1.minY >= r0.maxY && r0.minY >= b.filterFrame(1).maxY)
        // Clicks find the taller rows.
        f.click(r1.center)
        #expect(f.clicked == [1])
    }

    @Test func aClickOnAColumnIsAClickAndADragIsADrop() {
        let f = Fixture()
        f.click(f.row(1))
        #expect(f.clicked == [1] && f.dropped.isEmpty)
        f.drag(from: f.row(2), to: f.view.panes[1].chart.geometry.plot.center)
        #expect(f.dropped.count == 1 && f.dropped[0].0 == 2 && f.dropped[0].1 == .plot(1))
        let gap = f.view.panes[0].frame.maxY + 2
        f.drag(from: f.row(0), to: Point(f.view.stack.frame.midX, gap))
        #expect(f.dropped.last.map { $0.1 } == .newPlot(at: 1))
        #expect(f.view.ghost.label == nil && f.view.stack.insertionMarker == nil, "the drag left nothing behind")
    }

    @Test func titleBarsCloseLinkAndMaximise() {
        let f = Fixture()
        let bar = f.view.panes[1].titleBar
        f.click(bar.closeFrame(1).center)
        #expect(f.closed == [1])
        f.click(bar.linkFrame(1).center)
        #expect(f.linked == [1])
        let title = Point(bar.frame.minX + 40, bar.frame.midY)
        f.click(title)
        f.click(title)   // a second apart: two clicks, not a double-click
        #expect(f.maximized.isEmpty)
        f.doubleClick(title)
        #expect(f.maximized == [1])
        #expect(f.view.panes[0].frame.isEmpty || f.view.panes[0].isHidden)
        #expect(f.view.panes[1].frame.height > 600)
        f.doubleClick(f.view.panes[1].titleBar.frame.center)
        #expect(f.maximized == [1, nil])
        #expect(!f.view.panes[0].isHidden)
    }

    @Test func dividersResizeThePlots() {
        let f = Fixture()
        let before = f.view.panes[0].frame.height
        let d = f.view.stack.dividerFrames(1)[0]
        f.drag(from: d.center, to: Point(d.midX, d.midY + 80))
        #expect(abs(f.view.panes[0].frame.height - (before + 80)) <= 2, "\(before) → \(f.view.panes[0].frame.height)")
    }

    @Test func theFilterAndTheKeysMoveThroughTheList() {
        let f = Fixture()
        // As a window delivers it: the key, then its text (which is not typed into the filter).
        f.view.handle(.key(.character("/"), modifiers: [], time: 1))
        f.view.handle(.text("/", time: 1))
        f.view.handle(.text("te", time: 1))
        #expect(f.view.browser.filter == "te")
        // Chords stay the app's while typing.
        #expect(!f.view.handle(.key(.character("s"), modifiers: .control, time: 1)) || f.view.browser.filter == "te")
        #expect(f.view.browser.visible == [1])
        f.view.handle(.key(.enter, modifiers: [], time: 2))
        #expect(f.view.browser.cursor == 1)
        f.view.handle(.key(.enter, modifiers: [], time: 3))
        #expect(f.clicked == [1])
        f.view.browser.filter = ""
        f.view.handle(.key(.down, modifiers: [], time: 4))
        #expect(f.view.browser.cursor == 2)
    }

    @Test func aLegendEntryDraggedToAnotherPlotMovesItsSeries() {
        let f = Fixture()
        let c = f.view.panes[0].chart
        c.data = ChartData(series: [Series(name: "a", x: [0, 1], y: [1, 2]), Series(name: "b", x: [0, 1], y: [2, 1])])
        f.render()
        var moved: [(Int, Int, ColumnDrop)] = []
        f.view.onSeriesMoved = { moved.append(($0, $1, $2)) }
        // The second legend entry: scan the legend for the point where it is.
        let l = c.legendView.frame
        guard let at = stride(from: l.minX, to: l.maxX, by: 2).lazy.map({ Point($0, l.midY) }).first(where: { c.legendView.entry(at: $0) == 1 }) else {
            Issue.record("no legend entry for series 1 in \(l)")
            return
        }
        f.drag(from: at, to: f.view.panes[1].chart.geometry.plot.center)
        #expect(moved.count == 1 && moved[0].0 == 0 && moved[0].1 == 1 && moved[0].2 == .plot(1))
        #expect(c.data.series[1].isVisible, "the drag did not also toggle the series")
        // A click on the entry still shows or hides it, and moves nothing.
        f.click(at)
        f.view.tick(at: f.t + 1)
        #expect(!c.data.series[1].isVisible && moved.count == 1)
    }

    @Test func aClickInAPlotMakesItCurrent() {
        let f = Fixture()
        f.click(f.view.panes[1].chart.geometry.plot.center)
        #expect(f.view.currentPlot == 1 && f.view.panes[1].titleBar.isCurrent)
    }
}
