import ChartCore
import ChartIO
import ChartSpecs
import ChartTestSupport
import Foundation
import Testing
import WorkspaceModel
@testable import ChartWorkspace

/// The viewer's workspace session without a window: real files loaded and followed, keys typed
/// through the workspace's input route, the host a stand-in that records what it was asked.
@MainActor
struct WorkspaceSessionTests {
    /// A host that queues posted work (run by `settle`) and records titles, copies, images and closing.
    final class RecordingHost: WorkspaceHost {
        final class Queue: WorkspaceMailbox, @unchecked Sendable {
            private let lock = NSLock()
            private var work: [@MainActor @Sendable () -> Void] = []
            func post(_ w: @escaping @MainActor @Sendable () -> Void) { lock.lock(); work.append(w); lock.unlock() }
            func take() -> [@MainActor @Sendable () -> Void] { lock.lock(); defer { work.removeAll(); lock.unlock() }; return work }
        }
        let queue = Queue()
        var title = ""
        var mailbox: any WorkspaceMailbox { queue }
        var glyphPages: Int { 1 }
        var copied: [String] = []
        var images: [String] = []
        var closed = false
        var timers: [Int: () -> Void] = [:]
        func setNeedsRedraw() {}
        func scheduleTimer(after delay: Double, every interval: Double?, _ action: @escaping () -> Void) -> Int {
            timers[timers.count + 1] = action
            return timers.count
        }
        func cancelTimer(number: Int) { timers[number] = nil }
        func copyToClipboard(_ text: String) { copied.append(text) }
        func close() { closed = true }
        var imageSizes: [String: (Int, Int)] = [:]
        var imageTitles: [String: String] = [:]
        var clipboardImages: [String] = []
        func writeImage(of root: RootWidget, width: Int, height: Int, to path: String) throws {
            images.append(path)
            imageSizes[path] = (width, height)
            if let chart = root as? ChartView { imageTitles[path] = chart.title }
            try Data([0x89, 0x50, 0x4E, 0x47]).write(to: URL(fileURLWithPath: path))
        }
        /// Records a PNG handed over while it exists (the session removes it once the clipboard has it).
        func copyImageToClipboard(png path: String) throws {
            if FileManager.default.fileExists(atPath: path) { clipboardImages.append(path) }
        }

        /// A session of the file at `path` on this host: the light theme, plain numbers, no event log.
        func session(of path: String) -> WorkspaceSession {
            WorkspaceSession(document: WorkspaceDocument(path: path, options: WorkspaceOptions()), host: self,
                             theme: "light", themeNamed: { $0 == "dark" ? .dark : .light }, numberStyle: .standard, logEvents: false)
        }

        /// Runs posted work until `done` holds (a load on its thread), for up to ten seconds.
        func settle(until done: () -> Bool) async throws {
            for _ in 0..<1000 {
                for w in queue.take() { w() }
                if done() { return }
                try await Task.sleep(nanoseconds: 10_000_000)
            }
            Issue.record("timed out")
        }
    }

    let dir: String
    let host = RecordingHost()
    let session: WorkspaceSession

    init() throws {
        dir = NSTemporaryDirectory() + "session-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let rows = (0..<50).map { i in "\(i),\(Double(i % 7) * 1.5),\(100 - i)" }
        try (["t,temp,humid"] + rows).joined(separator: "\n").write(toFile: dir + "/a.csv", atomically: true, encoding: .utf8)
        try (["t,temp"] + (0..<50).map { "\($0),\($0)" }).joined(separator: "\n").write(toFile: dir + "/b.csv", atomically: true, encoding: .utf8)
        session = host.session(of: dir + "/a.csv")
    }

    func press(_ c: Character, _ mods: KeyModifiers = []) {
        var list = DrawList()
        session.workspace.render(into: &list, size: Size(1000, 700), glyphs: FakeGlyphs())
        _ = session.workspace.handle(.key(.character(c), modifiers: mods, time: 0))
    }

    func opened() async throws {
        session.start()
        try await host.settle { session.document.table != nil && session.plotCount > 0 }
    }

    @Test func aFileOpensAndItsRowsAreInTheTitle() async throws {
        var reported: [String] = []
        session.onOpened = { reported.append($0) }
        try await opened()
        #expect(host.title.contains("50 rows"))
        #expect(reported == [dir + "/a.csv"])
        session.stop()
    }

