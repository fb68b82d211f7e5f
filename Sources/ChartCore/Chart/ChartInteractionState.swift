/// What the pointer, keys and gestures have set on a chart: the selection, the crosshair, the
/// cursors and notes, a drag or box zoom in progress, and where the pointer is.
struct ChartInteractionState {
    /// The selected point (taps set it unless `interaction.selectsOnTap` is off).
    var selection: ChartSelection?
    /// The selection carried in the data, found once per data change.
    var dataSelection: ChartSelection?
    /// The crosshair currently shown.
    var crosshair: CrosshairEvent?
    /// The crosshair follows the pointer.
    var isCrosshairOn = false
    /// The rectangle of a box zoom in progress.
    var boxZoomRect: Rect?
    /// The rectangle of a brush in progress.
    var brushRect: Rect?
    /// Points picked out by the app (drawn in full, the rest dimmed).
    var highlight: PointHighlight?
    /// Cursors A and B.
    var cursors = Cursors()
    /// Reference lines and notes pinned on the plot.
    var annotations: [Annotation] = []
    /// The cursor or reference line being dragged, until the button is released.
    var draggedMark: DraggedMark?
    /// Where the pointer is over the chart.
    var pointer: Point?
    /// Where the pointer hovers (no button held), and the scales its value was reported with.
    var hover: (point: Point, key: HoverKey)?
}
