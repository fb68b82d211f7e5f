@testable import ChartClickHouse
import ChartTestSupport
import Foundation
import Testing
@testable import ChartCore
@testable import ChartIO

/// Lines held in a real ClickHouse server draw exactly as the same rows drawn locally: the engine's
/// pixel columns, ties and neighbours agree with the local M4 decimator point for point.
@Suite(.serialized, .enabled(if: ClickHouseTestServer.available, "\(ClickHouseTestServer.whyUnavailable)"))
struct ClickHouseViewportTests {
    static func client(_ query: String = "table=m4_exact") throws -> ClickHouseClient {
        ClickHouseClient(url: try ClickHouseURL("clickhouse://127.0.0.1:\(try ClickHouseTestServer.port.get())/default?\(query)", environment: [:]))
    }

    /// Creates `name` (x Float64, y Float64) from `select` over numbers(n), once per test process.
    static func table(_ name: String, rows n: Int, y: String) throws {
        try make(name, columns: "x Float64, y Float64", rows: n, select: "number * 1.5 + 0.25 AS x, \(y) AS y")
    }

    /// Creates `name` (a MergeTree table of `columns` ordered by x) anew from `select` over numbers(n).
    static func make(_ name: String, columns: String, rows n: Int, select: String) throws {
        let c = try client()
        c.readOnly = false
        _ = try c.run("DROP TABLE IF EXISTS \(name)")
        _ = try c.run("CREATE TABLE \(name) (\(columns)) ENGINE = MergeTree ORDER BY x")
        _ = try c.run("INSERT INTO \(name) SELECT \(select) FROM numbers(\(n))")
    }

    /// The rows of `name` as a local series, read back exactly.
    static func series(_ name: String) throws -> Series {
        let body = try client().run("SELECT x, y FROM \(name) ORDER BY x FORMAT RowBinary")
        var r = RowBinaryReader(body)
        var xs: [Double] = [], ys: [Double] = []
        while !r.isAtEnd { xs.append(try r.float64()); ys.append(try r.float64()) }
        return Series(name: "y", x: xs, y: ys)
    }

    /// The points `store` draws of line `s` over `g`, those the server's answer draws, and whether
    /// `rollups` answered it.
    static func drawn(_ s: Series, _ g: PlotGeometry, source: ClickHouseSource, store: SeriesStore,
                      rollups: ClickHouseRollups) throws -> (local: [Point], remote: [Point], rolled: Bool) {
        var local: [Point] = [], remote: [Point] = []
        _ = store.linePoints(0, of: s, in: g, into: &local)
        let provider = try ClickHouseProvider(source: source, store: store) { $0() }
        provider.synchronous = true
        _ = provider.linePoints(0, of: s, in: g, into: &remote)
        #expect(provider.lastProblem == nil, "\(provider.lastProblem ?? "")")
        let grid = try #require(ViewportGrid(g, anchor: s.xValue(0)))
        let span = grid.span(first: s.xValue(0), last: s.xValue(s.count - 1))
        return (local, remote, span.map { rollups.level(for: grid, columns: $0.range) != nil } ?? false)
    }

    func geometry(_ s: Series, _ zoom: ClosedRange<Double>, width: Double) -> PlotGeometry {
        var o = PlotGeometry.Options()
        o.visibleX = zoom
        return PlotGeometry.compute(data: ChartData(series: [s]), options: o, plot: Rect(x: 40.5, y: 10, width: width, height: 400), scale: 1)
    }

