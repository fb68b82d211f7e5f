import ChartCore
import ChartIO
import ChartSpecs
import ChartTestSupport
import Foundation
import Testing
@testable import ChartWorkspace

/// Random input against a workspace whose plots are added by drops, closed, resized, maximised
/// and linked: nothing crashes, every plot's ranges stay finite and ordered, linked plots show one
/// x range, selections name points that exist, panes never overlap and no vertex is non-finite.
@MainActor
struct WorkspaceSoakTests {
    typealias Rng = SeededSeries.Generator

    /// A workspace with its own answers to drops, clicks and closes (as the viewer's).
    @MainActor
    final class Soak {
        let view = WorkspaceView()
        let link = XLink()
        var r: Rng

        init(seed: UInt64) {
            r = Rng(seed: seed)
            let names = ["t", "a", "b", "city", "when"]
            view.browser.entries = names.enumerated().map { i, n in
                let values: DataTable.Values = n == "city" ? .text(["x", "y", "x"]) : .number([1, 2, Double(i)])
                return ColumnListView.Entry(summary: ColumnSummary.of(DataTable.Column(name: n, values: values)), file: "f.csv")
            }
            for _ in 0..<2 { addPlot(at: 0) }
            view.onColumnDropped = { [unowned self] _, d in
                switch d {
                case .plot(let i), .xAxis(let i): reseed(i)
                case .newPlot(let i): if view.panes.count < 6 { addPlot(at: i) }
                }
            }
            view.onColumnClicked = { [unowned self] _ in reseed(view.currentPlot) }
            view.onColumnDeleted = { [unowned self] _ in reseed(view.currentPlot) }
            view.onPlotClosed = { [unowned self] i in closePlot(i) }
            view.onLinkToggled = { [unowned self] i in
                guard i < view.panes.count else { return }
                let c = view.panes[i].chart
                link.setLinked(!link.isLinked(c), c)
            }
        }

        func randomData() -> ChartData {
            let n = [0, 1, 3, 40, 700][r.int(5)]
            let ys = (0..<n).map { i -> Double in r.int(25) == 0 ? .nan : sin(Double(i) / 5) * 50 + r.unit() }
            var s = Series(name: "s", x: (0..<n).map { Double($0) }, y: ys)
            s.line.interpolation = [.linear, .step, .none][r.int(3)]
            return ChartData(series: [s])
        }

        func addPlot(at i: Int) {
            let c = ChartView(data: randomData())
            c.autoFitsY = r.int(2) == 0
            c.footer.isHidden = true
            view.stack.insertChild(PlotPaneView(chart: c), at: i)
            var l = view.stack.layout
            l.insert(at: i)
            view.stack.layout = l
            link.add(c)
        }

        func closePlot(_ i: Int) {
            guard view.panes.count > 1, i < view.panes.count else { return }
            let p = view.panes[i]
            link.remove(p.chart)
            p.removeFromParent()
            var l = view.stack.layout
            l.remove(at: i)
            view.stack.layout = l
        }

        func reseed(_ i: Int) {
            guard i < view.panes.count else { return }
            view.panes[i].chart.data = randomData()
        }
    }

    /// Events to drive: a quarter of CHARTREUSE_SOAK_EVENTS (CI: a million in a release build), else 20,000.
    static var eventCount: Int {
        ProcessInfo.processInfo.environment["CHARTREUSE_SOAK_EVENTS"].flatMap(Int.init).map { $0 / 4 } ?? 20_000
    }

