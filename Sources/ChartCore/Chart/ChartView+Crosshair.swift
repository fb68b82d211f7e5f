import Foundation

/// The crosshair and the selected point's position (hit testing is `PlotFrame`'s).
extension ChartView {
    /// The pixel position of a selected point, if it exists.
    public func position(of sel: ChartSelection) -> Point? { plotFrame.position(of: sel) }

    // MARK: Crosshair

    /// Places the crosshair for the pointer at `p`, reading values as `interaction.crosshairMode` says.
    func moveCrosshair(to p: Point) {
        let g = geometry
        let plot = g.plot
        let q = Point(min(max(p.x, plot.minX), plot.maxX), min(max(p.y, plot.minY), plot.maxY))
        var event = CrosshairEvent(position: q, x: g.x.invert(q.x), y: g.y.invert(q.y), snapped: nil)
        switch interaction.crosshairMode {
        case .snap:
            if let hit = plotFrame.nearestLinePoint(to: q, tolerance: .infinity, xOnly: true) {
                event = CrosshairEvent(position: hit.point, x: hit.x, y: hit.y, snapped: hit.selection)
            }
        case .interpolate:
            if let hit = plotFrame.nearestLinePoint(to: q, tolerance: .infinity, xOnly: true) {
                let s = data.series[hit.selection.series]
                let k = hit.selection.index
                let xv = g.x.invert(q.x)
                let j = xv >= hit.x ? min(s.count - 1, k + 1) : max(0, k - 1)
                let x2 = s.xValue(j), y2 = s.y[j]
                var yv = hit.y
                if j != k, x2.isFinite, y2.isFinite, x2 != hit.x {
                    yv = hit.y + (y2 - hit.y) * (xv - hit.x) / (x2 - hit.x)
                }
                event = CrosshairEvent(position: g.point(x: xv, y: yv), x: xv, y: yv, snapped: nil)
            }
        case .free:
            break
        }
        interactionState.crosshair = event
        notify(\.pointer) { $0.chartView(self, crosshairMoved: event) }
        setNeedsDisplay()
    }

    /// Shows the crosshair at data x `x` (on the nearest point of the series there), as a linked
    /// plot does when another plot's crosshair moves; the delegate hears it like any crosshair move.
    public func showCrosshair(atX x: Double) {
        let g = geometry
        guard x.isFinite, !g.plot.isEmpty else { return }
        moveCrosshair(to: Point(g.x.map(x), g.plot.midY))
    }

    /// Shows the crosshair on data point `sel` (its own x and y, whatever other series have at
    /// that x); hides it when that point has no place (a gap). The delegate hears it.
    public func showCrosshair(on sel: ChartSelection) {
        guard sel.series < data.series.count, sel.index < data.series[sel.series].count, data.series[sel.series].y[sel.index].isFinite,
              let p = position(of: sel) else {
            hideCrosshair()
            return
        }
        let s = data.series[sel.series]
        let event = CrosshairEvent(position: p, x: s.xValue(sel.index), y: s.y[sel.index], snapped: sel)
        interactionState.crosshair = event
        notify(\.pointer) { $0.chartView(self, crosshairMoved: event) }
        setNeedsDisplay()
    }

    /// Hides the crosshair (the delegate hears it when one was shown).
    public func clearCrosshair() { hideCrosshair() }

    /// Hides the crosshair.
    func hideCrosshair() {
        guard crosshair != nil else { return }
        interactionState.crosshair = nil
        notify(\.pointer) { $0.chartView(self, crosshairMoved: nil) }
        setNeedsDisplay()
    }
}
