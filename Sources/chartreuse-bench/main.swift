import ArgumentParser
import ChartCore
import ChartSDL
import Foundation

/// `swift run -c release chartreuse-bench [--json] [--quick]`: prints timings measured on this
/// machine. Compare figures as ratios against a baseline from the same session: the machine is shared.
/// The bench's command line (swift-argument-parser: --help, --version, completions).
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chartreuse-bench",
        abstract: "Print timings measured on this machine (build with -c release).",
        discussion: "Compare figures as ratios against a baseline run in the same session: the machine is shared.",
        version: "chartreuse-bench \(ChartreuseVersion.number) (commit \(buildCommit))")

    @Flag(name: .customLong("json"), help: "Print the results as JSON.")
    var json = false
    @Flag(name: .customLong("quick"), help: "Smaller data sets and fewer frames.")
    var quick = false
    @Option(name: .customLong("only"), help: ArgumentHelp("""
        Run just these groups (comma-separated): pan (pan and zoom frames), export, scans, load, reload (appends and rewrites; with the viewer built, a window following a logger), \
        window, workspace (opening a wide file and its column summaries; with CHARTREUSE_BASELINE_BIN=path \
        the opening is timed for that viewer too), linked (a drag across eight linked plots), edits (an edit on an \
        eight-plot workspace, beside the every-plot rebuild edits made before, and a pan across it), analysis \
        (statistics following a pan of 100M points, a spectrum of 1M, a derived column over 10M rows), \
        table (the data table: sorting 10M rows by numbers and by text, scrolling 100M rows), \
        selection (a brush picked out in eight plots of 10M rows, to the frame, and a pan while rows are picked out), \
        clickhouse (viewport answers of --clickhouse URL; only when asked for).
        """, valueName: "group,…"))
    var only: String?
    @Option(name: .customLong("clickhouse"), help: ArgumentHelp("With --only clickhouse: the table whose viewport answers to time (its first y column; prepare it with chartreuse --prepare for rollups).", valueName: "url"))
    var clickhouse: String?
    @Flag(name: .customLong("prepare"), help: "With --only clickhouse: make the table's rollups first (as chartreuse --prepare does), timed.")
    var prepare = false
    @Option(name: .customLong("csv"), help: ArgumentHelp("Measure loading this file (any kind the viewer opens) rather than generated ones, and opening it to a first frame.", valueName: "file"))
    var csv: String?

    static let groups: Set<String> = ["clickhouse", "pan", "export", "scans", "load", "reload", "window", "workspace", "linked", "edits", "analysis", "table", "selection"]

    func validate() throws {
        for g in (only ?? "").split(separator: ",") where !Self.groups.contains(String(g)) {
            throw ValidationError("no group '\(g)' (groups: \(Self.groups.sorted().joined(separator: ", ")))")
        }
    }
}

let command: BenchCommand
do {
    command = try BenchCommand.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    BenchCommand.exit(withError: error)
}
let json = command.json
let quick = command.quick
let only: Set<String>? = command.only.map { Set($0.split(separator: ",").map(String.init)) }
func want(_ group: String) -> Bool { only?.contains(group) ?? (group != "clickhouse") }
var results: [BenchResult] = []

