/// Runs named animation tracks against a clock and reports their completions.
///
/// The host calls `step()` once per frame while `nextFrameTime(after:)` is not nil, and reads each
/// animated value's `progress(_:)` when drawing. Completions take a `finished` flag: true when the
/// track reached its end (reported by `step()` or `finishAll()`), false when it was replaced by a
/// new track with the same key before it ended. Each completion is called exactly once, and may
/// safely start or replace animations. Not thread-safe: use an animator from one thread.
package final class Animator {
    /// Called once when a track ends; `finished` is false if it was replaced before its end.
    package typealias Completion = (_ finished: Bool) -> Void

    /// The frame interval used by `nextFrameTime(after:)`, in seconds.
    package static let frameInterval = 1.0 / 60

    /// The clock that tracks are measured against.
    package let clock: any AnimationClock

    /// A running track, its key and its completion.
    private struct Entry {
        var key: String
        var track: AnimationTrack
        var completion: Completion?
    }

    /// Running tracks in start order (a key appears at most once).
    private var entries: [Entry] = []

    /// Creates an animator reading `clock` (the system's monotonic clock by default).
    package init(clock: any AnimationClock = SystemClock()) {
        self.clock = clock
    }

    /// Starts `animation` under `key`, now.
    ///
    /// A track already running under `key` is replaced: its completion is called with false, or
    /// with true if it had already reached its end but `step()` had not yet reported it. That call
    /// happens after the new track is installed, so `progress(key)` already reads the new track.
    /// An immediate animation (such as `.immediate`) reads 1 at once and completes on the next `step()`.
    package func start(_ key: String, _ animation: Animation, completion: Completion? = nil) {
        let now = clock.now()
        let replaced = entries.firstIndex { $0.key == key }.map { entries.remove(at: $0) }
        entries.append(Entry(key: key, track: AnimationTrack(animation: animation, startTime: now),
                             completion: completion))
        if let replaced {
            replaced.completion?(replaced.track.isFinished(at: now))
        }
    }

    /// The eased progress of the track under `key` now; 1 when there is no such track.
    package func progress(_ key: String) -> Double {
        guard let entry = entries.first(where: { $0.key == key }) else { return 1 }
        return entry.track.progress(at: clock.now())
    }

    /// The track running under `key`, if any.
    package func track(_ key: String) -> AnimationTrack? {
        entries.first { $0.key == key }?.track
    }

    /// The keys of the running tracks, in start order.
    package var keys: [String] {
        entries.map(\.key)
    }

    /// Whether any track is running or has ended without its completion having been called yet.
    package var isAnimating: Bool {
        !entries.isEmpty
    }

    /// Removes the tracks that have ended and calls their completions with true, in start order.
    /// Call once per frame. Returns whether anything is still animating afterwards (including
    /// tracks that the completions started).
    @discardableResult
    package func step() -> Bool {
        let now = clock.now()
        var ended: [Entry] = []
        entries.removeAll { entry in
            guard entry.track.isFinished(at: now) else { return false }
            ended.append(entry)
            return true
        }
        for entry in ended {
            entry.completion?(true)
        }
        return isAnimating
    }

    /// When the host should draw the next frame: `now` plus one frame while animating, nil when
    /// idle so that the event loop can sleep. `now` is on the host's clock; only the interval
    /// depends on the animator.
    package func nextFrameTime(after now: Double) -> Double? {
        isAnimating ? now + Self.frameInterval : nil
    }

    /// Jumps every running track to its end: removes them all and calls their completions with
    /// true, in start order. Tracks that those completions start keep running.
    package func finishAll() {
        let ended = entries
        entries.removeAll()
        for entry in ended {
            entry.completion?(true)
        }
    }
}
