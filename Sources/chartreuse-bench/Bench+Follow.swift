import Foundation

/// The viewer following a long file as a logger appends to it, measured from outside: a real
/// window under Xvfb, its `--log-events` output and its CPU time from /proc.
extension Bench {
    /// Append one row to a `rows`-row file → the viewer's `reload` event (the rows in its plots;
    /// the frame follows); and the viewer's CPU, as a share of one core, while a logger appends
    /// 100 rows a second for `seconds`.
    static func viewerFollow(rows: Int, seconds: Double = 10) throws -> [BenchResult] {
        guard let bin = viewer else { throw BenchError("build the viewer first: swift build -c release") }
        guard let (xvfb, display) = startXvfb() else { throw BenchError("Xvfb is not installed") }
        defer { xvfb.terminate(); xvfb.waitUntilExit() }
        let (path, _) = try writeCSV(megabytes: 0, rows: rows, name: "chartreuse-bench-follow.csv")
        defer { unlink(path) }
        let (p, pipe) = viewerProcess(bin, path, display: display)
        let lines = LineBox()
        pipe.fileHandleForReading.readabilityHandler = { h in lines.add(h.availableData) }
        try p.run()
        defer { p.terminate(); p.waitUntilExit() }
        guard lines.wait(for: "\"event\":\"reload\"", after: 0, timeout: 120) != nil else { throw BenchError("the viewer did not load \(path)") }
        usleep(500_000)
        let h = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? h.close() }
        h.seekToEndOfFile()
        var latency: [Double] = []
        for k in 0..<10 {
            let seen = lines.count
            let start = now()
            h.write(Data("\(rows + k),1.5\n".utf8))
            guard lines.wait(for: "\"appended\":1", after: seen, timeout: 10) != nil else { throw BenchError("no append event") }
            latency.append((now() - start) * 1000)
            usleep(300_000)
        }
        // A logger: 100 rows a second.
        let before = cpuSeconds(p.processIdentifier)
        let start = now()
        var k = 10
        while now() - start < seconds {
            h.write(Data("\(rows + k),\(Double(k % 100) / 10)\n".utf8))
            k += 1
            usleep(10_000)
        }
        let share = (cpuSeconds(p.processIdentifier) - before) / (now() - start) * 100
        return [
            BenchResult(name: "viewer: append 1 row to \(rows.formatted()) rows → reload event", unit: "ms", values: percentiles(latency)),
            BenchResult(name: "viewer: CPU with a logger appending 100 rows/s to \(rows.formatted())", unit: "% of a core", values: percentiles([share])),
        ]
    }

    /// User plus system CPU seconds of process `pid` so far.
    static func cpuSeconds(_ pid: Int32) -> Double {
        guard let s = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = s.lastIndex(of: ")") else { return 0 }
        let f = s[s.index(after: close)...].split(separator: " ")
        // Fields after the name: state is the first; utime and stime are the 12th and 13th.
        guard f.count > 12, let u = Double(f[11]), let t = Double(f[12]) else { return 0 }
        return (u + t) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}

/// Lines of a child's output, collected on the pipe's thread and waited for on the bench's.
final class LineBox: @unchecked Sendable {
    private let cond = NSCondition()
    private var lines: [String] = []
    private var partial = ""

    func add(_ d: Data) {
        cond.lock()
        partial += String(decoding: d, as: UTF8.self)
        while let nl = partial.firstIndex(of: "\n") {
            lines.append(String(partial[..<nl]))
            partial = String(partial[partial.index(after: nl)...])
        }
        cond.broadcast()
        cond.unlock()
    }

    var count: Int {
        cond.lock()
        defer { cond.unlock() }
        return lines.count
    }

    /// The first line from index `after` on containing `text`, waiting up to `timeout` seconds.
    func wait(for text: String, after: Int, timeout: Double) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        cond.lock()
        defer { cond.unlock() }
        while true {
            if after < lines.count, let l = lines[after...].first(where: { $0.contains(text) }) { return l }
            if !cond.wait(until: deadline) { return nil }
        }
    }
}
