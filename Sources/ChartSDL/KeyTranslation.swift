import CSDL2
import ChartCore
import ChartRaster

/// Maps SDL keyboard events onto the core's `Key`.
enum KeyTranslation {
    static func translate(_ k: SDL_KeyboardEvent) -> (Key, KeyModifiers)? {
        let sym = Int(k.keysym.sym)
        let m = Int(k.keysym.mod)
        var mods: KeyModifiers = []
        if m & Int(KMOD_SHIFT.rawValue) != 0 { mods.insert(.shift) }
        if m & Int(KMOD_CTRL.rawValue) != 0 { mods.insert(.control) }
        if m & Int(KMOD_ALT.rawValue) != 0 { mods.insert(.alt) }
        if m & Int(KMOD_GUI.rawValue) != 0 { mods.insert(.meta) }
        let key: Key?
        switch sym {
        case Int(SDLK_LEFT.rawValue): key = .left
        case Int(SDLK_RIGHT.rawValue): key = .right
        case Int(SDLK_UP.rawValue): key = .up
        case Int(SDLK_DOWN.rawValue): key = .down
        case Int(SDLK_PAGEUP.rawValue): key = .pageUp
        case Int(SDLK_PAGEDOWN.rawValue): key = .pageDown
        case Int(SDLK_HOME.rawValue): key = .home
        case Int(SDLK_END.rawValue): key = .end
        case Int(SDLK_ESCAPE.rawValue): key = .escape
        case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): key = .enter
        case Int(SDLK_TAB.rawValue): key = .tab
        case Int(SDLK_BACKSPACE.rawValue): key = .backspace
        case Int(SDLK_DELETE.rawValue): key = .delete
        case Int(SDLK_SPACE.rawValue): key = .space
        case Int(SDLK_F1.rawValue)...Int(SDLK_F12.rawValue): key = .function(sym - Int(SDLK_F1.rawValue) + 1)
        // The keypad's operators mean what the main keys do (zoom in and out).
        case Int(SDLK_KP_PLUS.rawValue): key = .character("+")
        case Int(SDLK_KP_MINUS.rawValue): key = .character("-")
        case Int(SDLK_KP_0.rawValue): key = .character("0")
        case 33...126:
            key = Unicode.Scalar(UInt32(sym)).map { .character(Character($0)) }
        default: key = nil
        }
        return key.map { ($0, mods) }
    }
}