    @Test(arguments: [
        // Noise with many ties (whole numbers), NaN gaps, and a smooth wave.
        ("ties", "if(number % 997 = 5, nan, toFloat64((number * 7919) % 13))"),
        ("wave", "sin(number / 5000.0) * 1000 + (number % 17) / 7.0"),
    ])
    func aViewportFromTheEngineDrawsAsTheSameRowsDoLocally(name: String, y: String) throws {
        let table = "m4_" + name
        try Self.table(table, rows: 300_000, y: y)
        let s = try Self.series(table)
        let store = SeriesStore()
        store.set(ChartData(series: [s]), appended: false)
        let viewport = try ClickHouseViewport(client: Self.client("table=\(table)"), schema: ClickHouseSchema.read(Self.client("table=\(table)")), x: "x")
        let last = s.x!.last!
        // The whole line, zooms inside it, the edges and past them, down to rows drawn one by one.
        let zooms: [ClosedRange<Double>] = [0...last, -100...(last + 100), 1234.5...98765.4, 0.25...3000, (last - 2000)...(last + 50),
                                           -5000...10, 200_000.3...201_999.7, 333_333.3...333_400.1]
        var modes: Set<String> = []
        for width in [1200.0, 333.0] {
            for z in zooms {
                let g = geometry(s, z, width: width)
                var local: [Point] = []
                _ = store.linePoints(0, of: s, in: g, into: &local)
                let grid = try #require(ViewportGrid(g, anchor: s.xValue(0)))
                let rows = try viewport.rows(y: "y", grid: grid, first: s.xValue(0), last: last)
                var remote: [Point] = []
                switch rows {
                case .points(let x, let y):
                    modes.insert("rows")
                    #expect(x.count <= grid.rawLimit)
                    LineDecimator.points(x: x, y: y, g: g, into: &remote)
                case .columns(let c, let grid, let a, let b, let range, let before, let after):
                    modes.insert("columns")
                    LineDecimator.points(columns: c, grid: grid, span: (a, b, range), before: before.map { ($0.x, $0.y) },
                                         after: after.map { ($0.x, $0.y) }, g: g, into: &remote)
                    #expect(c.count <= grid.columns + 4, "\(name) \(z): \(c.count) columns for \(grid.columns) pixels")
                }
                let first = zip(local, remote).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(local.count, remote.count)
                #expect(local.count == remote.count && first == local.count,
                        "\(name) at \(z), \(width) px: \(remote.count) points against \(local.count) locally, first differing at \(first): \(first < min(local.count, remote.count) ? "\(remote[first]) vs \(local[first])" : "")")
            }
        }
        #expect(modes == ["rows", "columns"], "both ways of answering were tried: \(modes)")
    }

    @Test func aPannedPlotKeepsItsColumnsAsTheStoreDoes() throws {
        try Self.table("m4_pan", rows: 250_000, y: "toFloat64((number * 104729) % 1000) - if(number % 5000 < 3, 5000, 0)")
        let s = try Self.series("m4_pan")
        let store = SeriesStore()
        store.set(ChartData(series: [s]), appended: false)
        let source = try ClickHouseSource(url: ClickHouseURL("clickhouse://127.0.0.1:\(try ClickHouseTestServer.port.get())/default?table=m4_pan&y=y", environment: [:]))
        let provider = try ClickHouseProvider(source: source, store: store) { $0() }
        provider.synchronous = true
        let span = 60_000.0, perPixel = span / 900
        var lo = 100_000.3
        for shift in [0, 3, -7.25, 0.5, 40, 900, -1] {
            lo += shift * perPixel
            let g = geometry(s, lo...(lo + span), width: 900)
            var local: [Point] = [], remote: [Point] = []
            _ = store.linePoints(0, of: s, in: g, into: &local)
            #expect(provider.linePoints(0, of: s, in: g, into: &remote) == .current)
            #expect(provider.lastProblem == nil)
            #expect(local == remote, "after a pan of \(shift) px: \(remote.count) points against \(local.count)")
        }
        #expect(provider.requests == 7)
    }

    @Test func rollupsAnswerWhatTheRowsDo() throws {
        // Enough rows that the wide views hold more than 32 of the finest buckets per column.
        try Self.table("m4_roll", rows: 2_000_000, y: "if(number % 1999 = 7, nan, toFloat64((number * 7919) % 41)) + if(number % 50000 < 2, 500, 0)")
        let s = try Self.series("m4_roll")
        let url = try ClickHouseURL("clickhouse://127.0.0.1:\(try ClickHouseTestServer.port.get())/default?table=m4_roll&y=y", environment: [:])
        try ClickHouseRollups.prepare(try ClickHouseSource(url: url)) { _ in }
        let source = try ClickHouseSource(url: url)
        let rollups = try #require(source.rollups["y"], "the catalog lists the rollups")
        #expect(rollups.levels.count >= 3 && rollups.anchor == s.xValue(0))
        let store = SeriesStore()
        store.set(ChartData(series: [s]), appended: false)
        let last = s.xValue(s.count - 1)
        var used = 0
        for width in [1200.0, 517.0] {
            for z in [0...last, -1000...(last + 1000), 12_345.6...2_000_000.1, 700_000.3...1_100_000.9, (last - 1_500_000)...last, 70_000.3...90_000.9] {
                let g = geometry(s, z, width: width)
                let (local, remote, rolled) = try Self.drawn(s, g, source: source, store: store, rollups: rollups)
                if rolled { used += 1 }
                #expect(local == remote, "\(z) at \(width) px: \(remote.count) points from the rollups against \(local.count)")
            }
        }
        #expect(used >= 8, "the rollups answered \(used) of 12 viewports")
    }

    @Test func rowsSharingAnXKeepTheirExtremes() throws {
        // Twenty rows a second, as a DateTime column of events has: the preview opens, and each
        // column still draws its lowest and highest values.
        try Self.make("m4_ties", columns: "x Float64, y Float64", rows: 600_000, select: "intDiv(number, 20), toFloat64((number * 7919) % 97)")
        let url = try ClickHouseURL("clickhouse://127.0.0.1:\(try ClickHouseTestServer.port.get())/default?table=m4_ties", environment: [:])
        let source = try ClickHouseSource(url: url)
        let preview = try source.preview()
        #expect(preview.rows == 600_000 && !preview.whole)
        let xs = try #require(preview.table.columns[0].numbers), ys = try #require(preview.table.columns[1].numbers)
        let s = Series(name: "y", x: Array(xs), y: Array(ys))
        let store = SeriesStore()
        store.set(ChartData(series: [s]), appended: false)
        let provider = try ClickHouseProvider(source: source, store: store) { $0() }
        provider.synchronous = true
        // Zoomed in to half a second a column: each column's twenty rows share one x.
        let g = geometry(s, 1000...1300, width: 600)
        let grid = try #require(ViewportGrid(g, anchor: s.xValue(0)))
        guard case .columns(let cols, _, _, _, _, _, _) = try source.viewport().rows(y: try source.y[0].value(), grid: grid, first: s.xValue(0), last: s.xValue(s.count - 1)) else {
            Issue.record("rows, not columns"); return
        }
        #expect(cols.count > 250 && cols.allSatisfy { $0.firstX == $0.lastX && $0.minY < $0.maxY })
        var out: [Point] = []
        _ = provider.linePoints(0, of: s, in: g, into: &out)
        #expect(provider.lastProblem == nil)
        // Each column draws its first row, its extremes and its last row (one x, up to four heights).
        #expect(out.count >= 2 * cols.count, "\(out.count) points for \(cols.count) columns (one each would lose the extremes)")
    }

    @Test func aFailingViewportIsNotAskedAgainAndAgain() throws {
        try Self.table("m4_gone", rows: 300_000, y: "toFloat64(number % 10)")
        let s = try Self.series("m4_gone")
        let url = try ClickHouseURL("clickhouse://127.0.0.1:\(try ClickHouseTestServer.port.get())/default?table=m4_gone", environment: [:])
        let source = try ClickHouseSource(url: url)
        let store = SeriesStore()
        store.set(ChartData(series: [s]), appended: false)
        let mailbox = Mailbox()
        let provider = try ClickHouseProvider(source: source, store: store) { mailbox.post($0) }
        provider.settle = 0
        var problems = 0
        provider.onProblem = { if $0 != nil { problems += 1 } }
        // The table goes away under the viewer: the same view fails once, and is not asked again.
        let c = try Self.client()
        c.readOnly = false
        _ = try c.run("DROP TABLE m4_gone")
        let g = geometry(s, 0...400_000, width: 800)
        var out: [Point] = []
        var last = ViewportAnswer.pending
        for _ in 0..<30 {
            last = provider.linePoints(0, of: s, in: g, into: &out)
            Thread.sleep(forTimeInterval: 0.05)
            mailbox.drain()
        }
        #expect(problems == 1, "\(problems) failures reported for one view")
        // Its plot no longer shows the waiting mark (nothing is on its way), and still draws.
        #expect(last == .current, "a view that failed is still drawn as awaiting an answer")
        #expect(!out.isEmpty)
    }
}

