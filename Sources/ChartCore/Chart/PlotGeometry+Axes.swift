import Foundation

/// The scale and ticks of one additional axis.
package struct AxisGeometry: Sendable {
    /// Maps the axis's values to pixels.
    package var scale: AxisScale
    /// The axis's major ticks, with pixel positions and labels.
    package var ticks: [Tick]
    /// Data values of the axis's minor ticks.
    package var minorTicks: [Double]
    /// The domain that fits the axis's series.
    package var fit: (Double, Double)
    /// The gutter the axis is drawn in.
    package var side: AxisLabelsView.Side
}

/// Ranges, ticks and additional axes.
extension PlotGeometry {
    /// The axis a series index points at, falling back to the primary one when out of range.
    static func axisIndex(_ i: Int, _ extra: Int) -> Int { i >= 0 && i <= extra ? i : 0 }

    /// The union of the series' value extents (positive values only for a log axis).
    static func valueExtent(_ idx: [Int], _ ex: [SeriesExtent], log: Bool) -> (Double, Double)? {
        valueExtent(idx, where: { _ in true }, ex, log: log)
    }

    /// `valueExtent` over the series of `idx` that `include` accepts.
    static func valueExtent<C: Collection<Int>>(_ idx: C, where include: (Int) -> Bool, _ ex: [SeriesExtent],
                                                log: Bool) -> (Double, Double)? {
        var ext: (Double, Double)?
        for i in idx where include(i) {
            ext = log ? NumberRange.union(ext, ex[i].positiveY) : NumberRange.union(NumberRange.union(ext, ex[i].y), ex[i].lo)
        }
        return ext
    }

    /// The displayed range of an axis: its explicit range, else the padded (and niced) data extent.
    static func displayRange(_ ext: (Double, Double)?, axis: AxisConfig, length: Double, scale: Double,
                             nice: Bool? = nil) -> (Double, Double) {
        let count = max(2, Int(length / max(10, axis.tickSpacing * scale)))
        if axis.transform.isLog {
            if let r = axis.range, r.lowerBound > 0, r.upperBound.isFinite, r.lowerBound < r.upperBound {
                return (r.lowerBound, r.upperBound)
            }
            guard let e = ext, e.0 > 0, e.1 >= e.0 else { return (1, 10) }
            var t0 = log10(e.0), t1 = log10(e.1)
            if t1 - t0 < 1e-9 { t0 -= 0.5; t1 += 0.5 }
            let pad = (t1 - t0) * max(0, axis.rangePadding)
            t0 -= pad; t1 += pad
            var lo = pow(10, t0), hi = pow(10, t1)
            if nice ?? axis.nice {
                if t1 - t0 >= 1 {
                    lo = pow(10, floor(t0 + 1e-9)); hi = pow(10, ceil(t1 - 1e-9))
                } else {
                    // Within about a decade, whole decades would leave most of the axis empty:
                    // the nearest single-digit multiples of a power of ten instead (2000 to 7000).
                    let d0 = pow(10, floor(t0)), d1 = pow(10, floor(t1))
                    lo = floor(lo / d0 * (1 + 1e-12)) * d0
                    hi = min(ceil(hi / d1 * (1 - 1e-12)) * d1, 10 * d1)
                }
            }
            lo = max(lo, Double.leastNormalMagnitude); hi = min(hi, Double.greatestFiniteMagnitude / 4)
            return lo < hi ? (lo, hi) : (1, 10)
        }
        if let r = axis.range, r.lowerBound.isFinite, r.upperBound.isFinite, r.lowerBound < r.upperBound {
            return (r.lowerBound, r.upperBound)
        }
        if case .breaks(let b) = axis.transform, let e = ext {
            // Pad in the collapsed space, so the gaps do not inflate the padding.
            let (a, c) = NumberRange.display((b.forward(e.0), b.forward(e.1)), padding: axis.rangePadding,
                                             nice: false, tickCount: count)
            return (b.inverse(a), b.inverse(c))
        }
        return NumberRange.display(ext, padding: axis.rangePadding, nice: nice ?? axis.nice, tickCount: count)
    }

