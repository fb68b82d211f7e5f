/// The marks a person places and drags on the plot: cursors A and B, reference lines and notes.
extension ChartView {
    /// How near (pixels) the pointer must be to a line to grab or remove it.
    static let markReach = 5.0

    /// The cursor or reference line whose line is within a few pixels of `p` in the plot, if any:
    /// the nearest, cursors first on a tie.
    func mark(near p: Point) -> DraggedMark? {
        let g = geometry
        guard g.plot.insetBy(-2).contains(p) else { return nil }
        var best: (d: Double, mark: DraggedMark)?
        func consider(_ d: Double, _ m: DraggedMark) {
            if d <= Self.markReach, best == nil || d < best!.d { best = (d, m) }
        }
        if let a = cursors.a { consider(abs(g.x.map(a) - p.x), .cursor(.a)) }
        if let b = cursors.b { consider(abs(g.x.map(b) - p.x), .cursor(.b)) }
        if let i = referenceLine(near: p) { consider(lineDistance(annotations[i], p) + 0.001, .annotation(i)) }
        return best?.mark
    }

    /// The reference line (an index into `annotations`) within a few pixels of `p`, if any.
    package func referenceLine(near p: Point) -> Int? {
        var best: (d: Double, i: Int)?
        for (i, a) in annotations.enumerated() where a.kind != .note && a.isFinite {
            let d = lineDistance(a, p)
            if d <= Self.markReach, best == nil || d < best!.d { best = (d, i) }
        }
        return best?.i
    }

    /// The note (an index into `annotations`) whose point or label is at `p`, if any.
    package func note(near p: Point) -> Int? {
        let g = geometry
        for (i, a) in annotations.enumerated().reversed() where a.kind == .note && a.isFinite {
            let q = Point(g.x.map(a.x), g.y.map(a.y))
            if abs(q.x - p.x) <= 8, abs(q.y - p.y) <= 8 { return i }
            if let box = annotationsView.labelBoxes[i], box.insetBy(-2).contains(p) { return i }
        }
        return nil
    }

    /// The pixel distance from `p` to a reference line.
    private func lineDistance(_ a: Annotation, _ p: Point) -> Double {
        a.kind == .vertical ? abs(geometry.x.map(a.x) - p.x) : abs(geometry.y.map(a.y) - p.y)
    }

    /// The data point under the pointer (the plot's middle when the pointer is elsewhere).
    public var pointerValue: (x: Double, y: Double) {
        let g = geometry
        let p = interactionState.pointer.flatMap { g.plot.contains($0) ? $0 : nil } ?? g.plot.center
        return (g.x.invert(p.x), g.y.invert(p.y))
    }

    /// `r` (or Shift+R for a vertical line): removes the reference line at the pointer, else adds
    /// a horizontal line at the pointer's y (vertical: at its x).
    func toggleReferenceLine(vertical: Bool) {
        if let p = interactionState.pointer, let i = referenceLine(near: p) {
            annotations.remove(at: i)
            return
        }
        let v = pointerValue
        annotations.append(vertical ? .vertical(v.x) : .horizontal(v.y))
    }

    /// Moves `mark` to the pointer at `p` (kept inside the plot); `settled` (the release) tells
    /// the delegate even when nothing moved.
    func drag(_ mark: DraggedMark, to p: Point, settled: Bool) {
        let g = geometry
        let x = g.x.invert(min(max(p.x, g.plot.minX), g.plot.maxX))
        let y = g.y.invert(min(max(p.y, g.plot.minY), g.plot.maxY))
        switch mark {
        case .cursor(let name):
            let before = cursors
            if name == .a { cursors.a = x } else { cursors.b = x }
            if settled, cursors == before { notify(\.pointer) { $0.chartView(self, cursorsMoved: cursors) } }
        case .annotation(let i):
            guard i < annotations.count else { return }
            let before = annotations
            if annotations[i].kind == .vertical { annotations[i].x = x } else { annotations[i].y = y }
            if settled, annotations == before { notify(\.pointer) { $0.chartView(self, annotationsChanged: annotations) } }
        }
    }

    /// Ends a drag whose release happened elsewhere, reporting where it stopped as settled.
    func endMarkDrag() {
        guard let mark = interactionState.draggedMark else { return }
        interactionState.draggedMark = nil
        switch mark {
        case .cursor: notify(\.pointer) { $0.chartView(self, cursorsMoved: cursors) }
        case .annotation: notify(\.pointer) { $0.chartView(self, annotationsChanged: annotations) }
        }
    }
}

extension ChartView {
    /// Where the pointer is over the chart, if it is.
    package var pointerLocation: Point? { interactionState.pointer }

    /// Where a note placed now is pinned: the data point nearest the pointer when one is within
    /// a few pixels, else the point under the pointer (the plot's middle when it is elsewhere).
    package func noteAnchor() -> (x: Double, y: Double) {
        if let p = interactionState.pointer, geometry.plot.contains(p), let hit = plotFrame.dataHit(at: p, tolerance: 16),
           hit.x.isFinite, hit.y.isFinite {
            return (hit.x, hit.y)
        }
        return pointerValue
    }
}
