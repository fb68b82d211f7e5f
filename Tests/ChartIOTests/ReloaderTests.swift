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

    func wait(_ sink: Sink, _ reloader: Reloader, timeout: Double = 3) -> [Reloader.Event] {
        let end = Date().addingTimeInterval(timeout)
        var got: [Reloader.Event] = []
        while Date() < end {
            got += sink.take().filter { if case .progress = $0 { return false }; return true }
            if !got.isEmpty { return got }
            usleep(10_000)
        }
        return got
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
        #expect(rows(wait(sink, r).last)! == (2, nil))

        // Append whole lines: only the new rows are parsed.
        let h = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        h.seekToEndOfFile()
        h.write("3,30\n4,40\n".data(using: .utf8)!)
        r.reload()
        #expect(rows(wait(sink, r).last)! == (4, 2))

        // A half-written line is held back, then taken once complete.
        h.write("5,5".data(using: .utf8)!)
        r.reload()
        #expect(wait(sink, r, timeout: 0.3).isEmpty, "nothing new until the line is complete")
        h.write("0\n".data(using: .utf8)!)
        r.reload()
        let completed = wait(sink, r)
        #expect(rows(completed.last)! == (5, 1))
        if case .loaded(let p, _, _)? = completed.last { #expect(p.table.columns[1].numbers!.last == 50) }
        try h.close()

        // Truncate and rewrite: a full read.
        try "t,v\n9,90\n".write(toFile: path, atomically: false, encoding: .utf8)
        r.reload()
        #expect(rows(wait(sink, r).last)! == (1, nil))

        // Write to a temp file and rename over (an editor's save).
        let tmp = dir.appendingPathComponent(".data.csv.swp").path
        try "t,v\n1,1\n2,2\n3,3\n".write(toFile: tmp, atomically: false, encoding: .utf8)
        _ = rename(tmp, path)
        r.reload()
        #expect(rows(wait(sink, r).last)! == (3, nil))

        // A bad write keeps nothing new and reports where.
        try "t,v\n1,\"oops\n".write(toFile: path, atomically: false, encoding: .utf8)
        r.reload()
        guard case .failed(let e)? = wait(sink, r).last else { Issue.record("expected a failure"); return }
        #expect(e.line == 2 && e.message.contains("never closed"))

        // Delete: waiting. Re-create: loaded again.
        try FileManager.default.removeItem(atPath: path)
        r.reload()
        guard case .waiting? = wait(sink, r).last else { Issue.record("expected waiting"); return }
        try "t,v\n7,70\n".write(toFile: path, atomically: false, encoding: .utf8)
        r.reload()
        #expect(rows(wait(sink, r).last)! == (1, nil))
    }

    @Test func theWatcherSeesRenamesAndAppends() throws {
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("w.csv").path
        try "a\n1\n".write(toFile: path, atomically: false, encoding: .utf8)
        let w = try FileWatcher(path: path)
        let count = Sink()
        w.onChange = { count.add(.waiting) }
        w.start()
        defer { w.stop() }
        usleep(100_000)
        // An unrelated file in the same folder is ignored.
        try "x".write(toFile: dir.appendingPathComponent("other.txt").path, atomically: false, encoding: .utf8)
        usleep(400_000)
        #expect(count.take().isEmpty)
        let tmp = dir.appendingPathComponent("w.tmp").path
        try "a\n2\n".write(toFile: tmp, atomically: false, encoding: .utf8)
        _ = rename(tmp, path)
        usleep(400_000)
        #expect(count.take().count == 1, "one debounced change for the rename")
        for i in 0..<20 {
            let h = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            h.seekToEndOfFile()
            h.write("\(i)\n".data(using: .utf8)!)
            try h.close()
        }
        usleep(500_000)
        let n = count.take().count
        #expect(n >= 1 && n <= 3, "a burst of appends debounces to a few changes, got \(n)")
    }
}
