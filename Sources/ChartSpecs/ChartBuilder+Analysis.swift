import ChartIO
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
                c.name != yc.name && c.numbers.map { v in v.count > 1 && v.ascendsWithoutGaps } == true
            }
        let x = xc?.numbers ?? ColumnBuffer((0..<y.count).map(Double.init))
        var rows = Array(y.indices)
        if let r = spec.xRange, r.count == 2, r[0] <= r[1] { rows = rows.filter { x[$0] >= r[0] && x[$0] <= r[1] } }
        do {
            if spec.kind == "histogram" {
                let h = try Histogram.of(rows.map { y[$0] }, bins: spec.bins)
                let labels = h.edges.dropLast().map { ValueText.compact($0) }
                let density = spec.scale == "density"
                let heights = density ? h.density : h.counts.map(Double.init)
                let what = density ? "density" : "count"
                var b = BuiltChart(data: ChartData(series: [Series(name: what, kind: .bar, y: heights)], categories: labels),
                                   kind: "bar", xTitle: "\(yc.name) (\(h.counts.count) bins of \(ValueText.compact(h.width)), from their lower edge)",
                                   yTitle: what, xIsDate: false, horizontal: false)
                b.isAnalysis = true
                b.histogram = HistogramBins(histogram: h, perRow: density ? 1 / (Double(h.total) * h.width) : 1, y: yc.name,
                                            x: xc?.name, range: spec.xRange.flatMap { $0.count == 2 && $0[0] <= $0[1] ? $0[0]...$0[1] : nil })
                return b
            }
            let s = try Spectrum.of(x: rows.map { x[$0] }, y: rows.map { y[$0] })
            let isDate = xc?.isDate ?? false
            let unit = isDate ? "Hz" : "per unit of \(xc?.name ?? "row")"
            var title = "frequency (\(unit))"
            if let f = s.peakFrequency, f > 0 {
                title += " · peak \(ValueText.compact(f))" + (isDate ? " Hz, period \(ValueText.duration(1 / f))" : ", period \(ValueText.compact(1 / f))")
            }
            // In decibels over frequencies by decades (a spectrum's powers span many decades: a daily
            // cycle and a minute's noise both show), unless asked for linear axes.
            let linear = spec.scale == "linear"
            let power = s.power.dropFirst().map { linear ? $0 : $0 > 0 ? 10 * log10($0) : .nan }
            var b = BuiltChart(data: ChartData(series: [Series(name: "\(yc.name) power", x: Array(s.frequencies.dropFirst()), y: Array(power))]),
                               kind: "line", xTitle: title, yTitle: linear ? "power" : "power (dB)", xIsDate: false, horizontal: false)
            b.xIsLog = !linear
            b.isAnalysis = true
            return b
        } catch let e as AnalysisError {
            throw DataError(file: name, message: e.description)
        }
    }
}
