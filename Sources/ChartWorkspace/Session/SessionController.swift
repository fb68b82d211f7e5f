import ChartCore
import Foundation

/// The viewer's app layer for every plot: turns the charts' delegate events into a tooltip, the
/// status line and, with `--log-events`, JSON lines on stdout (with the plot's index).
@MainActor
public final class SessionController: ChartViewDelegate {
    let tooltip = TooltipView()
    let status = LabelView(id: "status")
    let logEvents: Bool
    /// The index of a chart among the plots.
    var plotIndex: (ChartView) -> Int? = { _ in nil }
    private var cursorText = ""
    /// The plot the pointer is over (its crosshair is the one the status line reads).
    private weak var pointerChart: ChartView?
    private var selectedText = ""
    /// A plot's selection changed (nil: deselected), for the linked plots to show the same row.
    var onSelect: ((ChartView, ChartSelection?) -> Void)?
    /// A rectangle was brushed on a chart (Ctrl+Shift+drag).
    var onBrush: ((ChartView, ChartBrush) -> Void)?
    /// A legend entry was brushed (Ctrl+Shift+click): its series.
    var onBrushSeries: ((ChartView, Int) -> Void)?
    /// Something the statistics panel reads changed: a view (`settled` false for a pan's
    /// frames), the cursors or the plot followed.
    var onAnalysisChanged: ((_ settled: Bool) -> Void)?
    /// Whether any plot is dragging a cursor now.
    var anyCursorDragged: () -> Bool = { false }
    /// A plot's cursors moved and settled (not a drag's frame).
    var onCursorsSettled: (() -> Void)?
    /// A plot's reference lines or notes changed and settled (not a drag's frame).
    var onAnnotationsChanged: ((ChartView, [Annotation]) -> Void)?
    /// A series was hidden (false) or shown again by a legend click: its chart, its index.
    var onSeriesToggled: ((ChartView, Int, Bool) -> Void)?
    /// Whether a note is being typed on a plot (its keystrokes are not reported one by one).
    var isTypingNote: (ChartView) -> Bool = { _ in false }
    /// The lines of the file's row behind a selected point (nil or empty: it is no one row).
    var rowLines: (ChartView, ChartSelection) -> [String]? = { _, _ in nil }
    /// A plot's crosshair moved (nil: hidden).
    var onCrosshair: ((ChartView, CrosshairEvent?) -> Void)?
    /// A person began dragging a plot (a pan), which pauses following.
    var onDragged: (() -> Void)?
    /// Follow mode is on: the status line says so.
    var following = false { didSet { updateStatus() } }

    init(footer: Widget, logEvents: Bool) {
        self.logEvents = logEvents
        status.padding = Insets(top: 4, left: 2, bottom: 0, right: 2)
        footer.addChild(status)
        updateStatus()
    }

