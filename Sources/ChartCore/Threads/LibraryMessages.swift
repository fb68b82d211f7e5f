import Foundation

/// Where the library's few messages of its own go — a display lost, a font put in for a missing
/// one: nowhere until the app sets `handler` (the viewer writes them to stderr with its name).
public enum LibraryMessages {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var current: (@Sendable (String) -> Void)?

    /// Takes each message (a line, without the app's name); nil drops them. Called on any thread.
    public static var handler: (@Sendable (String) -> Void)? {
        get { lock.lock(); defer { lock.unlock() }; return current }
        set { lock.lock(); current = newValue; lock.unlock() }
    }

    /// Hands `message` to the handler, if there is one.
    public static func report(_ message: String) { handler?(message) }
}
