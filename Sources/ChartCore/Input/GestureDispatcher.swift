/// Routes input events to the gesture recognizers of the widgets under them and arbitrates:
/// require-to-fail, simultaneous recognition and cancellation of losers.
///
/// A press (pointer down, first finger, wheel or magnify) hit-tests the tree and fixes the set of
/// recognizers that take part until every button and finger is released.
@MainActor
package final class GestureDispatcher {
    /// The top of the widget tree whose recognizers receive events (not retained).
    package unowned let root: Widget
    private var tracked: [GestureRecognizer] = []
    private var buttonsDown = Set<PointerButton>()
    private var fingersDown = Set<Int>()
    /// Recognizers that have ended but wait for another to fail.
    private var waiting: [GestureRecognizer] = []

    /// Creates a dispatcher that hit-tests events against the tree under `root`.
    package init(root: Widget) {
        self.root = root
    }

    /// All recognizers from the widget at `p` up to the root.
    func recognizers(at p: Point) -> [GestureRecognizer] {
        var out: [GestureRecognizer] = []
        var w = root.hitTest(p)
        while let cur = w {
            out += cur.gestureRecognizers.filter(\.isEnabled)
            w = cur.parent
        }
        return out
    }

    /// The earliest time any recognizer wants a tick.
    package var nextDeadline: Double? {
        (tracked + waiting).compactMap(\.deadline).min()
    }

    /// Whether any recognizer is mid-gesture or waiting.
    package var isBusy: Bool {
        tracked.contains { $0.state.isActive || $0.deadline != nil } || !waiting.isEmpty
    }

    /// Delivers one event; returns true when a recognizer took part in a gesture with it.
    @discardableResult
    package func dispatch(_ event: InputEvent) -> Bool {
        dropDetached()
        let startsInteraction: Bool
        switch event {
        case .pointerDown(let b, _, _, _):
            startsInteraction = buttonsDown.isEmpty && fingersDown.isEmpty
            buttonsDown.insert(b)
        case .touch(.down, let f, _, _, _):
            startsInteraction = buttonsDown.isEmpty && fingersDown.isEmpty
            fingersDown.insert(f)
        case .wheel, .magnify:
            startsInteraction = buttonsDown.isEmpty && fingersDown.isEmpty
        case .pointerMoved:
            startsInteraction = buttonsDown.isEmpty && fingersDown.isEmpty
        default:
            startsInteraction = false
        }
        if startsInteraction, let p = event.position {
            let fresh = recognizers(at: p)
            // Keep recognizers still waiting for a later event (a double tap's second tap).
            let keep = tracked.filter { $0.deadline != nil || $0.state.isActive }
            tracked = keep + fresh.filter { f in !keep.contains { $0 === f } }
        }
        var involved = false
        for r in tracked where r.isEnabled && r.accepts(event) {
            r.handle(event)
            if r.pendingReport || r.state.isActive { involved = true }
        }
        switch event {
        case .pointerUp(let b, _, _, _): buttonsDown.remove(b)
        case .touch(.up, let f, _, _, _), .touch(.cancelled, let f, _, _, _): fingersDown.remove(f)
        case .pointerExited: break
        default: break
        }
        process()
        return involved
    }

    /// Fires timers whose deadline has passed.
    package func tick(at time: Double) {
        dropDetached()
        for r in tracked + waiting {
            if let d = r.deadline, d <= time {
                r.deadline = nil
                r.tick(at: time)
            }
        }
        process()
    }

    /// Applies state changes: cancels losers, holds recognizers that must wait, reports, resets.
    private func process() {
        var changed = true
        var guardCount = 0
        while changed && guardCount < 16 {
            changed = false
            guardCount += 1
            // Snapshots (handling one may change both lists), walked one after the other rather
            // than joined into a new array: this runs for every pointer event.
            let t = tracked, w = waiting
            for r in t where r.pendingReport { changed = handle(r) || changed }
            for r in w where r.pendingReport { changed = handle(r) || changed }
        }
        // Drop recognizers that are idle once no input is held.
        if buttonsDown.isEmpty && fingersDown.isEmpty {
            tracked.removeAll { $0.state == .possible && $0.deadline == nil && !$0.isTracking }
        }
    }

    /// Handles one recognizer's pending report; true when that changed others' state.
    private func handle(_ r: GestureRecognizer) -> Bool {
        r.pendingReport = false
        var changed = false
        switch r.state {
        case .began:
            for other in tracked where other !== r && !r.canRunWith(other) {
                if other.state == .possible || other.state.isActive {
                    other.cancel()
                    changed = true
                }
            }
            report(r)
        case .changed:
            report(r)
        case .ended:
            if let dep = r.requiresFailureOf, dep.state == .possible, dep.deadline != nil || dep.isTracking {
                if !waiting.contains(where: { $0 === r }) { waiting.append(r) }
                return false
            }
            waiting.removeAll { $0 === r }
            // A discrete gesture that wins cancels those that wait on it.
            for w in waiting where w.requiresFailureOf === r {
                w.reset()
                waiting.removeAll { $0 === w }
            }
            for other in tracked where other !== r && other.state == .possible && !r.canRunWith(other) && other.requiresFailureOf !== r {
                if r.isDiscrete { other.cancel(); other.reset() }
            }
            report(r)
            r.reset()
        case .cancelled:
            report(r)
            r.reset()
        case .failed:
            r.reset()
            // Whoever waited on this one may now report.
            for w in waiting where w.requiresFailureOf === r {
                w.pendingReport = true
                changed = true
            }
        case .possible:
            break
        }
        return changed
    }

    private func report(_ r: GestureRecognizer) {
        guard isAttached(r) else { return }
        r.action?(r)
    }

    /// Whether `r`'s widget is still in the tree (a plot closed mid-gesture, or while a tap waits
    /// for its double tap, takes its recognizers with it: their actions must never run).
    private func isAttached(_ r: GestureRecognizer) -> Bool {
        guard let w = r.widget else { return false }
        return w === root || w.isDescendant(of: root)
    }

    /// Forgets recognizers whose widget left the tree.
    private func dropDetached() {
        guard tracked.contains(where: { !isAttached($0) }) || waiting.contains(where: { !isAttached($0) }) else { return }
        for r in tracked + waiting where !isAttached(r) { r.reset() }
        tracked.removeAll { !isAttached($0) }
        waiting.removeAll { !isAttached($0) }
    }
}
