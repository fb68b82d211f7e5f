import ChartAnalysis
import ChartIO

/// How a histogram counted a table's rows — its bins, the column counted, the x range kept — so
/// that any set of those rows (a selection) can be counted into the same bins.
public struct HistogramBins: Sendable {
    /// The bins and their counts.
    public let histogram: Histogram
    /// Each row's share of a bar's height: 1 for counts, 1/(rows·width) for density.
    public let perRow: Double
    /// The column counted.
    public let y: String
    /// The column the x range is of (nil: the row number).
    public let x: String?
    /// Only rows with x in this range were counted (nil: every row).
    public let range: ClosedRange<Double>?

    /// Each bar's height over the rows of `table` (the one the histogram was built from) that
    /// `picked` keeps.
    public func heights(in table: DataTable, picked: (Int) -> Bool) -> [Double] {
        let edges = histogram.edges, k = histogram.counts.count
        var out = [Double](repeating: 0, count: k)
        guard k > 0, let yi = table.columnIndex(y), let v = table.columns[yi].numbers else { return out }
        let xs = x.flatMap { table.columnIndex($0) }.flatMap { table.columns[$0].numbers }
        let start = edges[0], w = edges.count > 1 ? edges[1] - edges[0] : 1
        for r in 0..<min(v.count, table.rowCount) where picked(r) {
            if let range {
                let xv = xs.map { r < $0.count ? $0[r] : .nan } ?? Double(r)
                guard range.contains(xv) else { continue }
            }
            let value = v[r]
            guard value.isFinite, w > 0 else { continue }
            out[max(0, min(k - 1, Int((value - start) / w)))] += perRow
        }
        return out
    }
}
