import Foundation

/// Gestures on the plot: selection, pan with momentum, zoom, box zoom, crosshair, history.
extension ChartView {
    /// (Re)creates the recognizers from `interaction`.
    func installGestures() {
        if let old = gestures {
            for r in old.all { plotView.removeGestureRecognizer(r) }
            legendView.removeGestureRecognizer(old.legendTap)
        }
        let cfg = interaction
        let g = ChartGestures(settings: cfg.gestures)
        g.tap.action = { [unowned self] r in self.tapped(at: r.location) }
        g.doubleTap.action = { [unowned self] r in self.doubleTapped(at: r.location) }
        g.doubleTap.isEnabled = cfg.doubleTap != .none
        if g.doubleTap.isEnabled { g.tap.requiresFailureOf = g.doubleTap }
        g.pan.pansWithWheel = cfg.wheel == .scroll
        g.pinch.zoomsWithWheel = cfg.wheel == .zoom
        g.pan.recognizesSimultaneously = { $0 is PinchRecognizer }
        g.pan.action = { [unowned self, unowned pan = g.pan] _ in self.viewportController.follow(pan) }
        g.pinch.action = { [unowned self, unowned pinch = g.pinch] _ in self.viewportController.follow(pinch) }
        g.longPress.isEnabled = cfg.longPressCrosshair
        g.longPress.action = { [unowned self] r in self.longPressed(r) }
        g.boxZoom.isEnabled = cfg.boxZoom
        g.boxZoom.action = { [unowned self, unowned box = g.boxZoom] _ in self.boxZoomed(box) }
        for r in g.all { plotView.addGestureRecognizer(r) }
        g.legendTap.action = { [unowned self, unowned tap = g.legendTap] r in self.legendTapped(at: r.location, modifiers: tap.modifiers) }
        legendView.addGestureRecognizer(g.legendTap)
        gestures = g
    }

    // MARK: Input

    /// Answers input that reaches the chart along the responder chain: the pointer's bookkeeping
    /// (hover, momentum, history buttons) and the keys of `handleKey`. Gestures go on to the
    /// recognizers on the plot and legend.
    func respondToInput(_ event: InputEvent) -> Bool {
        switch event {
        case .pointerDown(let b, let p, let m, _):
            momentum = nil
            interactionState.hover = nil
            if b == .back { goBack(); return true }
            if b == .forward { goForward(); return true }
            // A press on a cursor's or reference line's line drags it, not the view.
            if b == .left, m.isEmpty, let mark = mark(near: p) {
                interactionState.draggedMark = mark
                return true
            }
        case .touch(.down, _, _, _, _):
            momentum = nil
        case .pointerUp(_, let p, _, _) where interactionState.draggedMark != nil:
            // The drag's end is reported as a settled move, even where the last frame left it.
            let mark = interactionState.draggedMark!
            interactionState.draggedMark = nil
            drag(mark, to: p, settled: true)
            return true
        case .pointerMoved(let p, let buttons, _, _) where interactionState.draggedMark != nil:
            interactionState.pointer = p
            // The release happened elsewhere (over another widget): the drag is over.
            guard !buttons.isEmpty else {
                endMarkDrag()
                return false
            }
            drag(interactionState.draggedMark!, to: p, settled: false)
            return true
        case .pointerUp(_, let p, _, _):
            // Hovering again: report the value under the pointer now and after later changes
            // (momentum, a reset's animation).
            hovered(at: p)
        case .pointerMoved(let p, let buttons, _, _):
            interactionState.pointer = p
            if buttons.isEmpty { hovered(at: p) } else { interactionState.hover = nil }
        case .pointerExited:
            interactionState.pointer = nil
            endMarkDrag()
            interactionState.hover = nil
            notify(\.pointer) { $0.chartView(self, pointerMovedTo: nil) }
            if isCrosshairOn { hideCrosshair() }
        case .key(let k, let m, _):
            return handleKey(k, modifiers: m)
        default:
            break
        }
        return false
    }

    /// Advances momentum and animations to `time`.
    func advanceTimers(to time: Double) {
        viewportController.stepMomentum(to: time)
        stepAnimations()
    }

