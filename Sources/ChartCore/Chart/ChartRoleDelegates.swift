/// Listeners for one role of a chart's events each, besides its `delegate`: an object that only
/// cares about selection adopts ``ChartSelectionDelegate`` alone and is set as `selection`.
/// Each is held weakly, as the delegate is.
public struct ChartRoleDelegates {
    /// Hears points selected and deselected.
    public weak var selection: (any ChartSelectionDelegate)?
    /// Hears pans, zooms and resets.
    public weak var viewport: (any ChartViewportDelegate)?
    /// Hears the pointer, the crosshair, the legend, cursors and notes.
    public weak var pointer: (any ChartPointerDelegate)?
    /// Hears `reloadData` ask the data source.
    public weak var loading: (any ChartLoadingDelegate)?
    /// Hears frames being built.
    public weak var rendering: (any ChartRenderingDelegate)?

    /// No listener for any role.
    public init() {}
}
