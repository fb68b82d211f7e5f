/// The chart's sources, listeners and interactive state, as the app reaches them (owned by
/// `ChartSources`, `ChartListeners`, `ChartInteractionState` and `ChartAnimationState`).
extension ChartView {
    // MARK: Sources and listeners

    /// Where long lines' points come from: the store, unless an app sets another provider.
    package var provider: (any ViewportProvider)? {
        get { sources.provider }
        set {
            sources.provider = newValue
            newValue?.onAnswer = { [weak self] in self?.setNeedsDisplay() }
            setNeedsDisplay()
        }
    }
    /// A JBChartView bar data source, asked by `reloadData()` when no series or line source is set.
    public var barDataSource: BarChartDataSource? {
        get { sources.bar }
        set { sources.bar = newValue }
    }
    /// A JBChartView line data source, asked by `reloadData()` when no series source is set.
    public var lineDataSource: LineChartDataSource? {
        get { sources.line }
        set { sources.line = newValue }
    }
    /// A ShinobiCharts series data source, asked first by `reloadData()`.
    public var seriesDataSource: SeriesDataSource? {
        get { sources.series }
        set { sources.series = newValue }
    }
    /// The JBChartView-style delegate (held weakly); more listeners join with `addObserver(_:)`.
    public var delegate: ChartViewDelegate? {
        get { listeners.delegate }
        set { listeners.delegate = newValue }
    }
    /// Listeners for one role each (selection, viewport, pointer, loading, rendering), heard after
    /// the delegate: an object adopting one role protocol alone is set here.
    public var delegates: ChartRoleDelegates {
        get { listeners.roles }
        set { listeners.roles = newValue }
    }

    // MARK: Interaction

    /// The selected point (taps set it unless `interaction.selectsOnTap` is off).
    public var selection: ChartSelection? {
        get { interactionState.selection }
        set {
            guard newValue != interactionState.selection else { return }
            interactionState.selection = newValue
            setNeedsDisplay()
        }
    }
    /// What is drawn as selected: `selection`, else the selection carried in the data.
    public var effectiveSelection: ChartSelection? { interactionState.selection ?? interactionState.dataSelection }
    /// The crosshair currently shown.
    public var crosshair: CrosshairEvent? { interactionState.crosshair }
    /// The crosshair follows the pointer (toggled with the `c` key).
    public var isCrosshairOn: Bool {
        get { interactionState.isCrosshairOn }
        set {
            interactionState.isCrosshairOn = newValue
            if !newValue { hideCrosshair() }
        }
    }
    /// The rectangle of a box zoom in progress.
    package var boxZoomRect: Rect? { interactionState.boxZoomRect }
    /// Points picked out — rows brushed here or in a linked view: they are drawn in full and the
    /// rest of every series dimmed (nil: nothing is picked out).
    public var highlight: PointHighlight? {
        get { interactionState.highlight }
        set {
            guard newValue != interactionState.highlight else { return }
            interactionState.highlight = newValue
            setNeedsDisplay()
        }
    }
    /// Cursors A and B (keys `a` and `b` place them at the pointer; drag them along x; `x` clears
    /// them); the delegate hears each change.
    public var cursors: Cursors {
        get { interactionState.cursors }
        set {
            guard newValue != interactionState.cursors else { return }
            interactionState.cursors = newValue
            setNeedsDisplay()
            notify(\.pointer) { $0.chartView(self, cursorsMoved: newValue) }
        }
    }
    /// Reference lines and notes pinned on the plot (`r` and Shift+R add lines at the pointer;
    /// lines drag); the delegate hears each change.
    public var annotations: [Annotation] {
        get { interactionState.annotations }
        set {
            guard newValue != interactionState.annotations else { return }
            interactionState.annotations = newValue
            setNeedsDisplay()
            notify(\.pointer) { $0.chartView(self, annotationsChanged: newValue) }
        }
    }
    /// A cursor or reference line is being dragged (its moves until the release are not settled).
    package var isDraggingCursor: Bool { interactionState.draggedMark != nil }

    // MARK: Animation

    /// The clock animations read (a `ManualClock` lets tests step time).
    public var animationClock: any AnimationClock {
        get { animations.animator.clock }
        set {
            animations.animator.finishAll()
            animations.animator = Animator(clock: newValue)
        }
    }
    /// JBChartView's expanded or collapsed state (see `setState(_:animated:completion:)`).
    public var state: ChartState { animations.state }
}
