import Foundation

/// A source of monotonic time, in seconds, that animations are measured against.
///
/// Clocks are reference types so that the animator and whoever advances the clock (a test, the
/// event loop) share one time. The epoch is unspecified: only differences matter.
public protocol AnimationClock: AnyObject {
    /// The current time in seconds; never decreases.
    func now() -> Double
}

/// The system's monotonic clock (seconds since boot; unaffected by wall-clock changes).
public final class SystemClock: AnimationClock, Sendable {
    /// Creates a system clock. All instances read the same time.
    public init() {}

    /// Seconds since boot, from the monotonic clock.
    public func now() -> Double {
        ProcessInfo.processInfo.systemUptime
    }
}

/// A clock that only moves when told to, for tests and deterministic rendering.
public final class ManualClock: AnimationClock {
    /// The current time in seconds.
    public var time: Double

    /// Creates a clock reading `time`.
    public init(time: Double = 0) {
        self.time = time
    }

    /// The current time, `time`.
    public func now() -> Double {
        time
    }

    /// Moves the clock forward by `seconds` (negative or non-finite amounts are ignored, so the
    /// clock stays monotonic).
    public func advance(by seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        time += seconds
    }
}
