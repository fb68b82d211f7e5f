@testable import ChartClickHouse
import ChartTestSupport
import Foundation
import Testing
@testable import ChartCore
@testable import ChartIO

/// A ClickHouse table that grows under the viewer, as a logger's does: its rollups keep answering
/// (the newer rows read from the table and merged in), its held rows are extended by the newer
/// rows alone, and rows written before the last x leave both to be read again.
@Suite(.serialized, .enabled(if: ClickHouseTestServer.available, "\(ClickHouseTestServer.whyUnavailable)"))
struct ClickHouseGrowthTests {
    func geometry(_ s: Series, _ zoom: ClosedRange<Double>, width: Double) -> PlotGeometry {
        var o = PlotGeometry.Options()
        o.visibleX = zoom
        return PlotGeometry.compute(data: ChartData(series: [s]), options: o, plot: Rect(x: 40.5, y: 10, width: width, height: 400), scale: 1)
    }

    @Test func aGrownTableKeepsItsRollupsAndExtendsItsRows() throws {
        try ClickHouseViewportTests.table("m4_grow", rows: 1_000_000, y: "toFloat64((number * 7919) % 41) + if(number % 50000 < 2, 500, 0)")
        let url = try ClickHouseURL("clickhouse://127.0.0.1:\(try ClickHouseTestServer.port.get())/default?table=m4_grow&y=y", environment: [:])
        try ClickHouseRollups.prepare(try ClickHouseSource(url: url)) { _ in }
        let before = try ClickHouseSource(url: url).preview()
        #expect(!before.whole && before.rows == 1_000_000)

        // 5,000 newer rows, one of them far above the rest.
        let admin = try ClickHouseViewportTests.client()
        admin.readOnly = false
        _ = try admin.run("INSERT INTO m4_grow SELECT (1000000 + number) * 1.5 + 0.25, if(number = 4321, 900, toFloat64(number % 13)) FROM numbers(5000)")
        let source = try ClickHouseSource(url: url)
        let rollups = try #require(source.rollups["y"], "rows added beyond the rollups' last x left them unused")
        #expect(rollups.added == 5000)
        let s = try ClickHouseViewportTests.series("m4_grow")
        let store = SeriesStore()
        store.set(ChartData(series: [s]), appended: false)
        let last = s.xValue(s.count - 1)
        var used = 0
        for z in [0...last, (last - 1_400_000)...last, (last - 20_000)...(last + 5), 1_499_000.1...1_503_000.7] {
            let (local, remote, rolled) = try ClickHouseViewportTests.drawn(s, geometry(s, z, width: 900), source: source, store: store, rollups: rollups)
            if rolled { used += 1 }
            #expect(local == remote, "\(z): \(remote.count) points against \(local.count) drawn from every row")
        }
        #expect(used >= 2, "the rollups answered \(used) of 4 viewports")

        // The held rows: the earlier ones and exactly the newer ones after them.
        let grown = try source.extended(before)
        #expect(grown.rows == 1_005_000)
        #expect(grown.table.rowCount == before.table.rowCount + 5000)
        let xs = try #require(grown.table.columns[0].numbers), ys = try #require(grown.table.columns[1].numbers)
        #expect(xs.last == last && ys.max() == 900)
        #expect(Array(xs.prefix(before.table.rowCount)) == Array(before.table.columns[0].numbers!))
        // Opened afresh, the preview is still the rollups' (every added row with it), not a read of the table.
        let fresh = try source.preview()
        let freshX = try #require(fresh.table.columns[0].numbers)
        #expect(freshX.filter { $0 > rollups.upTo }.count == 5000 && fresh.table.columns[1].numbers?.max() == 900)
        #expect(fresh.table.rowCount <= 4 * 4096 + 5002)

        // Rows sharing the last x held (a logger's several rows a second), and more after: added, not read again.
        _ = try admin.run("INSERT INTO m4_grow VALUES (\(last), -1), (\(last), 950), (\(last), 3), (\(last + 1), 4), (\(last + 2), 5)")
        let tied = try ClickHouseSource(url: url).extended(grown)
        #expect(tied.rows == 1_005_005 && tied.table.rowCount == grown.table.rowCount + 5)
        let tx = try #require(tied.table.columns[0].numbers), ty = try #require(tied.table.columns[1].numbers)
        #expect(tx.filter { $0 == last }.count == 4 && ty.max() == 950 && tx.last == last + 2)
        #expect(Array(tx.prefix(grown.table.rowCount - 1)) == Array(xs.prefix(grown.table.rowCount - 1)))

        // A row written before the last x: the rollups are stale and the rows held are read again.
        _ = try admin.run("INSERT INTO m4_grow VALUES (10.1, -77)")
        let stale = try ClickHouseSource(url: url)
        #expect(stale.rollups["y"] == nil)
        let again = try stale.extended(tied)
        #expect(again.rows == 1_005_006)
        #expect(again.table.rowCount <= 4 * ClickHouseSource.previewColumns + 8, "\(again.table.rowCount) rows held: not the table's preview")
        #expect(again.table.columns[1].numbers?.min() == -77)
        _ = try admin.run("DROP TABLE m4_grow")
    }

