import ChartIO
import ChartSpecs
import Foundation
import Testing
@testable import ChartWorkspace

/// A column of durations is listed as one, its range as a clock reads it.
struct DurationColumnTests {
    @Test func theBrowserWritesDurationsAsAClock() throws {
        let t = try DataLoader.parse(Data("lap,time\n1,0 days 00:01:08\n2,0 days 01:00:00.5\n".utf8), name: "t.csv").table
        #expect(ColumnListView.detail(ColumnSummary.of(t.columns[1])) == "duration · 2 · 0:01:08 … 1:00:00.5")
        #expect(ColumnListView.detail(ColumnSummary.of(t.columns[0])) == "number · 2 · 1 … 2")
    }
}
