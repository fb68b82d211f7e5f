/// Keyboard equivalents of every gesture.
extension ChartView {
    /// Handles a key: arrows pan, +/- zoom, 0 or Home resets, Escape deselects, Tab and
    /// Shift+Tab move the selection, Alt+←/→ walk the zoom history. With
    /// `interaction.measuringKeys` on, `c` toggles the crosshair, `a` and `b` place cursors A and
    /// B at the pointer and `x` clears them, `r` and Shift+R add a horizontal and a vertical
    /// reference line at the pointer (or remove the one there). Returns false for keys the chart
    /// does not use.
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
                notify(\.selection) { $0.chartViewDidDeselect(self) }
            }
            isCrosshairOn = false
            return had
        case .tab:
            moveSelection(by: m.contains(.shift) ? -1 : 1)
        case .character("a"), .character("b"), .character("x"), .character("r"), .character("c"):
            return interaction.measuringKeys && handleMeasuringKey(key, modifiers: m)
        default:
            return false
        }
        return true
    }

    /// `a`, `b`, `x`, `r` (Shift+R) and `c`: cursors, reference lines, the crosshair.
    private func handleMeasuringKey(_ key: Key, modifiers m: KeyModifiers) -> Bool {
        switch key {
        case .character("a"):
            cursors.a = pointerX
        case .character("b"):
            cursors.b = pointerX
        case .character("x"):
            guard !cursors.isEmpty else { return false }
            cursors = Cursors()
        case .character("r"):
            toggleReferenceLine(vertical: m.contains(.shift))
        case .character("c"):
            let plot = geometry.plot
            isCrosshairOn.toggle()
            if isCrosshairOn { moveCrosshair(to: interactionState.pointer.flatMap { plot.contains($0) ? $0 : nil } ?? plot.center) }
        default:
            return false
        }
        return true
    }

    /// Moves the selection to the next or previous finite point (wrapping). With nothing selected
    /// it starts from the first (or, going back, the last) point in view, and the view pans to keep
    /// the selected point in it.
    func moveSelection(by delta: Int) {
        let series = data.series.indices.filter { data.series[$0].isVisible && data.series[$0].count > 0 && !data.series[$0].line.ignoresSelection }
        guard let first = series.first else { return }
        var sel = selection ?? ChartSelection(series: first, index: startIndex(first, forward: delta > 0))
        if !series.contains(sel.series) { sel = ChartSelection(series: first, index: startIndex(first, forward: true)) }
        let s = data.series[sel.series]
        var i = sel.index
        for _ in 0..<s.count {
            i = ((i + delta) % s.count + s.count) % s.count
            if s.y[i].isFinite { break }
        }
        guard s.y[i].isFinite else { return }
        let new = ChartSelection(series: sel.series, index: i)
        if interaction.selectsOnTap { selection = new }
        let x = s.kind == .bar ? Double(i) : s.xValue(i)
        reveal(x: x, y: s.y[i], bar: s.kind == .bar)
        let p = position(of: new) ?? geometry.plot.center
        notify(\.selection) { $0.chartView(self, didSelect: SelectionEvent(selection: new, touchPoint: p, x: x, y: s.y[i])) }
    }

    /// The index before the first point in view (going forward) or after the last (going back),
    /// so one step lands on it.
    private func startIndex(_ k: Int, forward: Bool) -> Int {
        let s = data.series[k]
        guard s.kind != .bar, !s.kind.isRadial, geometry.categoryAxis == .none else { return forward ? -1 : 0 }
        let r = visibleRanges.x
        let a: Int, b: Int
        if store.isSorted(k) {
            // Bisection: no pass over a long series.
            a = LineDecimator.lowerBound(s, r.lowerBound)
            b = LineDecimator.lowerBound(s, r.upperBound, upper: true) - 1
        } else {
            a = (0..<s.count).first { r.contains(s.xValue($0)) } ?? s.count
            b = (0..<s.count).last { r.contains(s.xValue($0)) } ?? -1
        }
        guard a <= b, a < s.count, b >= 0 else { return forward ? -1 : 0 }
        return forward ? a - 1 : b + 1
    }

    /// Pans (keeping the zoom) so a selected point outside the view comes into it, with a margin.
    private func reveal(x: Double, y: Double, bar: Bool) {
        guard !bar, geometry.categoryAxis == .none, x.isFinite, y.isFinite else { return }
        var v = viewport
        func shifted(_ r: ClosedRange<Double>, toShow value: Double) -> ClosedRange<Double>? {
            guard !r.contains(value) else { return nil }
            let span = r.upperBound - r.lowerBound, margin = span * 0.05
            return value < r.lowerBound ? (value - margin)...(value - margin + span) : (value + margin - span)...(value + margin)
        }
        let r = visibleRanges
        if v.x != nil, let nx = shifted(r.x, toShow: x) { v.x = nx }
        if v.y != nil, let ny = shifted(r.y, toShow: y) { v.y = ny }
        if v != viewport {
            viewportController.pushHistory()
            viewport = v
            viewportController.report(.keyboard, .ended)
        }
    }
}

extension ChartView {
    /// Clears the selection, telling the delegate when there was one (a click on empty space).
    public func deselect() {
        guard selection != nil else { return }
        selection = nil
        notify(\.selection) { $0.chartViewDidDeselect(self) }
    }
}
