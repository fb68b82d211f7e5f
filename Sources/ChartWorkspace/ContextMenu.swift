import ChartCore

/// What a right-click offers where it was made: items, each with the key or gesture that does
/// the same, and the one the keyboard or the pointer highlights.
public struct ContextMenu {
    /// One thing the menu can do.
    public struct Item {
        /// What it does, in a few words ("Set as x of the current plot").
        public var title: String
        /// The key or gesture that does the same ("Shift+Enter"), shown at the right.
        public var key: String
        /// Whether it applies here (a disabled item is shown greyed and cannot be chosen).
        public var isEnabled: Bool
        /// What choosing it does.
        public var action: () -> Void

        /// An item doing `action`.
        public init(_ title: String, key: String, enabled: Bool = true, action: @escaping () -> Void) {
            self.title = title
            self.key = key
            self.isEnabled = enabled
            self.action = action
        }
    }

    /// The menu's heading (what it is for: a column's name, a plot's title).
    public var title: String
    /// The items, in order.
    public var items: [Item]
    /// Where it was opened (the pointer), in device pixels.
    public var origin: Point
    /// The highlighted item (nil: none yet).
    public var highlighted: Int?

    /// A menu of `items` under `title`, opened at `origin`, nothing highlighted.
    public init(title: String, items: [Item], at origin: Point) {
        self.title = title
        self.items = items
        self.origin = origin
    }

    /// Moves the highlight `step` enabled items down (negative: up), wrapping round.
    public mutating func move(_ step: Int) {
        let enabled = items.indices.filter { items[$0].isEnabled }
        guard !enabled.isEmpty else { highlighted = nil; return }
        guard let h = highlighted, let k = enabled.firstIndex(of: h) else {
            highlighted = step >= 0 ? enabled.first : enabled.last
            return
        }
        highlighted = enabled[((k + step) % enabled.count + enabled.count) % enabled.count]
    }

    /// The highlighted item's action, when it is enabled.
    public var chosen: (() -> Void)? {
        guard let h = highlighted, items.indices.contains(h), items[h].isEnabled else { return nil }
        return items[h].action
    }
}
