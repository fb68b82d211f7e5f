/// A mouse button (or the primary touch contact).
public enum PointerButton: Int, Hashable, Sendable {
    /// Left, middle, right, and the side back and forward buttons (SDL button numbers).
    case left = 1, middle = 2, right = 3, back = 4, forward = 5
}

/// Where a touch contact is in its life.
public enum TouchPhase: Hashable, Sendable {
    /// Finger touched, moved, lifted, or the contact was cancelled by the system.
    case down, moved, up, cancelled
}

/// A platform-neutral input event, as the SDL backend (or a test) delivers it.
///
/// Positions are device pixels in the chart's coordinate space; times are seconds on a
/// monotonic clock.
public enum InputEvent: Hashable, Sendable {
    /// A mouse button was pressed at `position` (device pixels).
    case pointerDown(button: PointerButton, position: Point, modifiers: KeyModifiers, time: Double)
    /// The pointer moved to `position`; `buttons` lists the buttons held down.
    case pointerMoved(position: Point, buttons: Set<PointerButton>, modifiers: KeyModifiers, time: Double)
    /// A mouse button was released at `position` (device pixels).
    case pointerUp(button: PointerButton, position: Point, modifiers: KeyModifiers, time: Double)
    /// The pointer left the window.
    case pointerExited(time: Double)
    /// Scrolling: `delta` in notches (positive y = away from the user, positive x = right);
    /// `isPrecise` marks a touchpad or smooth-scrolling device (fractional deltas).
    case wheel(delta: Point, position: Point, isPrecise: Bool, modifiers: KeyModifiers, time: Double)
    /// A touch contact: `normalized` is 0…1 on the touch device, `position` the same in pixels.
    case touch(phase: TouchPhase, finger: Int, normalized: Point, position: Point, time: Double)
    /// A platform pinch/rotate gesture (SDL_MULTIGESTURE): `scale` > 1 spreads the fingers.
    case magnify(scale: Double, center: Point, time: Double)
    /// A key was pressed, with the modifiers held at the time.
    case key(Key, modifiers: KeyModifiers, time: Double)
    /// Typed text (after keyboard layout and input methods).
    case text(String, time: Double)

    /// When the event happened.
    public var time: Double {
        switch self {
        case .pointerDown(_, _, _, let t), .pointerMoved(_, _, _, let t), .pointerUp(_, _, _, let t),
             .pointerExited(let t), .wheel(_, _, _, _, let t), .touch(_, _, _, _, let t),
             .magnify(_, _, let t), .key(_, _, let t), .text(_, let t):
            return t
        }
    }

    /// Where the event happened, for events that have a position.
    public var position: Point? {
        switch self {
        case .pointerDown(_, let p, _, _), .pointerMoved(let p, _, _, _), .pointerUp(_, let p, _, _),
             .wheel(_, let p, _, _, _), .touch(_, _, _, let p, _), .magnify(_, let p, _):
            return p
        default:
            return nil
        }
    }
}
