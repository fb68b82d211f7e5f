import ChartCore

/// What a workspace session asks of the window it runs in: the viewer's SDL window, or a test's
/// stand-in that records what the session asked for.
@MainActor
public protocol WorkspaceHost: AnyObject {
    /// The window's title.
    var title: String { get set }
    /// Hands work from any thread to the window's thread.
    var mailbox: any WorkspaceMailbox { get }
    /// Glyph atlas pages made so far (logged with each reload).
    var glyphPages: Int { get }
    /// Asks for a frame.
    func setNeedsRedraw()
    /// Runs `action` on the window's thread after `delay` seconds (then every `interval`, when given); returns the timer's number.
    func scheduleTimer(after delay: Double, every interval: Double?, _ action: @escaping () -> Void) -> Int
    /// Stops a timer `scheduleTimer` returned.
    func cancelTimer(number: Int)
    /// Puts `text` on the clipboard.
    func copyToClipboard(_ text: String)
    /// Closes the window (`q`, Ctrl+W).
    func close()
    /// Writes `root` drawn at `width`×`height` device pixels (the window's scale) to `path`: PNG or SVG, by its extension.
    func writeImage(of root: RootWidget, width: Int, height: Int, to path: String) throws
    /// Puts the PNG file at `path` on the clipboard as an image (`image/png`).
    func copyImageToClipboard(png path: String) throws
}