do {
    let sizes = quick ? [100_000, 1_000_000] : [100_000, 1_000_000, 10_000_000, 100_000_000]
    if want("export") {
        results.append(try Bench.export(points: 1_000_000))
        for n in quick ? [1_000_000] : [1_000_000, 10_000_000] { results += try Bench.coldExport(rows: n) }
        // Ties: the same walk with each x written four times (as loggers faster than their clock do).
        results += try Bench.coldExport(rows: quick ? 1_000_000 : 10_000_000, repeats: 4)
    }
    if want("clickhouse") {
        guard let url = command.clickhouse else { throw ValidationError("--only clickhouse needs --clickhouse URL") }
        results += try Bench.clickhouseViewports(url: url, viewports: quick ? 50 : 300, prepare: command.prepare)
    }
    if want("window") { results += try Bench.windowFigures() }
    if want("linked") { results.append(try Bench.linkedPan(plots: 8, points: quick ? 1_000_000 : 10_000_000, frames: quick ? 200 : 120)) }
    if want("workspace") {
        let rows = quick ? 1_000_000 : 10_000_000
        results += try Bench.workspaceOpen(rows: rows)
        results.append(try Bench.summaries(rows: rows))
    }
    if want("edits") {
        results += try Bench.workspaceEdits(rows: quick ? 1_000_000 : 10_000_000, edits: quick ? 10 : 20)
        results.append(try Bench.workspacePan(rows: quick ? 1_000_000 : 10_000_000, frames: quick ? 200 : 120))
    }
    if want("scans") { results += Bench.scans(points: 10_000_000) }
    if want("analysis") {
        results.append(Bench.statisticsPan(points: quick ? 10_000_000 : 100_000_000, frames: 200))
        results.append(try Bench.spectrum(points: 1_000_000))
        results.append(try Bench.derived(rows: quick ? 1_000_000 : 10_000_000))
    }
    if want("table") {
        results += try Bench.tableSort(rows: quick ? 1_000_000 : 10_000_000)
        results.append(try Bench.tableScroll(rows: quick ? 10_000_000 : 100_000_000, frames: quick ? 60 : 200))
    }
    if want("selection") {
        results += try Bench.brushSelect(rows: quick ? 1_000_000 : 10_000_000, brushes: quick ? 6 : 12, frames: quick ? 60 : 120)
    }
    // Last: the largest data sets (spawned children would count this process's memory as theirs).
    if want("pan") {
        for n in sizes {
            results += try Bench.panLatency(points: n, frames: quick ? 40 : 120)
            results.append(try Bench.zoomLatency(points: n, frames: quick ? 40 : 120))
        }
    }
    if want("load") {
        if let file = command.csv {
            // `--csv FILE`: the load figures for that file instead of generated ones.
            results.append(try Bench.loadThroughput(file: file, threads: 1))
            results.append(try Bench.loadThroughput(file: file, threads: nil))
            results.append(try Bench.loadThroughput(file: file, threads: nil, fresh: true))
            results.append(try Bench.firstFrame(file: file))
        } else {
            for rows in quick ? [1_000_000] : [1_000_000, 10_000_000] {
                results.append(try Bench.loadThroughput(rows: rows, threads: 1))
                results.append(try Bench.loadThroughput(rows: rows, threads: nil))
            }
        }
    }
    if want("reload") {
        results.append(try Bench.appendLatency(rows: quick ? 1_000_000 : 10_000_000))
        results.append(try Bench.rewriteLatency(rows: 1_000_000))
        if Bench.viewer != nil { results += try Bench.viewerFollow(rows: quick ? 1_000_000 : 10_000_000, seconds: quick ? 3 : 10) }
    }

} catch {
    FileHandle.standardError.write("chartreuse-bench: \(error)\n".data(using: .utf8)!)
    exit(1)
}

if json {
    let rows = results.map { r -> [String: Any] in
        var d: [String: Any] = ["name": r.name, "unit": r.unit]
        for (k, v) in r.values { d[k] = v }
        return d
    }
    let data = try JSONSerialization.data(withJSONObject: ["results": rows], options: [.prettyPrinted, .sortedKeys])
    print(String(decoding: data, as: UTF8.self))
} else {
    print("benchmark                                     p50        p99        mean   unit")
    print("(\(ProcessInfo.processInfo.activeProcessorCount) cores; compare runs of the same session as ratios: the machine is shared)")
    for r in results {
        func f(_ k: String) -> String { r.values[k].map { String(format: "%9.2f", $0) } ?? "        -" }
        print(r.name.padding(toLength: 44, withPad: " ", startingAt: 0), f("p50"), " ", f("p99"), " ", f("mean"), " ", r.unit)
    }
}
