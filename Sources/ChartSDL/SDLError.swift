import CSDL2

/// A failure reported by SDL, SDL_ttf or SDL_image, with SDL's own message.
public struct SDLError: Error, CustomStringConvertible {
    public let description: String

    public init(_ what: String) {
        let detail = String(cString: SDL_GetError())
        description = detail.isEmpty ? what : "\(what): \(detail)"
    }

    public init(message: String) {
        description = message
    }
}
