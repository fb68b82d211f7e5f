/// A selected data point: which series and which index.
public struct ChartSelection: Hashable, Sendable {
    public var series: Int
    public var index: Int

    public init(series: Int, index: Int) {
        self.series = series
        self.index = index
    }
}

/// What a tap hit, as reported to the delegate.
public struct SelectionEvent: Hashable, Sendable {
    public var selection: ChartSelection
    /// The touch point in the chart's pixel coordinates.
    public var touchPoint: Point
    /// The data point's x (index for bars) and y values.
    public var x: Double
    public var y: Double
}

/// A change of the visible ranges, reported during and after pan and zoom.
public struct ViewportEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable { case pan, zoom, boxZoom, reset, keyboard, history }
    public var kind: Kind
    public var phase: GestureState
    public var x: ClosedRange<Double>
    public var y: ClosedRange<Double>
}

/// Where the crosshair is and what it reads.
public struct CrosshairEvent: Hashable, Sendable {
    public var position: Point
    public var x: Double
    public var y: Double
    /// The data point it snapped to, if any.
    public var snapped: ChartSelection?
}
