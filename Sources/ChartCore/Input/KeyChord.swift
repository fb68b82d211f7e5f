/// A key with the modifiers held, as a person writes it: `ctrl+shift+s`, `F1`, `alt+left`, `q`.
public struct KeyChord: Hashable, Sendable, CustomStringConvertible {
    /// The key.
    public var key: Key
    /// The modifiers held.
    public var modifiers: KeyModifiers

    /// `key` with `modifiers`.
    public init(_ key: Key, _ modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// The named keys by their names (and a few other spellings).
    static let names: [String: Key] = {
        var n: [String: Key] = ["esc": .escape, "return": .enter, "del": .delete]
        for (k, name) in canonical { n[name] = k }
        return n
    }()

    /// Each named key's name.
    static let canonical: [Key: String] = [
        .left: "left", .right: "right", .up: "up", .down: "down", .pageUp: "pageup", .pageDown: "pagedown",
        .home: "home", .end: "end", .escape: "escape", .enter: "enter", .tab: "tab", .backspace: "backspace",
        .delete: "delete", .space: "space",
    ]

    /// Reads `ctrl+shift+s`-style text (case aside); nil when it names no key.
    public init?(_ text: String) {
        var parts = text.lowercased().split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        // "ctrl++" is Ctrl with the plus key.
        if text.hasSuffix("++") { parts = Array(parts.dropLast(2)) + ["+"] }
        guard let last = parts.popLast(), !last.isEmpty else { return nil }
        var m: KeyModifiers = []
        for p in parts {
            switch p {
            case "ctrl", "control": m.insert(.control)
            case "shift": m.insert(.shift)
            case "alt": m.insert(.alt)
            case "super", "meta", "win": m.insert(.meta)
            default: return nil
            }
        }
        if let k = Self.names[last] {
            key = k
        } else if last.count > 1, last.first == "f", let n = Int(last.dropFirst()), (1...12).contains(n) {
            key = .function(n)
        } else if last.count == 1, let c = last.first {
            key = .character(c)
        } else {
            return nil
        }
        modifiers = m
    }

    /// As written: `ctrl+shift+s`.
    public var description: String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("ctrl") }
        if modifiers.contains(.shift) { parts.append("shift") }
        if modifiers.contains(.alt) { parts.append("alt") }
        if modifiers.contains(.meta) { parts.append("super") }
        switch key {
        case .character(let c): parts.append(String(c))
        case .function(let n): parts.append("F\(n)")
        default: parts.append(Self.canonical[key] ?? "\(key)")
        }
        return parts.joined(separator: "+")
    }
}
