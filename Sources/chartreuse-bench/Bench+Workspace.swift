import ChartCore
import ChartIO
import ChartSpecs
import ChartSDL
import Foundation

/// The workspace's figures: opening a wide file (browser and first plots) against a baseline
/// viewer, the column summaries, and a pan across eight linked plots.
extension Bench {
    /// A `rows` × 20 table: a time column, 17 random walks of sizes from 1 to 1e5 and two text keys.
    static func writeWideCSV(rows: Int, name: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(name).path
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw BenchError("cannot write \(path)") }
        defer { close(fd) }
        var buf = [UInt8]()
        buf.reserveCapacity(1 << 22)
        buf += Array(("t," + (1...17).map { "v\($0)" }.joined(separator: ",") + ",site,state\n").utf8)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var walks = [Int](repeating: 0, count: 17)
        let sites = ["north", "south", "east", "west", "hub"], states = ["ok", "warn", "fail"]
        for i in 0..<rows {
            buf += Array(String(i * 10).utf8)
            for k in 0..<17 {
                state ^= state << 13; state ^= state >> 7; state ^= state << 17
                walks[k] += Int(state % 21) - 10
                // Columns of several sizes: ×1, ×10 … ×100,000 (the inference splits them).
                let scale = [1, 10, 100, 1_000, 10_000, 100_000][k % 6]
                buf.append(UInt8(ascii: ","))
                buf += Array(String(walks[k] * scale + 1_000 * scale).utf8)
            }
            buf += Array(",\(sites[i % 5]),\(states[(i / 7) % 3])\n".utf8)
            if buf.count > 1 << 21 {
                _ = buf.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
                buf.removeAll(keepingCapacity: true)
            }
        }
        _ = buf.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        return path
    }

    /// Start to the data on screen for a wide file: this viewer (workspace) and, when
    /// CHARTREUSE_BASELINE_BIN names one, a baseline viewer run in the same session. Both are timed
    /// to their first `reload` event (the data built and put in the window; the frame follows).
    static func workspaceOpen(rows: Int) throws -> [BenchResult] {
        guard let bin = viewer else { throw BenchError("build the viewer first: swift build -c release") }
        guard let (xvfb, display) = startXvfb() else { throw BenchError("Xvfb is not installed") }
        defer { xvfb.terminate(); xvfb.waitUntilExit() }
        let path = try writeWideCSV(rows: rows, name: "chartreuse-bench-wide-\(rows).csv")
        defer { unlink(path) }
        var out: [BenchResult] = []
        var runs: [(String, String)] = [("this viewer", bin)]
        if let base = ProcessInfo.processInfo.environment["CHARTREUSE_BASELINE_BIN"] { runs.append(("baseline", base)) }
        for (label, exe) in runs {
            var times: [Double] = []
            for _ in 0..<3 { times.append(try timeToReload(exe, path, display: display) * 1000) }
            out.append(BenchResult(name: "open \(rows.formatted())×20, \(label)", unit: "ms", values: percentiles(times)))
        }
        return out
    }

    /// Seconds from spawning the viewer on `file` to its first `reload` event on stdout.
    static func timeToReload(_ exe: String, _ file: String, display: String) throws -> Double {
        let (p, pipe) = viewerProcess(exe, file, display: display)
        let start = now()
        try p.run()
        defer { p.terminate(); p.waitUntilExit() }
        var seen = Data()
        while true {
            let chunk = pipe.fileHandleForReading.availableData
            if chunk.isEmpty { throw BenchError("\(exe) ended before loading \(file)") }
            seen += chunk
            if String(decoding: seen, as: UTF8.self).contains("\"event\":\"reload\"") { return now() - start }
        }
    }

    /// The browser's statistics of a `rows` × 20 table (one pass per column, columns in parallel).
    static func summaries(rows: Int) throws -> BenchResult {
        let path = try writeWideCSV(rows: rows, name: "chartreuse-bench-summaries-\(rows).csv")
        defer { unlink(path) }
        let table = try DataLoader.load(path).table
        var times: [Double] = []
        for _ in 0..<5 {
            let start = now()
            _ = ColumnSummary.of(table)
            times.append((now() - start) * 1000)
        }
        return BenchResult(name: "column summaries, \(rows.formatted())×20", unit: "ms", values: percentiles(times))
    }

    /// A drag across the first of `plots` linked line charts of `n` points each, stacked in one
    /// 1600×900 window: every frame pans all of them, builds the draw list and rasterises it.
    static func linkedPan(plots: Int, points n: Int, frames: Int) throws -> BenchResult {
        let root = RootWidget()
        let link = XLink()
        let w = walk(n)
        for _ in 0..<plots {
            let c = ChartView(data: ChartData(series: [w]))
            c.length = .relative(1)
            c.footer.isHidden = true
            root.addChild(c)
            link.add(c)
        }
        let r = try OffscreenRenderer(width: 1600, height: 900)
        r.render(root)
        let first = root.children[0] as! ChartView
        first.zoom(by: 2, about: first.geometry.plot.center, xOnly: true)
        r.render(root)
        var t = 1000.0
        let c = first.geometry.plot.center
        root.handle(.pointerDown(button: .left, position: c, modifiers: [], time: t))
        var times: [Double] = []
        let held: Set<PointerButton> = [.left]
        for k in 1...frames {
            t += 0.016
            let start = now()
            root.handle(.pointerMoved(position: Point(c.x - Double(k % 60) * 5 - 10, c.y), buttons: held, modifiers: [], time: t))
            r.render(root)
            times.append((now() - start) * 1000)
        }
        root.handle(.pointerUp(button: .left, position: c, modifiers: [], time: t))
        return BenchResult(name: "pan frame, \(plots) linked plots × \(n.formatted())", unit: "ms", values: percentiles(times))
    }
}
