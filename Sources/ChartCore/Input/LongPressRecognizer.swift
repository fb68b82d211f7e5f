/// Recognises a press held still for a while, then follows the pointer until release.
public final class LongPressRecognizer: GestureRecognizer {
    public var settings: GestureSettings
    private var start: Point?

    public init(settings: GestureSettings = GestureSettings(), action: ((GestureRecognizer) -> Void)? = nil) {
        self.settings = settings
        super.init(action: action)
    }

    public override var isTracking: Bool { start != nil }

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

    public override func tick(at time: Double) {
        if state == .possible, start != nil { state = .began }
    }

    public override func reset() {
        super.reset()
        start = nil
    }
}
