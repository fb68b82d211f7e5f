import CSDL2

/// Why a window could not be opened or its text drawn, with SDL's own words where it had some.
public enum WindowError: Error, CustomStringConvertible, Equatable {
    /// No display server answered (neither Wayland nor X11 was reachable).
    case noDisplay(detail: String)
    /// The display answered but the window or its renderer could not be created.
    case window(detail: String)
    /// A font could not be opened: `path` nil when no font was given and the bundled one is missing.
    case font(path: String?, detail: String)
    /// SDL_ttf, which draws the text, could not start.
    case textEngine(detail: String)

    /// One line naming what failed.
    public var description: String {
        switch self {
        case .noDisplay(let d): return "cannot open a display" + (d.isEmpty ? "" : " (\(d))")
        case .window(let d): return "cannot create a window" + (d.isEmpty ? "" : ": \(d)")
        case .font(nil, let d): return "no font found: the bundled Assets/Fonts/DejaVuSans.ttf is missing" + (d.isEmpty ? "" : " (\(d))")
        case .font(let p?, let d): return "cannot open the font \(p)" + (d.isEmpty ? "" : ": \(d)")
        case .textEngine(let d): return "cannot start SDL_ttf" + (d.isEmpty ? "" : ": \(d)")
        }
    }

    /// SDL's message for the last failure ("" when it has none).
    static var sdlDetail: String { String(cString: SDL_GetError()) }
}
