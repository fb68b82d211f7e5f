import ChartCore
import ChartIO

/// Where a column dragged from the browser was dropped.
public enum ColumnDrop: Hashable, Sendable {
    /// Onto plot `i`: the column joins it (a category splits it).
    case plot(Int)
    /// Onto plot `i`'s x axis (below its plot area): the column becomes its x.
    case xAxis(Int)
    /// Between plots or below the last: a new plot at this index.
    case newPlot(at: Int)
}

/// The exploration workspace's root: the column browser beside a stack of plots, with a footer
/// for the app's status line.
///
/// It draws nothing itself (its children do) and answers the workspace's own input: clicks and
/// drags of columns, the plots' title bars (close, link, double-click to maximise), dividers, the
/// filter box and the browser's keys. What they mean for the data is the app's, through the `on…`
/// closures.
public final class WorkspaceView: RootWidget {
    /// The column browser.
    public let browser = ColumnListView()
    /// The plots.
    public let stack = PlotStackView()
    /// Below the plots: the app's status line goes here.
    public let footer = Widget(id: "workspaceFooter")
    /// Between the plots and the footer, when shown: the app's table (cursor readout, statistics).
    public let panel = TablePanelView()
    /// At the plots' right, when shown: the app's whole row of a wide table.
    public let rowPanel = RowPanelView()
    /// Below the plots, when shown: the app's rows of its file (Ctrl+T).
    public let table = DataTableView()
    /// Laid over the plots (not the browser): the app's banners go here.
    public let plotOverlay = Widget(id: "plotOverlay")
    /// The dragged column's name at the pointer.
    public let ghost = DragGhostView()
    /// Whether the browser shows.
    public var showsBrowser: Bool {
        get { !browser.isHidden }
        set { browser.isHidden = !newValue; if !newValue { setFilterFocus(false); browserHasKeys = false }; setNeedsLayout() }
    }
    /// The plot clicked columns go to.
    public private(set) var currentPlot = 0

    /// A column's row was clicked (its index in `browser.entries`).
    public var onColumnClicked: ((Int) -> Void)?
    /// A column was dragged onto a plot or into the space between plots.
    public var onColumnDropped: ((Int, ColumnDrop) -> Void)?
    /// A legend entry (plot, series) was dragged onto another plot or the space between plots.
    public var onSeriesMoved: ((Int, Int, ColumnDrop) -> Void)?
    /// Shift+Enter on a column in the browser: it becomes the current plot's x.
    public var onColumnAsX: ((Int) -> Void)?
    /// Ctrl+Enter on a column in the browser: it splits the current plot (again: unsplits).
    public var onColumnSplit: ((Int) -> Void)?
    /// A right-click (a press and release of the right button, not a drag) at this point: the app opens its menu.
    public var onContextMenu: ((Point) -> Void)?
    /// Delete was pressed on a column in the browser.
    public var onColumnDeleted: ((Int) -> Void)?
    /// A plot's close button was clicked.
    public var onPlotClosed: ((Int) -> Void)?
    /// A plot's link toggle was clicked.
    public var onLinkToggled: ((Int) -> Void)?
    /// A plot was maximised (its index) or restored (nil).
    public var onMaximizeChanged: ((Int?) -> Void)?
    /// A divider drag ended (the new shares are in `stack.layout`).
    public var onResized: (() -> Void)?
    /// The current plot changed.
    public var onCurrentPlotChanged: ((Int) -> Void)?
    /// A click on the data table's header: the column (an index into its source's columns).
    public var onTableSort: ((Int) -> Void)?
    /// A shown row of the data table was clicked or reached with the keys; `extend`: Shift held
    /// (the selection runs from its first row to this one).
    public var onTableRowChosen: ((Int, _ extend: Bool) -> Void)?
    /// Enter in the filter box on text starting with "=": the rest, as a derived column's
    /// definition (`NAME = EXPRESSION` or an expression alone). The app clears the box when it took it.
    public var onExpressionEntered: ((String) -> Void)?
    /// A Ctrl+drag in a plot's data area: (plot, where it began, where the pointer is, released).
    /// The app slides a file's runs along x by it; without a handler Ctrl+drag pans as a drag does.
    public var onOffsetDrag: ((Int, Point, Point, Bool) -> Void)?

