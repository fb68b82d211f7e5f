import CSDL2

/// A failure reported by SDL, SDL_ttf or SDL_image, with SDL's own message.
public struct SDLError: Error, CustomStringConvertible {
    /// The full error message, including SDL's own detail when it had one.
    public let description: String

    /// Creates an error from a description of what failed plus SDL's current error text, if any.
    public init(_ what: String) {
        let detail = String(cString: SDL_GetError())
        description = detail.isEmpty ? what : "\(what): \(detail)"
    }

    /// Creates an error with exactly the given message (SDL's error text is not added).
    public init(message: String) {
        description = message
    }
}
