import ChartCore
import Foundation
import Testing
@testable import ChartIO
@testable import ChartSpecs

/// Appending rows to a followed file extends the columns in place: the table before the append
/// keeps its values, and the new one shares its memory (no copy of the rows already read).
struct SharedAppendTests {
    func address(_ c: ColumnBuffer?) -> Int? {
        c?.withUnsafeBufferPointer { $0.baseAddress.map { Int(bitPattern: $0) } }
    }

    @Test func appendsToAFollowedFileShareTheColumns() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("chartreuse-shared-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("log.csv").path
        var text = "t,v,name\n"
        for i in 0..<50_000 { text += "\(i),\(Double(i) / 4),n\(i % 3)\n" }
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let probe = ReloadProbe(path)
        guard case .loaded(let first, nil, _)? = probe.reload(initial: true) else { Issue.record("no load"); return }
        var previous = first
        var summaries = ColumnSummary.of(first.table)
        for k in 0..<5 {
            try ReloadProbe.append("\(50_000 + k),\(Double(k) + 0.5),x\n", to: path)
            guard case .loaded(let next, 1?, _)? = probe.reload() else { Issue.record("append \(k) was not incremental: \(probe.events.last as Any)"); return }
            // The first append may move the columns once (to make room); after that they stay.
            if k > 0 {
                #expect(address(next.table.columns[0].numbers) == address(previous.table.columns[0].numbers), "append \(k): t was copied")
                #expect(address(next.table.columns[1].numbers) == address(previous.table.columns[1].numbers), "append \(k): v was copied")
            }
            // The previous table is unchanged, the new one has the row.
            #expect(previous.rows == 50_000 + k && previous.table.columns[1].numbers!.count == 50_000 + k)
            #expect(next.rows == 50_001 + k && next.table.columns[1].numbers!.last == Double(k) + 0.5)
            #expect(next.table.columns[0].numbers![49_999] == 49_999)
            // Summaries carried on over the new rows are those of a full pass, text included.
            let carried = ColumnSummary.of(next.table, appendedTo: previous.table, previous: summaries)
            #expect(carried == ColumnSummary.of(next.table), "append \(k)")
            #expect(carried[1].count == 50_001 + k && carried[1].max == 12_499.75 && carried[2].distinct == 4)
            summaries = carried
            previous = next
        }
        // A chart built from the grown table reads the same memory.
        let built = try ChartBuilder.build(previous.table, spec: ChartSpec(), name: path)
        #expect(address(built.data.series[0].y) == address(previous.table.columns[1].numbers))
        #expect(address(built.data.series[0].x) == address(previous.table.columns[0].numbers))
    }

    /// A watcher asks at once for appends only: a rewrite is left for the settled reload.
    @Test func anAppendsOnlyReloadLeavesARewriteAlone() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("chartreuse-appendsonly-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("d.csv").path
        try Data("a,b\n1,2\n3,4\n".utf8).write(to: URL(fileURLWithPath: path))
        let probe = ReloadProbe(path)
        probe.reload(initial: true)
        try ReloadProbe.append("5,6\n", to: path)
        probe.reloader.reload(appendsOnly: true)
        probe.reloader.flush()
        guard case .loaded(let p, 1?, _)? = probe.events.last else { Issue.record("append not taken: \(probe.events)"); return }
        #expect(p.rows == 3)
        let seen = probe.events.count
        try Data("a,b\n9,9\n".utf8).write(to: URL(fileURLWithPath: path))
        probe.reloader.reload(appendsOnly: true)
        probe.reloader.flush()
        #expect(probe.events.count == seen, "a rewrite is not read by an appends-only reload")
        guard case .loaded(let q, nil, _)? = probe.reload() else { Issue.record("rewrite not read"); return }
        #expect(q.rows == 1)
    }
}
