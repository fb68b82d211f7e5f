/// Who hears a chart's events: the delegate, one listener per role, and observers, in that order.
struct ChartListeners {
    /// The JBChartView-style delegate.
    weak var delegate: ChartViewDelegate?
    /// A listener for each role.
    var roles = ChartRoleDelegates()
    /// Further listeners, held weakly.
    private(set) var observers: [WeakObserver] = []

    /// Adds `o` unless present (dropping released observers).
    mutating func add(_ o: ChartViewDelegate) {
        observers.removeAll { $0.value == nil }
        guard !observers.contains(where: { $0.value === o }) else { return }
        observers.append(WeakObserver(value: o))
    }

    /// Removes `o` (and released observers).
    mutating func remove(_ o: ChartViewDelegate) {
        observers.removeAll { $0.value == nil || $0.value === o }
    }

    /// Tells each listener of `role` the event once: the delegate, the role's listener, then observers.
    @MainActor
    func notify<Role>(_ role: KeyPath<ChartRoleDelegates, Role?>, _ event: (Role) -> Void) {
        let d = delegate as AnyObject?
        if let d = delegate as? Role { event(d) }
        let r = roles[keyPath: role]
        if let r, (r as AnyObject) !== d { event(r) }
        for o in observers {
            guard let v = o.value, v !== d, (r as AnyObject?) !== v, let listener = v as? Role else { continue }
            event(listener)
        }
    }
}
