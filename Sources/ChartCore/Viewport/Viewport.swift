/// The visible part of the data: a value range per axis (nil = fit the data).
public struct Viewport: Hashable, Sendable {
    /// Visible range of the horizontal axis, or nil to fit the data.
    public var x: ClosedRange<Double>?
    /// Visible range of the vertical axis, or nil to fit the data.
    public var y: ClosedRange<Double>?

    /// A viewport with the given visible ranges (nil fits that axis to the data).
    public init(x: ClosedRange<Double>? = nil, y: ClosedRange<Double>? = nil) {
        self.x = x
        self.y = y
    }

    /// The whole data in view.
    public static let fit = Viewport()

    /// True when neither axis is zoomed or panned.
    public var isFit: Bool { x == nil && y == nil }
}

/// Limits on zooming one axis.
public struct ZoomLimits: Hashable, Sendable {
    /// Smallest visible span as a fraction of the data span (or an absolute span when set).
    public var minimumSpanFraction: Double = 1e-12
    /// The smallest visible span in data units; when set it replaces the fraction.
    public var minimumSpan: Double?
    /// Largest visible span as a multiple of the data span (or an absolute span when set): ten
    /// times, so zooming out never loses the data in an empty plane.
    public var maximumSpanMultiple: Double = 10
    /// The largest visible span in data units; when set it replaces the multiple.
    public var maximumSpan: Double?

    /// The default limits: 1e-12 to 10 times the data span, and never so deep that tick labels
    /// near the values shown could no longer differ (1e-11 of their magnitude: 15 ms on a date axis).
    public init() {}

    /// Clamps a span given the span of the data and the magnitude of the values in view.
    func clamp(_ span: Double, dataSpan: Double, magnitude: Double = 0) -> Double {
        let base = dataSpan.isFinite && dataSpan > 0 ? dataSpan : 1
        var lo = minimumSpan ?? base * minimumSpanFraction
        let hi = maximumSpan ?? base * maximumSpanMultiple
        // Never below what a Double can resolve at this magnitude, nor below where labels of
        // about twelve significant digits still differ (deep zooms printed 1.2500000000010e+1).
        let m = magnitude.isFinite ? abs(magnitude) : 0
        lo = max(lo, Double.ulpOfOne * 16 * base, min(m * 1e-11, hi), Double.leastNormalMagnitude)
        return min(max(span, lo), max(lo, hi))
    }
}

/// Pure viewport arithmetic: zoom about a point and pan, with limits; always finite and ordered.
package enum ViewportMath {
    /// The domain zoomed by `factor` (> 1 zooms in) about the value `anchor`.
    package static func zoom(_ d: (Double, Double), by factor: Double, about anchor: Double,
                            limits: ZoomLimits, dataSpan: Double) -> (Double, Double) {
        guard factor.isFinite, factor > 0, d.0.isFinite, d.1.isFinite else { return d }
        let lo = min(d.0, d.1), hi = max(d.0, d.1)
        let span = hi - lo
        guard span > 0 else { return d }
        let a = anchor.isFinite ? min(max(anchor, lo), hi) : (lo + hi) / 2
        let newSpan = limits.clamp(span / factor, dataSpan: dataSpan, magnitude: a)
        let t = (a - lo) / span
        var nlo = a - t * newSpan
        var nhi = nlo + newSpan
        if !nlo.isFinite || !nhi.isFinite {
            let limit = Double.greatestFiniteMagnitude / 4
            nlo = max(-limit, min(limit, nlo.isFinite ? nlo : -limit))
            nhi = max(-limit, min(limit, nhi.isFinite ? nhi : limit))
        }
        guard nhi > nlo else { return (lo, hi) }
        return d.0 <= d.1 ? (nlo, nhi) : (nhi, nlo)
    }

    /// The domain moved by `delta` in value units, staying finite.
    package static func pan(_ d: (Double, Double), by delta: Double) -> (Double, Double) {
        guard delta.isFinite else { return d }
        let a = d.0 + delta, b = d.1 + delta
        let limit = Double.greatestFiniteMagnitude / 4
        guard a.isFinite, b.isFinite, abs(a) < limit, abs(b) < limit, a != b else { return d }
        return (a, b)
    }
}
