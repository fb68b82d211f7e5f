/// Charts that share one x range: a pan, zoom, box zoom, history step or reset in one moves all,
/// and a crosshair in one shows in all at the same x (each on its own values).
///
/// Each member keeps its own y (refitted to the rows in view when it fits y automatically). A
/// member can be unlinked and linked again; members are held weakly.
@MainActor
public final class XLink: ChartViewDelegate {
    private struct Member {
        weak var chart: ChartView?
        var linked: Bool
    }
    private var members: [Member] = []
    /// Set while the link moves its members, so their changes are not passed on again.
    private var moving = false
    /// Called for each member the link moved to follow `source`; `settled` is false while a
    /// gesture is still moving the source (a pan's every frame).
    public var onFollow: ((_ member: ChartView, _ source: ChartView, _ settled: Bool) -> Void)?
    /// Whether the change being passed on ended a step (not a pan's frame).
    private var settled = true

    /// An empty link.
    public init() {}

    /// The charts in the link, in the order they joined.
    public var charts: [ChartView] { members.compactMap(\.chart) }

    /// Adds a chart, linked unless `linked` is false; a linked chart takes the x range of the
    /// linked others when one is zoomed, an unlinked one keeps its own.
    public func add(_ chart: ChartView, linked: Bool = true) {
        members.removeAll { $0.chart == nil || $0.chart === chart }
        members.append(Member(chart: chart, linked: linked))
        chart.addObserver(self)
        if linked, let from = members.first(where: { $0.linked && $0.chart !== chart && $0.chart?.viewport.x != nil })?.chart {
            follow(chart, from: from)
        }
    }

    /// Removes a chart from the link.
    public func remove(_ chart: ChartView) {
        members.removeAll { $0.chart == nil || $0.chart === chart }
        chart.removeObserver(self)
    }

    /// Whether `chart` follows the others (false after `setLinked(false, …)`).
    public func isLinked(_ chart: ChartView) -> Bool {
        members.first { $0.chart === chart }?.linked ?? false
    }

    /// Links or unlinks a member; a member linked again takes the others' x range.
    public func setLinked(_ on: Bool, _ chart: ChartView) {
        guard let i = members.firstIndex(where: { $0.chart === chart }) else { return }
        members[i].linked = on
        if on, let from = members.first(where: { $0.linked && $0.chart !== chart })?.chart { follow(chart, from: from) }
    }

    /// Moves every other linked member to `source`'s x range.
    public func propagate(from source: ChartView) {
        guard !moving, isLinked(source) else { return }
        moving = true
        defer { moving = false }
        for m in members where m.linked {
            guard let c = m.chart, c !== source else { continue }
            follow(c, from: source, passedOn: true)
        }
    }

    /// Moves `c` to `source`'s x range; `passedOn`: a member's step is being passed on (reported).
    private func follow(_ c: ChartView, from source: ChartView, passedOn: Bool = false) {
        let x = source.viewport.x
        guard c.viewport.x != x else {
            // Moved already by the gesture's frames: the step's end is still reported.
            if passedOn, settled { onFollow?(c, source, true) }
            return
        }
        c.viewport = Viewport(x: x, y: c.autoFitsY ? nil : c.viewport.y)
        if c.autoFitsY, x != nil { c.fitYToVisible() }
        onFollow?(c, source, settled)
    }

    /// A member's viewport changed: the others follow.
    public func chartView(_ chart: ChartView, viewportDidChange event: ViewportEvent) {
        settled = event.phase != .changed
        propagate(from: chart)
        settled = true
    }

    /// A member's crosshair moved or went: the others show theirs at the same x, or hide it.
    public func chartView(_ chart: ChartView, crosshairMoved event: CrosshairEvent?) {
        guard !moving, isLinked(chart) else { return }
        moving = true
        defer { moving = false }
        for m in members where m.linked {
            guard let c = m.chart, c !== chart else { continue }
            if let e = event { c.showCrosshair(atX: e.x) } else { c.clearCrosshair() }
        }
    }

    /// Runs `body` with what a member does not passed on to the others (an app setting each
    /// member's own state, such as its cursors from a saved workspace).
    public func quietly(_ body: () -> Void) {
        let was = moving
        moving = true
        defer { moving = was }
        body()
    }

    /// A member's cursors moved: the others' stand at the same x.
    public func chartView(_ chart: ChartView, cursorsMoved cursors: Cursors) {
        guard !moving, isLinked(chart) else { return }
        moving = true
        defer { moving = false }
        for m in members where m.linked {
            guard let c = m.chart, c !== chart else { continue }
            c.cursors = cursors
        }
    }

    /// A member was reset: the others follow.
    public func chartViewDidResetZoom(_ chart: ChartView) {
        propagate(from: chart)
    }
}
