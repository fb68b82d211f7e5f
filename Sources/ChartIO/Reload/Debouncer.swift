/// Turns a burst of file events into one change: due once events have been quiet for `quiet`
/// seconds, or `maxDelay` seconds after the burst's first event, whichever comes first.
///
/// A value fed with event times and asked at given times, so its timing is tested without a clock.
public struct Debouncer: Sendable {
    /// Seconds without events after which a burst counts as finished.
    public var quiet: Double
    /// Longest wait in seconds after a burst's first event.
    public var maxDelay: Double
    private var first: Double?
    private var last: Double?

    /// A debouncer with the given quiet time and longest delay.
    public init(quiet: Double, maxDelay: Double) {
        self.quiet = quiet
        self.maxDelay = maxDelay
    }

    /// Whether a burst has begun and not yet fired.
    public var isPending: Bool { first != nil }

    /// Notes an event at `time` (seconds).
    public mutating func event(at time: Double) {
        if first == nil { first = time }
        last = time
    }

    /// True (once per burst) when the burst is due at `time`.
    public mutating func fire(at time: Double) -> Bool {
        guard let f = first, let l = last, time - l >= quiet || time - f >= maxDelay else { return false }
        first = nil
        last = nil
        return true
    }
}
