import ChartCore
import ChartIO
import ChartSpecs
import Foundation
import ChartTestSupport
import Testing
@testable import WorkspaceModel

/// Thousands of random actions, undos and redos: after every step the workspace holds together
/// (unique identities, every plot shows something, the maximised plot exists, the change names
/// exactly the plots that came and went), undoing everything gives the first value and redoing
/// everything the last.
struct WorkspaceSoakModelTests {
    static let columns: [ColumnSummary] = [
        ColumnSummary(name: "temp", kind: .number), ColumnSummary(name: "rain", kind: .number),
        ColumnSummary(name: "wind", kind: .number), ColumnSummary(name: "when", kind: .date),
        ColumnSummary(name: "city", kind: .text), ColumnSummary(name: "sky", kind: .text),
    ]

    func randomAction(_ w: Workspace, _ g: inout SeededRandom) -> WorkspaceAction {
        let id = w.plots.randomElement(using: &g)?.id ?? PlotID(1)
        let other = w.plots.randomElement(using: &g)?.id ?? PlotID(1)
        let c = Self.columns.randomElement(using: &g)!
        let series = w[id]?.y?.randomElement(using: &g) ?? "temp"
        switch Int.random(in: 0..<20, using: &g) {
        case 0, 1, 2: return .toggleColumn(c, plot: Bool.random(using: &g) ? id : nil)
        case 3: return .addColumn(c, plot: id)
        case 4: return .insertColumn(c, at: Int.random(in: 0...w.plots.count, using: &g))
        case 5: return .removeColumn(c, plot: id)
        case 6: return .moveSeries(series, from: id, to: other)
        case 7: return .moveSeriesToNewPlot(series, from: id, at: Int.random(in: 0...w.plots.count, using: &g))
        case 8: return .closePlot(id)
        case 9: return .appendPlot(PlotSpec(kind: "histogram", x: "when", y: ["temp"]))
        case 10: return .setKind(id, ["line", "scatter", "step", nil].randomElement(using: &g)!)
        case 11: return .setLinked(id, Bool.random(using: &g))
        case 12: return .setShares(w.plots.map { _ in Double.random(in: 0.2...3, using: &g) })
        case 13: return .setLayout(Bool.random(using: &g) ? "horizontal" : nil)
        case 14: return .setMaximized(Bool.random(using: &g) ? id : nil)
        case 15: return .setAnnotations(id, [AnnotationSpec(.horizontal(Double(Int.random(in: 0..<5, using: &g)), text: ""))])
        case 16: return .setTheme(Bool.random(using: &g) ? "dark" : "light")
        case 17: return .setHidden(id, series: series, Bool.random(using: &g))
        case 18: return .setCursors([id: Bool.random(using: &g) ? nil : CursorSpec(Cursors(a: Double(Int.random(in: 0..<9, using: &g)), b: nil))])
        default: return .setBins(id, Int.random(in: 1...50, using: &g))
        }
    }

    func checkInvariants(_ w: Workspace) {
        #expect(Set(w.ids).count == w.plots.count, "identities are unique")
        #expect(!w.plots.isEmpty, "a plot stays")
        #expect(w.ids.allSatisfy { $0.rawValue < w.nextID }, "identities come from the counter")
        for p in w.plots {
            let s = p.spec
            #expect(!(s.y ?? []).isEmpty || s.aggregate != nil, "\(p.id) shows something")
        }
        if let m = w.maximized { #expect(w.index(of: m) != nil, "the maximised plot exists") }
    }

    @Test func randomActionsAndUndosKeepTheWorkspaceWhole() {
        let steps = Int(ProcessInfo.processInfo.environment["CHARTREUSE_SOAK_ACTIONS"] ?? "") ?? 1500
        var g = SeededRandom(seed: 48)
        let first = Workspace(ChartSpec().showing([PlotSpec(x: "when", y: ["temp"]), PlotSpec(x: "when", y: ["rain", "wind"])]))
        var store = WorkspaceStore(first, limit: .max)
        for _ in 0..<steps {
            let before = store.value
            let roll = Int.random(in: 0..<10, using: &g)
            let change: WorkspaceChange
            if roll == 0, let u = store.undo() { change = u.change } else if roll == 1, let r = store.redo() { change = r.change } else {
                change = store.perform(randomAction(store.value, &g))
            }
            checkInvariants(store.value)
            // The change names the plots that came and went, and no other.
            #expect(Set(change.added) == Set(store.value.ids).subtracting(before.ids))
            #expect(Set(change.removed) == Set(before.ids).subtracting(store.value.ids))
        }
        let last = store.value
        while store.undo() != nil { checkInvariants(store.value) }
        #expect(store.value == first)
        while store.redo() != nil { checkInvariants(store.value) }
        #expect(store.value == last)
    }
}
