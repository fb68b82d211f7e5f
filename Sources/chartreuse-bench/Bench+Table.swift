import ChartCore
import ChartIO
import ChartSDL
import ChartWorkspace
import Foundation
import WorkspaceModel

/// The data table (Ctrl+T): sorting ten million rows by a column of numbers and by a column of
/// text (the radix sort off the window's thread), and the frames of scrolling a table of a
/// hundred million rows page by page and by jumps (only the rows in view are written).
extension Bench {
    /// Milliseconds to sort `rows` rows by a random walk, and by a text column of eight values.
    static func tableSort(rows: Int, runs: Int = 3) throws -> [BenchResult] {
        let cities = ["New York, NY", "Paris", "Berlin", "São Paulo", "Oslo", "Lagos", "Tokyo", "Lima"]
        var rng = SystemRandomNumberGenerator()
        let table = DataTable(columns: [
            .init(name: "walk", values: .number(walk(rows).y.array)),
            .init(name: "city", values: .text((0..<rows).map { _ in cities[Int.random(in: 0..<8, using: &rng)] })),
        ])
        var results: [BenchResult] = []
        for column in ["walk", "city"] {
            var times: [Double] = []
            for run in 0..<runs {
                let start = now()
                _ = try RowOrder(sorting: table, by: column, descending: run % 2 == 1)
                times.append((now() - start) * 1000)
            }
            results.append(BenchResult(name: "table sort \(rows.formatted()) rows by \(column == "walk" ? "numbers" : "text")", unit: "ms",
                                       values: percentiles(times)))
        }
        return results
    }

    /// Milliseconds per frame scrolling a data table of `rows` rows (a date, two numbers) a page
    /// at a time and by jumps across the whole table, drawn in a 1600×900 window.
    static func tableScroll(rows: Int, frames: Int) throws -> BenchResult {
        let w = walk(rows).y.array
        let table = DataTable(columns: [
            .init(name: "t", values: .date((0..<rows).map { 1.7e9 + Double($0) })),
            .init(name: "value", values: .number(w)),
            .init(name: "scaled", values: .number(w.map { $0 * 1.5 + 3 })),
        ])
        let source = TableRowsSource()
        let style = NumberStyle.standard
        source.cellText = { c, r, dates, _ in
            switch c.values {
            case .number(let v): style.apply(ValueText.exact(v[r]))
            case .date(let v): dates(v[r])
            case .text(let t): t[r]
            }
        }
        source.show(table, kept: nil, key: nil)
        let root = RootWidget()
        let view = DataTableView()
        view.length = .relative(1)
        view.isHidden = false
        view.source = source
        root.addChild(view)
        let r = try OffscreenRenderer(width: 1600, height: 900)
        r.render(root)
        var times: [Double] = []
        var rng = SystemRandomNumberGenerator()
        for k in 0..<frames {
            let start = now()
            if k % 4 == 3 { view.scroll(toFirstRow: Int.random(in: 0..<rows, using: &rng)) } else { view.scroll(by: view.rowsShown) }
            r.render(root)
            times.append((now() - start) * 1000)
        }
        return BenchResult(name: "table scroll frame, \(rows.formatted()) rows", unit: "ms", values: percentiles(times))
    }
}
