import ChartIO
import ChartSpecs

/// What went from one workspace value to the next, by plot identity: views follow it (a plot
/// that is not named is not rebuilt).
public struct WorkspaceChange: Hashable, Sendable {
    /// Plots that are new, in their order in the next value.
    public var added: [PlotID] = []
    /// Plots that are gone, in their order in the value before.
    public var removed: [PlotID] = []
    /// Plots kept whose spec changed in what they are built from (columns, kind, bins, scale…).
    public var changed: [PlotID] = []
    /// Plots kept whose spec changed only in how they are shown (link, size, annotations, hidden
    /// series): a view updates them without building them again.
    public var restyled: [PlotID] = []
    /// The layout changed.
    public var layout = false
    /// The theme changed.
    public var theme = false
    /// The maximised plot changed.
    public var maximized = false
    /// The rows picked out changed (nothing is rebuilt: the plots highlight them).
    public var selection = false
    /// What the plots are built from changed (derived columns, offsets, the spec): all are rebuilt.
    public var data = false
    /// The plot a person is taken to (a plot made or moved to), if any.
    public var focus: PlotID?
    /// What a column edit did (for the event log), when the action was one.
    public var outcome: WorkspaceEdit.Outcome?
    /// Why nothing changed, when nothing did and the action said why.
    public var why: String?

    /// An empty change.
    public init() {}

    /// Some plot came, went, or changed its spec (its columns, or how it is shown: a size, a
    /// link, notes, hidden series).
    public var touchesPlots: Bool {
        !(added.isEmpty && removed.isEmpty && changed.isEmpty && restyled.isEmpty)
    }

    /// Nothing changed.
    public var isEmpty: Bool {
        !touchesPlots && !layout && !theme && !maximized && !data && !selection
    }

    /// The plots a view must build anew in `next`: every one when the data changed, else those
    /// added or changed.
    public func plotsToBuild(in next: Workspace) -> [PlotID] {
        data ? next.ids : next.ids.filter { added.contains($0) || changed.contains($0) }
    }

    /// The change from `a` to `b`, found by comparing them plot by plot.
    public static func between(_ a: Workspace, _ b: Workspace) -> WorkspaceChange {
        var c = WorkspaceChange()
        let before = Dictionary(uniqueKeysWithValues: a.plots.map { ($0.id, $0.spec) })
        let after = Set(b.ids)
        c.added = b.ids.filter { before[$0] == nil }
        c.removed = a.ids.filter { !after.contains($0) }
        let kept = b.plots.filter { p in before[p.id].map { $0 != p.spec } ?? false }
        c.changed = kept.filter { p in before[p.id].map { Self.built($0) != Self.built(p.spec) } ?? false }.map(\.id)
        c.restyled = kept.map(\.id).filter { !c.changed.contains($0) }
        c.layout = a.layout != b.layout
        c.theme = a.theme != b.theme
        c.maximized = a.maximized != b.maximized
        c.selection = a.selection != b.selection
        c.data = a.derived != b.derived || a.offsets != b.offsets || a.base != b.base || a.spec.filter != b.spec.filter
        return c
    }

    /// What a plot is built from: its spec without the fields only its view reads.
    static func built(_ p: PlotSpec) -> PlotSpec {
        var p = p
        p.linked = nil
        p.size = nil
        p.annotations = nil
        p.hidden = nil
        p.cursors = nil
        return p
    }
}
