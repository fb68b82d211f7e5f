import Foundation

/// Columns' row groups decoded as parallel parts: numbers into their rows of each column's
/// buffer, text into one list per part.
final class ParquetJob: @unchecked Sendable {   // each part writes only its own rows and slot
    private let columns: [[ParquetChunkReader]]
    private let starts: [[Int]]
    /// Each number column's buffer (nil for text), set before `run`.
    var outs: [UnsafeMutableBufferPointer<Double>?]
    /// Per part (column × row group): its text, and its error. Plain memory, so that parts on
    /// different threads write different slots and never an array's shared header.
    private let text: UnsafeMutableBufferPointer<[String]>
    private let failures: UnsafeMutableBufferPointer<Error?>
    private let groups: Int
    /// Told each part's bytes once the part is decoded (a mapped file hands its pages back).
    private let release: ((Range<Int>) -> Void)?

    init(columns: [[ParquetChunkReader]], release: ((Range<Int>) -> Void)? = nil) {
        self.columns = columns
        self.release = release
        groups = columns.first?.count ?? 0
        starts = columns.map { chunks in chunks.reduce(into: [0]) { $0.append($0.last! + $1.rows) } }
        outs = Array(repeating: nil, count: columns.count)
        text = .allocate(capacity: columns.count * groups)
        text.initialize(repeating: [])
        failures = .allocate(capacity: columns.count * groups)
        failures.initialize(repeating: nil)
    }

    deinit {
        text.deinitialize().deallocate()
        failures.deinitialize().deallocate()
    }

    /// Decodes every part, on `threads` cores (nil: all).
    func run(threads: Int?) {
        let parts = columns.count * groups
        if threads == 1 || parts < 2 {
            for i in 0..<parts { part(i) }
        } else {
            DispatchQueue.concurrentPerform(iterations: parts) { i in self.part(i) }
        }
    }

    private func part(_ i: Int) {
        let c = i / groups, g = i % groups
        do {
            if let out = outs[c] {
                try columns[c][g].numbers(into: UnsafeMutableBufferPointer(rebasing: out[starts[c][g]..<starts[c][g + 1]]))
            } else {
                text[i] = try columns[c][g].strings()
            }
        } catch {
            failures[i] = error
        }
        release?(columns[c][g].byteRange)
    }

    /// The column and error of the first part that failed (by column, then row group).
    var firstFailure: (Int, Error)? {
        failures.indices.lazy.compactMap { i in self.failures[i].map { (i / self.groups, $0) } }.first
    }

    /// Column `c`'s text, its row groups joined.
    func joinedText(_ c: Int) -> [String] {
        let parts = text[(c * groups)..<((c + 1) * groups)]
        return parts.count == 1 ? parts.first! : Array(parts.joined())
    }
}
