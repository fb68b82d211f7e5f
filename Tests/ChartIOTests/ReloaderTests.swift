import Foundation
import Testing
@testable import ChartIO

/// The reloader against real files changed in every way a writer changes them.
@Suite(.serialized)
struct ReloaderTests {
    final class Sink: @unchecked Sendable {
        let lock = NSLock()
        var events: [Reloader.Event] = []
        func add(_ e: Reloader.Event) { lock.lock(); events.append(e); lock.unlock() }
        func take() -> [Reloader.Event] { lock.lock(); defer { events = []; lock.unlock() }; return events }
    }

    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("chartreuse-reload-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")

    /// The events of every reload asked for so far (progress reports left out): the reloader is
    /// flushed, so nothing is waited for and nothing can arrive late.
    func settled(_ sink: Sink, _ reloader: Reloader) -> [Reloader.Event] {
        reloader.flush()
        return sink.take().filter { if case .progress = $0 { return false }; return true }
    }

    func rows(_ e: Reloader.Event?) -> (Int, Int?)? {
        if case .loaded(let p, let a, _)? = e { return (p.rows, a) }
        return nil
    }

    @Test func everyKindOfWrite() throws {
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("data.csv").path
        try "t,v\n1,10\n2,20\n".write(toFile: path, atomically: false, encoding: .utf8)
        let sink = Sink()
        let r = Reloader(path: path)
        r.onEvent = { sink.add($0) }
        r.reload(initial: true)
        #expect(rows(settled(sink, r).last)! == (2, nil))

        // Append whole lines: only the new rows are parsed.
        let h = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        h.seekToEndOfFile()
        h.write("3,30\n4,40\n".data(using: .utf8)!)
        r.reload()
        #expect(rows(settled(sink, r).last)! == (4, 2))

        // A half-written line is held back, then taken once complete.
        h.write("5,5".data(using: .utf8)!)
        r.reload()
        #expect(settled(sink, r).isEmpty, "nothing new until the line is complete")
        h.write("0\n".data(using: .utf8)!)
        r.reload()
        let completed = settled(sink, r)
        #expect(rows(completed.last)! == (5, 1))
        if case .loaded(let p, _, _)? = completed.last { #expect(p.table.columns[1].numbers!.last == 50) }
        try h.close()

        // Truncate and rewrite: a full read.
        try "t,v\n9,90\n".write(toFile: path, atomically: false, encoding: .utf8)
        r.reload()
        #expect(rows(settled(sink, r).last)! == (1, nil))

        // Write to a temp file and rename over (an editor's save).
        let tmp = dir.appendingPathComponent(".data.csv.swp").path
        try "t,v\n1,1\n2,2\n3,3\n".write(toFile: tmp, atomically: false, encoding: .utf8)
        _ = rename(tmp, path)
        r.reload()
        #expect(rows(settled(sink, r).last)! == (3, nil))

        // A bad write keeps nothing new and reports where.
        try "t,v\n1,\"oops\n".write(toFile: path, atomically: false, encoding: .utf8)
        r.reload()
        guard case .failed(let e)? = settled(sink, r).last else { Issue.record("expected a failure"); return }
        #expect(e.line == 2 && e.message.contains("never closed"))

        // Delete: waiting. Re-create: loaded again.
        try FileManager.default.removeItem(atPath: path)
        r.reload()
        guard case .waiting? = settled(sink, r).last else { Issue.record("expected waiting"); return }
        try "t,v\n7,70\n".write(toFile: path, atomically: false, encoding: .utf8)
        r.reload()
        #expect(rows(settled(sink, r).last)! == (1, nil))
    }

    @Test func theWatcherSeesRenamesAndAppendsOfItsFileOnly() throws {
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("w.csv").path
        try "a\n1\n".write(toFile: path, atomically: false, encoding: .utf8)
        // The kernel queues inotify events before a write returns: read them without the thread.
        let w = try FileWatcher(path: path)
        #expect(!w.drainEvents())
        try "x".write(toFile: dir.appendingPathComponent("other.txt").path, atomically: false, encoding: .utf8)
        #expect(!w.drainEvents(), "an unrelated file in the same folder is ignored")
        let tmp = dir.appendingPathComponent("w.tmp").path
        try "a\n2\n".write(toFile: tmp, atomically: false, encoding: .utf8)
        #expect(!w.drainEvents(), "the editor's temporary file is not ours")
        _ = rename(tmp, path)
        #expect(w.drainEvents(), "the rename over the file is")
        let h = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        h.seekToEndOfFile()
        h.write("3\n".data(using: .utf8)!)
        try h.close()
        #expect(w.drainEvents(), "an append is")
        try FileManager.default.removeItem(atPath: path)
        #expect(w.drainEvents(), "a deletion is")
    }

    /// A text file large enough to be parsed in parallel is read where it is mapped; what its
    /// read leaves (the end read to, its line count, its first and last bytes) lets appends be
    /// parsed alone, their errors on the right line, and a half-written last line wait.
    @Test func largeTextIsReadMappedAndFollowed() throws {
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("large.csv").path
        let n = 90_000
        func table(_ rows: Int, scale: Int) -> String { "t,v\n" + (0..<rows).map { "\($0),\($0 * scale)\n" }.joined() }
        try table(n, scale: 2).write(toFile: path, atomically: false, encoding: .utf8)
        #expect((try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0) >= ChunkedParser.minimumChunk)
        let sink = Sink()
        let r = Reloader(path: path)
        r.onEvent = { sink.add($0) }
        r.reload(initial: true)
        let first = settled(sink, r)
        #expect(rows(first.last)! == (n, nil))
        if case .loaded(let p, _, _)? = first.last { #expect(p.table.columns[1].numbers!.last == Double((n - 1) * 2)) }

        let h = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        h.seekToEndOfFile()
        h.write("\(n),1\n\(n + 1),2\n".data(using: .utf8)!)
        r.reload()
        #expect(rows(settled(sink, r).last)! == (n + 2, 2))
        // A bad appended line is named by its line in the file: header, n + 2 rows, then it.
        h.write("1,\"oops\n".data(using: .utf8)!)
        try h.close()
        r.reload()
        guard case .failed(let e)? = settled(sink, r).last else { Issue.record("expected a failure"); return }
        #expect(e.line == n + 4, "\(e)")

        // Renamed over with a half-written last line: the whole lines are read, the half waits.
        let tmp = dir.appendingPathComponent(".large.tmp").path
        try (table(n + 10, scale: 3) + "7,7").write(toFile: tmp, atomically: false, encoding: .utf8)
        _ = rename(tmp, path)
        r.reload()
        let renamed = settled(sink, r)
        #expect(rows(renamed.first)! == (n + 10, nil))
        if case .loaded(let p, _, _)? = renamed.first { #expect(p.table.columns[1].numbers!.last == Double((n + 9) * 3)) }
        // Half a second still, the half line is read as it stands: on a slow run (a sanitizer)
        // that can come before the flush, as one row appended.
        if renamed.count > 1 { #expect(renamed.count == 2 && rows(renamed.last)! == (n + 11, 1), "\(renamed)") }

        // --table names a database's rows: for this text file it is a mistake, said plainly.
        var forms = TextForms.automatic
        forms.table = "t"
        // Its own sink: the first reloader may still read the half line late (a timer), and its
        // event must not be taken for this one's.
        let tableSink = Sink()
        let withTable = Reloader(path: path, forms: forms)
        withTable.onEvent = { tableSink.add($0) }
        withTable.reload(initial: true)
        guard case .failed(let refused)? = settled(tableSink, withTable).last else { Issue.record("--table was not refused"); return }
        #expect(refused.message.contains("is not a SQLite database, so --table does not apply"), "\(refused)")
    }

    /// A Parquet file is read where it is mapped, rewritten or cut short under the reloader:
    /// each whole version's rows, a clear error for half a file, never a mapping's zeros.
    @Test func parquetRewrittenInPlaceOrCutShort() throws {
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("data.parquet").path
        var f = ParquetForge()
        try Data(f.bytes).write(to: URL(fileURLWithPath: path))
        let sink = Sink()
        let r = Reloader(path: path)
        r.onEvent = { sink.add($0) }
        r.reload(initial: true)
        guard case .loaded(let first, nil, _)? = settled(sink, r).last else { Issue.record("the first read failed"); return }
        #expect(first.table.columns.first?.numbers.map(Array.init) == [1.5, -2.25, 3.0])
        // Half a file, in place: an error naming it; then the whole file with other rows.
        let whole = f.bytes
        let h = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try h.truncate(atOffset: 0)
        try h.write(contentsOf: Data(whole.prefix(whole.count / 2)))
        try h.close()
        r.reload()
        guard case .failed(let e)? = settled(sink, r).last else { Issue.record("half a file read without an error"); return }
        #expect("\(e)".contains("truncated Parquet file"), "\(e)")
        f.indices = [2, 0, 1, 2]
        try Data(f.bytes).write(to: URL(fileURLWithPath: path))
        r.reload()
        guard case .loaded(let second, nil, _)? = settled(sink, r).last else { Issue.record("the rewrite was not read"); return }
        #expect(second.table.columns.first?.numbers.map(Array.init) == [3.0, 1.5, -2.25, 3.0])
        // Bytes appended after the footer are not rows: the file is read whole, and refused.
        let a = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try a.seekToEnd()
        try a.write(contentsOf: Data("4,5\n".utf8))
        try a.close()
        r.reload()
        guard case .failed(let cut)? = settled(sink, r).last else { Issue.record("an appended line was read as rows"); return }
        #expect("\(cut)".contains("does not end with the footer"), "\(cut)")
    }

    /// A SQLite log beside the file: written to, it is the file changing; made empty and removed
    /// (as each reader does), it is not, or readers would reload one another for ever.
    @Test func aDatabaseLogCountsOnlyWhenWritten() throws {
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("d.sqlite").path
        try "x".write(toFile: path, atomically: false, encoding: .utf8)
        let w = try FileWatcher(path: path)
        let log = path + "-wal"
        #expect(FileManager.default.createFile(atPath: log, contents: nil))
        let h = try FileHandle(forUpdating: URL(fileURLWithPath: log))
        try h.close()
        try FileManager.default.removeItem(atPath: log)
        #expect(!w.drainEvents(), "an empty log made, opened and removed")
        try "frames".write(toFile: log, atomically: false, encoding: .utf8)
        #expect(w.drainEvents(), "a write to the log")
    }

    @Test func burstsDebounceToOneChange() {
        var d = Debouncer(quiet: 0.05, maxDelay: 0.25)
        #expect(!d.fire(at: 0) && !d.isPending)
        // Forty appends 10 ms apart: quiet never lasts 50 ms, so the longest delay ends the first
        // burst 250 ms after it began; the rest end when the writes stop.
        var fired: [Int] = []
        for k in 0..<40 {
            let t = Double(k) * 0.01
            d.event(at: t)
            if d.fire(at: t + 0.001) { fired.append(k) }
        }
        #expect(fired == [25], "one change 250 ms after the first event, got \(fired)")
        #expect(d.isPending && !d.fire(at: 0.435) && d.fire(at: 0.445), "the second burst: 50 ms after the last write")
        #expect(!d.fire(at: 0.5) && !d.isPending)
        // A single event fires once it has been quiet for 50 ms, and only once.
        d.event(at: 1)
        #expect(!d.fire(at: 1.04) && d.fire(at: 1.05) && !d.fire(at: 1.2))
    }

    @Test func theWatchersThreadReportsAChange() throws {
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("t.csv").path
        try "a\n1\n".write(toFile: path, atomically: false, encoding: .utf8)
        let w = try FileWatcher(path: path)
        let changed = DispatchSemaphore(value: 0)
        w.onChange = { changed.signal() }
        w.start()
        defer { w.stop() }
        try "a\n2\n".write(toFile: path, atomically: false, encoding: .utf8)
        // A bound on how long a change may take to be reported, not a sleep the result depends on.
        #expect(changed.wait(timeout: .now() + 5) == .success)
    }
}
