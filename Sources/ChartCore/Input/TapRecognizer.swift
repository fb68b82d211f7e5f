/// Recognises one or more taps (clicks or one-finger touches) that stay within the slop.
public final class TapRecognizer: GestureRecognizer {
    /// How many taps make the gesture (2 for a double tap); at least 1.
    public var numberOfTaps: Int
    /// The mouse button that taps with (touches always count).
    public var button: PointerButton
    /// Slop, maximum press duration and double-tap interval that bound a tap.
    public var settings: GestureSettings
    private var count = 0
    private var pressStart: (Point, Double)?
    private var firstDown: Point?
    private var lastUp: Double = -.infinity
    /// Modifiers held at the last press.
    public private(set) var modifiers: KeyModifiers = []

    /// Creates a recognizer for `taps` taps of `button`; `action` is called when it ends.
    public init(taps: Int = 1, button: PointerButton = .left, settings: GestureSettings = GestureSettings(),
                action: ((GestureRecognizer) -> Void)? = nil) {
        numberOfTaps = max(1, taps)
        self.button = button
        self.settings = settings
        super.init(action: action)
    }

    /// Always true: a tap goes straight from `possible` to `ended`.
    public override var isDiscrete: Bool { true }
    /// True while a press of the tap button or a touch is held down.
    public override var isTracking: Bool { pressStart != nil }

    /// Counts presses and releases that stay within the slop; fails on a drag or other input.
    public override func handle(_ event: InputEvent) {
        guard state == .possible else { return }
        super.handle(event)
        switch event {
        case .pointerDown(let b, let p, let m, let t) where b == button:
            press(p, t)
            modifiers = m
        case .touch(.down, _, _, let p, let t):
            press(p, t)
        case .pointerMoved(let p, _, _, _), .touch(.moved, _, _, let p, _):
            if let (s, _) = pressStart, (p - s).length > settings.tapSlop { fail() }
        case .pointerUp(let b, let p, _, let t) where b == button:
            release(p, t)
        case .touch(.up, _, _, let p, let t):
            release(p, t)
        case .touch(.cancelled, _, _, _, _):
            fail()
        case .pointerDown, .wheel, .magnify:
            if pressStart != nil || count > 0 { fail() }
        default:
            break
        }
    }

    private func press(_ p: Point, _ t: Double) {
        if pressStart != nil { fail(); return }   // a second finger or button
        if count > 0 {
            guard t - lastUp <= settings.doubleTapInterval, let f = firstDown,
                  (p - f).length <= settings.tapSlop * 2 else { fail(); return }
        } else {
            firstDown = p
        }
        pressStart = (p, t)
        schedule(at: nil)
    }

    private func release(_ p: Point, _ t: Double) {
        guard let (s, t0) = pressStart else { return }
        pressStart = nil
        guard (p - s).length <= settings.tapSlop, t - t0 <= settings.maximumTapDuration else { fail(); return }
        count += 1
        lastUp = t
        if count >= numberOfTaps {
            state = .ended
        } else {
            schedule(at: t + settings.doubleTapInterval)
        }
    }

    /// Fails when the next tap of a multi-tap did not arrive in time.
    public override func tick(at time: Double) {
        if state == .possible, count > 0 { fail() }
    }

    private func fail() {
        state = .failed
        pressStart = nil
    }

    /// Forgets the tap count and press positions as well as the base state.
    public override func reset() {
        super.reset()
        count = 0
        pressStart = nil
        firstDown = nil
    }
}
