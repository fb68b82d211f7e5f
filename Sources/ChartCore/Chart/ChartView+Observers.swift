/// Listeners beyond the delegate.
extension ChartView {
    /// Adds a listener that hears every delegate event after the delegate (held weakly: the app or
    /// the widget tree keeps it alive). Adding one twice has no effect.
    public func addObserver(_ o: ChartViewDelegate) { listeners.add(o) }

    /// Removes a listener added with `addObserver(_:)`.
    public func removeObserver(_ o: ChartViewDelegate) { listeners.remove(o) }

    /// Tells the delegate, then the role's own listener (`delegates`), then each observer, of an
    /// event of one role; an object in more than one of those places hears it once.
    func notify<Role>(_ role: KeyPath<ChartRoleDelegates, Role?>, _ event: (Role) -> Void) {
        // A copy: a listener may add or remove listeners of this chart as it hears the event.
        let heard = listeners
        heard.notify(role, event)
    }
}
