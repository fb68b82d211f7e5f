/// The root chart widget: header, footer, four gutters and the plot, fed by a data source.
///
/// Set `data` directly for the simple case, or set one of the data sources and call
/// `reloadData()`. Rendering builds a `DrawList` that any backend replays.
public final class ChartView: RootWidget {
    // MARK: Data

    /// The data shown. Setting it (or `reloadData()`) re-lays out the chart.
    public var data: ChartData {
        get { store.data }
        set {
            store.set(newValue, appended: pendingAppend)
            pendingAppend = false
            presentedCache = nil
            dataSelection = newValue.selection
            if let s = selection, s.series >= newValue.series.count || s.index >= newValue.series[s.series].count {
                selection = nil
            }
            setNeedsLayout()
        }
    }
    /// The data and what is derived from it (extents, indexes); the chart's local viewport provider.
    public let store = SeriesStore()
    /// Where long lines' points come from: the store, unless an app sets another provider.
    public var provider: (any ViewportProvider)? {
        didSet {
            provider?.onAnswer = { [weak self] in self?.setNeedsDisplay() }
            setNeedsDisplay()
        }
    }
    /// A JBChartView bar data source, asked by `reloadData()` when no series or line source is set.
    public weak var barDataSource: BarChartDataSource?
    /// A JBChartView line data source, asked by `reloadData()` when no series source is set.
    public weak var lineDataSource: LineChartDataSource?
    /// A ShinobiCharts series data source, asked first by `reloadData()`.
    public weak var seriesDataSource: SeriesDataSource?
    /// The JBChartView-style delegate; more listeners join with `addObserver(_:)`.
    public weak var delegate: ChartViewDelegate?
    /// Listeners for one role each (selection, viewport, pointer, loading, rendering), heard after
    /// the delegate: an object adopting one role protocol alone is set here.
    public var delegates = ChartRoleDelegates()
    /// Further listeners, held weakly, told every event after the delegate.
    var observers: [WeakObserver] = []

    // MARK: Settings

    /// The chart's settings: axes, bar layout, style, label layers, selection style, legend.
    public var configuration = ChartConfiguration() {
        didSet {
            options = configuration.geometryOptions(viewport: viewport)
            setNeedsLayout()
        }
    }
    /// The chart title shown in the header.
    public var title: String? {
        get { titleView.text }
        set { titleView.text = newValue; setNeedsLayout() }
    }
    /// What the geometry is computed from: the settings and the viewport.
    var options = PlotGeometry.Options() {
        didSet {
            store.setOptions(options)
            if !options.hasSameTransforms(as: oldValue) || options.orientation != oldValue.orientation { presentedCache = nil }
        }
    }

    // MARK: Interaction