    /// `count`, or one more when only that puts both ends of the range on a tick. A short axis
    /// niced one step finer than its tick count gives (0…30 where two ticks would step by 20)
    /// then labels its ends: 0, 10, 20, 30; other ranges keep their count.
    static func alignedCount(_ d0: Double, _ d1: Double, from count: Int) -> Int {
        guard d0.isFinite, d1.isFinite, d0 != d1 else { return count }
        func aligned(_ c: Int) -> Bool {
            let st = Ticks.step(d0, d1, count: c)
            guard st.isFinite, st > 0 else { return false }
            let q0 = d0 / st, q1 = d1 / st
            return abs(q0 - q0.rounded()) < 1e-6 && abs(q1 - q1.rounded()) < 1e-6
        }
        return !aligned(count) && aligned(count + 1) ? count + 1 : count
    }

    /// Major ticks (with labels) and minor tick values for a numeric, date, log or discontinuous scale.
    static func numberTicks(_ s: AxisScale, axis: AxisConfig, length: Double, scale: Double) -> ([Tick], [Double]) {
        var storage: [Tick] = []
        return numberTicks(s, axis: axis, length: length, scale: scale, storage: &storage)
    }

    /// `numberTicks`, with the major ticks built in `storage`'s memory (taken, left empty): a
    /// layout pass runs on every frame of a pan, and the last frame's ticks lend theirs.
    static func numberTicks(_ s: AxisScale, axis: AxisConfig, length: Double, scale: Double,
                            storage: inout [Tick]) -> ([Tick], [Double]) {
        var count = max(2, Int(length / max(10, axis.tickSpacing * scale)))
        let fmt = axis.formatter
        if s.transform.isLog {
            let (major, minor) = LogTicks.ticks(s.d0, s.d1, count: count)
            return (major.map { Tick(value: $0, position: s.map($0), label: fmt?($0) ?? axis.numberStyle.apply(LogTicks.format($0))) },
                    axis.minorTicksPerMajor == 0 && !axis.showsMinorGrid ? [] : minor)
        }
        var breaks: AxisBreaks?
        if case .breaks(let b) = s.transform, !b.isEmpty {
            breaks = b
            // Ticks are chosen over the full span, so ask for as many more as the gaps hide.
            let (t0, t1) = s.transformedDomain
            let ratio = abs(s.d1 - s.d0) / max(abs(t1 - t0), .leastNormalMagnitude)
            if ratio.isFinite { count = max(2, min(2000, Int(Double(count) * ratio))) }
        }
        var ticks: [Tick]
        var minor: [Double] = []
        if let tz = axis.timeZone, axis.majorTickInterval == nil {
            // Date labels are wider: aim for fewer ticks.
            ticks = DateTicks.ticks(s.d0, s.d1, count: max(2, count * 2 / 3), timeZone: tz).map {
                Tick(value: $0.value, position: s.map($0.value), label: fmt?($0.value) ?? $0.label)
            }
        } else {
            let fixed = axis.majorTickInterval.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
            // Durations: steps a clock reads (whole minutes, hours or days).
            let clock = fixed == nil && axis.durations
            let interval = clock ? DurationTicks.step(s.d0, s.d1, count: count) : fixed
            if interval == nil, breaks == nil { count = alignedCount(s.d0, s.d1, from: count) }
            var step = interval ?? Ticks.step(s.d0, s.d1, count: count)
            ticks = []
            swap(&ticks, &storage)
            ticks.removeAll(keepingCapacity: true)
            func add(_ v: Double) {
                let label = fmt?(v) ?? (axis.durations ? DurationTicks.format(v, step: step) : axis.numberStyle.apply(Ticks.format(v, step: step)))
                ticks.append(Tick(value: v, position: s.map(v), label: label))
            }
            if let iv = interval { Ticks.forEachValue(s.d0, s.d1, step: iv, add) } else { Ticks.forEachValue(s.d0, s.d1, count: count, add) }
            // A short axis labels at least two values (one alone gives no scale): finer steps until it does.
            var finer = count
            while fixed == nil, ticks.count < 2, finer < 64, s.d0 != s.d1 {
                finer *= 2
                ticks.removeAll(keepingCapacity: true)
                if clock {
                    step = DurationTicks.step(s.d0, s.d1, count: finer)
                    Ticks.forEachValue(s.d0, s.d1, step: step, add)
                } else {
                    step = Ticks.step(s.d0, s.d1, count: finer)
                    Ticks.forEachValue(s.d0, s.d1, count: finer, add)
                }
            }
            if axis.minorTicksPerMajor > 1 {
                minor = Ticks.minorValues(s.d0, s.d1, majorStep: step, perMajor: axis.minorTicksPerMajor)
            }
        }
        if let b = breaks {
            // A tick inside a gap moves to the gap's end (midnight becomes the next session's open),
            // then any tick crowding the one before it is dropped.
            let gap = max(10, axis.tickSpacing * scale * 0.6)
            let step = zip(ticks.dropFirst(), ticks).map { $0.value - $1.value }.min() ?? 0
            var kept: [Tick] = []
            for var t in ticks {
                if b.excludes(t.value), let r = b.ranges(in: t.value, t.value).first(where: { $0.lowerBound < t.value && t.value < $0.upperBound }) {
                    t.value = r.upperBound
                    t.position = s.map(r.upperBound)
                }
                if let last = kept.last, abs(t.position - last.position) < gap || t.value <= last.value { continue }
                kept.append(t)
            }
            ticks = kept
            minor = minor.filter { !b.excludes($0) }
            if let tz = axis.timeZone, fmt == nil, step < 86_400 { ticks = sessionLabels(ticks, timeZone: tz) }
        }
        return (ticks, minor)
    }

