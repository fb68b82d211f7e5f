import Foundation

/// The bytes parsed by every chunk of a parallel parse, reported as a fraction of the whole, one
/// report at a time (the chunks' threads add as they go).
final class ParseProgress: @unchecked Sendable {   // guarded by `lock`
    private let lock = NSLock()
    private var done = 0
    private let total: Int
    private let report: (Double) -> Void

    /// Reports to `report` the share of `total` bytes parsed.
    init(total: Int, report: @escaping (Double) -> Void) {
        self.total = max(1, total)
        self.report = report
    }

    /// Counts `bytes` more parsed.
    func add(_ bytes: Int) {
        lock.withLock {
            done += bytes
            report(min(1, Double(done) / Double(total)))
        }
    }
}