    /// Which gestures the chart answers and how; changing it reinstalls the recognizers.
    public var interaction = InteractionConfig() {
        didSet {
            installGestures()
            viewportController.interaction = interaction
        }
    }
    /// The selected point (taps set it unless `interaction.selectsOnTap` is off).
    public var selection: ChartSelection? { didSet { if selection != oldValue { setNeedsDisplay() } } }
    /// What is drawn as selected: `selection`, else the selection carried in the data.
    public var effectiveSelection: ChartSelection? { selection ?? dataSelection }
    /// The selection carried in the data, found once per data change.
    var dataSelection: ChartSelection?
    /// The crosshair currently shown.
    public internal(set) var crosshair: CrosshairEvent?
    /// The crosshair follows the pointer (toggled with the `c` key).
    public var isCrosshairOn = false { didSet { if !isCrosshairOn { hideCrosshair() } } }
    /// The rectangle of a box zoom in progress.
    public internal(set) var boxZoomRect: Rect?
    /// Cursors A and B (keys `a` and `b` place them at the pointer; drag them along x; `x` clears
    /// them); the delegate hears each change.
    public var cursors = Cursors() {
        didSet {
            guard cursors != oldValue else { return }
            setNeedsDisplay()
            notify(\.pointer) { $0.chartView(self, cursorsMoved: cursors) }
        }
    }
    /// Reference lines and notes pinned on the plot (`r` and Shift+R add lines at the pointer;
    /// lines drag); the delegate hears each change.
    public var annotations: [Annotation] = [] {
        didSet {
            guard annotations != oldValue else { return }
            setNeedsDisplay()
            notify(\.pointer) { $0.chartView(self, annotationsChanged: annotations) }
        }
    }
    /// The least width (pixels) the left and right gutters take, so stacked charts can line
    /// their plots up (0: as wide as their labels need).
    public var minimumGutterWidths = GutterWidths() { didSet { if minimumGutterWidths != oldValue { setNeedsLayout() } } }
    /// The widths the gutters' labels asked for at the last layout (before `minimumGutterWidths`).
    public internal(set) var naturalGutterWidths = GutterWidths()
    /// The cursor or reference line being dragged, until the button is released.
    var draggedMark: DraggedMark?
    /// A cursor or reference line is being dragged (its moves until the release are not settled).
    public var isDraggingCursor: Bool { draggedMark != nil }
    var gestures: ChartGestures?
    /// The zoom and pan: viewport, history, momentum, following the newest data.
    public let viewportController: ViewportController
    var pointer: Point?
    /// Where the pointer hovers (no button held), and the scales its value was reported with:
    /// when a load, zoom or resize changes them, the value under the pointer is reported again.
    var hover: (point: Point, key: HoverKey)?
    /// Runs state and data animations; replace `animationClock` to drive it from a test clock.
    lazy var animator = Animator(clock: animationClock)
    /// The clock animations read (a `ManualClock` lets tests step time).
    public var animationClock: any AnimationClock = SystemClock() {
        didSet { animator.finishAll(); animator = Animator(clock: animationClock) }
    }
    /// JBChartView's expanded or collapsed state (see `setState(_:animated:completion:)`).
    public internal(set) var state: ChartState = .expanded
    var dataTransition: DataTransition?
    var stateFrom: Double = 1
    /// The next data change comes through `appendData`.
    var pendingAppend = false
    /// Fit y to the data in view after every pan or zoom of a time series (the viewer's `y` key).
    public var autoFitsY = false { didSet { if autoFitsY, viewportController.xIsSeries { fitYToVisible() } } }
    /// The footer was hidden by a small window (not by the app), and shows again when there is room.
    var footerHiddenByCompact = false
    /// The fitted ranges while some series was visible, kept while the legend hides them all.
    var lastShownRanges: (x: ClosedRange<Double>, y: ClosedRange<Double>)?
    /// The data as presented, for the animation state it was computed at.
    var presentedCache: (key: [Double], data: ChartData)?
    var extraAxisViews: [(labels: AxisLabelsView, title: AxisTitleView)] = []

    /// The smallest and largest x of the visible series, from the cached extents (no layout needed).
    public var dataXExtent: (Double, Double)? { store.visibleXExtent }

    /// Per-series data extents, scanned once per data change.
    var extents: [PlotGeometry.SeriesExtent] { store.extents }

    /// The data as drawn: stacked series carry their stacked tops in `y` and bottoms in `lo`, and
    /// values on a log axis that are zero or negative are missing. Same series and point indices as `data`.
    public var plotData: ChartData { store.plotData }

    /// Problems with the data as given, for the app to show (a log axis with values ≤ 0, a pie with
    /// negative values). The chart never crashes on them: it leaves such values out.
    public var dataWarnings: [String] { store.warnings }

    // MARK: Regions

    /// Full-width area above everything (title, legend).
    public let header = Widget(id: "header")
    /// Full-width area below everything.
    public let footer = Widget(id: "footer")
    /// The band above the plot (additional x axes sit here).
    public let topGutter = Widget(id: "topGutter")
    /// The band below the plot: x tick labels and the x axis title.
    public let bottomGutter = Widget(id: "bottomGutter")
    /// The band left of the plot: the y axis title and tick labels.
    public let leftGutter = Widget(id: "leftGutter")
    /// The band right of the plot (additional y axes sit here).
    public let rightGutter = Widget(id: "rightGutter")
    /// The plot region; the plot view fills it and app overlays can be added on top.
    public let plotRegion = Widget(id: "plotRegion")
    /// Sizes of the regions; `.auto` takes the content's size.
    public var regionSizes: [ChartRegion: Dimension] = [
        .header: .auto, .footer: .auto, .topGutter: .points(12), .bottomGutter: .auto,
        .leftGutter: .auto, .rightGutter: .points(16), .plot: .relative(1),
    ] { didSet { setNeedsLayout() } }

    /// The chart title, in the header.
    public let titleView = TitleView()
    /// The legend, in the header; a click on an entry shows or hides its series.
    public let legendView = LegendView()
    /// The plot: grid, series, selection and value labels; the gesture recognizers sit on it.
    public let plotView = PlotView()
    /// The x axis tick marks and labels.
    public let xLabels = AxisLabelsView(side: .bottom)
    /// The y axis tick marks and labels.
    public let yLabels = AxisLabelsView(side: .left)
    /// The x axis title.
    public let xTitleView = AxisTitleView(side: .bottom)
    /// The y axis title (reads upward).
    public let yTitleView = AxisTitleView(side: .left)
    /// Draws the crosshair and the box-zoom rectangle above the regions.
    public let overlayView = InteractionOverlayView()
    /// Draws the reference lines and notes over the plot.
    public let annotationsView = AnnotationsView()

