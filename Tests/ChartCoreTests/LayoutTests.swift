import ChartTestSupport
import Testing
@testable import ChartCore

@MainActor
struct LayoutTests {
    static let sizes: [ChartRegion: Dimension] = [
        .header: .points(40), .footer: .percent(0.1), .topGutter: .points(10), .bottomGutter: .points(30),
        .leftGutter: .relative(0.25), .rightGutter: .points(20), .plot: .relative(1),
    ]

    @Test(arguments: [(800.0, 600.0), (1600.0, 900.0), (320.0, 200.0)])
    func regionsTileTheFrame(w: Double, h: Double) {
        let frame = Rect(x: 10, y: 20, width: w, height: h)
        let l = RegionLayout.compute(frame: frame, sizes: Self.sizes)
        #expect(l[.header] == Rect(x: 10, y: 20, width: w, height: 40))
        #expect(l[.footer].height == h * 0.1)
        #expect(l[.footer].maxY == frame.maxY)
        #expect(l[.footer].width == w)
        // Gutters hug the plot.
        let plot = l[.plot]
        #expect(l[.topGutter].maxY == plot.minY && l[.topGutter].width == plot.width)
        #expect(l[.bottomGutter].minY == plot.maxY && l[.bottomGutter].minX == plot.minX)
        #expect(l[.leftGutter].maxX == plot.minX && l[.leftGutter].height == plot.height)
        #expect(l[.rightGutter].minX == plot.maxX && l[.rightGutter].width == 20)
        // The left gutter's share is 0.25 against the plot's 1 of what the fixed sizes leave.
        #expect(abs(l[.leftGutter].width - (w - 20) * 0.2) < 1e-9)
        // Everything adds up: no gaps, no overlap.
        let total = [ChartRegion.header, .topGutter, .plot, .bottomGutter, .footer].map { l[$0].height }.reduce(0, +)
        #expect(abs(total - h) < 1e-9)
    }

    @Test(arguments: [(1.0, 1.0), (0.0, 0.0), (30.0, 20.0)])
    func tinyFramesNeverGoNegative(w: Double, h: Double) {
        let l = RegionLayout.compute(frame: Rect(x: 0, y: 0, width: w, height: h), sizes: Self.sizes)
        for r in ChartRegion.allCases {
            #expect(l[r].width >= 0 && l[r].height >= 0)
            #expect(l[r].maxX <= w + 1e-9 && l[r].maxY <= h + 1e-9)
        }
    }

    @Test func linearLayoutMixesUnits() {
        let v = LinearLayout.lengths([.points(10), .percent(0.5), .relative(1), .relative(3), .auto],
                                     container: 200, scale: 2) { _ in 15 }
        #expect(v == [20, 100, 16.25, 48.75, 15])
        let over = LinearLayout.lengths([.points(100), .points(300)], container: 200, scale: 1) { _ in 0 }
        #expect(over == [50, 150])
        let bad = LinearLayout.lengths([.points(.nan), .relative(.infinity), .percent(-1)], container: 100, scale: 1) { _ in .nan }
        #expect(bad.allSatisfy { $0.isFinite && $0 >= 0 })
    }

    @Test func widgetsStackAndHitTest() {
        let root = Widget(id: "root")
        root.stackAxis = .vertical
        let a = Widget(id: "a"), b = Widget(id: "b"), inner = Widget(id: "inner")
        a.length = .points(30)
        b.length = .relative(1)
        b.stackAxis = .overlay
        root.addChild(a)
        root.addChild(b)
        b.addChild(inner)
        inner.length = .relative(1)
        let ctx = LayoutContext(measurer: TextMeasurer(source: FakeGlyphs()), theme: .light)
        root.layout(in: Rect(x: 0, y: 0, width: 100, height: 100), ctx)
        #expect(a.frame == Rect(x: 0, y: 0, width: 100, height: 30))
        #expect(b.frame == Rect(x: 0, y: 30, width: 100, height: 70))
        #expect(root.hitTest(Point(5, 5)) === a)
        #expect(root.hitTest(Point(50, 50)) === inner)
        #expect(root.hitTest(Point(500, 50)) == nil)
        inner.isHidden = true
        #expect(root.hitTest(Point(50, 50)) === b)
        #expect(root.widget(id: "inner") === inner)
        inner.removeFromParent()
        #expect(root.widget(id: "inner") == nil)
    }

    @Test func barLayoutSolvesSpacing() {
        let fixed = BarLayout.solve(band: 100, groups: 3, barSpacing: .points(5), groupSpacing: .percent(0.2), scale: 1)
        #expect(abs(fixed.barWidth * 3 + 10 + 20 - 100) < 1e-9)
        #expect(fixed.barGap == 5)
        let rel = BarLayout.solve(band: 100, groups: 2, barSpacing: .relative(0.5), groupSpacing: .relative(1), scale: 1)
        #expect(abs(rel.barWidth - 100 / 3.5) < 1e-9)
        #expect(abs(rel.barGap - rel.barWidth * 0.5) < 1e-9)
        // Bars of a group are centred on the column.
        let first = rel.offset(ofBar: 0, groups: 2), last = rel.offset(ofBar: 1, groups: 2) + rel.barWidth
        #expect(abs(first + last) < 1e-9)
        let crowded = BarLayout.solve(band: 4, groups: 3, barSpacing: .points(5), groupSpacing: .points(5), scale: 1)
        #expect(crowded.barWidth > 0 && crowded.barGap == 0)
    }
}
