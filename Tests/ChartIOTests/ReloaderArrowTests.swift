import Foundation
import Testing
@testable import ChartIO

/// The viewer's reads of an Arrow file it follows: from the file's mapping, the columns copied out.
@Suite(.serialized)
struct ReloaderArrowTests {
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

    @Test func arrowIsCopiedOutOfItsMappingAndRewrittenInPlace() throws {
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
}