    /// Scales and ticks from the last layout.
    public internal(set) var geometry: PlotGeometry
    /// Region frames from the last layout.
    public internal(set) var regions = RegionLayout(frames: [:])

    /// A chart showing `data` (empty by default), with its regions, widgets and gestures.
    public init(data: ChartData = ChartData()) {
        geometry = PlotGeometry.compute(data: data, options: PlotGeometry.Options(), plot: .zero, scale: 1)
        viewportController = ViewportController(scales: .init(x: geometry.x, y: geometry.y, fitX: geometry.fitX, fitY: geometry.fitY))
        super.init(id: "chart")
        connectViewport()
        store.setOptions(options)
        self.data = data
        stackAxis = .overlay
        header.padding = Insets(top: 10, left: 12, bottom: 4, right: 12)
        footer.padding = Insets(top: 2, left: 12, bottom: 8, right: 12)
        leftGutter.stackAxis = .horizontal
        leftGutter.padding = Insets(left: 8)
        rightGutter.stackAxis = .horizontal
        topGutter.stackAxis = .vertical
        bottomGutter.stackAxis = .vertical
        bottomGutter.padding = Insets(bottom: 6)
        plotRegion.stackAxis = .overlay
        for w in [header, footer, topGutter, bottomGutter, leftGutter, rightGutter, plotRegion] {
            w.isHitTestable = false
            addChild(w)
        }
        header.addChild(titleView)
        header.addChild(legendView)
        leftGutter.addChild(yTitleView)
        leftGutter.addChild(yLabels)
        bottomGutter.addChild(xLabels)
        bottomGutter.addChild(xTitleView)
        plotRegion.addChild(plotView)
        plotView.length = .relative(1)
        plotRegion.addChild(annotationsView)
        addChild(overlayView)
        installGestures()
    }

    /// The theme with the style's overrides applied.
    public override var resolvedTheme: Theme { configuration.style.resolve(theme) }

    /// Whether the legend shows, resolving the default.
    var legendVisible: Bool { configuration.showsLegend ?? (data.series.count > 1) }

    /// The series colour: its own style, else the palette colour for its index.
    public func color(ofSeries i: Int) -> Color { plotFrame.color(ofSeries: i) }

    /// What the chart's widgets read this frame (through the layout context).
    public var plotFrame: PlotFrame {
        PlotFrame(geometry: geometry, data: data, plotData: plotData, presentedData: presentedData,
                  dataWarnings: dataWarnings, options: options, configuration: configuration, theme: resolvedTheme,
                  effectiveSelection: effectiveSelection, isMorphing: dataTransition?.style == .morph && isAnimating,
                  traceFraction: traceFraction, spinFraction: spinFraction, radialGrowth: radialGrowth,
                  crosshair: crosshair, boxZoomRect: boxZoomRect, cursors: cursors, annotations: annotations,
                  provider: provider ?? store)
    }

    /// The chart's subtree reads this chart's frame from the context.
    public override func subtreeContext(_ ctx: LayoutContext) -> LayoutContext? {
        var c = ctx
        c.theme = resolvedTheme
        c.plotFrame = plotFrame
        return c
    }

    // MARK: Layout

    /// Lays out the regions around a plot whose geometry is computed twice (ticks need the plot's size, gutters the ticks).
    public override func layoutChildren(_ ctx: LayoutContext) {
        xTitleView.text = configuration.xAxis.title
        yTitleView.text = configuration.yAxis.title
        syncAdditionalAxisViews()
        let sizes = effectiveRegionSizes
        let frame = self.frame
        var plot = frame
        var geometryPlot = plot
        var inner = ctx
        // In a small window the plot keeps its room: the legend goes first, then the title, the
        // footer (status) and the axis titles, until the plot has a usable height.
        var compact = 0
        while true {
            applyCompactness(compact)
            plot = frame
            // Ticks depend on the plot's size and the gutters on the ticks: two rounds from the whole
            // frame, then the geometry for the plot found (unless the second round changed nothing).
            for _ in 0..<2 {
                // The frame's copy of the ticks would keep computeGeometry from reusing their storage.
                inner.plotFrame = nil
                computeGeometry(plot: plot, scale: ctx.scale)
                geometryPlot = plot
                inner.plotFrame = plotFrame
                let c = inner
                regions = RegionLayout.compute(frame: frame, sizes: sizes, scale: ctx.scale) { r in
                    let w = self.regionWidget(r)
                    if w.isHidden { return 0 }
                    guard r == .leftGutter || r == .rightGutter else {
                        return w.preferredLength(along: .vertical, cross: r == .header || r == .footer ? frame.width : plot.width, c)
                    }
                    let natural = w.preferredLength(along: .horizontal, cross: plot.height, c)
                    if r == .leftGutter { self.naturalGutterWidths.left = natural } else { self.naturalGutterWidths.right = natural }
                    return max(natural, r == .leftGutter ? self.minimumGutterWidths.left : self.minimumGutterWidths.right)
                }
                plot = regions[.plot]
            }
            if compact >= Self.compactLevels || plot.height >= Self.minimumPlotHeight(frame, scale: ctx.scale) { break }
            compact += 1
        }
        if plot != geometryPlot {
            inner.plotFrame = nil
            computeGeometry(plot: plot, scale: ctx.scale)
            inner.plotFrame = plotFrame
        }
        for r in ChartRegion.allCases { regionWidget(r).layout(in: regions[r], inner) }
        // Anything else an app adds to the root (an overlay, a help panel) covers the whole chart.
        for c in children where !c.isHidden && !ChartRegion.allCases.contains(where: { regionWidget($0) === c }) {
            c.layout(in: frame, inner)
        }
    }

