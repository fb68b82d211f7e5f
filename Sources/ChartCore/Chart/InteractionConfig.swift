/// What a double tap does (ShinobiCharts' gestureDoubleTapResetsZoom / gestureDoubleTapEnabled).
public enum DoubleTapAction: Hashable, Sendable {
    /// Show all the data again.
    case resetZoom
    /// Zoom in by the factor about the tap.
    case zoomIn(Double)
    /// Ignore double taps (a single tap then selects without waiting).
    case none
}

/// What the plain mouse wheel does.
public enum WheelAction: Hashable, Sendable {
    /// Zoom about the pointer, or pan the view like a scroll.
    case zoom, scroll
}

/// How the crosshair reads values.
public enum CrosshairMode: Hashable, Sendable {
    /// Jump to the nearest data point.
    case snap
    /// Follow the cursor's x and read the nearest series linearly interpolated there.
    case interpolate
    /// Report the cursor's own data coordinates.
    case free
}

/// Which gestures a chart answers and how.
public struct InteractionConfig: Hashable, Sendable {
    /// Dragging may move the horizontal range.
    public var panX = true
    /// Dragging may move the vertical range.
    public var panY = true
    /// Pinch, wheel and box zoom may change the horizontal range.
    public var zoomX = true
    /// Pinch, wheel and box zoom may change the vertical range.
    public var zoomY = true
    /// Keep moving after a fast release, slowing down.
    public var momentum = true
    /// Seconds for momentum to slow to 1/e of its speed.
    public var momentumTimeConstant = 0.325
    /// How far the horizontal axis may zoom in and out.
    public var xLimits = ZoomLimits()
    /// How far the vertical axis may zoom in and out.
    public var yLimits = ZoomLimits()
    /// What a double tap on the plot does; `.none` turns double taps off.
    public var doubleTap: DoubleTapAction = .resetZoom
    /// Whether the plain mouse wheel zooms or scrolls (ctrl+wheel always zooms).
    public var wheel: WheelAction = .zoom
    /// Right-drag or shift+drag draws a rectangle and zooms to it.
    public var boxZoom = true
    /// Ctrl+Shift+drag draws a rectangle that zooms nowhere: the selection delegate hears the
    /// ranges it covers (`didBrush`), to pick rows out. Off by default.
    public var brush = false
    /// A brush picks a range of x alone: it is drawn as a band the plot's height, and reports the
    /// visible y range (where rows are picked by x, as on a time series).
    public var brushesXOnly = false
    /// The chart answers keys (arrows pan, +/- zoom, Tab selects, `c` crosshair…); an app that
    /// gives those keys another meaning (a gallery's arrows turn pages) turns this off.
    public var keyboard = true
    /// The measuring keys: `a` and `b` place cursors A and B at the pointer and `x` clears them,
    /// `r` and Shift+R add reference lines, `c` toggles the crosshair. Off by default, so an app's
    /// own letters stay its own; the viewer turns them on.
    public var measuringKeys = false
    /// On a time series (a date axis, or x ascending in every visible series) the plain wheel zooms
    /// x only, Shift+wheel y only and Ctrl+wheel (or a touchpad pinch) both; off, the wheel zooms both.
    public var timeSeriesWheel = true
    /// A long press shows the crosshair, following the pointer until release.
    public var longPressCrosshair = true
    /// How the crosshair reads values: snapped, interpolated or free.
    public var crosshairMode: CrosshairMode = .snap
    /// Pixels within which a tap selects the nearest line point.
    public var selectionTolerance: Double = 14
    /// The chart updates `selection` itself on taps (JBChartView); turn off to leave it to the
    /// delegate (Graffeine's model).
    public var selectsOnTap = true
    /// Tap, drag and press thresholds for the chart's recognizers.
    public var gestures = GestureSettings()

    /// Creates a config with every gesture on, double tap resetting zoom and the wheel zooming.
    public init() {}
}
