/// The data as drawn: stacks resolved, values a log axis cannot show left out.
struct PlotData {
    var data: ChartData
    /// Messages about data the chart could not show as given (negative pie values, zeros on a log axis).
    var warnings: [String]
}

extension PlotData {

    /// Resolves `data` for drawing with the options' axis transforms and bar orientation.
    static func resolve(_ data: ChartData, options o: PlotGeometry.Options) -> PlotData {
        var out = Stacking.resolve(data)
        var warnings: [String] = []
        let barsVertical = o.orientation == .horizontal
        for i in out.series.indices where out.series[i].isVisible {
            let s = out.series[i]
            if s.kind == .pie, let k = s.y.firstIndex(where: { $0 < 0 }) {
                let name = k < data.categories.count ? "“\(data.categories[k])”" : "point \(k + 1)"
                warnings.append("Pie “\(s.name)” has a negative value (\(Ticks.format(s.y[k], step: 1)) at \(name)); segments need values ≥ 0")
                continue
            }
            if s.kind.isRadial { continue }
            let yAxis = s.yAxisIndex > 0 && s.yAxisIndex <= o.additionalYAxes.count ? o.additionalYAxes[s.yAxisIndex - 1] : o.yAxis
            let xAxis = s.xAxisIndex > 0 && s.xAxisIndex <= o.additionalXAxes.count ? o.additionalXAxes[s.xAxisIndex - 1] : o.xAxis
            let valueLog = s.kind == .bar && barsVertical ? xAxis.transform.isLog : yAxis.transform.isLog
            if valueLog {
                var dropped = 0
                func clean(_ col: inout [Double]) {
                    for k in col.indices where !(col[k] > 0) && !col[k].isNaN { col[k] = .nan; dropped += 1 }
                }
                func clean(_ col: inout ColumnBuffer) {
                    for k in col.indices where !(col[k] > 0) && !col[k].isNaN { col[k] = .nan; dropped += 1 }
                }
                clean(&out.series[i].y)
                if out.series[i].lo != nil { clean(&out.series[i].lo!) }
                if out.series[i].low != nil { clean(&out.series[i].low!) }
                if dropped > 0 {
                    warnings.append("“\(s.name)” has \(dropped) value\(dropped == 1 ? "" : "s") ≤ 0, which a log axis cannot show; left out")
                }
            }
            if xAxis.transform.isLog, s.kind != .bar, var xs = out.series[i].x {
                var dropped = 0
                for k in xs.indices where !(xs[k] > 0) && !xs[k].isNaN { xs[k] = .nan; dropped += 1 }
                out.series[i].x = xs
                if dropped > 0 {
                    warnings.append("“\(s.name)” has \(dropped) x value\(dropped == 1 ? "" : "s") ≤ 0, which a log axis cannot show; left out")
                }
            }
        }
        return PlotData(data: out, warnings: warnings)
    }
}

extension PlotGeometry.Options {
    /// Whether every axis has the same transform as in `o` (transforms change how data is
    /// resolved for drawing). Compared in place: this runs on every viewport change.
    func hasSameTransforms(as o: Self) -> Bool {
        xAxis.transform == o.xAxis.transform && yAxis.transform == o.yAxis.transform
            && additionalXAxes.elementsEqual(o.additionalXAxes) { $0.transform == $1.transform }
            && additionalYAxes.elementsEqual(o.additionalYAxes) { $0.transform == $1.transform }
    }
}
