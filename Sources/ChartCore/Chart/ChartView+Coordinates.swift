/// Between data values and pixels, for an app's overlay on the plot.
extension ChartView {
    /// The plot area at the last layout, in device pixels.
    public var plotArea: Rect { geometry.plot }

    /// Where the data value (`x`, `y`) is drawn, in device pixels, on the primary axes as the last
    /// layout and any later pan or zoom left them.
    public func location(ofX x: Double, y: Double) -> Point {
        Point(geometry.x.map(x), geometry.y.map(y))
    }

    /// The data value drawn at `point` (device pixels) on the primary axes.
    public func value(at point: Point) -> (x: Double, y: Double) {
        (geometry.x.invert(point.x), geometry.y.invert(point.y))
    }
}
