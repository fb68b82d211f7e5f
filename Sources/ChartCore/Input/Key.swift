/// A platform-neutral key, as the app layer sees it.
public enum Key: Hashable, Sendable {
    case left, right, up, down, pageUp, pageDown, home, end
    case escape, enter, tab, backspace, delete, space
    /// A printable key, lower-cased (shift is in the modifiers).
    case character(Character)
    /// F1…F12.
    case function(Int)
}

/// Modifier keys held during an event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = KeyModifiers(rawValue: 1)
    public static let control = KeyModifiers(rawValue: 2)
    public static let alt = KeyModifiers(rawValue: 4)
    public static let meta = KeyModifiers(rawValue: 8)
}
