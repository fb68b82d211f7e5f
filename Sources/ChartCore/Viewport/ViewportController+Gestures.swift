import Foundation

/// Pan, pinch and momentum driven by recognizers, and the keyboard's steps.
extension ViewportController {
    /// Follows a pan recognizer: history on begin, a flick's momentum on end.
    func follow(_ r: PanRecognizer) {
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
                onChange?(viewport)
            } else {
                report(.pan, .ended)
            }
        case .cancelled:
            report(.pan, .cancelled)
        default: break
        }
    }

    /// Follows a pinch recognizer (or wheel zoom).
    func follow(_ r: PinchRecognizer) {
        let (xOnly, yOnly) = wheelAxes(r)
        switch r.state {
        case .began:
            history.push(viewport)
            zoom(by: r.scale, about: r.center, xOnly: xOnly, yOnly: yOnly)
            report(.zoom, .began)
        case .changed:
            zoom(by: r.scale, about: r.center, xOnly: xOnly, yOnly: yOnly)
            report(.zoom, .changed)
        case .ended, .cancelled:
            report(.zoom, r.state)
        default: break
        }
    }

    /// Which axes a zoom step moves: on a time series the plain wheel zooms x alone and Shift+wheel
    /// y alone; Ctrl+wheel, a touchpad pinch, fingers and magnify zoom both.
    func wheelAxes(_ r: PinchRecognizer) -> (xOnly: Bool, yOnly: Bool) {
        guard interaction.timeSeriesWheel, xIsSeries, let m = r.wheelModifiers, !m.contains(.control) else { return (false, false) }
        return m.contains(.shift) ? (false, true) : (true, false)
    }

    /// Advances momentum to `time`: the view keeps moving and slows down.
    func stepMomentum(to time: Double) {
        guard var m = momentum else { return }
        let dt = max(0, min(0.1, time - m.lastTime))
        m.lastTime = time
        guard dt > 0 else { momentum = m; return }
        pan(by: m.velocity * dt)
        m.velocity = m.velocity * exp(-dt / max(0.01, interaction.momentumTimeConstant))
        // A fling stops at the data's edge: at least half the view keeps showing data.
        let held = heldToData(viewport)
        let atEdge = held != viewport
        if atEdge { set(held) }
        if m.velocity.length < 20 || atEdge {
            momentum = nil
            report(.pan, .ended)
        } else {
            momentum = m
            report(.pan, .changed)
        }
    }

    /// `v` moved back, axis by axis, so that at least half of it shows data (or all the data, when
    /// the data is narrower than half the view).
    func heldToData(_ v: Viewport) -> Viewport {
        func hold(_ r: ClosedRange<Double>?, _ fit: (Double, Double)) -> ClosedRange<Double>? {
            guard let r else { return nil }
            let lo = min(fit.0, fit.1), hi = max(fit.0, fit.1)
            let span = r.upperBound - r.lowerBound
            guard span > 0, hi > lo else { return r }
            let keep = min(span / 2, hi - lo)
            if r.lowerBound > hi - keep { return (hi - keep)...(hi - keep + span) }
            if r.upperBound < lo + keep { return (lo + keep - span)...(lo + keep) }
            return r
        }
        guard scales.x.transform == .linear, scales.y.transform == .linear else { return v }
        return Viewport(x: hold(v.x, scales.fitX), y: hold(v.y, scales.fitY))
    }

    /// A keyboard pan step (history kept).
    func keyPan(_ d: Point) {
        history.push(viewport)
        pan(by: d)
        report(.keyboard, .ended)
    }

    /// A keyboard zoom step about a point (history kept).
    func keyZoom(by factor: Double, about p: Point) {
        history.push(viewport)
        zoom(by: factor, about: p)
        report(.keyboard, .ended)
    }
}
