import ChartCore
import ChartIO
import ChartSpecs
import ChartTestSupport
import Foundation
import Testing
import WorkspaceModel
@testable import ChartWorkspace

/// Directing the picture from the keyboard, as the README, `--help` and F1 promise: Shift+Enter
/// makes the highlighted column the current plot's x, Ctrl+Enter splits it by that column, `k`
/// cycles its kind, Shift+L and Ctrl+L make its y and x axes logarithmic; each is undone by Ctrl+Z.
@MainActor
struct DirectingSessionTests {
    let dir: String
    let host = WorkspaceSessionTests.RecordingHost()
    let session: WorkspaceSession

    init() throws {
        dir = NSTemporaryDirectory() + "directing-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        // Penguin-like rows: a species, measures in no order, one of them ≤ 0 once.
        var rows = ["species,bill_length,flipper_length,body_mass,island"]
        let species = ["Adelie", "Gentoo", "Chinstrap"]
        for i in 0..<90 {
            let s = i % 3
            let bill = 35 + Double(s) * 5 + Double((i * 37) % 11) * 0.7
            let flipper = 180 + Double(s) * 15 + Double((i * 53) % 13)
            rows.append("\(species[s]),\(bill),\(flipper),\(i == 7 ? 0 : 3000 + (i * 71) % 1500),\(["Biscoe", "Dream"][i % 5 == 0 ? 1 : 0])")
        }
        try rows.joined(separator: "\n").write(toFile: dir + "/penguins.csv", atomically: true, encoding: .utf8)
        session = host.session(of: dir + "/penguins.csv")
    }

    @discardableResult
    func send(_ e: InputEvent) -> Bool {
        var list = DrawList()
        session.workspace.render(into: &list, size: Size(1000, 700), glyphs: FakeGlyphs())
        return session.workspace.handle(e)
    }

    func key(_ k: Key, _ mods: KeyModifiers = []) { send(.key(k, modifiers: mods, time: 0)) }

    /// Highlights the browser's column whose name contains `name` (typed into the filter, `/`).
    func highlight(_ name: String) {
        session.workspace.browser.filter = ""
        key(.character("/"))
        send(.text("/", time: 0))
        send(.text(name, time: 0))
        key(.enter)
    }

    /// Opens the file and makes its first plot the current one: bill length over the row number.
    func opened() async throws {
        session.start()
        try await host.settle { session.document.table != nil && session.plotCount > 0 }
        let id = try #require(session.document.id(ofPlot: 0))
        session.perform(.setX(ColumnSummary(name: "bill_length", kind: .number), plot: id))
        session.workspace.setCurrentPlot(0)
    }

    var plot: PlotSpec { session.document.model.plots[0].spec }