    /// The next momentum or animation frame, while either runs.
    func timersWakeTime(after now: Double) -> Double? {
        let m: Double? = momentum == nil ? nil : now + 1.0 / 60
        let a = animations.animator.nextFrameTime(after: now)
        switch (m, a) {
        case let (m?, a?): return min(m, a)
        default: return m ?? a
        }
    }

    // MARK: Viewport

    /// The visible ranges now (fitted or zoomed).
    public var visibleRanges: (x: ClosedRange<Double>, y: ClosedRange<Double>) { viewportController.visibleRanges }

    /// The zoom and pan state; `.fit` shows all the data.
    public var viewport: Viewport {
        get { viewportController.viewport }
        set { viewportController.set(newValue) }
    }

    /// Momentum after a flick, while it runs.
    var momentum: Momentum? {
        get { viewportController.momentum }
        set { viewportController.momentum = newValue }
    }

    /// Pans by a pixel delta (content follows the pointer).
    public func pan(by delta: Point) { viewportController.pan(by: delta) }

    /// Zooms by `factor` (> 1 in) about a pixel point, on the axes zooming is enabled for.
    public func zoom(by factor: Double, about p: Point, xOnly: Bool = false, yOnly: Bool = false) {
        viewportController.zoom(by: factor, about: p, xOnly: xOnly, yOnly: yOnly)
    }

    /// Shows all the data again.
    public func resetZoom() { viewportController.reset() }

    /// Returns to the previous zoom; false when there is none.
    @discardableResult
    public func goBack() -> Bool { viewportController.goBack() }

    /// Re-applies a zoom undone by `goBack`; false when there is none.
    @discardableResult
    public func goForward() -> Bool { viewportController.goForward() }

    /// Keeps the newest x of the data in view (see `ViewportController.follow(newest:span:)`);
    /// returns the new x range when the view moved.
    @discardableResult
    public func followNewest(span: Double? = nil) -> ClosedRange<Double>? {
        guard let newest = dataXExtent?.1 else { return nil }
        return viewportController.follow(newest: newest, span: span)
    }

    /// Connects the viewport controller: its changes lay the chart out, its steps reach the delegate.
    func connectViewport() {
        viewportController.interaction = interaction
        viewportController.onChange = { [unowned self] v in
            options = configuration.geometryOptions(viewport: v)
            setNeedsLayout()
        }
        viewportController.onEvent = { [unowned self] kind, phase in
            if kind == .reset { notify(\.viewport) { $0.chartViewDidResetZoom(self) } }
            // Steps that moved x refit y when asked; a box zoom chose its y, a reset shows everything,
            // history restores a view, and y-only steps (Shift+wheel, Up/Down) keep the y they set.
            if autoFitsY, viewportController.xIsSeries, viewportController.lastChangeMovedX,
               kind != .boxZoom, kind != .reset, kind != .history { fitYToVisible() }
            let v = visibleRanges
            notify(\.viewport) { $0.chartView(self, viewportDidChange: ViewportEvent(kind: kind, phase: phase, x: v.x, y: v.y)) }
        }
    }

    // MARK: Gesture actions

    private func tapped(at p: Point) {
        if let hit = plotFrame.dataHit(at: p, tolerance: interaction.selectionTolerance) {
            if interaction.selectsOnTap { selection = hit.selection }
            notify(\.selection) { $0.chartView(self, didSelect: SelectionEvent(selection: hit.selection, touchPoint: p, x: hit.x, y: hit.y)) }
        } else {
            if interaction.selectsOnTap { selection = nil }
            notify(\.selection) { $0.chartViewDidDeselect(self) }
        }
    }

    private func doubleTapped(at p: Point) {
        switch interaction.doubleTap {
        case .resetZoom: resetZoom()
        case .zoomIn(let f):
            viewportController.pushHistory()
            zoom(by: f, about: p)
            viewportController.report(.zoom, .ended)
        case .none: break
        }
    }

    private func longPressed(_ r: GestureRecognizer) {
        switch r.state {
        case .began, .changed: moveCrosshair(to: r.location)
        case .ended, .cancelled: if !isCrosshairOn { hideCrosshair() }
        default: break
        }
    }

