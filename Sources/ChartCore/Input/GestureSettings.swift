/// Thresholds that decide taps, drags and presses, in device pixels and seconds.
///
/// Defaults follow desktop conventions (GTK's 400 ms double-click time and a few pixels of slop).
public struct GestureSettings: Hashable, Sendable {
    /// How far a press may wander and still count as a tap.
    public var tapSlop: Double = 6
    /// Longest gap between the taps of a double tap.
    public var doubleTapInterval: Double = 0.4
    /// Longest press that still counts as a tap.
    public var maximumTapDuration: Double = 0.6
    /// Movement before a press becomes a drag.
    public var dragThreshold: Double = 4
    /// How long to hold still before a long press begins.
    public var longPressDuration: Double = 0.5
    /// Quiet time after the last wheel event before a wheel gesture ends.
    public var wheelEndDelay: Double = 0.15

    /// Creates settings with the desktop defaults listed on each property.
    public init() {}
}