    @Test func aPreparedTablesPreviewIsReadFromItsRollups() throws {
        try ClickHouseViewportTests.make("m4_rolled", columns: "x Float64, y Float64, z Float64", rows: 600_000,
                                         select: "number * 0.5, if(number = 0, nan, toFloat64((number * 7919) % 1000)), if(number = 123456, -5000, sin(number / 1000))")
        let admin = try ClickHouseViewportTests.client()
        admin.readOnly = false
        let port = try ClickHouseTestServer.port.get()
        let both = try ClickHouseURL("clickhouse://127.0.0.1:\(port)/default?table=m4_rolled&x=x&y=y,z", environment: [:])
        try ClickHouseRollups.prepare(try ClickHouseSource(url: both)) { _ in }
        for url in [both, try ClickHouseURL("clickhouse://127.0.0.1:\(port)/default?table=m4_rolled&x=x&y=y", environment: [:])] {
            let source = try ClickHouseSource(url: url)
            let preview = try source.preview()
            #expect(preview.rows == 600_000 && !preview.whole)
            // Its rows are the coarsest levels' picks (not the slices' of the preview read otherwise)…
            var picked = Set<Double>()
            for c in source.y {
                let table = try #require(source.rollups[c.name]?.levels.last?.table)
                let body = try admin.run("SELECT fx FROM \(table) UNION ALL SELECT lx FROM \(table) UNION ALL SELECT mnx FROM \(table) UNION ALL SELECT mxx FROM \(table) FORMAT RowBinary")
                var r = RowBinaryReader(body)
                while !r.isAtEnd { picked.insert(try r.float64()) }
            }
            let xs = try #require(preview.table.columns[0].numbers)
            // (The first row too, though its y is NaN and no rollup holds it: the x axis starts there.)
            picked.insert(0)
            #expect(xs.allSatisfy(picked.contains), "\(url): rows held that no rollup picked")
            #expect(xs.count <= 4 * 4096 * source.y.count && xs.count >= 8)
            // … the table's own rows, whole, with its true extents.
            let ys = try #require(preview.table.columns[1].numbers)
            for (x, y) in zip(xs, ys) where x > 0 { #expect(y == Double((Int(x * 2) * 7919) % 1000), "x \(x) holds y \(y)") }
            #expect(xs.first == 0 && xs.last == 299_999.5 && ys.first?.isNaN == true)
            #expect(ys.filter { !$0.isNaN }.min() == 0 && ys.filter { !$0.isNaN }.max() == 999)
            if source.y.count == 2 { #expect(preview.table.columns[2].numbers?.min() == -5000) }
        }
        _ = try admin.run("DROP TABLE m4_rolled")
    }
}
