/// Hears `reloadData` ask the data source (ShinobiCharts' loading callbacks).
@MainActor
public protocol ChartLoadingDelegate: AnyObject {
    /// `reloadData` is about to ask the data source.
    func chartViewWillStartLoadingData(_ chart: ChartView)
    /// `reloadData` has the new data.
    func chartViewDidFinishLoadingData(_ chart: ChartView)
}

/// Hears frames being built (ShinobiCharts' rendering callbacks).
@MainActor
public protocol ChartRenderingDelegate: AnyObject {
    /// A frame is about to be built; `fullRedraw` is false when only overlays changed.
    func chartView(_ chart: ChartView, willStartRenderingFullRedraw fullRedraw: Bool)
    /// A frame has been built into the draw list.
    func chartViewDidFinishRendering(_ chart: ChartView)
}

/// Hears points being selected and deselected (JBChartView's selection callbacks).
@MainActor
public protocol ChartSelectionDelegate: AnyObject {
    /// A tap hit a data point (a bar, or the nearest line point within the tolerance).
    func chartView(_ chart: ChartView, didSelect event: SelectionEvent)
    /// A tap hit empty space, or the selection was cleared.
    func chartViewDidDeselect(_ chart: ChartView)
    /// A rectangle was brushed on the plot (Ctrl+Shift+drag, with `interaction.brush` on).
    func chartView(_ chart: ChartView, didBrush brush: ChartBrush)
    /// A legend entry was brushed (Ctrl+Shift+click, with `interaction.brush` on): series `index`.
    func chartView(_ chart: ChartView, didBrushSeries index: Int)
}

/// Hears the viewport change.
@MainActor
public protocol ChartViewportDelegate: AnyObject {
    /// Pan or zoom began, changed or ended; carries the new visible ranges.
    func chartView(_ chart: ChartView, viewportDidChange event: ViewportEvent)
    /// A double tap (or key) reset the zoom.
    func chartViewDidResetZoom(_ chart: ChartView)
}

/// Hears the pointer, the crosshair and the legend.
@MainActor
public protocol ChartPointerDelegate: AnyObject {
    /// The crosshair moved (nil when it was hidden).
    func chartView(_ chart: ChartView, crosshairMoved event: CrosshairEvent?)
    /// A legend click showed or hid a series.
    func chartView(_ chart: ChartView, didToggleSeries index: Int, visible: Bool)
    /// The pointer moved over the plot (nil when it left): its data coordinates.
    func chartView(_ chart: ChartView, pointerMovedTo value: (x: Double, y: Double)?)
    /// Cursor A or B was placed, moved or cleared.
    func chartView(_ chart: ChartView, cursorsMoved cursors: Cursors)
    /// A reference line or note was added, moved or removed.
    func chartView(_ chart: ChartView, annotationsChanged annotations: [Annotation])
}

/// Every lifecycle and interaction callback (ShinobiCharts' and JBChartView's delegates), made of
/// the small role protocols above; every method is optional.
public typealias ChartViewDelegate = ChartLoadingDelegate & ChartRenderingDelegate & ChartSelectionDelegate
    & ChartViewportDelegate & ChartPointerDelegate

extension ChartLoadingDelegate {
    /// Does nothing.
    public func chartViewWillStartLoadingData(_ chart: ChartView) {}
    /// Does nothing.
    public func chartViewDidFinishLoadingData(_ chart: ChartView) {}
}

extension ChartRenderingDelegate {
    /// Does nothing.
    public func chartView(_ chart: ChartView, willStartRenderingFullRedraw fullRedraw: Bool) {}
    /// Does nothing.
    public func chartViewDidFinishRendering(_ chart: ChartView) {}
}

extension ChartSelectionDelegate {
    /// Does nothing.
    public func chartView(_ chart: ChartView, didSelect event: SelectionEvent) {}
    /// Does nothing.
    public func chartViewDidDeselect(_ chart: ChartView) {}
    /// Does nothing.
    public func chartView(_ chart: ChartView, didBrush brush: ChartBrush) {}
    /// Does nothing.
    public func chartView(_ chart: ChartView, didBrushSeries index: Int) {}
}

extension ChartViewportDelegate {
    /// Does nothing.
    public func chartView(_ chart: ChartView, viewportDidChange event: ViewportEvent) {}
    /// Does nothing.
    public func chartViewDidResetZoom(_ chart: ChartView) {}
}

extension ChartPointerDelegate {
    /// Does nothing.
    public func chartView(_ chart: ChartView, crosshairMoved event: CrosshairEvent?) {}
    /// Does nothing.
    public func chartView(_ chart: ChartView, didToggleSeries index: Int, visible: Bool) {}
    /// Does nothing.
    public func chartView(_ chart: ChartView, pointerMovedTo value: (x: Double, y: Double)?) {}
    /// Does nothing.
    public func chartView(_ chart: ChartView, cursorsMoved cursors: Cursors) {}
    /// Does nothing.
    public func chartView(_ chart: ChartView, annotationsChanged annotations: [Annotation]) {}
}
