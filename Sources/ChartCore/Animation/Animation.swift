/// How a change animates: its duration, timing curve and start delay.
public struct Animation: Hashable, Sendable {
    /// Seconds from the end of the delay to the end of the animation; 0 or less (or non-finite)
    /// means the change is immediate.
    public var duration: Double
    /// The timing curve.
    public var easing: Easing
    /// Seconds to wait before starting; negative or non-finite counts as 0.
    public var delay: Double

    /// Creates an animation.
    public init(duration: Double, easing: Easing = .easeInOut, delay: Double = 0) {
        self.duration = duration
        self.easing = easing
        self.delay = delay
    }

    /// The standard animation: 0.35 s, ease in and out.
    public static let `default` = Animation(duration: 0.35, easing: .easeInOut)

    /// No animation: the change is complete at once.
    public static let immediate = Animation(duration: 0, easing: .linear)

    /// Whether the animation finishes at once (duration 0 or less, or non-finite).
    public var isImmediate: Bool {
        !(duration.isFinite && duration > 0)
    }

    /// The delay actually used: `delay`, or 0 if it is negative or non-finite.
    var effectiveDelay: Double {
        delay.isFinite && delay > 0 ? delay : 0
    }
}

/// One run of an `Animation`, started at a given time.
package struct AnimationTrack: Hashable, Sendable {
    /// The animation being run.
    package var animation: Animation
    /// When the animation was started (before its delay), in clock seconds.
    package var startTime: Double

    /// Creates a track for `animation` started at `startTime`.
    package init(animation: Animation, startTime: Double) {
        self.animation = animation
        self.startTime = startTime
    }

    /// When the eased part begins: `startTime` plus the delay.
    package var beginTime: Double {
        startTime + animation.effectiveDelay
    }

    /// When the animation ends: `beginTime` plus the duration (equal to `beginTime` if immediate).
    package var endTime: Double {
        animation.isImmediate ? beginTime : beginTime + animation.duration
    }

    /// Eased progress at `now`: 0 until the delay is over, exactly 1 at and after `endTime`.
    ///
    /// An immediate animation is 1 at once, whatever its delay. A non-finite `now` or start time
    /// also gives 1, so a broken clock finishes animations rather than freezing them. A spring's
    /// progress may exceed 1 before the end.
    package func progress(at now: Double) -> Double {
        if isFinished(at: now) { return 1 }
        let begin = beginTime
        if now <= begin { return 0 }
        return animation.easing((now - begin) / animation.duration)
    }

    /// Whether the animation has reached its end at `now` (always true for immediate animations
    /// and for non-finite times).
    package func isFinished(at now: Double) -> Bool {
        if animation.isImmediate { return true }
        let end = endTime
        guard now.isFinite, end.isFinite else { return true }
        return now >= end
    }
}