    /// Prints one JSON object per line (flushed at once so a test can follow it).
    public func log(_ fields: [String: Any]) {
        guard logEvents, let data = try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys]) else { return }
        FileHandle.standardOutput.write(data + Data([0x0A]))
    }

    /// Logs an event of `chart`, naming its plot.
    private func log(_ chart: ChartView, _ fields: [String: Any]) {
        var f = fields
        if let i = plotIndex(chart) { f["plot"] = i }
        log(f)
    }

    /// The marks numbers are written with (the settings').
    var numberStyle = NumberStyle.standard

    /// A value as the status line and tooltip write it (whole values exactly, grouped).
    func fmt(_ v: Double) -> String { numberStyle.apply(ValueText.exact(v)) }

    /// An x value as the axis writes it: a date-time on a date axis (to about a pixel), a
    /// duration on a clock axis (exactly), else a number.
    func xText(_ x: Double, in chart: ChartView) -> String {
        let axis = chart.configuration.xAxis
        guard axis.timeZone != nil || axis.formatter != nil else { return exactText(x, on: axis) }
        return pointerX(x, in: chart)
    }

    /// A value read on `axis`, written exactly: a duration on a clock axis, else a number.
    func exactText(_ v: Double, on axis: AxisConfig) -> String {
        axis.durations ? DurationTicks.exact(v) : fmt(v)
    }

    /// The axis a series' values are read on: across for horizontal bars, else up.
    func valueAxis(of series: Series, in chart: ChartView) -> AxisConfig {
        let c = chart.configuration
        return series.kind == .bar && c.barOrientation == .horizontal ? c.xAxis : c.yAxis
    }

    /// A position under the pointer, to about a pixel (62.9, not 62.876419), as the axes write it.
    func pointerX(_ x: Double, in chart: ChartView) -> String {
        let r = chart.visibleRanges.x
        return chart.configuration.xAxis.text(x, resolution: (r.upperBound - r.lowerBound) / max(1, chart.geometry.plot.width))
    }

    /// A y position under the pointer, to about a pixel.
    func pointerY(_ y: Double, in chart: ChartView) -> String {
        let r = chart.visibleRanges.y
        return chart.configuration.yAxis.text(y, resolution: (r.upperBound - r.lowerBound) / max(1, chart.geometry.plot.height))
    }

    private func label(x: Double, series: Series, chart: ChartView) -> String {
        let x0 = chart.configuration.xAxis
        if series.kind != .bar, x0.timeZone != nil || x0.formatter != nil || x0.durations {
            return xText(x, in: chart)
        }
        if series.kind == .bar {
            let i = Int(x)
            return i < chart.data.categories.count ? chart.data.categories[i] : "#\(i + 1)"
        }
        return fmt(x)
    }

    /// Hides the tooltip and the status line's selection (the app changed the selections itself).
    func forgetSelection() {
        tooltip.anchor = nil
        selectedText = ""
        updateStatus()
    }

    private func updateStatus() {
        let parts = [cursorText, selectedText].filter { !$0.isEmpty }
        let text = parts.isEmpty ? "click a point to select · drag to pan · wheel to zoom · double-click to reset · c crosshair · F1 help" : parts.joined(separator: "    ")
        status.text = following ? "● following the newest rows (f stops)    " + text : text
    }

    public func chartView(_ chart: ChartView, didSelect event: SelectionEvent) {
        let s = chart.data.series[event.selection.series]
        let value = exactText(event.y, on: valueAxis(of: s, in: chart))
        let i = event.selection.index
        chart.plotRegion.addChild(tooltip)
        tooltip.anchor = chart.position(of: event.selection) ?? event.touchPoint
        // The row panel may open beside the plots and narrow them: the bubble stays on its point.
        let selected = event.selection
        tooltip.liveAnchor = { [weak chart] in chart.flatMap { c in c.selection == selected ? c.position(of: selected) : nil } }
        switch s.kind {
        case .candlestick, .ohlc:
            let col = { (c: [Double]?) in c.map { i < $0.count ? self.fmt($0[i]) : "" } ?? "" }
            tooltip.lines = [s.name, label(x: event.x, series: s, chart: chart),
                             "open \(col(s.open))  high \(col(s.high))", "low \(col(s.low))  close \(fmt(s.y[i]))"]
        case .pie:
            let total = s.y.filter { $0.isFinite && $0 > 0 }.reduce(0, +)
            let name = i < chart.data.categories.count ? chart.data.categories[i] : "#\(i + 1)"
            tooltip.lines = [name, "\(fmt(event.y)) (\(total > 0 ? String(format: "%.1f", event.y / total * 100) : "–")%)"]
        case .radar:
            let name = i < chart.data.categories.count ? chart.data.categories[i] : "#\(i + 1)"
            tooltip.lines = [s.name, "\(name): \(fmt(event.y))"]
        default:
            if let row = rowLines(chart, event.selection), !row.isEmpty {
                tooltip.lines = [s.name] + row
            } else {
                tooltip.lines = [s.name, "\(label(x: event.x, series: s, chart: chart)): \(value)"]
            }
        }
        selectedText = "selected \(s.name) [\(event.selection.index)] = \(value)"
        updateStatus()
        log(chart, ["event": "select", "series": event.selection.series, "index": event.selection.index,
                    "x": event.x, "y": event.y, "px": [event.touchPoint.x, event.touchPoint.y]])
        onSelect?(chart, event.selection)
    }

    /// A rectangle brushed: logged, and passed to the session to select its rows.
    public func chartView(_ chart: ChartView, didBrush brush: ChartBrush) {
        log(chart, ["event": "brush", "x": [brush.x.lowerBound, brush.x.upperBound], "y": [brush.y.lowerBound, brush.y.upperBound]])
        onBrush?(chart, brush)
    }

    /// A legend entry brushed: logged, and passed to the session to select its value's rows.
    public func chartView(_ chart: ChartView, didBrushSeries index: Int) {
        log(chart, ["event": "brush", "series": index])
        onBrushSeries?(chart, index)
    }

    public func chartViewDidDeselect(_ chart: ChartView) {
        if tooltip.parent === chart.plotRegion { tooltip.anchor = nil }
        selectedText = ""
        updateStatus()
        log(chart, ["event": "deselect"])
        onSelect?(chart, nil)
    }

    public func chartView(_ chart: ChartView, viewportDidChange event: ViewportEvent) {
        // Keep the tooltip on its point while the view moves.
        if let sel = chart.selection, tooltip.parent === chart.plotRegion { tooltip.anchor = chart.position(of: sel) }
        onAnalysisChanged?(event.phase != .changed)
        if event.kind == .pan, event.phase == .began { onDragged?() }
        guard event.phase != .changed else { return }
        log(chart, ["event": "viewport", "kind": "\(event.kind)", "phase": "\(event.phase)",
                    "x": [event.x.lowerBound, event.x.upperBound], "y": [event.y.lowerBound, event.y.upperBound]])
    }

    /// A linked plot followed another's x range (logged once the step settled, not every pan frame).
    func followed(_ chart: ChartView, source: ChartView, settled: Bool) {
        if let sel = chart.selection, tooltip.parent === chart.plotRegion { tooltip.anchor = chart.position(of: sel) }
        guard settled else { return }
        let v = chart.visibleRanges
        var f: [String: Any] = ["event": "linked", "x": [v.x.lowerBound, v.x.upperBound], "y": [v.y.lowerBound, v.y.upperBound]]
        if let s = plotIndex(source) { f["from"] = s }
        log(chart, f)
    }

    public func chartViewDidResetZoom(_ chart: ChartView) {
        log(chart, ["event": "reset"])
        onAnalysisChanged?(true)
    }

    public func chartView(_ chart: ChartView, cursorsMoved cursors: Cursors) {
        // Settled when no plot is dragging a cursor (linked plots take the dragged one's every frame).
        let settled = !anyCursorDragged()
        if settled {
            log(chart, ["event": "cursors", "a": cursors.a.map { $0 as Any } ?? NSNull(), "b": cursors.b.map { $0 as Any } ?? NSNull()])
            onCursorsSettled?()
        }
        onAnalysisChanged?(settled)
    }

    public func chartView(_ chart: ChartView, annotationsChanged annotations: [Annotation]) {
        guard !anyCursorDragged(), !isTypingNote(chart) else { return }
        let marks: [[String: Any]] = annotations.map { a in
            switch a.kind {
            case .horizontal: return ["kind": "horizontal", "y": a.y, "text": a.text]
            case .vertical: return ["kind": "vertical", "x": a.x, "text": a.text]
            case .note: return ["kind": "note", "x": a.x, "y": a.y, "text": a.text]
            }
        }
        log(chart, ["event": "annotations", "marks": marks])
        onAnnotationsChanged?(chart, annotations)
    }

    public func chartView(_ chart: ChartView, crosshairMoved event: CrosshairEvent?) {
        // The readout goes with the crosshair (a stale one would be saved with Ctrl+S), and reads
        // the plot under the pointer: the linked plots' crosshairs follow it, and do not take over.
        // The crosshair snaps to a data point: its values are written exactly.
        if pointerChart == nil || pointerChart === chart {
            cursorText = event.map { "crosshair x = \(xText($0.x, in: chart))  y = \(exactText($0.y, on: chart.configuration.yAxis))" } ?? ""
            updateStatus()
        }
        log(chart, event.map { ["event": "crosshair", "x": $0.x, "y": $0.y, "px": [$0.position.x, $0.position.y]] }
            ?? ["event": "crosshair-hidden"])
        onCrosshair?(chart, event)
    }

    public func chartView(_ chart: ChartView, didToggleSeries index: Int, visible: Bool) {
        log(chart, ["event": "toggle", "series": index, "visible": visible])
        onSeriesToggled?(chart, index, visible)
        onAnalysisChanged?(true)
    }

    public func chartView(_ chart: ChartView, pointerMovedTo value: (x: Double, y: Double)?) {
        if value != nil { pointerChart = chart } else if pointerChart === chart { pointerChart = nil }
        cursorText = value.map { v in
            switch chart.geometry.categoryAxis {
            case .horizontal: return "\(category(v.x, chart))  y = \(pointerY(v.y, in: chart))"
            case .vertical: return "\(category(v.y, chart))  x = \(pointerX(v.x, in: chart))"
            case .none: return "x = \(pointerX(v.x, in: chart))  y = \(pointerY(v.y, in: chart))"
            }
        } ?? ""
        updateStatus()
    }

    private func category(_ v: Double, _ chart: ChartView) -> String {
        let i = Int(v.rounded())
        guard i >= 0, i < max(chart.data.categories.count, chart.geometry.categoryCount) else { return "" }
        return i < chart.data.categories.count ? chart.data.categories[i] : "#\(i + 1)"
    }
}
