import Foundation

/// Recognises zooming: two touch fingers spreading or closing, ctrl+wheel (or a touchpad pinch,
/// which arrives as ctrl+wheel), a platform magnify gesture, and optionally the plain wheel.
///
/// Reports `scale` (the factor since the last report, > 1 zooms in) about `center`.
public final class PinchRecognizer: GestureRecognizer {
    /// Drag threshold for touch pinches and the quiet time that ends a wheel zoom.
    public var settings: GestureSettings
    /// Zoom with the plain (notched) wheel too.
    public var zoomsWithWheel = true
    /// Zoom factor per wheel notch.
    public var wheelFactor: Double = 1.15
    /// Zoom factor since the last report (> 1 zooms in); 1 when the gesture ends.
    public private(set) var scale: Double = 1
    /// The point to zoom about, in device pixels (finger midpoint or pointer).
    public private(set) var center: Point = .zero
    /// The modifier keys of the wheel event that drove the last step; nil for fingers and magnify.
    public private(set) var wheelModifiers: KeyModifiers?
    private var fingers: [Int: Point] = [:]
    private var lastDistance: Double?
    private var viaTimer = false

    /// Creates a pinch recognizer; `action` is called on each reported state change.
    public init(settings: GestureSettings = GestureSettings(), action: ((GestureRecognizer) -> Void)? = nil) {
        self.settings = settings
        super.init(action: action)
    }

    /// True while at least two fingers are on the touch device.
    public override var isTracking: Bool { fingers.count >= 2 }

    private func spread() -> (Double, Point)? {
        guard fingers.count >= 2 else { return nil }
        let pts = Array(fingers.values.prefix(2))
        return ((pts[0] - pts[1]).length, (pts[0] + pts[1]) * 0.5)
    }

    /// Turns two-finger spread, ctrl+wheel, plain wheel (if enabled) and magnify into `scale`.
    public override func handle(_ event: InputEvent) {
        super.handle(event)
        switch event {
        case .touch(let phase, let f, _, let p, _):
            switch phase {
            case .down, .moved: fingers[f] = p
            case .up, .cancelled: fingers[f] = nil
            }
            guard let (d, c) = spread() else {
                lastDistance = nil
                if state.isActive { state = .ended }
                return
            }
            center = c
            if phase == .down || lastDistance == nil { lastDistance = d; return }
            guard let ld = lastDistance, ld > 1, d > 1 else { return }
            if state == .possible {
                // Wait for a clear change in spread before calling it a pinch.
                guard abs(d - ld) > settings.dragThreshold else { return }
            }
            scale = d / ld
            lastDistance = d
            report()
        case .wheel(let delta, let p, let precise, let m, let t):
            let ctrl = m.contains(.control)
            guard ctrl || (zoomsWithWheel && !precise) else { return }
            guard delta.y != 0 else { return }
            center = p
            wheelModifiers = m
            scale = pow(wheelFactor, delta.y)
            viaTimer = true
            report()
            schedule(at: t + settings.wheelEndDelay)
        case .magnify(let s, let p, let t):
            guard s.isFinite, s > 0 else { return }
            center = p
            wheelModifiers = nil
            scale = s
            viaTimer = true
            report()
            schedule(at: t + settings.wheelEndDelay)
        default:
            break
        }
    }

    private func report() {
        if state == .possible { state = .began } else if state.isActive { state = .changed; pendingReport = true }
    }

    /// Ends a wheel or magnify zoom after input has been quiet for `wheelEndDelay`.
    public override func tick(at time: Double) {
        if viaTimer && state.isActive {
            scale = 1
            state = .ended
        }
    }

    /// Clears fingers and resets `scale` to 1 as well as the base state.
    public override func reset() {
        super.reset()
        fingers.removeAll()
        lastDistance = nil
        scale = 1
        wheelModifiers = nil
        viaTimer = false
    }
}
