/// JBChartView's chart state: expanded shows the data, collapsed flattens it onto the baseline.
public enum ChartState: String, Hashable, Sendable {
    /// Expanded draws the values at full size; collapsed draws them flattened onto the baseline.
    case expanded, collapsed
}

/// How a data change animates (Graffeine's data animators).
public enum DataAnimationStyle: String, Hashable, Sendable {
    /// Bars rise from the baseline, lines lift from it, pie and radar shapes grow from the centre.
    case grow
    /// Values move from the previous data to the new (bars grow or shrink to their new heights).
    case morph
    /// Lines draw themselves from the first point to the last.
    case trace
    /// Pie and donut segments sweep round from the start angle; radar polygons too.
    case spin
}

/// A data animation: its style and timing.
public struct DataAnimation: Hashable, Sendable {
    /// How the data travels: grow, morph, trace or spin.
    public var style: DataAnimationStyle
    /// The duration, easing curve and delay of the change.
    public var animation: Animation

    /// Creates a data animation of a style; timing defaults to 0.35 s ease-in-out.
    public init(_ style: DataAnimationStyle, _ animation: Animation = .default) {
        self.style = style
        self.animation = animation
    }
}

/// A data change in progress: where the values come from and how they travel.
struct DataTransition {
    var style: DataAnimationStyle
    /// The drawn data before the change (for `.morph`).
    var from: ChartData?
}
