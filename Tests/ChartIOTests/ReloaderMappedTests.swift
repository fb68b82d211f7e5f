import Foundation
import Testing
import ChartTestSupport
@testable import ChartIO

/// The viewer's reads of columnar and compressed files it follows: from the file's mapping, an
/// Arrow file's columns copied out, and a file that changed while it was read read again.
@Suite(.serialized)
struct ReloaderMappedTests {
    /// Two Arrow files of the same size and layout, the second's doubles other than the first's:
    /// written by pyarrow, as people's pipelines write them (one batch, uncompressed, no nulls:
    /// the form a read may borrow where it lies).
    static func write(_ dir: URL) throws -> (URL, URL) {
        let a = dir.appendingPathComponent("a.arrow"), b = dir.appendingPathComponent("b.arrow")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["python3", "-c", """
            import sys, pyarrow as pa, pyarrow.feather as f
            for path, k in ((sys.argv[1], 1.5), (sys.argv[2], -0.25)):
                f.write_feather(pa.table({'x': [i * k for i in range(5000)], 'y': [float(i % 7) for i in range(5000)]}), path, compression='uncompressed')
            """, a.path, b.path]
        try p.run()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else { throw DataError(file: "pyarrow", message: "could not write the Arrow files") }
        return (a, b)
    }

    @Test(.enabled(if: Python.has("pyarrow"), "pyarrow writes the Arrow files (python3 -m pip install pyarrow)"))
    func arrowIsCopiedOutOfItsMappingAndRewrittenInPlace() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("chartreuse-reload-arrow-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let (a, b) = try Self.write(dir)
        let first = try Data(contentsOf: a), second = try Data(contentsOf: b)
        try #require(first.count == second.count && first != second)
        // What the CLI reads borrows the mapping: the form this test needs.
        let path = dir.appendingPathComponent("data.arrow").path
        try first.write(to: URL(fileURLWithPath: path))
        let sink = ReloaderTests.Sink()
        let r = Reloader(path: path)
        r.onEvent = { sink.add($0) }
        r.reload(initial: true)
        r.flush()
        guard case .loaded(let shown, nil, _)? = sink.take().last(where: { if case .progress = $0 { return false }; return true }) else {
            Issue.record("the first read failed"); return
        }
        let x = try #require(shown.table.columns.first?.numbers)
        #expect(x.count == 5000 && x[4999] == 4999 * 1.5)
        // The file rewritten in place, not yet reloaded: the shown table keeps its values (a
        // column borrowing the mapping would now read the new bytes).
        let h = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try h.write(contentsOf: second)
        try h.close()
        #expect(x[4999] == 4999 * 1.5 && x[1] == 1.5)
        r.reload()
        r.flush()
        guard case .loaded(let again, nil, _)? = sink.take().last(where: { if case .progress = $0 { return false }; return true }) else {
            Issue.record("the rewrite was not read"); return
        }
        #expect(again.table.columns.first?.numbers?[4999] == 4999 * -0.25)
    }

    /// A flag set once, from any thread.
    final class Once: @unchecked Sendable {
        private let lock = NSLock()
        private var done = false
        /// True the first time only.
        func first() -> Bool { lock.lock(); defer { done = true; lock.unlock() }; return !done }
    }

    @Test func aCompressedFileRewrittenInPlaceWhileReadIsReadAgain() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("chartreuse-reload-again-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        func gzip(_ rows: Int, _ k: Double) throws -> Data {
            let csv = dir.appendingPathComponent("t.csv")
            try Data(("x,y\n" + (0..<rows).map { "\(Double($0) * k),\($0 % 7)" }.joined(separator: "\n") + "\n").utf8).write(to: csv)
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            p.arguments = ["gzip", "-f", "-1", csv.path]
            try p.run()
            p.waitUntilExit()
            return try Data(contentsOf: URL(fileURLWithPath: csv.path + ".gz"))
        }
        let first = try gzip(400_000, 1.5), second = try gzip(300_000, -0.25)
        let path = dir.appendingPathComponent("live.csv.gz").path
        try first.write(to: URL(fileURLWithPath: path))
        // At the read's first progress report the file is rewritten in place, before the decoder
        // reads on (the report is made on its thread): what it read so far was the first file.
        let sink = ReloaderTests.Sink(), once = Once()
        let r = Reloader(path: path)
        r.onEvent = { e in
            if case .progress = e {
                if once.first(), let h = FileHandle(forWritingAtPath: path) {
                    try? h.truncate(atOffset: 0)
                    try? h.write(contentsOf: second)
                    try? h.close()
                }
                return
            }
            sink.add(e)
        }
        r.reload(initial: true)
        r.flush()
        let events = sink.take()
        try #require(!once.first(), "no progress was reported")
        // One event: the second file whole, with no banner about the half-read first.
        #expect(events.count == 1, "\(events)")
        guard case .loaded(let t, nil, _)? = events.last else { Issue.record("not loaded: \(events)"); return }
        #expect(t.rows == 300_000 && t.table.columns.first?.numbers?[299_999] == 299_999 * -0.25)
    }
}
