import ChartCore
import Foundation
import Testing
@testable import ChartIO

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
            previous = next
        }
        // A chart built from the grown table reads the same memory.
        let built = try ChartBuilder.build(previous.table, spec: ChartSpec(), name: path)
        #expect(address(built.data.series[0].y) == address(previous.table.columns[1].numbers))
        #expect(address(built.data.series[0].x) == address(previous.table.columns[0].numbers))
    }
}