    @Test func hMakesAHistogramOfTheFirstShownSeriesAndCtrlZTakesItBack() async throws {
        try await opened()
        // A plot of both columns, the current one, its first series hidden.
        session.perform(.appendPlot(PlotSpec(x: "t", y: ["temp", "humid"])))
        let last = session.plotCount - 1
        session.workspace.setCurrentPlot(last)
        let id = try #require(session.document.id(ofPlot: last))
        session.perform(.setHidden(id, series: "temp", true))
        let before = session.plotCount
        press("h")
        #expect(session.plotCount == before + 1, "\(session.banner.message ?? "")")
        let added = try #require(session.document.workspace.plotSpecs.last)
        #expect(added.kind == "histogram")
        #expect(added.y == ["humid"])
        press("z", .control)
        #expect(session.plotCount == before)
        press("z", [.control, .shift])
        #expect(session.plotCount == before + 1)
        session.stop()
    }

    @Test func aDerivedColumnOverASecondFileWorksTypedInTheWindow() async throws {
        try await opened()
        session.add(dir + "/b.csv")
        try await host.settle { session.document.extras.first?.table != nil }
        session.workspace.onExpressionEntered?("d = temp - \"b.csv:temp\"")
        #expect(session.document.browserColumns.contains { $0.summary.name == "d" })
        #expect(session.banner.tone != .error, "\(session.banner.message ?? "")")
        session.stop()
    }

    @Test func theStatisticsPanelReadsThePlotHoldingTheCursors() async throws {
        try await opened()
        var p = PlotSpec(x: "t", y: ["humid"])
        p.linked = false
        session.perform(.appendPlot(p))
        #expect(session.plotCount >= 2)
        let last = session.plotCount - 1
        session.workspace.setCurrentPlot(0)
        session.plots.charts[last].cursors = Cursors(a: 3, b: 9)
        #expect(session.panelPlot == last)
        press("s")
        #expect(!session.workspace.panel.isHidden)
        #expect(session.workspace.panel.caption.hasPrefix("between the cursors"))
        session.stop()
    }

    @Test func cursorsAreTheWorkspacesOneStepToUndoForEveryLinkedPlot() async throws {
        try await opened()
        session.perform(.appendPlot(PlotSpec(x: "t", y: ["humid"])))
        let charts = session.plots.charts
        #expect(charts.count >= 2)
        // Placed in one plot, they stand in every linked plot; the model takes them once.
        charts[0].cursors = Cursors(a: 4, b: 12)
        try await host.settle { session.document.cursors(ofPlot: charts.count - 1) == Cursors(a: 4, b: 12) }
        #expect(session.document.store.canUndo)
        #expect(session.document.workspaceSpec().plots?.first?.cursors == CursorSpec(Cursors(a: 4, b: 12)))
        charts[0].cursors = Cursors()
        try await host.settle { session.document.cursors(ofPlot: 0) == Cursors() }
        press("z", .control)
        #expect(charts.allSatisfy { $0.cursors == Cursors(a: 4, b: 12) })
        press("z", .control)
        #expect(charts.allSatisfy { $0.cursors == Cursors() })
        session.stop()
    }

    /// Plots linked on x whose cursors differ (one added after the others were placed): an undo
    /// gives each its own again, and stays undone (nothing re-records it; redo remains).
    @Test func anUndoOfCursorsInLinkedPlotsStaysUndone() async throws {
        try await opened()
        let first = session.plotCount
        session.plots.charts[0].cursors = Cursors(a: 4, b: 12)
        try await host.settle { session.document.cursors(ofPlot: 0) == Cursors(a: 4, b: 12) }
        session.perform(.appendPlot(PlotSpec(x: "t", y: ["humid"])))
        let added = session.plotCount - 1
        #expect(added == first && session.document.cursors(ofPlot: added) == Cursors())
        session.plots.charts[0].cursors = Cursors(a: 20, b: 12)
        try await host.settle { session.document.cursors(ofPlot: added) == Cursors(a: 20, b: 12) }
        press("z", .control)
        try await host.settle { true }
        #expect(session.plots.charts[0].cursors == Cursors(a: 4, b: 12))
        #expect(session.plots.charts[added].cursors == Cursors(), "the added plot had none")
        #expect(session.document.store.canRedo, "the undo was not re-recorded")
        session.stop()
    }

    /// Cursors placed and, before the loop came round, an undo: the placement is recorded first,
    /// so the undo takes back the placement, not the edit before it.
    @Test func cursorsPlacedJustBeforeAnEditAreKept() async throws {
        try await opened()
        session.perform(.setLayout("horizontal"))
        session.plots.charts[0].cursors = Cursors(a: 5, b: nil)
        press("z", .control)
        #expect(session.document.model.layout == "horizontal", "the layout stays: the undo took the cursors")
        #expect(session.document.cursors(ofPlot: 0) == Cursors())
        session.stop()
    }

    @Test func qClosesTheWindowAndCtrlSSavesPictures() async throws {
        try await opened()
        press("s", .control)
        #expect(host.images.map { ($0 as NSString).pathExtension } == ["png", "svg"])
        press("q")
        #expect(host.closed)
        session.stop()
    }
}