extension ClickHouseViewportTests {
    @Test func aPanDrawsThePrefetchedScreensWhileItsAnswerComes() throws {
        try Self.table("m4_prefetch", rows: 400_000, y: "sin(number / 3000.0) * 100 + (number * 7919) % 23")
        let s = try Self.series("m4_prefetch")
        let url = try ClickHouseURL("clickhouse://127.0.0.1:\(try ClickHouseTestServer.port.get())/default?table=m4_prefetch", environment: [:])
        let store = SeriesStore()
        store.set(ChartData(series: [s]), appended: false)
        let mailbox = Mailbox()
        let provider = try ClickHouseProvider(source: try ClickHouseSource(url: url), store: store) { mailbox.post($0) }
        provider.settle = 0
        func settle(_ g: PlotGeometry) -> [Point] {
            var out: [Point] = []
            for _ in 0..<200 {
                mailbox.drain()
                if provider.linePoints(0, of: s, in: g, into: &out) == .current { break }
                Thread.sleep(forTimeInterval: 0.02)
            }
            return out
        }
        let lo = 200_000.3, span = 90_000.0
        _ = settle(geometry(s, lo...(lo + span), width: 900))
        Thread.sleep(forTimeInterval: 0.5)
        mailbox.drain()   // the screens either side have come
        // A pan of 150 px: drawn at once from them, and the same points as the answer that follows.
        let moved = geometry(s, (lo + span / 6)...(lo + span / 6 + span), width: 900)
        var pending: [Point] = []
        #expect(provider.linePoints(0, of: s, in: moved, into: &pending) == .pending)
        let exact = settle(moved)
        var local: [Point] = []
        _ = store.linePoints(0, of: s, in: moved, into: &local)
        #expect(exact == local && pending == exact, "\(pending.count) points while waiting, \(exact.count) answered, \(local.count) locally")
    }
}

/// Closures posted from the provider's thread, run when the test drains them (as a window's loop does).
final class Mailbox: @unchecked Sendable {
    private let lock = NSLock()
    private var work: [@Sendable () -> Void] = []
    func post(_ w: @escaping @Sendable () -> Void) { lock.lock(); work.append(w); lock.unlock() }
    func drain() {
        lock.lock(); let w = work; work = []; lock.unlock()
        for f in w { f() }
    }
}
