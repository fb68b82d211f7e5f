/// A platform-neutral key, as the app layer sees it.
public enum Key: Hashable, Sendable {
    /// Arrow keys and the navigation keys Page Up, Page Down, Home and End.
    case left, right, up, down, pageUp, pageDown, home, end
    /// Editing and control keys: Escape, Enter, Tab, Backspace, Delete and Space.
    case escape, enter, tab, backspace, delete, space
    /// A printable key, lower-cased (shift is in the modifiers).
    case character(Character)
    /// F1…F12.
    case function(Int)
}

/// Modifier keys held during an event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The bit set of held modifiers.
    public let rawValue: Int
    /// Creates a modifier set from raw bits (1 shift, 2 control, 4 alt, 8 meta).
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Either Shift key.
    public static let shift = KeyModifiers(rawValue: 1)
    /// Either Control (Ctrl) key.
    public static let control = KeyModifiers(rawValue: 2)
    /// Either Alt (Option) key.
    public static let alt = KeyModifiers(rawValue: 4)
    /// The Super, Windows or Command key (SDL's GUI modifier).
    public static let meta = KeyModifiers(rawValue: 8)
}
