import ChartCore

/// Brushing and linking through the public API: a Ctrl+Shift drag over a chart picks the points
/// inside the rectangle (of every series), and the chart draws them in full with the rest dimmed —
/// what an app does with `interaction.brush`, `didBrush` and `highlight`.
final class BrushHighlighter: Widget, ChartSelectionDelegate {
    /// Turns brushing on for `chart` and picks out what each brush covers.
    @discardableResult
    static func install(on chart: ChartView) -> BrushHighlighter {
        let h = BrushHighlighter()
        chart.plotRegion.addChild(h)   // kept alive by the tree; it draws nothing
        chart.delegates.selection = h
        chart.interaction.brush = true
        return h
    }

    private init() {
        super.init(id: "brushHighlighter")
        isHitTestable = false
        stackAxis = .overlay
    }

    override func preferredLength(along axis: StackAxis, cross: Double, _ ctx: LayoutContext) -> Double { 0 }

    /// The points of every series inside the rectangle brushed.
    static func picked(_ data: ChartData, x: ClosedRange<Double>, y: ClosedRange<Double>) -> PointHighlight {
        var masks: [Int: PointMask] = [:]
        for (k, s) in data.series.enumerated() {
            masks[k] = PointMask((0..<s.count).map { i in x.contains(s.xValue(i)) && y.contains(s.y[i]) })
        }
        return PointHighlight(masks)
    }

    func chartView(_ chart: ChartView, didBrush brush: ChartBrush) {
        chart.highlight = Self.picked(chart.data, x: brush.x, y: brush.y)
    }

}
