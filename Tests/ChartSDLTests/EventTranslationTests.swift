import CSDL2
import ChartCore
import Testing
@testable import ChartSDL

/// SDL events pushed through SDL's own queue (no window) and translated into input events.
@Suite(.serialized)
struct EventTranslationTests {
    init() {
        if SDL_WasInit(SDL_INIT_EVENTS) == 0 { SDL_InitSubSystem(SDL_INIT_EVENTS) }
        SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
    }

    /// Pushes an event, polls it back out of SDL's queue and translates it at scale 2.
    func roundTrip(_ fill: (inout SDL_Event) -> Void) -> InputEvent? {
        var e = SDL_Event()
        fill(&e)
        #expect(SDL_PushEvent(&e) == 1, "push failed: \(String(cString: SDL_GetError()))")
        // Take it back out of SDL's queue (SDL may queue events of its own, such as keymap changes).
        var out = SDL_Event()
        while SDL_PeepEvents(&out, 1, SDL_GETEVENT, SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == 1 {
            if out.type == e.type { return EventTranslation(scale: 2, pixelSize: Size(800, 600)).translate(out) }
        }
        return nil
    }

    @Test func mouseButtonsInDevicePixels() {
        let ev = roundTrip { e in
            e.type = SDL_MOUSEBUTTONDOWN.rawValue
            e.button.button = UInt8(SDL_BUTTON_RIGHT)
            e.button.x = 10
            e.button.y = 20
            e.button.which = 0
        }
        guard case .pointerDown(.right, let p, _, _)? = ev else { Issue.record("got \(String(describing: ev))"); return }
        #expect(p == Point(20, 40))
        let back = roundTrip { e in
            e.type = SDL_MOUSEBUTTONUP.rawValue
            e.button.button = UInt8(SDL_BUTTON_X1)
        }
        guard case .pointerUp(.back, _, _, _)? = back else { Issue.record("got \(String(describing: back))"); return }
    }

    @Test func touchSynthesisedMouseIsDropped() {
        let ev = roundTrip { e in
            e.type = SDL_MOUSEBUTTONDOWN.rawValue
            e.button.button = UInt8(SDL_BUTTON_LEFT)
            e.button.which = UInt32(bitPattern: -1)
        }
        #expect(ev == nil)
    }

    @Test func motionCarriesHeldButtons() {
        let ev = roundTrip { e in
            e.type = SDL_MOUSEMOTION.rawValue
            e.motion.x = 5
            e.motion.y = 6
            e.motion.state = UInt32(1 << (SDL_BUTTON_LEFT - 1)) | UInt32(1 << (SDL_BUTTON_RIGHT - 1))
        }
        guard case .pointerMoved(let p, let buttons, _, _)? = ev else { Issue.record("got \(String(describing: ev))"); return }
        #expect(p == Point(10, 12) && buttons == [.left, .right])
    }

    @Test func preciseAndFlippedWheel() {
        let smooth = roundTrip { e in
            e.type = SDL_MOUSEWHEEL.rawValue
            e.wheel.preciseY = 0.25
            e.wheel.preciseX = -1.5
            e.wheel.y = 0
            e.wheel.mouseX = 50
            e.wheel.mouseY = 60
        }
        guard case .wheel(let d, let p, let precise, _, _)? = smooth else { Issue.record("got \(String(describing: smooth))"); return }
        #expect(d == Point(-1.5, 0.25) && precise && p == Point(100, 120))
        let notched = roundTrip { e in
            e.type = SDL_MOUSEWHEEL.rawValue
            e.wheel.preciseY = 1
            e.wheel.y = 1
            e.wheel.direction = SDL_MOUSEWHEEL_FLIPPED.rawValue
        }
        guard case .wheel(let d2, _, let precise2, _, _)? = notched else { Issue.record("got \(String(describing: notched))"); return }
        #expect(d2 == Point(0, -1) && !precise2)
    }

    @Test func touchFingersAndMultigesture() {
        let ev = roundTrip { e in
            e.type = SDL_FINGERMOTION.rawValue
            e.tfinger.fingerId = 42
            e.tfinger.x = 0.5
            e.tfinger.y = 0.25
        }
        guard case .touch(.moved, 42, let n, let p, _)? = ev else { Issue.record("got \(String(describing: ev))"); return }
        #expect(n == Point(0.5, 0.25) && p == Point(400, 150))
        let g = roundTrip { e in
            e.type = SDL_MULTIGESTURE.rawValue
            e.mgesture.dDist = 0.05
            e.mgesture.x = 0.5
            e.mgesture.y = 0.5
        }
        guard case .magnify(let s, let c, _)? = g else { Issue.record("got \(String(describing: g))"); return }
        #expect(s > 1 && c == Point(400, 300))
    }

    @Test func keysAndText() {
        let k = roundTrip { e in
            e.type = SDL_KEYDOWN.rawValue
            e.key.keysym.sym = SDL_Keycode(SDLK_TAB.rawValue)
            e.key.keysym.mod = UInt16(KMOD_LSHIFT.rawValue)
        }
        guard case .key(.tab, let m, _)? = k else { Issue.record("got \(String(describing: k))"); return }
        #expect(m == .shift)
        let plus = roundTrip { e in
            e.type = SDL_KEYDOWN.rawValue
            e.key.keysym.sym = SDL_Keycode(UInt8(ascii: "+"))
        }
        #expect(plus == .key(.character("+"), modifiers: [], time: plus?.time ?? 0))
        // The keypad's plus and minus zoom as the main keys do.
        for (sym, c) in [(SDLK_KP_PLUS, "+"), (SDLK_KP_MINUS, "-"), (SDLK_KP_0, "0")] as [(SDL_KeyCode, Character)] {
            let kp = roundTrip { e in
                e.type = SDL_KEYDOWN.rawValue
                e.key.keysym.sym = SDL_Keycode(sym.rawValue)
            }
            #expect(kp == .key(.character(c), modifiers: [], time: kp?.time ?? 0), "keypad \(c)")
        }
        let t = roundTrip { e in
            e.type = SDL_TEXTINPUT.rawValue
            withUnsafeMutableBytes(of: &e.text.text) { raw in
                for (i, b) in "é!".utf8.enumerated() { raw[i] = b }
            }
        }
        guard case .text(let s, _)? = t else { Issue.record("got \(String(describing: t))"); return }
        #expect(s == "é!")
    }
}