    /// A press on a column row, until it is released.
    var press: (entry: Int, at: Point, dragging: Bool)?
    /// A press on a plot's legend entry (plot, series), until it is released.
    var legendPress: (plot: Int, series: Int, at: Point, dragging: Bool)?
    /// Where the right button went down (a release near it is a right-click).
    var rightPress: Point?
    /// A Ctrl+drag in a plot (see `onOffsetDrag`), until it is released.
    var offsetDrag: (plot: Int, from: Point)?
    /// A divider being dragged, and where the pointer was.
    var dividerDrag: (index: Int, last: Point)?
    /// The last click on a title bar, to tell a double-click.
    var lastTitleClick: (pane: Int, time: Double)?
    /// The browser takes the arrow keys (after a click in it, until a click elsewhere).
    public internal(set) var browserHasKeys = false
    /// The data table takes the arrow keys (after a click in it, until a click elsewhere).
    public internal(set) var tableHasKeys = false
    /// The data table's scroll bar is being dragged.
    var tableBarDrag = false
    /// The next `/` typed is the one that focused the filter.
    var swallowSlash = false
    /// Device pixels per point at the last layout.
    var scale = 1.0

    /// An empty workspace.
    public init() {
        super.init(id: "workspace")
        isHitTestable = true
        footer.padding = Insets(top: 2, left: 12, bottom: 6, right: 12)
        footer.isHitTestable = false
        addChild(browser)
        addChild(stack)
        addChild(panel)
        addChild(rowPanel)
        addChild(table)
        addChild(footer)
        plotOverlay.stackAxis = .overlay
        plotOverlay.isHitTestable = false
        addChild(plotOverlay)
        addChild(ghost)
    }

    /// The panes, in order.
    public var panes: [PlotPaneView] { stack.panes }

    /// Makes plot `i` the one clicked columns go to.
    public func setCurrentPlot(_ i: Int) {
        let i = max(0, min(i, panes.count - 1))
        for (k, p) in panes.enumerated() { p.titleBar.isCurrent = k == i && panes.count > 1 }
        guard i != currentPlot else { return }
        currentPlot = i
        onCurrentPlotChanged?(i)
    }

    /// The workspace's own input (see `WorkspaceView+Input`).
    public override func respond(to event: InputEvent) -> Bool { respondToWorkspaceInput(event) }

    /// Browser on the left, plots (the row panel at their right), the data table and footer on the right; anything else the app adds covers the whole window.
    public override func layoutChildren(_ ctx: LayoutContext) {
        scale = ctx.scale
        // Wider for a larger font, so names are not cut to a few letters.
        let bw = browser.isHidden ? 0 : min(ctx.px(260 * ColumnListView.textScale(ctx)), frame.width * 0.4)
        if !browser.isHidden { browser.layout(in: Rect(x: frame.minX, y: frame.minY, width: bw, height: frame.height), ctx) }
        let right = Rect(x: frame.minX + bw, y: frame.minY, width: frame.width - bw, height: frame.height)
        let fh = footer.isHidden ? 0 : footer.preferredLength(along: .vertical, cross: right.width, ctx)
        // The panel takes at most half of what the footer leaves.
        let ph = panel.isHidden ? 0 : min(panel.preferredLength(along: .vertical, cross: right.width, ctx), (right.height - fh) / 2)
        let rw = rowPanel.isHidden ? 0 : rowPanel.preferredWidth(in: right.width, ctx)
        // The data table takes two fifths of what is left, and at least a few rows' height.
        let left = max(0, right.height - fh - ph)
        let th = table.isHidden ? 0 : min(left * 0.6, max(left * 0.4, ctx.px(160)))
        let plotsHeight = left - th
        stack.layout(in: Rect(x: right.minX, y: right.minY, width: right.width - rw, height: plotsHeight), ctx)
        if !table.isHidden { table.layout(in: Rect(x: right.minX, y: right.minY + plotsHeight, width: right.width, height: th), ctx) }
        if !rowPanel.isHidden { rowPanel.layout(in: Rect(x: right.maxX - rw, y: right.minY, width: rw, height: plotsHeight), ctx) }
        if !panel.isHidden { panel.layout(in: Rect(x: right.minX, y: right.maxY - fh - ph, width: right.width, height: ph), ctx) }
        if !footer.isHidden { footer.layout(in: Rect(x: right.minX, y: right.maxY - fh, width: right.width, height: fh), ctx) }
        plotOverlay.layout(in: stack.frame, ctx)
        for c in children where !c.isHidden && c !== browser && c !== stack && c !== panel && c !== rowPanel && c !== table && c !== footer && c !== plotOverlay {
            c.layout(in: frame, ctx)
        }
    }
}
