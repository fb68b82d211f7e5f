import ChartCore
import ChartIO
import ChartSpecs
import WorkspaceModel
import Foundation

/// Cursors A and B and the statistics panel: `a` and `b` place the cursors at the pointer (in every
/// linked plot), `x` clears them, `s` shows the panel under the plots. The panel reads the current
/// plot (or, when it holds no cursor, the plot that does): each visible series' values at the
/// cursors, their difference and slope, then its statistics between the cursors (or over the
/// visible range), updated as the view moves.
extension WorkspaceSession {
    /// Shows or hides the statistics panel.
    func toggleStats() {
        workspace.panel.isHidden.toggle()
        controller.log(["event": "stats-panel", "shown": !workspace.panel.isHidden])
        updatePanel(settled: true)
        workspace.setNeedsLayout()
    }

    /// Shift+S: the statistics between the cursors, or of the view even while both stand.
    func toggleStatsRange() {
        statsOverView.toggle()
        controller.log(["event": "stats-range", "range": statsOverView ? "view" : "cursors"])
        showToast(statsOverView ? "statistics of the view (Shift+S: between the cursors)" : "statistics between the cursors when both stand (Shift+S: of the view)")
        updatePanel(settled: true)
    }

    /// `i`: values at the cursors interpolated between the samples either side, or the nearest sample's.
    func toggleInterpolation() {
        cursorInterpolates.toggle()
        controller.log(["event": "cursor-values", "interpolated": cursorInterpolates])
        showToast(cursorInterpolates ? "values at the cursors: interpolated" : "values at the cursors: the nearest sample")
        updatePanel(settled: true)
    }

    /// Fills the panel from the current plot; `settled` (not a pan's frame) also logs what it shows.
    func updatePanel(settled: Bool) {
        guard !workspace.panel.isHidden, let index = panelPlot else { return }
        let chart = plots.charts[index]
        let cur = chart.cursors
        let span = statsOverView ? nil : cur.span
        let range = span ?? chart.visibleRanges.x
        let isDate = chart.configuration.xAxis.timeZone != nil
        func xText(_ v: Double) -> String { controller.xText(v, in: chart) }
        let style = controller.numberStyle
        func duration(_ d: Double) -> String { style.apply(isDate ? ValueText.duration(d) : ValueText.compact(d)) }
        // A selection is described by its rows wherever they are (not the view's or the cursors').
        let picked = chart.highlight
        var caption = span != nil ? "between the cursors" : "in view"
        caption += ": x \(xText(range.lowerBound)) … \(xText(range.upperBound))"
        if picked != nil, let n = document.selectionCount, let c = document.model.selection {
            caption = "selected: \(n.picked.formatted()) of \(n.of.formatted()) rows where \(c)"
        }
        if let a = cur.a, let b = cur.b, a != b {
            caption += "   Δx \(duration(b - a))   1/Δx \(style.apply(ValueText.compact(1 / (b - a))))\(isDate ? " /s" : "")"
        }
        var header = ["series"]
        let at = cursorInterpolates ? "" : " (nearest)"
        if cur.a != nil { header.append("A" + at) }
        if cur.b != nil { header.append("B" + at) }
        if cur.span != nil { header += ["B − A", "slope"] }
        header += ["count", "min", "max", "mean", "median", "std", "rms", "p-p", "sum", "first", "last"]
        var rows: [[String]] = []
        var logged: [[String: Any]] = []
        for (i, s) in chart.data.series.enumerated() where s.isVisible && s.kind != .bar {
            var row = [s.name]
            let va = cur.a.flatMap { chart.value(ofSeries: i, atX: $0, interpolated: cursorInterpolates) }
            let vb = cur.b.flatMap { chart.value(ofSeries: i, atX: $0, interpolated: cursorInterpolates) }
            func num(_ v: Double?) -> String { v.map(controller.fmt) ?? "–" }
            if cur.a != nil { row.append(num(va)) }
            if cur.b != nil { row.append(num(vb)) }
            if let a = cur.a, let b = cur.b {
                let d = va.flatMap { x in vb.map { $0 - x } }
                row += [num(d), num(d.flatMap { b != a ? $0 / (b - a) : nil })]
            }
            // The exact median takes a pass over the rows in range: only for up to 200,000 of them.
            let st: SeriesStatistics?, median: Double?
            if let h = picked {
                let values = Self.pickedValues(s, h.masks[i])
                st = SeriesStatistics.of(values, in: 0..<values.count, median: values.count <= 200_000)
                median = st?.median
            } else {
                st = chart.statistics(ofSeries: i, inX: range, median: false)
                median = st.flatMap { $0.count <= 200_000 ? chart.statistics(ofSeries: i, inX: range, median: true)?.median : nil }
            }
            if let st {
                row += [controller.fmt(Double(st.count))] + [st.min, st.max, st.mean].map(controller.fmt) + [num(median)]
                    + [st.std, st.rms, st.peakToPeak, st.sum, st.first, st.last].map(controller.fmt)
                logged.append(["series": s.name, "count": st.count, "mean": st.mean, "min": st.min, "max": st.max])
            } else {
                row += ["0"] + Array(repeating: "–", count: 10)
                logged.append(["series": s.name, "count": 0])
            }
            rows.append(row)
        }
        let panel = workspace.panel
        panel.caption = rows.count > panel.maximumRows ? caption + "   (\(panel.maximumRows) of \(rows.count) series)" : caption
        panel.header = header
        panel.rows = rows
        if settled {
            controller.log(["event": "stats", "plot": index, "x": [range.lowerBound, range.upperBound],
                            "cursors": span != nil, "interpolated": cursorInterpolates, "selection": picked != nil, "series": logged])
        }
        host.setNeedsRedraw()
    }