    @Test func randomInputAcrossPlots() {
        let total = Self.eventCount
        let w = Soak(seed: 0x5EED_0F_57AC)
        let glyphs = FakeGlyphs()
        var list = DrawList()
        var size = Size(1000, 700)
        var t = 0.0
        var pressed = Set<PointerButton>()
        w.view.render(into: &list, size: size, glyphs: glyphs)
        for events in 1...total {
            t += [0.001, 0.016, 0.2, 0.6][w.r.int(4)]
            // A quarter of the presses start on the browser's rows, the rest anywhere.
            let p = w.r.int(4) == 0 && !w.view.browser.isHidden
                ? Point(w.r.unit() * w.view.browser.frame.width, 40 + w.r.unit() * 220)
                : Point(w.r.unit() * size.width * 1.1 - size.width * 0.05, w.r.unit() * size.height * 1.1 - size.height * 0.05)
            let e: InputEvent
            switch w.r.int(13) {
            case 0, 1:
                pressed.insert(.left)
                e = .pointerDown(button: w.r.int(6) == 0 ? .right : .left, position: p, modifiers: [], time: t)
            case 2, 3, 4:
                e = .pointerMoved(position: p, buttons: pressed, modifiers: [], time: t)
            case 5, 6:
                pressed.remove(.left)
                e = .pointerUp(button: .left, position: p, modifiers: [], time: t)
            case 7:
                e = .wheel(delta: Point(0, (w.r.unit() - 0.5) * 20), position: p, isPrecise: false, modifiers: [], time: t)
            case 8:
                let keys: [Key] = [.left, .right, .up, .down, .character("+"), .character("-"), .character("0"), .tab, .escape,
                                   .character("c"), .character("/"), .enter, .delete, .backspace, .pageDown, .space]
                e = .key(keys[w.r.int(keys.count)], modifiers: [], time: t)
            case 9:
                e = .text(["a", "t", "zz", "é"][w.r.int(4)], time: t)
            case 10:
                // Maximise and restore, hide and show the browser, change the stacking.
                switch w.r.int(3) {
                case 0: w.view.toggleMaximized(w.r.int(max(1, w.view.panes.count)))
                case 1: w.view.showsBrowser.toggle()
                default:
                    var l = w.view.stack.layout
                    l.axis = l.axis == .horizontal ? .vertical : .horizontal
                    w.view.stack.layout = l
                }
                continue
            case 11:
                e = .pointerExited(time: t)
            default:
                size = [Size(1, 1), Size(300, 200), Size(1000, 700), Size(2560, 1440)][w.r.int(4)]
                w.view.render(into: &list, size: size, glyphs: glyphs)
                continue
            }
            w.view.handle(e)
            w.view.tick(at: t)
            if let problem = Self.check(w) {
                Issue.record("after \(events) events: \(problem)")
                return
            }
            if events % 499 == 0 {
                w.view.render(into: &list, size: size, glyphs: glyphs)
                if let bad = list.vertices.first(where: { !($0.x.isFinite && $0.y.isFinite && abs($0.x) <= 1e7 && abs($0.y) <= 1e7) }) {
                    Issue.record("vertex \(bad) after \(events) events")
                    return
                }
                let shown = w.view.panes.filter { !$0.isHidden && !$0.frame.isEmpty }.map(\.frame)
                for (i, a) in shown.enumerated() {
                    for b in shown.dropFirst(i + 1) where a.intersection(b).width > 0.5 && a.intersection(b).height > 0.5 {
                        Issue.record("panes overlap: \(a) and \(b)")
                        return
                    }
                }
            }
        }
        #expect(w.view.panes.count >= 1 && w.view.panes.count <= 6)
        print("workspace soak: \(total) events, \(w.view.panes.count) plots at the end")
    }

    /// The first broken promise, if any.
    static func check(_ w: Soak) -> String? {
        var linkedX: ClosedRange<Double>??
        for p in w.view.panes {
            let c = p.chart
            let v = c.visibleRanges
            if !(v.x.lowerBound.isFinite && v.x.upperBound.isFinite && v.y.lowerBound.isFinite && v.y.upperBound.isFinite)
                || v.x.lowerBound > v.x.upperBound || v.y.lowerBound > v.y.upperBound {
                return "bad visible ranges \(v)"
            }
            if let s = c.selection, s.series >= c.data.series.count || s.index >= c.data.series[s.series].count {
                return "selection \(s) names no point"
            }
            guard w.link.isLinked(c) else { continue }
            if let x = linkedX, x != c.viewport.x { return "linked plots disagree on x: \(String(describing: x)) and \(String(describing: c.viewport.x))" }
            linkedX = .some(c.viewport.x)
        }
        if w.view.stack.layout.shares.contains(where: { !($0.isFinite && $0 > 0) }) { return "bad shares \(w.view.stack.layout.shares)" }
        return nil
    }
}
