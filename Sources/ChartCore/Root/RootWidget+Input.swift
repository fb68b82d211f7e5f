/// The one input route: responder chain, then recognizers, then the app.
extension RootWidget {
    /// Feeds one input event to the tree; returns true when a widget, a recognizer or the app used it.
    @discardableResult
    package func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key, .text:
            if respond(event, from: keyTarget) { return true }
            return onUnhandledInput?(event) ?? false
        case .pointerExited:
            // Every widget the pointer was in hears it left, the root included; so do the
            // recognizers and the app.
            pointerPosition = nil
            if let was = pointerWidget { tellExited(from: was, stillIn: nil, time: event.time) }
            pointerWidget = nil
            _ = respond(to: event)
            let used = dispatcher.dispatch(event)
            return (onUnhandledInput?(event) ?? false) || used
        default:
            let hit = event.position.flatMap { p -> Widget? in
                pointerPosition = p
                return hitTest(p)
            }
            if let was = pointerWidget, was !== hit { tellExited(from: was, stillIn: hit, time: event.time) }
            pointerWidget = hit
            if respond(event, from: hit) {
                // A widget that takes a release still lets the recognizers see the button or
                // finger go up, so a gesture begun elsewhere ends instead of staying held.
                if event.endsContact { dispatcher.dispatch(event) }
                return true
            }
            if dispatcher.dispatch(event) { return true }
            return onUnhandledInput?(event) ?? false
        }
    }

    /// Where keys start: the focused widget when it is in this tree, else the widget under the
    /// pointer, else the root.
    var keyTarget: Widget {
        if let f = focus, !f.isHidden, f.isDescendant(of: self) { return f }
        if let p = pointerPosition, let w = hitTest(p) { return w }
        return self
    }

    /// Offers `event` to `start` and its ancestors up to this root until one uses it.
    private func respond(_ event: InputEvent, from start: Widget?) -> Bool {
        var w = start
        while let cur = w {
            if cur.respond(to: event) { return true }
            if cur === self { return false }
            w = cur.parent
        }
        return false
    }

    /// Tells the widgets from `old` upward that no longer contain the pointer that it left them.
    private func tellExited(from old: Widget, stillIn hit: Widget?, time: Double) {
        var w: Widget? = old
        while let cur = w, cur !== self {
            if let h = hit, h === cur || h.isDescendant(of: cur) { return }
            _ = cur.respond(to: .pointerExited(time: time))
            w = cur.parent
        }
    }
}

extension InputEvent {
    /// A button released or a finger lifted or cancelled.
    var endsContact: Bool {
        switch self {
        case .pointerUp, .touch(.up, _, _, _, _), .touch(.cancelled, _, _, _, _): return true
        default: return false
        }
    }
}

extension Widget {
    /// Whether `ancestor` is this widget's parent, or its parent's, and so on.
    public func isDescendant(of ancestor: Widget) -> Bool {
        var w = parent
        while let cur = w {
            if cur === ancestor { return true }
            w = cur.parent
        }
        return false
    }
}
