import ChartTestSupport
import Testing
@testable import ChartCore

/// Series stay apart past the palette, names drop what they all share, and "+N more" opens.
@MainActor
struct LegendLookTests {
    static func lines(_ names: [String]) -> ChartData {
        ChartData(series: names.enumerated().map { i, n in Series(name: n, y: (0..<20).map { Double(($0 * (i + 3)) % 11 + i) }) })
    }

    @Test func linesPastThePaletteAreDashed() {
        let n = Theme.light.palette.count
        let chart = ChartView(data: Self.lines((0...(2 * n)).map { "s\($0)" }))
        let list = chart.testRender(900, 500, vectorOps: true)
        let strokes = (list.vectorOps ?? []).compactMap { op -> [Double]? in
            if case .stroke(let pts, let style, _, _, _) = op, pts.count == 20 { return style.dash } else { return nil }
        }
        #expect(strokes.count == 2 * n + 1)
        let solid = strokes.prefix(n).allSatisfy { $0.isEmpty }
        #expect(solid, "the first lap of colours is solid")
        #expect(strokes[n] == PlotFrame.lapDashes[0] && strokes[2 * n] == PlotFrame.lapDashes[1])
        // The legend's swatches show the dash too.
        let swatches = (list.vectorOps ?? []).compactMap { op -> [Double]? in
            if case .stroke(let pts, let style, _, _, _) = op, pts.count == 2 { return style.dash } else { return nil }
        }
        #expect(swatches.filter { !$0.isEmpty }.count == n + 1)
    }

    @Test func scattersPastThePaletteChangeTheirMarker() {
        let n = Theme.light.palette.count
        let series = (0...(2 * n)).map { i in Series.scatter(name: "s\(i)", x: [0, 1, 2], y: [Double(i), 1, 2]) }
        let chart = ChartView(data: ChartData(series: series))
        _ = chart.testRender(900, 500)
        let f = chart.plotFrame
        #expect((0..<n).allSatisfy { f.marker(ofSeries: $0) == .circle })
        #expect(f.marker(ofSeries: n) == PlotFrame.lapMarkers[0] && f.marker(ofSeries: 2 * n) == PlotFrame.lapMarkers[1])
        // A marker chosen by hand stays.
        var own = series
        own[n] = Series.scatter(name: "mine", x: [0], y: [0], marker: .cross)
        chart.data = ChartData(series: own)
        _ = chart.testRender(900, 500)
        #expect(chart.plotFrame.marker(ofSeries: n) == .cross)
    }

    @Test(arguments: [
        (["USW00094996 · TMAX", "USW00094996 · TMIN"], "USW00094996 · "),
        (["run1.csv: temp", "run1.csv: dew"], "run1.csv: "),
        (["temp_max", "temp_min", "temp_avg"], "temp_"),
        (["sensor 1", "sensor 2"], ""),  // a space alone separates nothing
        (["Daily range (bars)", "Daily range (line)"], ""),
        (["temp", "tempo"], ""),          // no separator: nothing is shared
        (["ab: x", "ab: y"], ""),         // too short to be worth a caption
        (["north", "south"], ""),
        (["only one: a"], ""),
    ])
    func namesShareTheirStartUpToASeparator(_ names: [String], _ shared: String) {
        #expect(LegendView.sharedStart(names) == shared)
    }

    @Test func theSharedStartIsSaidOnceAsACaption() {
        let chart = ChartView(data: Self.lines(["USW00094996 · TMAX", "USW00094996 · TMIN"]))
        let texts = (chart.testRender(900, 500, vectorOps: true).vectorOps ?? []).compactMap { op -> String? in
            if case .text(let s, _, _, _, _, _, _) = op { return s } else { return nil }
        }
        #expect(texts.contains("USW00094996") && texts.contains("TMAX") && texts.contains("TMIN"))
        #expect(!texts.contains("USW00094996 · TMAX"))
    }

    @Test func moreOpensTheFullListAndFewerClosesIt() {
        let chart = ChartView(data: Self.lines((0..<50).map { "line \($0)" }))
        func texts() -> [String] {
            (chart.testRender(1600, 900, vectorOps: true).vectorOps ?? []).compactMap { op -> String? in
                if case .text(let s, _, _, _, _, _, _) = op { return s } else { return nil }
            }
        }
        #expect(texts().contains("+10 more") && !texts().contains("line 49"))
        // A click on "+10 more" (found by its place in the legend).
        _ = texts()
        guard let more = chart.legendView.lastEntryFrames.first(where: { $0.index < 0 && $0.index != LegendView.captionIndex }) else {
            Issue.record("no +N more entry"); return
        }
        chart.handle(.pointerDown(button: .left, position: more.frame.center, modifiers: [], time: 1))
        chart.handle(.pointerUp(button: .left, position: more.frame.center, modifiers: [], time: 1.05))
        chart.tick(at: 2)
        let all = texts()
        #expect(all.contains("line 49") && all.contains("fewer"), "the full list after a click on +10 more")
    }
}
