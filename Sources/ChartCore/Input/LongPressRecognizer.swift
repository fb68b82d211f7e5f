/// Recognises a press held still for a while, then follows the pointer until release.
public final class LongPressRecognizer: GestureRecognizer {
    /// Hold time (`longPressDuration`) and allowed wander (`tapSlop`) before it begins.
    public var settings: GestureSettings
    private var start: Point?

    /// Creates a long-press recognizer; `action` is called on each reported state change.
    public init(settings: GestureSettings = GestureSettings(), action: ((GestureRecognizer) -> Void)? = nil) {
        self.settings = settings
        super.init(action: action)
    }

    /// True from an unmodified left press or first touch until release or failure.
    public override var isTracking: Bool { start != nil }

    /// Arms the hold timer on press, fails if moved beyond the slop, ends on release.
    public override func handle(_ event: InputEvent) {
        super.handle(event)
        switch event {
        case .pointerDown(.left, let p, let m, let t) where state == .possible && m.isEmpty:
            start = p
            schedule(at: t + settings.longPressDuration)
        case .touch(.down, _, _, let p, let t) where state == .possible:
            if start != nil { state = .failed; start = nil; return }
            start = p
            schedule(at: t + settings.longPressDuration)
        case .pointerMoved(let p, _, _, _), .touch(.moved, _, _, let p, _):
            if state.isActive {
                state = .changed
            } else if let s = start, (p - s).length > settings.tapSlop {
                state = .failed
                start = nil
            }
        case .pointerUp(.left, _, _, _), .touch(.up, _, _, _, _), .touch(.cancelled, _, _, _, _):
            if state.isActive { state = .ended } else if start != nil { state = .failed }
            start = nil
        default:
            break
        }
    }

    /// Begins the long press once the hold time has passed without moving away.
    public override func tick(at time: Double) {
        if state == .possible, start != nil { state = .began }
    }

    /// Forgets the press start as well as the base state.
    public override func reset() {
        super.reset()
        start = nil
    }
}
