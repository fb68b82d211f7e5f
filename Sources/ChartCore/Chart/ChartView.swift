/// The root chart widget: header, footer, four gutters and the plot, fed by a data source.
///
/// Set `data` directly for the simple case, or set one of the data sources and call
/// `reloadData()`. Rendering builds a `DrawList` that any backend replays.
public final class ChartView: RootWidget {
    // MARK: State (each fact has one owner; the chart's properties read and write through them)

    /// The data and what is derived from it (extents, indexes); the chart's local viewport provider.
    package let store = SeriesStore()
    /// The data sources, the viewport provider.
    var sources = ChartSources()
    /// The delegate, the role listeners, the observers.
    var listeners = ChartListeners()
    /// The widgets of the tree.
    let parts = ChartParts()
    /// Region sizes and frames, gutter widths.
    var layoutState = ChartLayoutState()
    /// Selection, crosshair, cursors, notes, pointer.
    var interactionState = ChartInteractionState()
    /// Animations and the expanded or collapsed state.
    var animations = ChartAnimationState()
    /// The zoom and pan: viewport, scales and geometry, history, momentum, following the newest data.
    package let viewportController: ViewportController
    /// The recognizers installed on the plot and legend from `interaction`.
    var gestures: ChartGestures?

    // MARK: Data

    /// The data shown. Setting it (or `reloadData()`) re-lays out the chart.
    public var data: ChartData {
        get { store.data }
        set { setData(newValue, appended: false) }
    }

    /// Replaces the data; `appended` when it is the current data with points added to its series.
    func setData(_ newValue: ChartData, appended: Bool) {
        store.set(newValue, appended: appended)
        animations.presentedCache = nil
        interactionState.dataSelection = newValue.selection
        if let s = selection, s.series >= newValue.series.count || s.index >= newValue.series[s.series].count {
            selection = nil
        }
        setNeedsLayout()
    }

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
            if !options.hasSameTransforms(as: oldValue) || options.orientation != oldValue.orientation { animations.presentedCache = nil }
        }
    }
    /// Which gestures the chart answers and how; changing it reinstalls the recognizers.
    public var interaction = InteractionConfig() {
        didSet {
            installGestures()
            viewportController.interaction = interaction
        }
    }
    /// Fit y to the data in view after every pan or zoom of a time series (the viewer's `y` key).
    public var autoFitsY = false { didSet { if autoFitsY, viewportController.xIsSeries { fitYToVisible() } } }

    /// Scales and ticks from the last layout (the viewport controller's).
    package var geometry: PlotGeometry {
        _read { yield viewportController.geometry }
        _modify { yield &viewportController.geometry }
    }

    /// The smallest and largest x of the visible series, from the cached extents (no layout needed).
    package var dataXExtent: (Double, Double)? { store.visibleXExtent }

    /// Per-series data extents, scanned once per data change.
    var extents: [PlotGeometry.SeriesExtent] { store.extents }

    /// The data as drawn: stacked series carry their stacked tops in `y` and bottoms in `lo`, and
    /// values on a log axis that are zero or negative are missing. Same series and point indices as `data`.
    package var plotData: ChartData { store.plotData }

    /// Problems with the data as given, for the app to show (a log axis with values ≤ 0, a pie with
    /// negative values). The chart never crashes on them: it leaves such values out.
    public var dataWarnings: [String] { store.warnings }

    /// A chart showing `data` (empty by default), with its regions, widgets and gestures.
    public init(data: ChartData = ChartData()) {
        let geometry = PlotGeometry.compute(data: data, options: PlotGeometry.Options(), plot: .zero, scale: 1)
        viewportController = ViewportController(geometry: geometry)
        super.init(id: "chart")
        connectViewport()
        store.setOptions(options)
        self.data = data
        parts.assemble(into: self)
        installGestures()
    }

    /// The theme with the style's overrides applied.
    public override var resolvedTheme: Theme { configuration.style.resolve(theme) }

    /// Whether the legend shows, resolving the default.
    var legendVisible: Bool { configuration.showsLegend ?? (data.series.count > 1) }

    /// The series colour: its own style, else the palette colour for its index.
    public func color(ofSeries i: Int) -> Color { plotFrame.color(ofSeries: i) }

    /// What the chart's widgets read this frame (through the layout context).
    package var plotFrame: PlotFrame {
        PlotFrame(geometry: geometry, data: data, plotData: plotData, presentedData: presentedData,
                  dataWarnings: dataWarnings, options: options, configuration: configuration, theme: resolvedTheme,
                  effectiveSelection: effectiveSelection, isMorphing: animations.dataTransition?.style == .morph && isAnimating,
                  traceFraction: traceFraction, spinFraction: spinFraction, radialGrowth: radialGrowth,
                  crosshair: crosshair, boxZoomRect: boxZoomRect, brushRect: interactionState.brushRect,
                  highlight: interactionState.highlight, cursors: cursors, annotations: annotations,
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
                layoutState.regions = RegionLayout.compute(frame: frame, sizes: sizes, scale: ctx.scale) { r in
                    let w = self.parts.region(r)
                    if w.isHidden { return 0 }
                    guard r == .leftGutter || r == .rightGutter else {
                        return w.preferredLength(along: .vertical, cross: r == .header || r == .footer ? frame.width : plot.width, c)
                    }
                    let natural = w.preferredLength(along: .horizontal, cross: plot.height, c)
                    if r == .leftGutter { self.layoutState.naturalGutterWidths.left = natural } else { self.layoutState.naturalGutterWidths.right = natural }
                    return max(natural, r == .leftGutter ? self.layoutState.minimumGutterWidths.left : self.layoutState.minimumGutterWidths.right)
                }
                plot = layoutState.regions[.plot]
            }
            if compact >= Self.compactLevels || plot.height >= Self.minimumPlotHeight(frame, scale: ctx.scale) { break }
            compact += 1
        }
        if plot != geometryPlot {
            inner.plotFrame = nil
            computeGeometry(plot: plot, scale: ctx.scale)
            inner.plotFrame = plotFrame
        }
        for r in ChartRegion.allCases { parts.region(r).layout(in: layoutState.regions[r], inner) }
        // Anything else an app adds to the root (an overlay, a help panel) covers the whole chart.
        for c in children where !c.isHidden && !parts.isRegion(c) {
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
        if nothingVisible, let kept = layoutState.lastShownRanges {
            // Every series hidden (the legend): keep the ranges last shown instead of a 0–1 (1970) frame.
            o.visibleX = o.visibleX ?? kept.x
            o.visibleY = o.visibleY ?? kept.y
        }
        geometry = PlotGeometry.compute(data: data, options: o, plot: plot, scale: scale, extents: extents, spare: &spare)
        if nothingVisible, let kept = layoutState.lastShownRanges {
            geometry.fitX = (kept.x.lowerBound, kept.x.upperBound)
            geometry.fitY = (kept.y.lowerBound, kept.y.upperBound)
        } else if data.series.contains(where: { $0.isVisible }) {
            layoutState.lastShownRanges = (min(geometry.fitX.0, geometry.fitX.1)...max(geometry.fitX.0, geometry.fitX.1),
                               min(geometry.fitY.0, geometry.fitY.1)...max(geometry.fitY.0, geometry.fitY.1))
        }
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
    public func regionWidget(_ r: ChartRegion) -> Widget { parts.region(r) }

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
        if let h = interactionState.hover, h.key != HoverKey(geometry) { hovered(at: h.point) }
    }
}
