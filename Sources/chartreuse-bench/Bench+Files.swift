import ChartCore
import ChartIO
import ChartSpecs
import ChartSDL
import Foundation

/// File loading and live reload measurements.
extension Bench {
    /// Writes a two-column numeric CSV (x, random walk) of about `megabytes` MB; returns its path
    /// and rows. `repeats`: each x written that many times (a logger writing faster than its clock).
    static func writeCSV(megabytes: Int, rows: Int? = nil, repeats: Int = 1, name: String) throws -> (String, Int) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(name).path
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var v = 0.0
        var buf = [UInt8]()
        buf.reserveCapacity(1 << 22)
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw BenchError("cannot write \(path)") }
        defer { close(fd) }
        buf += Array("x,value\n".utf8)
        var i = 0
        var written = 0
        while rows.map({ i < $0 }) ?? (written + buf.count < megabytes << 20) {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            v += Double(Int64(state % 2001) - 1000) / 1000
            // "i,v" with v to four decimals, written without String(format:), which is slow.
            let scaled = Int((abs(v) * 10_000).rounded())
            let fraction = String(scaled % 10_000)
            let zeros = String(repeating: "0", count: 4 - fraction.count)
            buf += Array("\(i / repeats),\(v < 0 && scaled > 0 ? "-" : "")\(scaled / 10_000).\(zeros)\(fraction)\n".utf8)
            i += 1
            if buf.count > 1 << 21 {
                written += buf.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
                buf.removeAll(keepingCapacity: true)
            }
        }
        _ = buf.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        return (path, i)
    }

    /// A renderer, an empty chart and a reloader whose events land in a box.
    static func harness(_ path: String) throws -> (OffscreenRenderer, ChartView, Reloader, EventBox) {
        let reloader = Reloader(path: path)
        let box = EventBox()
        reloader.onEvent = { box.put($0) }
        return (try OffscreenRenderer(width: 1600, height: 900), ChartView(), reloader, box)
    }

    /// CSV parse throughput on `threads` cores (nil: all), MB/s over a few runs of a file of `rows` rows.
    static func loadThroughput(rows: Int, threads: Int?) throws -> BenchResult {
        let (path, _) = try writeCSV(megabytes: 0, rows: rows, name: "chartreuse-bench-\(rows).csv")
        defer { unlink(path) }
        return try loadThroughput(file: path, threads: threads, expecting: rows)
    }

    /// Parse throughput of the file at `path` on `threads` cores (nil: all), MB/s over a few runs.
    /// Each load after the first takes back the column memory the one before freed, as a reload
    /// does (``ColumnMemory``); with `fresh`, every load takes its memory from the system, as a
    /// file's first opening does.
    static func loadThroughput(file path: String, threads: Int?, expecting rows: Int? = nil, fresh: Bool = false) throws -> BenchResult {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let kind = bytes.withUnsafeBytes { b in
            ParquetReader.detect(b) ? "Parquet" : ArrowReader.detect(b) ? "Arrow" : SQLiteReader.detect(b) ? "SQLite" : "CSV"
        }
        var rates: [Double] = []
        var parsedRows = 0
        for _ in 0..<(rows == nil ? 7 : 3) {
            if fresh { ColumnMemory.releaseAll() }
            let start = now()
            // Text is parsed from memory; a columnar file or database is read from the file, as the viewer does.
            let parsed = kind == "CSV" ? try DataLoader.parse(bytes, name: path, threads: threads) : try DataLoader.load(path, threads: threads)
            let t = now() - start
            parsedRows = parsed.rows
            precondition(rows == nil || parsed.rows == rows)
            rates.append(Double(bytes.count) / 1e6 / t)
        }
        let cores = threads.map { "\($0) core\($0 == 1 ? "" : "s")" } ?? "all \(ProcessInfo.processInfo.activeProcessorCount) cores"
        return BenchResult(name: "\(kind) load, \(parsedRows.formatted()) rows (\(bytes.count >> 20) MB), \(cores)\(fresh ? ", fresh memory" : "")",
                           unit: "MB/s", values: percentiles(rates))
    }

    /// Opening the file at `path` as the viewer's first read does (from the file, in process)
    /// through building the chart to its first rendered 1600×900 frame.
    static func firstFrame(file path: String) throws -> BenchResult {
        let renderer = try OffscreenRenderer(width: 1600, height: 900)
        var times: [Double] = []
        var rows = 0
        for _ in 0..<5 {
            ColumnMemory.releaseAll()   // a first opening: memory from the system
            let start = now()
            let parsed = try DataLoader.load(path)
            let chart = ChartView()
            chart.data = try ChartBuilder.build(parsed.table, spec: ChartSpec(), name: path).data
            renderer.render(chart)
            times.append((now() - start) * 1000)
            rows = parsed.rows
        }
        return BenchResult(name: "open to first frame, \(rows.formatted()) rows (in process)", unit: "ms", values: percentiles(times))
    }

    /// Time from appending a row to a file of `rows` rows to the rebuilt, rendered frame.
    static func appendLatency(rows: Int) throws -> BenchResult {
        let (path, _) = try writeCSV(megabytes: 0, rows: rows, name: "chartreuse-bench-append.csv")
        defer { unlink(path) }
        let (renderer, chart, reloader, box) = try harness(path)
        reloader.reload(initial: true)
        guard case .loaded(let first, _, _) = box.wait() else { throw BenchError("initial load failed") }
        chart.data = try ChartBuilder.build(first.table, spec: ChartSpec(), name: path).data
        renderer.render(chart)
        var times: [Double] = []
        for k in 0..<10 {
            let start = now()
            let h = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            h.seekToEndOfFile()
            h.write("\(rows + k),1.5\n".data(using: .utf8)!)
            try h.close()
            reloader.reload()
            guard case .loaded(let p, let appended, _) = box.wait(), appended == 1 else { throw BenchError("append was not incremental") }
            chart.appendData(try ChartBuilder.build(p.table, spec: ChartSpec(), name: path).data)
            renderer.render(chart)
            times.append((now() - start) * 1000)
        }
        return BenchResult(name: "append 1 row to \(rows.formatted()) rows → frame", unit: "ms", values: percentiles(times))
    }

    /// Time to reload after rewriting a file of `rows` rows (full read, build, frame).
    static func rewriteLatency(rows: Int) throws -> BenchResult {
        let (path, _) = try writeCSV(megabytes: 0, rows: rows, name: "chartreuse-bench-rewrite.csv")
        defer { unlink(path) }
        let (renderer, chart, reloader, box) = try harness(path)
        var times: [Double] = []
        for _ in 0..<4 {
            reloader.forget()
            let start = now()
            reloader.reload(initial: true)
            guard case .loaded(let p, _, _) = box.wait() else { throw BenchError("reload failed") }
            chart.data = try ChartBuilder.build(p.table, spec: ChartSpec(), name: path).data
            renderer.render(chart)
            times.append((now() - start) * 1000)
        }
        return BenchResult(name: "reload after rewrite, \(rows.formatted()) rows", unit: "ms", values: percentiles(times))
    }
}

/// Waits for reloader events (skipping progress).
final class EventBox: @unchecked Sendable {
    private let cond = NSCondition()
    private var events: [Reloader.Event] = []

    func put(_ e: Reloader.Event) {
        if case .progress = e { return }
        cond.lock(); events.append(e); cond.signal(); cond.unlock()
    }

    func wait() -> Reloader.Event {
        cond.lock()
        while events.isEmpty { cond.wait() }
        let e = events.removeFirst()
        cond.unlock()
        return e
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
}
