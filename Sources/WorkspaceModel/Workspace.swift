import ChartIO
import ChartSpecs

/// A plot's identity in a workspace: it stays with the plot through edits, moves, undo and redo
/// (an index does not), so views keep one chart per plot and rebuild only what changed.
public struct PlotID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The number it was given (unique within one workspace's history).
    public let rawValue: Int

    /// The identity numbered `rawValue`.
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    /// Identities in the order they were given.
    public static func < (a: PlotID, b: PlotID) -> Bool { a.rawValue < b.rawValue }

    /// `plot#N`, for messages and tests.
    public var description: String { "plot#\(rawValue)" }
}

/// The workspace as one value: its plots (each with a stable identity and its spec), their
/// layout, the theme, the derived columns and x offsets added in the window, and the maximised
/// plot. Every change is an action applied by `applying(_:)`; views follow the changes.
public struct Workspace: Hashable, Sendable {
    /// One plot: its identity and what it shows.
    public struct Plot: Hashable, Sendable, Identifiable {
        /// The plot's identity.
        public let id: PlotID
        /// Its columns, kind, size, link state, annotations… (spelled out: no field is inherited).
        public var spec: PlotSpec
    }

    /// The plots, in the stack's order.
    public internal(set) var plots: [Plot]
    /// The spec the workspace came from (a file, flags or inference); its plot fields give way to
    /// `plots` once the workspace is edited.
    public internal(set) var base: ChartSpec
    /// A person changed the plots (reloads of the file keep them).
    public internal(set) var edited = false
    /// `horizontal` (side by side) or nil (stacked).
    public internal(set) var layout: String?
    /// The theme chosen in the window (nil: the spec's or the settings').
    public internal(set) var theme: String?
    /// Derived columns added in the window (`NAME = EXPRESSION`), after the spec's.
    public internal(set) var derived: [String] = []
    /// x offsets set by dragging a file's runs, by file name (they override the spec's).
    public internal(set) var offsets: [String: Double] = [:]
    /// The plot that fills the stack, if one does.
    public internal(set) var maximized: PlotID?
    /// The row condition set in the window (over the spec's, once `filterSet`; nil: all rows).
    public internal(set) var filter: String?
    /// A filter was set or cleared in the window (it then overrides the spec's).
    public internal(set) var filterSet = false
    /// The rows picked out in every plot, as a row condition (nil: none are); not a filter: every
    /// row is still drawn, the rest dimmed. The spec's until one is chosen in the window.
    public var selection: String? { selectionSet ? chosenSelection : base.selection }
    /// The selection chosen in the window (it overrides the spec's once `selectionSet`).
    var chosenSelection: String?
    /// A selection was made or cleared in the window.
    var selectionSet = false
    /// The next identity to give (never given twice in one history: undo does not take it back).
    var nextID: Int

    /// The workspace of `spec`: its plots spelled out, numbered from `firstID`.
    public init(_ spec: ChartSpec = ChartSpec(), firstID: Int = 1) {
        base = spec
        nextID = firstID
        plots = []
        layout = spec.layout == "vertical" ? nil : spec.layout
        plots = Self.plots(of: spec).map { Plot(id: newID(), spec: $0) }
    }

    /// The plots a spec gives: its own, or its one plot when it chooses columns; none when it
    /// leaves them to inference (a load fills them in).
    static func plots(of spec: ChartSpec) -> [PlotSpec] {
        spec.choosesColumns ? spec.spelledOutPlots : []
    }

    /// A fresh identity.
    mutating func newID() -> PlotID {
        defer { nextID += 1 }
        return PlotID(nextID)
    }

    /// The plots' identities, in order.
    public var ids: [PlotID] { plots.map(\.id) }

    /// The index of plot `id`, if it is one.
    public func index(of id: PlotID) -> Int? { plots.firstIndex { $0.id == id } }

    /// Plot `id`'s spec, if it is one.
    public subscript(id: PlotID) -> PlotSpec? { index(of: id).map { plots[$0].spec } }

    /// The specs of the plots, in order.
    public var plotSpecs: [PlotSpec] { plots.map(\.spec) }

    /// The workspace as a spec: the one it came from until it is edited, then its plots standing
    /// on their own; with the layout, theme, derived columns and offsets chosen in the window.
    public var spec: ChartSpec {
        var w = edited ? base.showing(plotSpecs) : base
        w.layout = layout
        if let t = theme { w.theme = t }
        if filterSet { w.filter = filter }
        if selectionSet { w.selection = chosenSelection }
        return w
    }

    /// A workspace showing `spec` in place of this one (a load, a spec file changed): identities
    /// are kept plot by plot when the number of plots stays, and what was added in the window
    /// (derived columns, offsets, theme) stays.
    public func replaced(by spec: ChartSpec, edited: Bool = false) -> Workspace {
        var w = self
        w.base = spec
        w.edited = edited
        w.layout = spec.layout == "vertical" ? nil : spec.layout
        let specs = Self.plots(of: spec)
        if specs.count == plots.count {
            w.plots = zip(plots, specs).map { Plot(id: $0.id, spec: $1) }
        } else {
            w.plots = specs.map { Plot(id: w.newID(), spec: $0) }
        }
        if let m = maximized, w.index(of: m) == nil { w.maximized = nil }
        return w
    }

    /// A workspace showing the plots of a spec file that changed: as `replaced(by:)`, and the
    /// offsets dragged in the window give way to the file's.
    public func reloaded(from spec: ChartSpec) -> Workspace {
        var w = replaced(by: spec)
        w.offsets = [:]
        w.filter = nil
        w.filterSet = false
        w.chosenSelection = nil
        w.selectionSet = false
        return w
    }

    /// Two workspaces are equal when they show the same (the next identity to give aside).
    public static func == (a: Workspace, b: Workspace) -> Bool {
        a.plots == b.plots && a.base == b.base && a.edited == b.edited && a.layout == b.layout && a.theme == b.theme
            && a.derived == b.derived && a.offsets == b.offsets && a.maximized == b.maximized
            && a.filter == b.filter && a.filterSet == b.filterSet
            && a.chosenSelection == b.chosenSelection && a.selectionSet == b.selectionSet
    }

    /// Hashes what `==` compares.
    public func hash(into h: inout Hasher) {
        h.combine(plots)
        h.combine(base)
        h.combine(edited)
        h.combine(layout)
        h.combine(theme)
        h.combine(derived)
        h.combine(offsets)
        h.combine(maximized)
        h.combine(filter)
        h.combine(filterSet)
        h.combine(chosenSelection)
        h.combine(selectionSet)
    }
}
