import ChartCore
import Foundation

/// The viewer's app layer: turns the chart's delegate events into a tooltip, a status line and,
/// with `--log-events`, JSON lines on stdout.
final class ViewerController: ChartViewDelegate {
    let chart: ChartView
    let tooltip = TooltipView()
    let status = LabelView(id: "status")
    let logEvents: Bool
    private var cursorText = ""
    private var selectedText = ""
    /// Follow mode is on: the status line says so.
    var following = false { didSet { updateStatus() } }

    init(chart: ChartView, logEvents: Bool) {
        self.chart = chart
        self.logEvents = logEvents
        chart.plotRegion.addChild(tooltip)
        status.padding = Insets(top: 4, left: 2, bottom: 0, right: 2)
        chart.footer.addChild(status)
        chart.delegate = self
        updateStatus()
    }

    /// Prints one JSON object per line (flushed at once so a test can follow it).
    func log(_ fields: [String: Any]) {
        guard logEvents, let data = try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys]) else { return }
        FileHandle.standardOutput.write(data + Data([0x0A]))
    }

    private func fmt(_ v: Double) -> String {
        if v == v.rounded() && abs(v) < 1e15 { return String(Int64(v)) }
        return String(format: "%.6g", v)
    }

    /// An x value as the axis writes it: a date-time on a date axis (to about a pixel), else a number.
    func xText(_ x: Double) -> String {
        let axis = chart.configuration.xAxis
        guard axis.timeZone != nil || axis.formatter != nil else { return fmt(x) }
        let r = chart.visibleRanges.x
        return axis.text(x, resolution: (r.upperBound - r.lowerBound) / max(1, chart.geometry.plot.width))
    }

    private func label(x: Double, series: Series) -> String {
        if series.kind != .bar, chart.configuration.xAxis.timeZone != nil || chart.configuration.xAxis.formatter != nil {
            return xText(x)
        }
        if series.kind == .bar {
            let i = Int(x)
            return i < chart.data.categories.count ? chart.data.categories[i] : "#\(i + 1)"
        }
        return fmt(x)
    }

    private func updateStatus() {
        let parts = [cursorText, selectedText].filter { !$0.isEmpty }
        let text = parts.isEmpty ? "click a point to select · drag to pan · wheel to zoom · double-click to reset · c crosshair" : parts.joined(separator: "    ")
        status.text = following ? "● following the newest rows (f stops)    " + text : text
    }

    func chartView(_ chart: ChartView, didSelect event: SelectionEvent) {
        let s = chart.data.series[event.selection.series]
        let i = event.selection.index
        tooltip.anchor = chart.position(of: event.selection) ?? event.touchPoint
        switch s.kind {
        case .candlestick, .ohlc:
            let col = { (c: [Double]?) in c.map { i < $0.count ? self.fmt($0[i]) : "" } ?? "" }
            tooltip.lines = [s.name, label(x: event.x, series: s),
                             "open \(col(s.open))  high \(col(s.high))", "low \(col(s.low))  close \(fmt(s.y[i]))"]
        case .pie:
            let total = s.y.filter { $0.isFinite && $0 > 0 }.reduce(0, +)
            let name = i < chart.data.categories.count ? chart.data.categories[i] : "#\(i + 1)"
            tooltip.lines = [name, "\(fmt(event.y)) (\(total > 0 ? String(format: "%.1f", event.y / total * 100) : "–")%)"]
        case .radar:
            let name = i < chart.data.categories.count ? chart.data.categories[i] : "#\(i + 1)"
            tooltip.lines = [s.name, "\(name): \(fmt(event.y))"]
        default:
            tooltip.lines = [s.name, "\(label(x: event.x, series: s)): \(fmt(event.y))"]
        }
        selectedText = "selected \(s.name) [\(event.selection.index)] = \(fmt(event.y))"
        updateStatus()
        log(["event": "select", "series": event.selection.series, "index": event.selection.index,
             "x": event.x, "y": event.y, "px": [event.touchPoint.x, event.touchPoint.y]])
    }

    func chartViewDidDeselect(_ chart: ChartView) {
        tooltip.anchor = nil
        selectedText = ""
        updateStatus()
        log(["event": "deselect"])
    }

    func chartView(_ chart: ChartView, viewportDidChange event: ViewportEvent) {
        // Keep the tooltip on its point while the view moves.
        if let sel = chart.selection { tooltip.anchor = chart.position(of: sel) }
        guard event.phase != .changed else { return }
        log(["event": "viewport", "kind": "\(event.kind)", "phase": "\(event.phase)",
             "x": [event.x.lowerBound, event.x.upperBound], "y": [event.y.lowerBound, event.y.upperBound]])
    }

    func chartViewDidResetZoom(_ chart: ChartView) {
        log(["event": "reset"])
    }

    func chartView(_ chart: ChartView, crosshairMoved event: CrosshairEvent?) {
        // The readout goes with the crosshair (a stale one would be saved with Ctrl+S).
        cursorText = event.map { "crosshair x = \(xText($0.x))  y = \(fmt($0.y))" } ?? ""
        updateStatus()
        log(event.map { ["event": "crosshair", "x": $0.x, "y": $0.y, "px": [$0.position.x, $0.position.y]] }
            ?? ["event": "crosshair-hidden"])
    }

    func chartView(_ chart: ChartView, didToggleSeries index: Int, visible: Bool) {
        log(["event": "toggle", "series": index, "visible": visible])
    }

    func chartView(_ chart: ChartView, pointerMovedTo value: (x: Double, y: Double)?) {
        cursorText = value.map { v in
            switch chart.geometry.categoryAxis {
            case .horizontal: return "\(category(v.x))  y = \(fmt(v.y))"
            case .vertical: return "\(category(v.y))  x = \(fmt(v.x))"
            case .none: return "x = \(xText(v.x))  y = \(fmt(v.y))"
            }
        } ?? ""
        updateStatus()
    }

    private func category(_ v: Double) -> String {
        let i = Int(v.rounded())
        guard i >= 0, i < max(chart.data.categories.count, chart.geometry.categoryCount) else { return "" }
        return i < chart.data.categories.count ? chart.data.categories[i] : "#\(i + 1)"
    }
}
