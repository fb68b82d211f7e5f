/// A selected data point: which series and which index.
public struct ChartSelection: Hashable, Sendable {
    /// Index of the series in the chart's data.
    public var series: Int
    /// Index of the point (or bar column) within that series.
    public var index: Int

    /// Creates a selection of point `index` of series `series`.
    public init(series: Int, index: Int) {
        self.series = series
        self.index = index
    }
}

/// What a tap hit, as reported to the delegate.
public struct SelectionEvent: Hashable, Sendable {
    /// The series and point that were hit.
    public var selection: ChartSelection
    /// The touch point in the chart's pixel coordinates.
    public var touchPoint: Point
    /// The data point's x (index for bars) and y values.
    public var x: Double
    /// The data point's y value.
    public var y: Double
}

/// A change of the visible ranges, reported during and after pan and zoom.
public struct ViewportEvent: Hashable, Sendable {
    /// What moved the view: a gesture, a reset, a key, or going back or forward in history.
    public enum Kind: Hashable, Sendable { case pan, zoom, boxZoom, reset, keyboard, history }
    /// The gesture or command that caused the change.
    public var kind: Kind
    /// Began or changed while a gesture runs, ended (or cancelled) when it finishes.
    public var phase: GestureState
    /// The new visible range of the horizontal axis, in data units.
    public var x: ClosedRange<Double>
    /// The new visible range of the vertical axis, in data units.
    public var y: ClosedRange<Double>
}

/// Where the crosshair is and what it reads.
public struct CrosshairEvent: Hashable, Sendable {
    /// Where the crosshair is drawn, in device pixels (on the data point when snapped).
    public var position: Point
    /// The x value the crosshair reads, in data units.
    public var x: Double
    /// The y value the crosshair reads, in data units.
    public var y: Double
    /// The data point it snapped to, if any.
    public var snapped: ChartSelection?
}

/// A rectangle brushed on the plot (Ctrl+Shift+drag, where `interaction.brush` is on): the data
/// ranges it covers on the primary axes, as `value(at:)` reads them.
public struct ChartBrush: Hashable, Sendable {
    /// The horizontal axis's values covered (category positions on a category axis).
    public var x: ClosedRange<Double>
    /// The vertical axis's values covered.
    public var y: ClosedRange<Double>
    /// The rectangle in the chart's pixels.
    public var rect: Rect
    /// The bars the rectangle touches (series and category), in series order.
    public var bars: [ChartSelection] = []

    /// A brush covering `x` and `y` (data values), drawn as `rect`, touching `bars`.
    public init(x: ClosedRange<Double>, y: ClosedRange<Double>, rect: Rect, bars: [ChartSelection] = []) {
        self.x = x
        self.y = y
        self.rect = rect
        self.bars = bars
    }
}
