/// Listeners beyond the delegate.
extension ChartView {
    /// Adds a listener that hears every delegate event after the delegate (held weakly: the app or
    /// the widget tree keeps it alive). Adding one twice has no effect.
    public func addObserver(_ o: ChartViewDelegate) {
        observers.removeAll { $0.value == nil }
        guard !observers.contains(where: { $0.value === o }) else { return }
        observers.append(WeakObserver(value: o))
    }

    /// Removes a listener added with `addObserver(_:)`.
    public func removeObserver(_ o: ChartViewDelegate) {
        observers.removeAll { $0.value == nil || $0.value === o }
    }

    /// Tells the delegate, then the role's own listener (`delegates`), then each observer, of an
    /// event of one role; an object in more than one of those places hears it once.
    func notify<Role>(_ role: KeyPath<ChartRoleDelegates, Role?>, _ event: (Role) -> Void) {
        let d = delegate as AnyObject?
        if let d = delegate as? Role { event(d) }
        let r = delegates[keyPath: role]
        if let r, (r as AnyObject) !== d { event(r) }
        for o in observers {
            guard let v = o.value, v !== d, (r as AnyObject?) !== v, let listener = v as? Role else { continue }
            event(listener)
        }
    }
}
