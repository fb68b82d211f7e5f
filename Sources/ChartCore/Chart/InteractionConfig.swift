/// What a double tap does (ShinobiCharts' gestureDoubleTapResetsZoom / gestureDoubleTapEnabled).
public enum DoubleTapAction: Hashable, Sendable {
    case resetZoom
    /// Zoom in by the factor about the tap.
    case zoomIn(Double)
    case none
}

/// What the plain mouse wheel does.
public enum WheelAction: Hashable, Sendable {
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
    public var panX = true
    public var panY = true
    public var zoomX = true
    public var zoomY = true
    /// Keep moving after a fast release, slowing down.
    public var momentum = true
    /// Seconds for momentum to slow to 1/e of its speed.
    public var momentumTimeConstant = 0.325
    public var xLimits = ZoomLimits()
    public var yLimits = ZoomLimits()
    public var doubleTap: DoubleTapAction = .resetZoom
    public var wheel: WheelAction = .zoom
    public var boxZoom = true
    /// The chart answers keys (arrows pan, +/- zoom, Tab selects, `c` crosshair…); an app that
    /// gives those keys another meaning (a gallery's arrows turn pages) turns this off.
    public var keyboard = true
    public var longPressCrosshair = true
    public var crosshairMode: CrosshairMode = .snap
    /// Pixels within which a tap selects the nearest line point.
    public var selectionTolerance: Double = 14
    /// The chart updates `selection` itself on taps (JBChartView); turn off to leave it to the
    /// delegate (Graffeine's model).
    public var selectsOnTap = true
    public var gestures = GestureSettings()

    public init() {}
}
