/// A chart's animations: the animator (which holds the clock they read), JBChartView's expanded
/// or collapsed state, a data change in progress, and the data as presented at the current step.
struct ChartAnimationState {
    /// Runs state and data animations on its clock (a `ManualClock` lets tests step time).
    var animator = Animator()
    /// Expanded or collapsed.
    var state: ChartState = .expanded
    /// The expansion the state change started from.
    var stateFrom: Double = 1
    /// A data change animating from the data presented before it.
    var dataTransition: DataTransition?
    /// The data as presented, for the animation step it was computed at.
    var presentedCache: (key: [Double], data: ChartData)?
}
