import ChartIO
import ChartWorkspace
import Foundation
import Testing
@testable import chartreuse
import WorkspaceModel

/// The column browser of a ClickHouse table held as a preview counts the table's rows.
struct RemoteBrowserTests {
    @Test func aClickHousePreviewsColumnsCountTheTablesRows() throws {
        // The browser of a billion-row table held as a 100-row preview says a billion.
        let doc = WorkspaceDocument(path: "clickhouse://127.0.0.1:8123/default?table=big", options: WorkspaceOptions())
        try doc.accept(DerivedAppendTests.table(100))
        #expect(doc.browserColumns.map(\.summary.count) == [100, 100])
        doc.remoteWhole = false
        doc.remoteRowCount = 1_000_000_000
        #expect(doc.browserColumns.map(\.summary.count) == [1_000_000_000, 1_000_000_000])
        #expect(ColumnListView.detail(doc.browserColumns[1].summary).hasPrefix("number · 1G ·"))
    }
}
