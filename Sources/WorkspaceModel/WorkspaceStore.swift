/// The workspace and its undo history: the one owner of the value. `perform` applies an action
/// and remembers the value before it; `undo` and `redo` step through what was remembered. Each
/// returns what changed, for the views to follow.
public struct WorkspaceStore: Sendable {
    /// A value remembered, and the action that left it.
    public struct Step: Hashable, Sendable {
        /// The workspace before (for undo) or after (for redo) the action.
        public var value: Workspace
        /// The action's label.
        public var label: String
    }

    /// The workspace now.
    public private(set) var value: Workspace
    /// Values to go back to, the newest last.
    public private(set) var past: [Step] = []
    /// Values undone, to go forward to, the newest undone last.
    public private(set) var future: [Step] = []
    /// The most steps kept (the oldest go first).
    public var limit: Int

    /// A store holding `value`, with no history.
    public init(_ value: Workspace = Workspace(), limit: Int = 500) {
        self.value = value
        self.limit = max(1, limit)
    }

    /// Applies `action`; a change is remembered for undo (and clears what was undone). With
    /// `merging`, an action of the same label as the last one remembered joins it (the steps of
    /// one drag are undone together).
    @discardableResult
    public mutating func perform(_ action: WorkspaceAction, merging: Bool = false) -> WorkspaceChange {
        let (next, change) = value.applying(action)
        guard !change.isEmpty else { return change }
        if merging, future.isEmpty, past.last?.label == action.label {
            value = next
            return change
        }
        past.append(Step(value: value, label: action.label))
        if past.count > limit { past.removeFirst(past.count - limit) }
        future.removeAll()
        value = next
        return change
    }

    /// Replaces the value without remembering it (a load of the file, a spec file changed: not a
    /// person's edit). When the plots stay, the history stays, so an edit before a reload can
    /// still be undone; when the load changed them (another file's runs overlaid, a spec file's
    /// new plots), the history starts afresh: an undo would otherwise take back what the load did.
    @discardableResult
    public mutating func replace(with next: Workspace) -> WorkspaceChange {
        let change = WorkspaceChange.between(value, next)
        if change.touchesPlots {
            past.removeAll()
            future.removeAll()
        }
        value = next
        return change
    }

    /// Goes back one action; nil when there is nothing to undo.
    public mutating func undo() -> (change: WorkspaceChange, label: String)? {
        guard let step = past.popLast() else { return nil }
        future.append(Step(value: value, label: step.label))
        return (restore(step.value), step.label)
    }

    /// Goes forward one undone action; nil when there is nothing to redo.
    public mutating func redo() -> (change: WorkspaceChange, label: String)? {
        guard let step = future.popLast() else { return nil }
        past.append(Step(value: value, label: step.label))
        return (restore(step.value), step.label)
    }

    /// Puts `v` back as it was; identities given since are not given again.
    private mutating func restore(_ v: Workspace) -> WorkspaceChange {
        var v = v
        v.nextID = max(v.nextID, value.nextID)
        let change = WorkspaceChange.between(value, v)
        value = v
        return change
    }

    /// Whether there is an action to undo.
    public var canUndo: Bool { !past.isEmpty }
    /// Whether there is an action to redo.
    public var canRedo: Bool { !future.isEmpty }
}
