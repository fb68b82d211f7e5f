import Foundation

/// Number tick labels already formatted, by value and step.
///
/// While a chart pans, its axes are laid out again every frame and mostly show the labels of
/// the frame before; formatting each again (printf through a variadic argument list) costs a few
/// allocations per label and per candidate tick spacing. A hit here is a dictionary lookup
/// under a lock and a retained string. The cache forgets everything when it fills.
///
/// The lock is an `NSLock` (a pthread mutex), which the thread sanitizer understands; it
/// reported the futex-based `Synchronization.Mutex` as a race.
final class TickLabelCache: @unchecked Sendable {
    /// The one cache all charts share (labels depend only on the value and the step).
    static let shared = TickLabelCache()
    /// Entries kept before the cache starts over.
    static let capacity = 4096

    private struct Key: Hashable {
        let value: UInt64
        let step: UInt64
    }

    private let lock = NSLock()
    /// Guarded by `lock`.
    private var entries: [Key: String] = [:]

    /// The label of `value` at `step`, made by `make` when it is not cached.
    func label(_ value: Double, step: Double, make: (Double, Double) -> String) -> String {
        let key = Key(value: value.bitPattern, step: step.bitPattern)
        if let hit = lock.withLock({ entries[key] }) { return hit }
        let made = make(value, step)
        lock.withLock {
            if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = made
        }
        return made
    }
}
