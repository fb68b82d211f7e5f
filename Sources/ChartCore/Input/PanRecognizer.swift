/// Recognises panning: a mouse drag, a one- or two-finger touch drag, or touchpad scrolling.
///
/// Reports `delta` (pixels since the last report), `translation` (since it began) and, when it
/// ends, `velocity` (pixels per second over the last tenth of a second) for momentum.
public final class PanRecognizer: GestureRecognizer {
    /// Drag threshold and the quiet time that ends a wheel pan.
    public var settings: GestureSettings
    /// Treat notched mouse-wheel scrolling as panning too (otherwise only precise scrolling pans).
    public var pansWithWheel = false
    /// Pixels one wheel notch pans.
    public var wheelStep: Double = 40
    /// Movement in device pixels since the last report (zero once the pan ends).
    public private(set) var delta: Point = .zero
    /// Total movement in device pixels since the pan began.
    public private(set) var translation: Point = .zero
    /// Pixels per second over the last 0.1 s, set when the pan ends (for momentum).
    public private(set) var velocity: Point = .zero
    /// Time of the last event that moved the pan.
    public private(set) var lastEventTime: Double = 0
    private var anchor: Point?
    private var last: Point = .zero
    private var fingers: [Int: Point] = [:]
    private var samples: [(Point, Double)] = []
    private var viaWheel = false

    /// Creates a pan recognizer; `action` is called on each reported state change.
    public init(settings: GestureSettings = GestureSettings(), action: ((GestureRecognizer) -> Void)? = nil) {
        self.settings = settings
        super.init(action: action)
    }

    /// True while a left-button press or touch is held down.
    public override var isTracking: Bool { anchor != nil }

    private var centroid: Point {
        let n = Double(max(1, fingers.count))
        return fingers.values.reduce(Point.zero, +) * (1 / n)
    }

    /// Follows left drags (without shift), touch centroids and precise or enabled wheel scrolling.
    public override func handle(_ event: InputEvent) {
        super.handle(event)
        switch event {
        case .pointerDown(.left, let p, let m, let t) where !m.contains(.shift) && state == .possible:
            begin(at: p, t)
        case .pointerMoved(let p, let buttons, _, let t) where buttons.contains(.left) && !viaWheel:
            move(to: p, t)
        case .pointerUp(.left, _, _, let t):
            finish(t)
        case .touch(let phase, let f, _, let p, let t):
            let before = centroid
            switch phase {
            case .down:
                fingers[f] = p
                if fingers.count == 1 && state == .possible { begin(at: p, t) } else {
                    // Re-anchor so the centroid jump is not a pan.
                    anchor.map { anchor = $0 + (centroid - before) }
                    last = centroid
                }
            case .moved:
                fingers[f] = p
                move(to: centroid, t)
            case .up, .cancelled:
                fingers[f] = nil
                if fingers.isEmpty { finish(t) } else { last = centroid; anchor.map { anchor = $0 + (centroid - before) } }
            }
        case .wheel(let d, _, let precise, let m, let t) where (precise || pansWithWheel) && !m.contains(.control):
            let step = Point(-d.x * wheelStep, d.y * wheelStep)
            viaWheel = true
            delta = step
            translation = translation + step
            samples.append((translation, t))
            state = state == .possible ? .began : .changed
            schedule(at: t + settings.wheelEndDelay)
        default:
            break
        }
    }

    private func begin(at p: Point, _ t: Double) {
        anchor = p
        last = p
        translation = .zero
        samples = [(p, t)]
    }

    private func move(to p: Point, _ t: Double) {
        guard let a = anchor else { return }
        if state == .possible {
            guard (p - a).length > settings.dragThreshold else { return }
            delta = p - a
            translation = p - a
            last = p
            state = .began
        } else if state.isActive {
            delta = p - last
            translation = p - a
            last = p
            state = .changed
            pendingReport = true
        }
        samples.append((p, t))
        samples.removeAll { t - $0.1 > 0.1 }
        lastEventTime = t
    }

    private func finish(_ t: Double) {
        anchor = nil
        lastEventTime = t
        if state.isActive {
            samples.removeAll { t - $0.1 > 0.1 }
            if let first = samples.first, let lastSample = samples.last, lastSample.1 - first.1 > 0.005 {
                velocity = (lastSample.0 - first.0) * (1 / (lastSample.1 - first.1))
            } else {
                velocity = .zero
            }
            delta = .zero
            state = .ended
        } else if state == .possible {
            state = .failed
        }
    }

    /// Ends a wheel-driven pan after the wheel has been quiet for `wheelEndDelay`.
    public override func tick(at time: Double) {
        if viaWheel && state.isActive {
            velocity = .zero
            delta = .zero
            state = .ended
        }
    }

    /// Clears fingers, samples, delta and translation as well as the base state.
    public override func reset() {
        super.reset()
        anchor = nil
        fingers.removeAll()
        samples.removeAll()
        delta = .zero
        translation = .zero
        viaWheel = false
    }
}