    /// Takes the first picture's split (the dots come split by species) off the first plot.
    func unsplit() throws {
        guard let g = plot.groupBy else { return }
        let c = try #require(session.document.summaries.first { $0.name == g })
        session.perform(.split(c, plot: try #require(session.document.id(ofPlot: 0))))
    }

    @Test func shiftEnterMakesTheColumnXAndCtrlEnterSplitsByIt() async throws {
        try await opened()
        session.perform(.appendPlot(PlotSpec(x: "(row)", y: ["bill_length"])))
        session.workspace.setCurrentPlot(session.plotCount - 1)
        let last = session.plotCount - 1
        highlight("flipper")
        key(.enter, .shift)
        var p = session.document.model.plots[last].spec
        #expect(p.x == "flipper_length" && p.y == ["bill_length"], "\(session.banner.message ?? "")")
        // Flipper lengths in no order: dots, not a zigzag.
        #expect(session.document.built[last].kind == "scatter")
        highlight("species")
        key(.enter, .control)
        p = session.document.model.plots[last].spec
        #expect(p.groupBy == "species")
        let built = session.document.built[last]
        #expect(built.kind == "scatter" && built.data.series.map(\.name) == ["Adelie", "Gentoo", "Chinstrap"])
        key(.enter, .control)
        #expect(session.document.model.plots[last].spec.groupBy == nil)
        key(.character("z"), .control)
        #expect(session.document.model.plots[last].spec.groupBy == "species")
        session.stop()
    }

    @Test func kCyclesTheKindsThatFitAndTheSpecKeepsIt() async throws {
        try await opened()
        // body mass over the row number: an ordered x.
        session.perform(.appendPlot(PlotSpec(x: "(row)", y: ["body_mass"])))
        let last = session.plotCount - 1
        session.workspace.setCurrentPlot(last)
        var plot: PlotSpec { session.document.model.plots[last].spec }
        let first = session.document.built[last].kind
        key(.character("k"))
        let second = try #require(plot.kind)
        #expect(second != first && ["line", "scatter", "step", "area"].contains(second))
        var seen = [first, second]
        for _ in 0..<4 {
            key(.character("k"))
            seen.append(session.document.built[last].kind)
        }
        // Over the row number: line, scatter, step and area fit (bars over a column: the test below), and k comes back round.
        #expect(Set(seen) == ["line", "scatter", "step", "area"] && seen.first == seen[4])
        #expect(session.document.workspaceSpec().plots?.last?.kind == seen.last)
        session.stop()
    }

    @Test func splitCountsAreGroupedBarsAndKStacksThem() async throws {
        try await opened()
        session.perform(.appendPlot(PlotSpec(x: "species", y: nil, aggregate: "count")))
        let last = session.plotCount - 1
        session.workspace.setCurrentPlot(last)
        highlight("island")
        key(.enter, .control)
        var built: BuiltChart { session.document.built[last] }
        #expect(session.document.model.plots[last].spec.groupBy == "island", "\(session.banner.message ?? "")")
        #expect(built.kind == "bar" && built.data.series.map(\.name) == ["Dream", "Biscoe"] && built.data.categories.count == 3)
        #expect(session.document.title(ofPlot: last) == "count by species and island")
        // Every species has 30 rows, one in five on Dream: the parts add up to each species' count.
        let sums = (0..<3).map { c in built.data.series.reduce(0) { $0 + $1.y[c] } }
        #expect(sums == [30, 30, 30] && BarSlots.assign(built.data.series).count == 2)
        key(.character("k"))
        #expect(session.document.model.plots[last].spec.stacked == true && BarSlots.assign(built.data.series).count == 1)
        #expect(session.document.workspaceSpec().plots?.last?.stacked == true)
        key(.character("k"))
        #expect(session.document.model.plots[last].spec.stacked == nil && BarSlots.assign(built.data.series).count == 2)
        key(.character("z"), .control)
        #expect(session.document.model.plots[last].spec.stacked == true)
        session.stop()
    }

    @Test func kKeepsAScatterOfAnUnorderedXAndSaysWhy() async throws {
        try await opened()
        session.perform(.setX(ColumnSummary(name: "flipper_length", kind: .number), plot: session.document.id(ofPlot: 0)!))
        #expect(session.document.built[0].kind == "scatter")
        key(.character("k"))
        // 90 rows: bars fit; lines, steps and areas over an x in no order do not.
        #expect(session.document.built[0].kind == "bar")
        key(.character("k"))
        #expect(session.document.built[0].kind == "scatter")
        session.stop()
    }

    @Test func shiftLAndCtrlLMakeTheAxesLogarithmicAndSayWhatIsLeftOut() async throws {
        try await opened()
        try unsplit()
        highlight("body")
        key(.enter, .control)   // a number with many values does not split
        #expect(plot.groupBy == nil)
        #expect(session.banner.message?.contains("a split needs a category") == true, "\(session.banner.message ?? "")")
        session.perform(.setX(ColumnSummary(name: "flipper_length", kind: .number), plot: session.document.id(ofPlot: 0)!))
        // bill_length against flipper_length; body_mass joins (it has a 0, which a log axis leaves out).
        session.perform(.addColumn(ColumnSummary(name: "body_mass", kind: .number), plot: session.document.id(ofPlot: 0)!))
        key(.character("l"), .shift)
        #expect(plot.log == ["y"])
        let chart = try #require(session.plots.charts.first)
        #expect(chart.configuration.yAxis.transform.isLog && !chart.configuration.xAxis.transform.isLog)
        #expect(session.banner.message?.contains("1 value ≤ 0") == true, "\(session.banner.message ?? "")")
        key(.character("l"), .control)
        #expect(plot.log == ["x", "y"] && session.plots.charts[0].configuration.xAxis.transform.isLog)
        #expect(session.document.workspaceSpec().plots?.first?.log == ["x", "y"])
        key(.character("z"), .control)
        #expect(plot.log == ["y"] && !session.plots.charts[0].configuration.xAxis.transform.isLog)
        key(.character("l"), .shift)
        #expect(plot.log == nil)
        session.stop()
    }

    @Test func aClickedPointShowsItsWholeRowAndCtrlCCopiesIt() async throws {
        try await opened()
        try unsplit()
        let id = try #require(session.document.id(ofPlot: 0))
        let species = try #require(session.document.summaries.first { $0.name == "species" })
        session.perform(.split(species, plot: id))
        var list = DrawList()
        session.workspace.render(into: &list, size: Size(1000, 700), glyphs: FakeGlyphs())
        // The fifth Gentoo point is row 3 × 4 + 2 = 14 (rows go Adelie, Gentoo, Chinstrap).
        let chart = session.plots.charts[0]
        let sel = ChartSelection(series: 1, index: 4)
        let p = try #require(chart.position(of: sel))
        send(.pointerDown(button: .left, position: p, modifiers: [], time: 10))
        send(.pointerUp(button: .left, position: p, modifiers: [], time: 10.05))
        session.workspace.tick(at: 11)   // past the wait for a second tap
        #expect(chart.selection == sel)
        let lines = session.controller.tooltip.lines
        #expect(lines.first == "Gentoo" && lines.contains("row 14") && lines.contains("species: Gentoo"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("body_mass: ") } && lines.contains { $0.hasPrefix("flipper_length: ") }, "\(lines)")
        key(.character("c"), .control)
        let copied = try #require(host.copied.last)
        #expect(copied.hasPrefix("species\tbill_length\tflipper_length\tbody_mass\tisland\nGentoo\t") && copied.hasSuffix("\tBiscoe"), "\(copied)")
        session.stop()
    }

    @Test func ctrlSSavesTheCurrentPlotAloneAndCtrlShiftCCopiesItAsAnImage() async throws {
        try await opened()
        var list = DrawList()
        session.workspace.render(into: &list, size: Size(1000, 700), glyphs: FakeGlyphs())
        session.workspace.setCurrentPlot(session.plotCount - 1)
        let chart = try #require(session.plots.current)
        let frame = chart.frame
        #expect(frame.height < 600, "more than one plot: \(session.plotCount)")
        key(.character("s"), .control)
        let png = try #require(host.images.first { $0.hasSuffix(".png") })
        let size = try #require(host.imageSizes[png])
        #expect(size == (Int(frame.width.rounded()), Int(frame.height.rounded())))
        #expect(chart.title == nil, "the picture's title stays the picture's")
        #expect(host.imageTitles[png] == session.document.title(ofPlot: session.plotCount - 1))
        key(.character("c"), [.control, .shift])
        let copied = try #require(host.clipboardImages.last)
        #expect(copied.hasSuffix(".png") && !FileManager.default.fileExists(atPath: copied), "handed over, then removed")
        #expect(session.banner.message == "copied the plot as an image")
        for p in host.images where p.hasPrefix(dir) { try? FileManager.default.removeItem(atPath: p) }
        session.stop()
    }

    @Test func aDragWhileFollowingPausesFollowing() async throws {
        try await opened()
        key(.character("f"))
        #expect(session.follow)
        var list = DrawList()
        session.workspace.render(into: &list, size: Size(1000, 700), glyphs: FakeGlyphs())
        let area = session.plots.charts[0].plotFrame.geometry.plot
        let a = Point(area.midX, area.midY)
        send(.pointerDown(button: .left, position: a, modifiers: [], time: 20))
        for k in 1...6 { send(.pointerMoved(position: Point(a.x - Double(k) * 15, a.y), buttons: [.left], modifiers: [], time: 20 + Double(k) * 0.02)) }
        send(.pointerUp(button: .left, position: Point(a.x - 90, a.y), modifiers: [], time: 20.2))
        #expect(!session.follow)
        #expect(session.banner.message?.contains("f resumes") == true, "\(session.banner.message ?? "")")
        key(.character("f"))
        #expect(session.follow)
        session.stop()
    }

    @Test func aColumnOfAnotherSizeJoinsOnARightHandAxis() async throws {
        try await opened()
        // bill_length over the row number; body_mass (a hundred times larger) clicked into it.
        session.perform(.appendPlot(PlotSpec(x: "(row)", y: ["bill_length"])))
        let last = session.plotCount - 1
        session.workspace.setCurrentPlot(last)
        let mass = try #require(session.document.browserColumns.firstIndex { $0.summary.name == "body_mass" })
        session.workspace.onColumnClicked?(mass)
        var p = session.document.model.plots[last].spec
        #expect(p.y == ["bill_length", "body_mass"] && p.yRight == ["body_mass"])
        #expect(session.banner.message?.contains("right-hand axis") == true, "\(session.banner.message ?? "")")
        let chart = session.plots.charts[last]
        #expect(chart.configuration.additionalYAxes.map(\.title) == ["body_mass"])
        #expect(chart.data.series.map(\.yAxisIndex) == [0, 1])
        // flipper_length (like bill_length) joins on the left.
        let flipper = try #require(session.document.browserColumns.firstIndex { $0.summary.name == "flipper_length" })
        session.workspace.onColumnClicked?(flipper)
        #expect(session.plots.charts[last].data.series.map(\.yAxisIndex) == [0, 1, 0])
        // Clicked again, body_mass leaves, and the right-hand axis with it.
        session.workspace.onColumnClicked?(mass)
        p = session.document.model.plots[last].spec
        #expect(p.yRight == nil && session.plots.charts[last].configuration.additionalYAxes.isEmpty)
        #expect(session.document.workspaceSpec().plots?.last?.yRight == nil)
        key(.character("z"), .control)
        #expect(session.document.workspaceSpec().plots?.last?.yRight == ["body_mass"])
        session.stop()
    }

    @Test func aColumnDroppedBelowAPlotAreaIsItsX() async throws {
        try await opened()
        var list = DrawList()
        session.workspace.render(into: &list, size: Size(1000, 700), glyphs: FakeGlyphs())
        let area = session.plots.charts[0].plotFrame.geometry.plot
        #expect(session.workspace.drop(at: Point(area.midX, area.maxY + 12)) == .xAxis(0))
        #expect(session.workspace.drop(at: Point(area.midX, area.midY)) == .plot(0))
        let flipper = try #require(session.document.browserColumns.firstIndex { $0.summary.name == "flipper_length" })
        session.workspace.onColumnDropped?(flipper, .xAxis(0))
        #expect(plot.x == "flipper_length")
        let species = try #require(session.document.browserColumns.firstIndex { $0.summary.name == "species" })
        let plots = session.plotCount
        session.workspace.onColumnDropped?(species, .plot(0))
        #expect(plot.groupBy == "species" && session.plotCount == plots)
        session.stop()
    }
}
