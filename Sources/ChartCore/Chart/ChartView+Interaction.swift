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
        g.pan.action = { [unowned self, unowned pan = g.pan] _ in self.panned(pan) }
        g.pinch.action = { [unowned self, unowned pinch = g.pinch] _ in self.pinched(pinch) }
        g.longPress.isEnabled = cfg.longPressCrosshair
        g.longPress.action = { [unowned self] r in self.longPressed(r) }
        g.boxZoom.isEnabled = cfg.boxZoom
        g.boxZoom.action = { [unowned self, unowned box = g.boxZoom] _ in self.boxZoomed(box) }
        for r in g.all { plotView.addGestureRecognizer(r) }
        g.legendTap.action = { [unowned self] r in self.legendTapped(at: r.location) }
        legendView.addGestureRecognizer(g.legendTap)
        gestures = g
    }

    // MARK: Input

    /// Answers input that reaches the chart along the responder chain: the pointer's bookkeeping
    /// (hover, momentum, history buttons) and the keys of `handleKey`. Gestures go on to the
    /// recognizers on the plot and legend.
    func respondToInput(_ event: InputEvent) -> Bool {
        switch event {
        case .pointerDown(let b, _, _, _):
            momentum = nil
            hover = nil
            if b == .back { goBack(); return true }
            if b == .forward { goForward(); return true }
        case .touch(.down, _, _, _, _):
            momentum = nil
        case .pointerUp(_, let p, _, _):
            // Hovering again: report the value under the pointer now and after later changes
            // (momentum, a reset's animation).
            hovered(at: p)
        case .pointerMoved(let p, let buttons, _, _):
            pointer = p
            if buttons.isEmpty { hovered(at: p) } else { hover = nil }
        case .pointerExited:
            pointer = nil
            hover = nil
            delegate?.chartView(self, pointerMovedTo: nil)
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
        stepMomentum(to: time)
        stepAnimations()
    }

    /// The next momentum or animation frame, while either runs.
    func timersWakeTime(after now: Double) -> Double? {
        let m: Double? = momentum == nil ? nil : now + 1.0 / 60
        let a = animator.nextFrameTime(after: now)
        switch (m, a) {
        case let (m?, a?): return min(m, a)
        default: return m ?? a
        }
    }

    // MARK: Viewport

    /// The visible ranges now (fitted or zoomed).
    public var visibleRanges: (x: ClosedRange<Double>, y: ClosedRange<Double>) {
        func r(_ s: AxisScale) -> ClosedRange<Double> { min(s.d0, s.d1)...max(s.d0, s.d1) }
        return (r(geometry.x), r(geometry.y))
    }

    /// The zoom and pan state; `.fit` shows all the data.
    public var viewport: Viewport {
        get { Viewport(x: options.visibleX, y: options.visibleY) }
        set {
            options.visibleX = newValue.x
            options.visibleY = newValue.y
            // Keep the scales current so further input before the next layout maps correctly.
            geometry.x.d0 = newValue.x?.lowerBound ?? geometry.fitX.0
            geometry.x.d1 = newValue.x?.upperBound ?? geometry.fitX.1
            geometry.y.d0 = newValue.y?.lowerBound ?? geometry.fitY.0
            geometry.y.d1 = newValue.y?.upperBound ?? geometry.fitY.1
            setNeedsLayout()
        }
    }

    private func report(_ kind: ViewportEvent.Kind, _ phase: GestureState) {
        let v = visibleRanges
        delegate?.chartView(self, viewportDidChange: ViewportEvent(kind: kind, phase: phase, x: v.x, y: v.y))
    }

    private func range(_ d: (Double, Double)) -> ClosedRange<Double> { min(d.0, d.1)...max(d.0, d.1) }

    /// Pans by a pixel delta (content follows the pointer).
    public func pan(by delta: Point) {
        var v = viewport
        let g = geometry
        if interaction.panX, delta.x != 0, g.x.r1 != g.x.r0 { v.x = Self.panned(g.x, by: delta.x) }
        if interaction.panY, delta.y != 0, g.y.r1 != g.y.r0 { v.y = Self.panned(g.y, by: delta.y) }
        viewport = v
    }

    /// A scale's domain moved by a pixel delta, in its transformed space (decades on a log axis,
    /// collapsed time on a discontinuous one), so panning is even across the whole axis.
    static func panned(_ s: AxisScale, by px: Double) -> ClosedRange<Double> {
        let (t0, t1) = s.transformedDomain
        let dt = -px * (t1 - t0) / (s.r1 - s.r0)
        let (a, b) = ViewportMath.pan((t0, t1), by: dt)
        return untransformed(s, (a, b))
    }

    /// A scale's domain zoomed about a pixel, in its transformed space.
    static func zoomed(_ s: AxisScale, by factor: Double, about px: Double, limits: ZoomLimits,
                       fit: (Double, Double)) -> ClosedRange<Double> {
        let t = s.transform
        let span = abs(t.forward(fit.1) - t.forward(fit.0))
        let anchor = t.forward(s.invert(px))
        let d = ViewportMath.zoom(s.transformedDomain, by: factor, about: anchor, limits: limits,
                                  dataSpan: span.isFinite ? span : 1)
        return untransformed(s, d)
    }

    private static func untransformed(_ s: AxisScale, _ d: (Double, Double)) -> ClosedRange<Double> {
        var a = s.transform.inverse(d.0), b = s.transform.inverse(d.1)
        // Beyond what the axis can show (10^-400 is 0 on a log axis): keep the current range.
        if !(a.isFinite && b.isFinite && a != b && s.transform.forward(a).isFinite && s.transform.forward(b).isFinite) {
            a = s.d0; b = s.d1
        }
        return min(a, b)...max(a, b)
    }

    /// Zooms by `factor` (> 1 in) about a pixel point, on the axes zooming is enabled for.
    public func zoom(by factor: Double, about p: Point, xOnly: Bool = false, yOnly: Bool = false) {
        var v = viewport
        let g = geometry
        if interaction.zoomX, !yOnly {
            v.x = Self.zoomed(g.x, by: factor, about: p.x, limits: interaction.xLimits, fit: g.fitX)
        }
        if interaction.zoomY, !xOnly {
            v.y = Self.zoomed(g.y, by: factor, about: p.y, limits: interaction.yLimits, fit: g.fitY)
        }
        viewport = v
    }

    /// Shows all the data again.
    public func resetZoom() {
        if !viewport.isFit { history.push(viewport) }
        momentum = nil
        viewport = .fit
        geometry.x.d0 = geometry.fitX.0; geometry.x.d1 = geometry.fitX.1
        geometry.y.d0 = geometry.fitY.0; geometry.y.d1 = geometry.fitY.1
        delegate?.chartViewDidResetZoom(self)
        report(.reset, .ended)
    }

    /// Returns to the previous zoom; false when there is none.
    @discardableResult
    public func goBack() -> Bool {
        guard let prev = history.back.popLast() else { return false }
        history.forward.append(viewport)
        viewport = prev
        report(.history, .ended)
        return true
    }

    /// Re-applies a zoom undone by `goBack`; false when there is none.
    @discardableResult
    public func goForward() -> Bool {
        guard let next = history.forward.popLast() else { return false }
        history.back.append(viewport)
        viewport = next
        report(.history, .ended)
        return true
    }

    // MARK: Gesture actions

    private func tapped(at p: Point) {
        if let hit = dataHit(at: p) {
            if interaction.selectsOnTap { selection = hit.selection }
            delegate?.chartView(self, didSelect: SelectionEvent(selection: hit.selection, touchPoint: p, x: hit.x, y: hit.y))
        } else {
            if interaction.selectsOnTap { selection = nil }
            delegate?.chartViewDidDeselect(self)
        }
    }

    private func doubleTapped(at p: Point) {
        switch interaction.doubleTap {
        case .resetZoom: resetZoom()
        case .zoomIn(let f):
            history.push(viewport)
            zoom(by: f, about: p)
            report(.zoom, .ended)
        case .none: break
        }
    }

    private func panned(_ r: PanRecognizer) {
        switch r.state {
        case .began:
            history.push(viewport)
            pan(by: r.delta)
            report(.pan, .began)
        case .changed:
            pan(by: r.delta)
            report(.pan, .changed)
        case .ended:
            let v = r.velocity
            if interaction.momentum, v.length > 150 {
                momentum = Momentum(velocity: Point(interaction.panX ? v.x : 0, interaction.panY ? v.y : 0), lastTime: r.lastEventTime)
                setNeedsDisplay()
            } else {
                report(.pan, .ended)
            }
        case .cancelled:
            report(.pan, .cancelled)
        default: break
        }
    }

    private func stepMomentum(to time: Double) {
        guard var m = momentum else { return }
        let dt = max(0, min(0.1, time - m.lastTime))
        m.lastTime = time
        guard dt > 0 else { momentum = m; return }
        pan(by: m.velocity * dt)
        m.velocity = m.velocity * exp(-dt / max(0.01, interaction.momentumTimeConstant))
        if m.velocity.length < 20 {
            momentum = nil
            report(.pan, .ended)
        } else {
            momentum = m
            report(.pan, .changed)
        }
    }

    private func pinched(_ r: PinchRecognizer) {
        switch r.state {
        case .began:
            history.push(viewport)
            zoom(by: r.scale, about: r.center)
            report(.zoom, .began)
        case .changed:
            zoom(by: r.scale, about: r.center)
            report(.zoom, .changed)
        case .ended, .cancelled:
            report(.zoom, r.state)
        default: break
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
        switch r.state {
        case .began, .changed:
            boxZoomRect = r.rect.intersection(plot)
            setNeedsDisplay()
        case .ended:
            boxZoomRect = nil
            let rect = r.rect.intersection(plot)
            guard rect.width >= 4 || rect.height >= 4 else { setNeedsDisplay(); return }
            history.push(viewport)
            var v = viewport
            let g = geometry
            if interaction.zoomX, rect.width >= 4 {
                v.x = range((g.x.invert(rect.minX), g.x.invert(rect.maxX)))
            }
            if interaction.zoomY, rect.height >= 4 {
                v.y = range((g.y.invert(rect.maxY), g.y.invert(rect.minY)))
            }
            viewport = v
            report(.boxZoom, .ended)
        case .cancelled:
            boxZoomRect = nil
            setNeedsDisplay()
        default: break
        }
    }

    private func legendTapped(at p: Point) {
        guard let i = legendView.entry(at: p), i < data.series.count else { return }
        data.series[i].isVisible.toggle()
        delegate?.chartView(self, didToggleSeries: i, visible: data.series[i].isVisible)
    }

    /// Reports the data value under a hovering pointer (nil outside the plot) to the delegate.
    func hovered(at p: Point) {
        hover = (p, HoverKey(geometry))
        let plot = geometry.plot
        if plot.contains(p) {
            delegate?.chartView(self, pointerMovedTo: (geometry.x.invert(p.x), geometry.y.invert(p.y)))
            if isCrosshairOn { moveCrosshair(to: p) }
        } else {
            delegate?.chartView(self, pointerMovedTo: nil)
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
