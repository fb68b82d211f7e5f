/// Keyboard equivalents of every gesture.
extension ChartView {
    /// Handles a key: arrows pan, +/- zoom, 0 or Home resets, Escape deselects, Tab and
    /// Shift+Tab move the selection, `c` toggles the crosshair, Alt+←/→ walk the zoom history.
    /// Returns false for keys the chart does not use.
    @discardableResult
    public func handleKey(_ key: Key, modifiers m: KeyModifiers = []) -> Bool {
        // Control chords belong to the app (Ctrl+C copies, Ctrl+S saves).
        guard !m.contains(.control), interaction.keyboard else { return false }
        let plot = geometry.plot
        let step = Point(plot.width * 0.1, plot.height * 0.1)
        switch key {
        case .left where m.contains(.alt): return goBack()
        case .right where m.contains(.alt): return goForward()
        case .left: viewportController.keyPan(Point(step.x, 0))
        case .right: viewportController.keyPan(Point(-step.x, 0))
        case .up: viewportController.keyPan(Point(0, step.y))
        case .down: viewportController.keyPan(Point(0, -step.y))
        case .character("+"), .character("="):
            viewportController.keyZoom(by: 1.25, about: plot.center)
        case .character("-"), .character("_"):
            viewportController.keyZoom(by: 1 / 1.25, about: plot.center)
        case .character("0"), .home:
            resetZoom()
        case .escape:
            let had = selection != nil || crosshair != nil || isCrosshairOn
            if selection != nil {
                selection = nil
                notify { $0.chartViewDidDeselect(self) }
            }
            isCrosshairOn = false
            return had
        case .tab:
            moveSelection(by: m.contains(.shift) ? -1 : 1)
        case .character("c"):
            isCrosshairOn.toggle()
            if isCrosshairOn { moveCrosshair(to: pointer.flatMap { plot.contains($0) ? $0 : nil } ?? plot.center) }
        default:
            return false
        }
        return true
    }

    /// Moves the selection to the next or previous finite point (wrapping), selecting the first
    /// point of the first visible series when nothing is selected.
    func moveSelection(by delta: Int) {
        let series = data.series.indices.filter { data.series[$0].isVisible && data.series[$0].count > 0 && !data.series[$0].line.ignoresSelection }
        guard let first = series.first else { return }
        var sel = selection ?? ChartSelection(series: first, index: delta > 0 ? -1 : 0)
        if !series.contains(sel.series) { sel = ChartSelection(series: first, index: -1) }
        let s = data.series[sel.series]
        var i = sel.index
        for _ in 0..<s.count {
            i = ((i + delta) % s.count + s.count) % s.count
            if s.y[i].isFinite { break }
        }
        guard s.y[i].isFinite else { return }
        let new = ChartSelection(series: sel.series, index: i)
        if interaction.selectsOnTap { selection = new }
        let p = position(of: new) ?? geometry.plot.center
        notify { $0.chartView(self, didSelect: SelectionEvent(selection: new, touchPoint: p,
                                                             x: s.kind == .bar ? Double(i) : s.xValue(i), y: s.y[i])) }
    }
}
