import Dispatch
import Foundation

/// Whole-column scans (extremes, ascending order), split across the cores for long columns.
///
/// A column of millions of values is scanned whenever its data changes: for the axes' extents,
/// for the min/max index, for whether x ascends. These scans run at memory speed on one core;
/// cutting a long column into one piece per core and merging the pieces' answers divides the
/// time a newly loaded file waits for its first picture.
package enum ValueScan {
    /// Columns shorter than this are scanned on the calling thread.
    package static let parallelMinimum = 1 << 20

    /// Ranges covering 0..<n, one per core (one when n is below `minimum` or there is one core).
    static func pieces(_ n: Int, minimum: Int) -> [Range<Int>] {
        let cores = Cores.active
        let k = n < minimum ? 1 : max(1, min(cores, 8))
        return (0..<k).map { i in (n * i / k)..<(n * (i + 1) / k) }
    }

    /// `body` applied to each piece of 0..<n, on all cores when n is at least `minimum`; the answers in order.
    package static func map<T>(_ n: Int, minimum: Int = parallelMinimum, _ body: (Range<Int>) -> T) -> [T] {
        let ranges = pieces(n, minimum: minimum)
        if ranges.count == 1 { return [body(ranges[0])] }
        let out = UnsafeMutableBufferPointer<T?>.allocate(capacity: ranges.count)
        out.initialize(repeating: nil)
        defer { out.deinitialize(); out.deallocate() }
        withoutActuallyEscaping(body) { body in
            let job = Job(ranges: ranges, out: out, body: body)
            DispatchQueue.concurrentPerform(iterations: ranges.count) { job.run($0) }
        }
        return out.map { $0! }
    }

    /// What the pieces share (each writes only its own slot).
    private struct Job<T>: @unchecked Sendable {
        let ranges: [Range<Int>]
        let out: UnsafeMutableBufferPointer<T?>
        let body: (Range<Int>) -> T
        func run(_ i: Int) { out[i] = body(ranges[i]) }
    }

    /// The smallest and largest finite values of `v` (only those above zero when `positive`),
    /// or nil when there are none.
    package static func extent(_ v: UnsafeBufferPointer<Double>, positive: Bool = false) -> (Double, Double)? {
        let p = ColumnProfile.of(v)
        return positive ? p.positive : p.extent
    }

    /// Whether the finite values of `v` from `start` on ascend, starting at or above `floor`.
    package static func ascends(_ v: UnsafeBufferPointer<Double>, from start: Int, floor: Double) -> Bool {
        let p = ColumnProfile.of(UnsafeBufferPointer(rebasing: v[min(start, v.count)...]))
        return p.ascends && !(p.first.map { $0 < floor } ?? false)
    }

    /// Whether every value of `v` is finite.
    package static func allFinite(_ v: UnsafeBufferPointer<Double>) -> Bool {
        ColumnProfile.of(v).allFinite
    }
}