    /// Replaces the geometry with the one for `plot`; its ticks reuse the old ones' memory.
    private func computeGeometry(plot: Rect, scale: Double) {
        var spare = (geometry.xTicks, geometry.yTicks)
        geometry.xTicks = []
        geometry.yTicks = []
        let data = plotData
        let nothingVisible = !data.series.isEmpty && !data.series.contains { $0.isVisible }
        var o = options
        if nothingVisible, let kept = lastShownRanges {
            // Every series hidden (the legend): keep the ranges last shown instead of a 0–1 (1970) frame.
            o.visibleX = o.visibleX ?? kept.x
            o.visibleY = o.visibleY ?? kept.y
        }
        geometry = PlotGeometry.compute(data: data, options: o, plot: plot, scale: scale, extents: extents, spare: &spare)
        if nothingVisible, let kept = lastShownRanges {
            geometry.fitX = (kept.x.lowerBound, kept.x.upperBound)
            geometry.fitY = (kept.y.lowerBound, kept.y.upperBound)
        } else if data.series.contains(where: { $0.isVisible }) {
            lastShownRanges = (min(geometry.fitX.0, geometry.fitX.1)...max(geometry.fitX.0, geometry.fitX.1),
                               min(geometry.fitY.0, geometry.fitY.1)...max(geometry.fitY.0, geometry.fitY.1))
        }
        viewportController.scales = .init(x: geometry.x, y: geometry.y, fitX: geometry.fitX, fitY: geometry.fitY)
        viewportController.xIsSeries = xIsSeries(data)
    }

    /// A date axis, or x ascending in every visible series (none of them bars or radial).
    private func xIsSeries(_ data: ChartData) -> Bool {
        guard geometry.categoryAxis == .none else { return false }
        if configuration.xAxis.timeZone != nil { return true }
        var any = false
        for (i, s) in data.series.enumerated() where s.isVisible {
            guard s.kind != .bar, !s.kind.isRadial, store.isSorted(i) else { return false }
            any = true
        }
        return any
    }

    /// The container widget of a region.
    public func regionWidget(_ r: ChartRegion) -> Widget {
        switch r {
        case .header: return header
        case .footer: return footer
        case .topGutter: return topGutter
        case .bottomGutter: return bottomGutter
        case .leftGutter: return leftGutter
        case .rightGutter: return rightGutter
        case .plot: return plotRegion
        }
    }

    // MARK: Rendering

    /// Tells the delegate a frame is about to be built.
    public override func willRender(fullRedraw: Bool) {
        notify(\.rendering) { $0.chartView(self, willStartRenderingFullRedraw: fullRedraw) }
    }

    /// Tells the delegate a frame has been built.
    public override func didRender() {
        notify(\.rendering) { $0.chartViewDidFinishRendering(self) }
    }

    /// Pointer bookkeeping and keys (see `respondToInput`).
    public override func respond(to event: InputEvent) -> Bool { respondToInput(event) }

    /// Momentum and animations.
    public override func advance(to time: Double) { advanceTimers(to: time) }

    /// The next momentum or animation frame, while either runs.
    public override func wakeTime(after now: Double) -> Double? { timersWakeTime(after: now) }

    /// Reports the value under a still pointer again when the layout changed the scales (a file
    /// loaded, a zoom, a resize): before drawing, so what the app changes in reply is drawn too.
    public override func didLayout() {
        if let h = hover, h.key != HoverKey(geometry) { hovered(at: h.point) }
    }
}