    private func boxZoomed(_ r: BoxZoomRecognizer) {
        let plot = geometry.plot
        if interaction.brush, r.button == .left, r.modifiers.contains(.control), r.modifiers.contains(.shift) {
            brushed(r)
            return
        }
        switch r.state {
        case .began, .changed:
            interactionState.boxZoomRect = r.rect.intersection(plot)
            setNeedsDisplay()
        case .ended:
            interactionState.boxZoomRect = nil
            if !viewportController.zoom(to: r.rect.intersection(plot)) { setNeedsDisplay() }
        case .cancelled:
            interactionState.boxZoomRect = nil
            setNeedsDisplay()
        default: break
        }
    }

    /// A Ctrl+Shift drag: the rectangle shows while it is dragged, and the selection delegate
    /// hears the data ranges it covers when it is released.
    private func brushed(_ r: BoxZoomRecognizer) {
        let plot = geometry.plot
        var rect = r.rect.intersection(plot)
        if interaction.brushesXOnly { rect = Rect(x: rect.minX, y: plot.minY, width: rect.width, height: plot.height) }
        switch r.state {
        case .began, .changed:
            interactionState.brushRect = rect
            setNeedsDisplay()
        case .ended:
            interactionState.brushRect = nil
            setNeedsDisplay()
            guard rect.width > 0 || rect.height > 0 else { return }
            let a = value(at: Point(rect.minX, rect.maxY)), b = value(at: Point(rect.maxX, rect.minY))
            let brush = ChartBrush(x: min(a.x, b.x)...max(a.x, b.x), y: min(a.y, b.y)...max(a.y, b.y), rect: rect, bars: bars(touching: rect))
            notify(\.selection) { $0.chartView(self, didBrush: brush) }
        case .cancelled, .failed:
            interactionState.brushRect = nil
            setNeedsDisplay()
        default: break
        }
    }

    /// The visible bars a rectangle touches.
    func bars(touching rect: Rect) -> [ChartSelection] {
        let g = geometry
        var out: [ChartSelection] = []
        for (k, s) in plotData.series.enumerated() where s.kind == .bar && s.isVisible {
            guard k < g.barSlots.count, let slot = g.barSlots[k] else { continue }
            for i in 0..<s.count {
                guard let b = PlotView.barRect(s, i, slot: slot, g: g.bound(to: s)), b.intersects(rect) else { continue }
                out.append(ChartSelection(series: k, index: i))
            }
        }
        return out
    }

    private func legendTapped(at p: Point, modifiers: KeyModifiers) {
        if legendView.isOnMoreOrFewer(p) {
            legendView.showsAllEntries.toggle()
            setNeedsLayout()
            return
        }
        guard let i = legendView.entry(at: p), i < data.series.count else { return }
        // Ctrl+Shift+click brushes the entry's series (its rows picked out) rather than hiding it.
        if interaction.brush, modifiers.contains(.control), modifiers.contains(.shift) {
            notify(\.selection) { $0.chartView(self, didBrushSeries: i) }
            return
        }
        data.series[i].isVisible.toggle()
        notify(\.pointer) { $0.chartView(self, didToggleSeries: i, visible: data.series[i].isVisible) }
    }

    /// Reports the data value under a hovering pointer (nil outside the plot) to the delegate.
    func hovered(at p: Point) {
        interactionState.hover = (p, HoverKey(geometry))
        let plot = geometry.plot
        if plot.contains(p) {
            notify(\.pointer) { $0.chartView(self, pointerMovedTo: (geometry.x.invert(p.x), geometry.y.invert(p.y))) }
            if isCrosshairOn { moveCrosshair(to: p) }
        } else {
            notify(\.pointer) { $0.chartView(self, pointerMovedTo: nil) }
        }
    }
}

/// What a hover value depends on: the plot rectangle and both scales' domains.
struct HoverKey: Equatable {
    var plot: Rect
    var x: (Double, Double)
    var y: (Double, Double)

    init(_ g: PlotGeometry) {
        plot = g.plot
        x = (g.x.d0, g.x.d1)
        y = (g.y.d0, g.y.d1)
    }

    static func == (a: HoverKey, b: HoverKey) -> Bool {
        a.plot == b.plot && a.x == b.x && a.y == b.y
    }
}
