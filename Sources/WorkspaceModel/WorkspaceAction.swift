import ChartIO
import ChartSpecs

/// Every change a person makes to a workspace: a key, a click, a drag or a menu is one of these,
/// applied by `Workspace.applying(_:)`. Navigation (pan, zoom) is not: it keeps its own history in
/// each chart; nor are loads and spec reloads (`WorkspaceStore.replace`).
public enum WorkspaceAction: Hashable, Sendable {
    /// A click on a column: it leaves the plot when there, else joins it (or becomes its x, or
    /// gets a plot of its own); nil plot: a new plot at the end.
    case toggleColumn(ColumnSummary, plot: PlotID?)
    /// A column dropped on a plot.
    case addColumn(ColumnSummary, plot: PlotID)
    /// A column dropped between plots: a new plot at `at` showing it.
    case insertColumn(ColumnSummary, at: Int)
    /// Delete on a column: it leaves the plot (the plot goes with its last column).
    case removeColumn(ColumnSummary, plot: PlotID)
    /// A series (its column) dragged from one plot to another.
    case moveSeries(String, from: PlotID, to: PlotID)
    /// A series dragged between plots: a new plot at `at` showing it.
    case moveSeriesToNewPlot(String, from: PlotID, at: Int)
    /// A new plot at the end (a histogram, a spectrum).
    case appendPlot(PlotSpec)
    /// A plot closed (the last plot stays).
    case closePlot(PlotID)
    /// A number of another size than a plot's columns, added on a right-hand axis.
    case addToRightAxis(ColumnSummary, plot: PlotID)
    /// A column made a plot's x (dropped on its x axis, Shift+Enter in the browser).
    case setX(ColumnSummary, plot: PlotID)
    /// A plot's rows split by a column, one series per value (again: the split undone).
    case split(ColumnSummary, plot: PlotID)
    /// A plot's x or y axis (`"x"`, `"y"`) made logarithmic (true) or linear.
    case setLog(PlotID, axis: String, Bool)
    /// A plot's title, x axis title or y axis title (`part`: "title", "x", "y") renamed (nil: the default again).
    case rename(PlotID, part: String, String?)
    /// A plot's kind (nil: the builder chooses).
    case setKind(PlotID, String?)
    /// A split bar plot's bars stacked per key (true) or side by side.
    case setStacked(PlotID, Bool)
    /// A histogram's bins (nil: Freedman–Diaconis).
    case setBins(PlotID, Int?)
    /// A histogram's or spectrum's scale (nil: its default).
    case setScale(PlotID, String?)
    /// Whether a plot's x follows the other plots'.
    case setLinked(PlotID, Bool)
    /// The plots' shares of the stack, in their order.
    case setShares([Double])
    /// `horizontal` (side by side) or nil (stacked).
    case setLayout(String?)
    /// A plot's reference lines and notes.
    case setAnnotations(PlotID, [AnnotationSpec])
    /// A series of a plot (by name) hidden, or shown again.
    case setHidden(PlotID, series: String, Bool)
    /// Where plots' cursors stand, by plot (nil: neither is placed); the linked plots' move together.
    case setCursors([PlotID: CursorSpec?])
    /// A derived column typed in the window (`NAME = EXPRESSION`).
    case addDerived(String)
    /// A file's x offset (dragged), by its name.
    case setOffset(file: String, Double)
    /// The theme by name.
    case setTheme(String)
    /// The plot that fills the stack (nil: all are shown).
    case setMaximized(PlotID?)
    /// Only the rows holding a condition are shown (nil: all rows).
    case setFilter(String?)
    /// The rows holding a condition are picked out in every plot and the table (nil: none are).
    case setSelection(String?)

    /// What the action does, in a few words (an undo's toast names it).
    public var label: String {
        switch self {
        case .toggleColumn(let c, _): return "click on \(c.name)"
        case .addColumn(let c, _), .insertColumn(let c, _): return "drop of \(c.name)"
        case .removeColumn(let c, _): return "removal of \(c.name)"
        case .moveSeries(let s, _, _), .moveSeriesToNewPlot(let s, _, _): return "move of \(s)"
        case .appendPlot(let p): return "new \(p.kind ?? "plot")"
        case .closePlot: return "closed plot"
        case .addToRightAxis(let c, _): return "\(c.name) on the right axis"
        case .rename(_, let part, _): return part == "title" ? "title" : "\(part) axis title"
        case .setX(let c, _): return "x \(c.name)"
        case .split(let c, _): return "split by \(c.name)"
        case .setLog(_, let axis, let on): return "\(on ? "log" : "linear") \(axis)"
        case .setKind(_, let k): return "kind \(k ?? "chosen")"
        case .setStacked(_, let on): return on ? "stacked bars" : "grouped bars"
        case .setBins(_, let n): return n.map { "\($0) bins" } ?? "bins"
        case .setScale(_, let s): return "scale \(s ?? "default")"
        case .setLinked(_, let on): return on ? "link" : "unlink"
        case .setShares: return "resize"
        case .setLayout(let l): return "layout \(l ?? "vertical")"
        case .setAnnotations: return "annotation edit"
        case .setHidden(_, let name, let hidden): return "\(hidden ? "hiding" : "showing") of \(name)"
        case .setCursors(let c): return c.values.allSatisfy { $0 == nil } ? "cursors cleared" : "cursor move"
        case .addDerived(let d): return "derived column \(d)"
        case .setOffset(let f, _): return "offset of \(f)"
        case .setTheme(let t): return "theme \(t)"
        case .setMaximized(let p): return p == nil ? "restore" : "maximise"
        case .setFilter(let f): return f.map { "filter \($0)" } ?? "filter cleared"
        case .setSelection(let c): return c == nil ? "selection cleared" : "selection"
        }
    }

    /// Whether the action changes the data the plots are built from (every plot is rebuilt).
    public var changesData: Bool {
        switch self {
        case .addDerived, .setOffset, .setFilter: return true
        default: return false
        }
    }
}
