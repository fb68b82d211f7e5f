import ChartIO
import ChartSpecs

extension Options {
    /// The only columns a run without a window reads from a Parquet or Arrow file (lowercased):
    /// those `--x`, `--y` and `--group-by` name when they say everything that is plotted (and a
    /// candle chart's open, high, low and close, read by name; the filter's columns); nil (every column) when the
    /// workspace is chosen from the table's shape, a spec or a derived column may name others,
    /// or a column is given by number.
    var plottedColumns: Set<String>? {
        guard let x, let y, !y.isEmpty, specPath == nil, derived.isEmpty, files.count <= 1 else { return nil }
        let candles = ChartSpec.candleKinds.contains(type?.lowercased() ?? "") ? ["open", "high", "low", "close"] : []
        // A filter reads its columns too (a quoted word may be text rather than a column: reading it costs nothing).
        let filtered = (filter.flatMap { try? RowCondition.parse($0) })?.names ?? []
        if filter != nil, filtered.isEmpty { return nil }
        let named = ([x] + y + (groupBy.map { [$0] } ?? []) + candles + filtered).filter { $0 != ChartSpec.rowNumber }
        guard !named.contains(where: { !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else { return nil }
        return Set(named.map { $0.lowercased() })
    }
}
