import ChartCore
import Foundation

/// Threads that draw a frame's bands together with the calling thread.
///
/// `DispatchQueue.concurrentPerform` allocates on every call (its closure goes to the heap);
/// this pool keeps its threads, blocked on a condition while idle, and hands them each frame's
/// job under the lock, so a steady-state frame allocates nothing. One pool serves the process:
/// a caller that finds it busy (another renderer drawing on another thread) draws alone.
final class BandPool: @unchecked Sendable {
    /// The process's pool: one worker per core besides the caller's.
    static let shared = BandPool(workers: Cores.active - 1)

    private let workers: Int
    private let condition = NSCondition()
    private let busy = NSLock()
    // Guarded by `condition`: the job, its next unclaimed band, the band count, the workers
    // inside the job, and a counter that tells workers a new job has come.
    private var job: SoftwareRasterizer.BandJob?
    private var next = 0
    private var count = 0
    private var running = 0
    private var generation = 0

    init(workers: Int) {
        self.workers = max(0, workers)
        for _ in 0..<self.workers {
            let t = Thread { [unowned self] in self.work() }
            t.name = "chartreuse-bands"
            t.start()
        }
    }

    /// Draws bands 0..<bands of `job` on the workers and this thread; returns when all are done.
    func run(_ job: SoftwareRasterizer.BandJob, bands: Int) {
        guard workers > 0, busy.try() else {
            for b in 0..<bands { job.run(band: b) }
            return
        }
        defer { busy.unlock() }
        condition.lock()
        self.job = job
        next = 0
        count = bands
        generation &+= 1
        condition.broadcast()
        while next < count {
            let b = next
            next += 1
            condition.unlock()
            job.run(band: b)
            condition.lock()
        }
        // Workers may still be inside bands they claimed.
        while running > 0 { condition.wait() }
        self.job = nil
        condition.unlock()
    }

    /// A worker's life: wait for a job, claim bands until none are left, repeat.
    private func work() {
        var seen = 0
        condition.lock()
        while true {
            while generation == seen { condition.wait() }
            seen = generation
            running += 1
            while next < count, let j = job {
                let b = next
                next += 1
                condition.unlock()
                j.run(band: b)
                condition.lock()
            }
            running -= 1
            if running == 0 { condition.broadcast() }
        }
    }
}