    /// Series `s`'s values at its picked points (none without a mask).
    static func pickedValues(_ s: Series, _ mask: PointMask?) -> [Double] {
        guard let mask else { return [] }
        return mask.pickedIndices.filter { $0 < s.count }.map { s.y[$0] }
    }

    /// The plot the panel reads: the current one when it holds a cursor or no plot does, else
    /// the first plot holding one (the cursors were placed there, then another plot was clicked).
    var panelPlot: Int? {
        let i = workspace.currentPlot
        guard i < plots.charts.count else { return nil }
        let holds = { (c: ChartView) in c.cursors.a != nil || c.cursors.b != nil }
        return holds(plots.charts[i]) ? i : plots.charts.firstIndex(where: holds) ?? i
    }

    /// The panel as tab-separated text (Ctrl+C while it shows).
    func panelText() -> String {
        let p = workspace.panel
        return ([p.caption, p.header.joined(separator: "\t")] + p.rows.map { $0.joined(separator: "\t") }).joined(separator: "\n")
    }
}

extension WorkspaceSession {
    /// A derived column typed in the filter box: computed and listed (the box empties), or the
    /// error shown pointing into the expression (the box keeps the text to mend).
    func addDerived(_ definition: String) {
        do {
            let (name, change) = try document.addDerived(definition)
            workspace.browser.filter = ""
            follow(change)
            showToast("added the derived column \(name): click it to plot it")
            controller.log(["event": "derived-added", "column": name, "definition": definition])
        } catch let e as ExpressionError {
            banner.tone = .error
            banner.message = "derived column: \(e) in \(definition)"
            controller.log(["event": "error", "message": banner.message!])
        } catch {
            showError(error)
        }
        host.setNeedsRedraw()
    }
}

extension WorkspaceSession {
    /// `h` and `p`: a histogram (`kind` "histogram") or power spectrum ("spectrum") of the current
    /// plot's first column series, of the rows in view when it is zoomed, as a new plot at the end
    /// (its own x, never linked).
    func addAnalysisPlot(_ kind: String) {
        let i = workspace.currentPlot
        // The first series shown (a hidden one is left out) of the first file's columns.
        guard i < plots.charts.count, let cols = document.seriesColumns(ofPlot: i),
              let col = cols.indices.first(where: { k in
                  document.split(cols[k]) == nil && (k >= plots.charts[i].data.series.count || plots.charts[i].data.series[k].isVisible)
              }).map({ cols[$0] }) else {
            showToast("a \(kind) is made from a shown series of the file's columns: click one in the browser first")
            return
        }
        let chart = plots.charts[i]
        let specs = document.workspace.spelledOutPlots
        var p = PlotSpec(kind: kind, x: i < specs.count ? specs[i].x : nil, y: [col])
        let zoomed = chart.viewport.x != nil
        if zoomed {
            // The view shows the file's x shifted by its offset; the range is of the file's own x.
            let r = chart.visibleRanges.x, dx = document.offset(document.displayName)
            p.xRange = [r.lowerBound - dx, r.upperBound - dx]
        }
        p.title = "\(kind) of \(col)\(zoomed ? " (in view)" : "")"
        p.linked = false
        guard perform(.appendPlot(p)) != nil else { return }
        showToast("added a \(kind) of \(col)\(zoomed ? ", the rows in view" : "")")
        controller.log(["event": "plot-added", "plot": plots.charts.count - 1, "kind": kind, "column": col])
    }
}

extension WorkspaceSession {
    /// The current plot's index and kind when it is a histogram or a spectrum.
    private var analysisPlot: (index: Int, kind: String, spec: PlotSpec)? {
        let i = workspace.currentPlot, specs = document.workspace.spelledOutPlots
        guard i < specs.count, let k = specs[i].kind, k == "histogram" || k == "spectrum" else { return nil }
        return (i, k, specs[i])
    }

    /// `d`: a histogram's counts or density; a spectrum's dB over log frequency, or linear axes.
    func toggleAnalysisScale() {
        guard let (i, kind, spec) = analysisPlot else {
            showToast("d switches a histogram between counts and density, a spectrum between log and linear axes (h, p make them)")
            return
        }
        let next: String? = kind == "histogram" ? (spec.scale == "density" ? nil : "density") : (spec.scale == "linear" ? nil : "linear")
        guard let id = document.id(ofPlot: i), perform(.setScale(id, next)) != nil else { return }
        controller.log(["event": "scale", "plot": i, "scale": next ?? (kind == "histogram" ? "count" : "log")])
    }

    /// `[` and `]`: a histogram with fewer or more bins (by a third and a half; 1 to 200).
    func changeBins(by factor: Double) {
        guard let (i, kind, _) = analysisPlot, kind == "histogram", i < document.built.count else {
            showToast("[ and ] change a histogram's bins (h makes one)")
            return
        }
        let now = document.built[i].data.categories.count
        var n = Int((Double(now) * factor).rounded())
        if n == now { n += factor > 1 ? 1 : -1 }
        n = min(200, max(1, n))
        guard n != now else { return }
        guard let id = document.id(ofPlot: i), perform(.setBins(id, n)) != nil else { return }
        controller.log(["event": "bins", "plot": i, "bins": n])
    }
}
