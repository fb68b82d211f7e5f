import ChartAnalysis
import ChartCore
import Foundation

/// Plots made by analysing a column: its histogram, or its power spectrum over x.
extension ChartBuilder {
    /// A histogram (`kind: histogram`) or power spectrum (`kind: spectrum`) of the first y column,
    /// over the rows with x in `x_range` when given.
    static func analysis(_ table: DataTable, spec: ChartSpec, name: String, column: (String, String) throws -> Int) throws -> BuiltChart {
        guard let yName = spec.y?.first else { throw DataError(file: name, message: "a \(spec.kind ?? "") needs a y column") }
        let yc = table.columns[try column(yName, "y")]
        guard let y = yc.numbers else { throw DataError(file: name, message: "'\(yc.name)' is a text column: it has no numbers to analyse") }
        // x: the one asked for, else the first date or number column that ascends (else the row number).
        let xc = try spec.x.map { $0 == ChartSpec.rowNumber ? nil : table.columns[try column($0, "x")] }
            ?? table.columns.sorted { $0.isDate && !$1.isDate }.first { c in
                c.name != yc.name && c.numbers.map { v in v.count > 1 && zip(v, v.dropFirst()).allSatisfy { $0 < $1 } } == true
            }
        let x = xc?.numbers ?? (0..<y.count).map(Double.init)
        var rows = Array(y.indices)
        if let r = spec.xRange, r.count == 2, r[0] <= r[1] { rows = rows.filter { x[$0] >= r[0] && x[$0] <= r[1] } }
        do {
            if spec.kind == "histogram" {
                let h = try Histogram.of(rows.map { y[$0] }, bins: spec.bins)
                let labels = h.edges.dropLast().map { ValueText.compact($0) }
                return BuiltChart(data: ChartData(series: [Series(name: "count", kind: .bar, y: h.counts.map(Double.init))], categories: labels),
                                  kind: "bar", xTitle: "\(yc.name) (bins of \(ValueText.compact(h.width)), from their lower edge)",
                                  yTitle: "count", xIsDate: false, horizontal: false)
            }
            let s = try Spectrum.of(x: rows.map { x[$0] }, y: rows.map { y[$0] })
            let isDate = xc?.isDate ?? false
            let unit = isDate ? "Hz" : "per unit of \(xc?.name ?? "row")"
            var title = "frequency (\(unit))"
            if let f = s.peakFrequency, f > 0 {
                title += " · peak \(ValueText.compact(f))" + (isDate ? " Hz, period \(ValueText.duration(1 / f))" : ", period \(ValueText.compact(1 / f))")
            }
            // In decibels: a spectrum's powers span many decades.
            let db = s.power.dropFirst().map { $0 > 0 ? 10 * log10($0) : .nan }
            var b = BuiltChart(data: ChartData(series: [Series(name: "\(yc.name) power", x: Array(s.frequencies.dropFirst()), y: Array(db))]),
                               kind: "line", xTitle: title, yTitle: "power (dB)", xIsDate: false, horizontal: false)
            // Frequencies by decades: a daily cycle and a minute's noise both show.
            b.xIsLog = true
            return b
        } catch let e as AnalysisError {
            throw DataError(file: name, message: e.description)
        }
    }
}
