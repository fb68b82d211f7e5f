import CSDL2
import ChartCore
import ChartRaster

/// Turns SDL events into the core's platform-neutral `InputEvent`s.
///
/// Mouse coordinates arrive in window points and leave in device pixels (`scale`); touch
/// positions arrive normalised and are also given in pixels of `pixelSize`. Mouse events that
/// SDL synthesises from touches are dropped: the touches themselves are delivered.
struct EventTranslation {
    var scale: Double
    var pixelSize: Size

    private func point(_ x: Int32, _ y: Int32) -> Point { Point(Double(x) * scale, Double(y) * scale) }

    private static func modifiers(_ m: SDL_Keymod) -> KeyModifiers {
        var out: KeyModifiers = []
        let v = m.rawValue
        if v & KMOD_SHIFT.rawValue != 0 { out.insert(.shift) }
        if v & KMOD_CTRL.rawValue != 0 { out.insert(.control) }
        if v & KMOD_ALT.rawValue != 0 { out.insert(.alt) }
        if v & KMOD_GUI.rawValue != 0 { out.insert(.meta) }
        return out
    }

    private static var currentModifiers: KeyModifiers { modifiers(SDL_GetModState()) }

    private static func button(_ b: UInt8) -> PointerButton? {
        switch Int32(b) {
        case SDL_BUTTON_LEFT: return .left
        case SDL_BUTTON_MIDDLE: return .middle
        case SDL_BUTTON_RIGHT: return .right
        case SDL_BUTTON_X1: return .back
        case SDL_BUTTON_X2: return .forward
        default: return nil
        }
    }

    /// The held buttons of an SDL button state.
    private static func buttons(_ state: UInt32) -> Set<PointerButton> {
        buttonSets[Int(state & 31)]
    }

    /// Every combination of the five buttons, made once: a motion event then allocates nothing.
    private static let buttonSets: [Set<PointerButton>] = (0..<32).map { state in
        var out = Set<PointerButton>()
        for b in 1...5 where state & (1 << (b - 1)) != 0 {
            if let p = button(UInt8(b)) { out.insert(p) }
        }
        return out
    }

    /// The input event for an SDL event, or nil when it is not input.
    func translate(_ e: SDL_Event) -> InputEvent? {
        let time = Double(e.common.timestamp) / 1000
        let touchMouse = UInt32(bitPattern: -1)   // SDL_TOUCH_MOUSEID
        switch SDL_EventType(e.type) {
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            guard e.button.which != touchMouse, let b = Self.button(e.button.button) else { return nil }
            let p = point(e.button.x, e.button.y)
            return SDL_EventType(e.type) == SDL_MOUSEBUTTONDOWN
                ? .pointerDown(button: b, position: p, modifiers: Self.currentModifiers, time: time)
                : .pointerUp(button: b, position: p, modifiers: Self.currentModifiers, time: time)
        case SDL_MOUSEMOTION:
            guard e.motion.which != touchMouse else { return nil }
            return .pointerMoved(position: point(e.motion.x, e.motion.y), buttons: Self.buttons(e.motion.state),
                                 modifiers: Self.currentModifiers, time: time)
        case SDL_MOUSEWHEEL:
            guard e.wheel.which != touchMouse else { return nil }
            var dx = Double(e.wheel.preciseX), dy = Double(e.wheel.preciseY)
            if e.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue { dx = -dx; dy = -dy }
            // SDL 2 does not say which device scrolled; fractional steps mean a touchpad or smooth wheel.
            let precise = dx != dx.rounded() || dy != dy.rounded()
            return .wheel(delta: Point(dx, dy), position: point(e.wheel.mouseX, e.wheel.mouseY), isPrecise: precise,
                          modifiers: Self.currentModifiers, time: time)
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            let phase: TouchPhase = SDL_EventType(e.type) == SDL_FINGERDOWN ? .down
                : SDL_EventType(e.type) == SDL_FINGERUP ? .up : .moved
            let n = Point(Double(e.tfinger.x), Double(e.tfinger.y))
            return .touch(phase: phase, finger: Int(truncatingIfNeeded: e.tfinger.fingerId), normalized: n,
                          position: Point(n.x * pixelSize.width, n.y * pixelSize.height), time: time)
        case SDL_MULTIGESTURE:
            let c = Point(Double(e.mgesture.x) * pixelSize.width, Double(e.mgesture.y) * pixelSize.height)
            return .magnify(scale: 1 + 2 * Double(e.mgesture.dDist), center: c, time: time)
        case SDL_KEYDOWN:
            guard let (k, m) = KeyTranslation.translate(e.key) else { return nil }
            return .key(k, modifiers: m, time: time)
        case SDL_TEXTINPUT:
            let text = withUnsafeBytes(of: e.text.text) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            return .text(text, time: time)
        case SDL_WINDOWEVENT where SDL_WindowEventID(UInt32(e.window.event)) == SDL_WINDOWEVENT_LEAVE:
            return .pointerExited(time: time)
        default:
            return nil
        }
    }
}
