/// Recognises a rectangle dragged with the right button or with shift and the left button.
public final class BoxZoomRecognizer: GestureRecognizer {
    /// Drag threshold (device pixels) a press must exceed before the box zoom begins.
    public var settings: GestureSettings
    /// The rectangle dragged so far.
    public private(set) var rect: Rect = .zero
    /// The modifier keys held when the drag began (Ctrl+Shift: a brush, where the chart has them).
    public private(set) var modifiers: KeyModifiers = []
    private var start: Point?
    /// The button that began the drag.
    public private(set) var button: PointerButton?

    /// Creates a box-zoom recognizer; `action` is called on each reported state change.
    public init(settings: GestureSettings = GestureSettings(), action: ((GestureRecognizer) -> Void)? = nil) {
        self.settings = settings
        super.init(action: action)
    }

    /// True while a right-button or shift+left drag is held down.
    public override var isTracking: Bool { start != nil }

    /// Starts on right or shift+left press, grows `rect` while dragging, ends on release.
    public override func handle(_ event: InputEvent) {
        super.handle(event)
        switch event {
        case .pointerDown(let b, let p, let m, _) where state == .possible && (b == .right || (b == .left && m.contains(.shift))):
            start = p
            button = b
            modifiers = m
            rect = Rect(origin: p, size: .zero)
        case .pointerMoved(let p, _, _, _):
            guard let s = start else { return }
            rect = Rect(x: min(s.x, p.x), y: min(s.y, p.y), width: abs(p.x - s.x), height: abs(p.y - s.y))
            if state == .possible {
                if (p - s).length > settings.dragThreshold { state = .began }
            } else if state.isActive {
                state = .changed
                pendingReport = true
            }
        case .pointerUp(let b, _, _, _) where b == button:
            start = nil
            if state.isActive { state = .ended } else { state = .failed }
        case .touch:
            if state.isActive { state = .cancelled } else { start = nil }
        default:
            break
        }
    }

    /// Forgets the press start and button as well as the base state.
    public override func reset() {
        super.reset()
        start = nil
        button = nil
    }
}
