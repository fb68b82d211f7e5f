import Foundation

/// A chart's zoom and pan: the viewport, its history, momentum and following the newest data,
/// and the maths of panning and zooming in each axis's transformed space.
///
/// It owns the chart's geometry (scales and ticks): the chart's layout computes it and hands it
/// here, and pans and zooms move its scales' domains at once, so input before the next layout maps
/// correctly. It tells its owner of every change (`onChange`, to lay out again) and every
/// reportable step (`onEvent`).
/// It draws nothing and reads no widget.
@MainActor
package final class ViewportController {
    /// The scales the maths works on: the last layout's, with the domains moved by later changes.
    package struct Scales {
        /// The horizontal scale.
        package var x: AxisScale
        /// The vertical scale.
        package var y: AxisScale
        /// The horizontal domain that shows all the data.
        package var fitX: (Double, Double)
        /// The vertical domain that shows all the data.
        package var fitY: (Double, Double)
    }

    /// The zoom and pan state; `.fit` shows all the data.
    package private(set) var viewport = Viewport.fit
    /// Which axes pan and zoom, zoom limits, momentum.
    package var interaction = InteractionConfig()
    /// The geometry of the last layout, its scales' domains moved by later changes: the one owner
    /// of the chart's scales (the chart's layout sets it).
    package var geometry: PlotGeometry
    /// The scales the maths works on: the geometry's.
    package var scales: Scales { Scales(x: geometry.x, y: geometry.y, fitX: geometry.fitX, fitY: geometry.fitY) }
    /// Whether x is a time series (a date axis, or ascending in every visible series): the chart
    /// sets it after each layout; the wheel then zooms x alone.
    package var xIsSeries = false
    /// Zoom history for back and forward.
    var history = ViewportHistory()
    /// Momentum after a flick, while it runs.
    package var momentum: Momentum?
    /// Called after every change of the viewport.
    var onChange: ((Viewport) -> Void)?
    /// Called for each step a listener hears: pan, zoom, box zoom, reset, keyboard, history.
    var onEvent: ((ViewportEvent.Kind, GestureState) -> Void)?

    /// A controller over the given geometry, fitted.
    package init(geometry: PlotGeometry) {
        self.geometry = geometry
    }

    /// A controller over the given scales in an empty plot, fitted.
    package convenience init(scales: Scales) {
        var g = PlotGeometry.compute(data: ChartData(), options: PlotGeometry.Options(), plot: .zero, scale: 1)
        g.x = scales.x
        g.y = scales.y
        g.fitX = scales.fitX
        g.fitY = scales.fitY
        self.init(geometry: g)
    }

    /// The visible ranges now (fitted or zoomed).
    package var visibleRanges: (x: ClosedRange<Double>, y: ClosedRange<Double>) {
        func r(_ s: AxisScale) -> ClosedRange<Double> { min(s.d0, s.d1)...max(s.d0, s.d1) }
        return (r(scales.x), r(scales.y))
    }

    /// Whether the last change moved x (a y-only zoom or a vertical key pan did not).
    package private(set) var lastChangeMovedX = false

    /// Shows `v`; the scales follow at once, so further input before the next layout maps correctly.
    package func set(_ v: Viewport) {
        lastChangeMovedX = v.x != viewport.x
        viewport = v
        geometry.x.d0 = v.x?.lowerBound ?? geometry.fitX.0
        geometry.x.d1 = v.x?.upperBound ?? geometry.fitX.1
        geometry.y.d0 = v.y?.lowerBound ?? geometry.fitY.0
        geometry.y.d1 = v.y?.upperBound ?? geometry.fitY.1
        onChange?(v)
    }

    /// Remembers the viewport for `goBack` (before a gesture or key changes it).
    package func pushHistory() { history.push(viewport) }

    /// Tells listeners of a step.
    func report(_ kind: ViewportEvent.Kind, _ phase: GestureState) { onEvent?(kind, phase) }

    // MARK: Pan and zoom

    /// Pans by a pixel delta (content follows the pointer), on the axes panning is enabled for.
    package func pan(by delta: Point) {
        var v = viewport
        let s = scales
        if interaction.panX, delta.x != 0, s.x.r1 != s.x.r0 { v.x = Self.panned(s.x, by: delta.x) }
        if interaction.panY, delta.y != 0, s.y.r1 != s.y.r0 { v.y = Self.panned(s.y, by: delta.y) }
        set(v)
    }

    /// Zooms by `factor` (> 1 in) about a pixel point, on the axes zooming is enabled for.
    package func zoom(by factor: Double, about p: Point, xOnly: Bool = false, yOnly: Bool = false) {
        var v = viewport
        let s = scales
        if interaction.zoomX, !yOnly {
            v.x = Self.zoomed(s.x, by: factor, about: p.x, limits: interaction.xLimits, fit: s.fitX)
        }
        if interaction.zoomY, !xOnly {
            v.y = Self.zoomed(s.y, by: factor, about: p.y, limits: interaction.yLimits, fit: s.fitY)
        }
        set(v)
    }

    /// Zooms to the data under a pixel rectangle (a box zoom); sides under 4 pixels keep their range.
    /// Returns false when the box was too small on both axes.
    @discardableResult
    package func zoom(to rect: Rect) -> Bool {
        guard rect.width >= 4 || rect.height >= 4 else { return false }
        history.push(viewport)
        var v = viewport
        let s = scales
        if interaction.zoomX, rect.width >= 4 { v.x = Self.range((s.x.invert(rect.minX), s.x.invert(rect.maxX))) }
        if interaction.zoomY, rect.height >= 4 { v.y = Self.range((s.y.invert(rect.maxY), s.y.invert(rect.minY))) }
        set(v)
        report(.boxZoom, .ended)
        return true
    }

    /// Shows all the data again.
    package func reset() {
        if !viewport.isFit { history.push(viewport) }
        momentum = nil
        set(.fit)
        report(.reset, .ended)
    }

    /// Returns to the previous viewport; false when there is none.
    @discardableResult
    package func goBack() -> Bool {
        guard let prev = history.back.popLast() else { return false }
        history.forward.append(viewport)
        set(prev)
        report(.history, .ended)
        return true
    }

    /// Re-applies a viewport undone by `goBack`; false when there is none.
    @discardableResult
    package func goForward() -> Bool {
        guard let next = history.forward.popLast() else { return false }
        history.back.append(viewport)
        set(next)
        report(.history, .ended)
        return true
    }

    /// Keeps the newest x in view. With `span`, the view shows that much before `newest`; without,
    /// a zoomed view slides so its right edge is at `newest` (its width kept) and a fitted view is
    /// left alone (it grows with the data by itself). Returns the new x range, if it moved.
    @discardableResult
    package func follow(newest: Double, span: Double? = nil) -> ClosedRange<Double>? {
        guard newest.isFinite else { return nil }
        let width: Double
        if let span { width = span } else if let x = viewport.x { width = x.upperBound - x.lowerBound } else { return nil }
        guard width > 0, width.isFinite else { return nil }
        let x = (newest - width)...newest
        guard x != viewport.x else { return nil }
        set(Viewport(x: x, y: viewport.y))
        return x
    }

    // MARK: Maths

    static func range(_ d: (Double, Double)) -> ClosedRange<Double> { min(d.0, d.1)...max(d.0, d.1) }

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
}