    /// Date labels for a discontinuous axis: with nights cut out, midnight ticks are gone, so the
    /// first tick of each day carries the date and the rest the time of day.
    static func sessionLabels(_ ticks: [Tick], timeZone: TimeZone) -> [Tick] {
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = timeZone
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        var previousDay: DateComponents?
        return ticks.map { t in
            guard abs(t.value) < 2.5e11 else { return t }
            let c = cal.dateComponents([.year, .month, .day, .hour, .minute], from: Date(timeIntervalSince1970: t.value))
            let day = DateComponents(year: c.year, month: c.month, day: c.day)
            var out = t
            if day != previousDay {
                out.label = "\(months[max(0, min(11, (c.month ?? 1) - 1))]) \(c.day ?? 1)"
            } else {
                out.label = String(format: "%02d:%02d", c.hour ?? 0, c.minute ?? 0)
            }
            previousDay = day
            return out
        }
    }

    /// Scales and ticks for additional axes; they follow the primary axis's zoom and pan
    /// proportionally (the same fraction of their own fitted range is visible).
    static func additionalAxes(_ axes: [AxisConfig], vertical: Bool, data: ChartData, ex: [SeriesExtent],
                               options o: Options, g: PlotGeometry, scale: Double) -> [AxisGeometry] {
        guard !axes.isEmpty else { return [] }
        let plot = g.plot
        let primary = vertical ? g.y : g.x
        let fit = vertical ? g.fitY : g.fitX
        let tf = AxisScale(domain: fit, range: (0, 1), transform: primary.transform)
        let f0 = tf.map(primary.d0), f1 = tf.map(primary.d1)
        return axes.enumerated().map { k, axis in
            let idx = data.series.indices.filter {
                data.series[$0].isVisible && axisIndex(vertical ? data.series[$0].yAxisIndex : data.series[$0].xAxisIndex, axes.count) == k + 1
            }
            let ext: (Double, Double)? = vertical
                ? valueExtent(idx, ex, log: axis.transform.isLog)
                : idx.reduce(nil as (Double, Double)?) { NumberRange.union($0, ex[$1].x) }
            let length = vertical ? plot.height : plot.width
            let d = displayRange(ext, axis: axis, length: length, scale: scale, nice: vertical ? nil : false)
            let own = AxisScale(domain: d, range: (0, 1), transform: axis.transform)
            let visible = (f0.isFinite && f1.isFinite) ? (own.invert(f0), own.invert(f1)) : d
            let range = vertical ? (primary.r0, primary.r1) : (plot.minX, plot.maxX)
            let s = AxisScale(domain: visible.0.isFinite && visible.1.isFinite ? visible : d, range: range, transform: axis.transform)
            let (ticks, minor) = numberTicks(s, axis: axis, length: length, scale: scale)
            let side = axis.side ?? (vertical ? .right : .top)
            return AxisGeometry(scale: s, ticks: ticks, minorTicks: minor, fit: d, side: side)
        }
    }

    /// This geometry with the x and y scales of the axes `s` is bound to.
    package func bound(to s: Series) -> PlotGeometry {
        guard s.xAxisIndex > 0 || s.yAxisIndex > 0 else { return self }
        var g = self
        if s.xAxisIndex > 0, s.xAxisIndex <= extraX.count, categoryAxis != .horizontal { g.x = extraX[s.xAxisIndex - 1].scale }
        if s.yAxisIndex > 0, s.yAxisIndex <= extraY.count, categoryAxis != .vertical { g.y = extraY[s.yAxisIndex - 1].scale }
        return g
    }
}
