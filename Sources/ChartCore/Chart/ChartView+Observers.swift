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

    /// Tells the delegate, then each observer, of an event.
    func notify(_ event: (ChartViewDelegate) -> Void) {
        if let d = delegate { event(d) }
        for o in observers { if let v = o.value { event(v) } }
    }
}
