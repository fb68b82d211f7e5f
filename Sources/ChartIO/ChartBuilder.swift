import ChartCore

/// Chooses a chart for a table: numeric first column → lines against it, text first column → bars.
public enum ChartBuilder {
    /// The chart data for a table, or an error naming why nothing can be plotted.
    public static func chartData(for table: DataTable, name: String) throws -> ChartData {
        guard let first = table.columns.first else { throw DataError(file: name, message: "no columns") }
        let numeric = table.columns.dropFirst().filter { $0.numbers != nil }
        switch first.values {
        case .text(let labels):
            guard !numeric.isEmpty else {
                throw DataError(file: name, message: "no numeric columns to plot")
            }
            let series = numeric.map { Series(name: $0.name, kind: .bar, y: $0.numbers!) }
            return ChartData(series: series, categories: labels)
        case .number(let xs):
            if numeric.isEmpty {
                // A single numeric column: plot it against the row number.
                return ChartData(series: [Series(name: first.name, kind: .line, y: xs)])
            }
            let series = numeric.map { Series(name: $0.name, kind: .line, x: xs, y: $0.numbers!) }
            return ChartData(series: series)
        }
    }
}
