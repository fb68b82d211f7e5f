import ChartCore

/// Answers the keys and clicks while Ctrl+O's list shows (it has the focus, covers the window and
/// draws nothing; `OpenListView` draws): ↑ ↓ move, Enter or a click opens, Escape closes.
public final class OpenListOverlay: Widget {
    /// The list it answers for.
    public let list = OpenListView()
    /// A file was chosen (nil: the list was closed).
    public var onEnd: ((String?) -> Void)?

    /// A hidden overlay.
    public init() {
        super.init(id: "open-overlay")
        isHidden = true
        length = .relative(1)
        stackAxis = .overlay
        addChild(list)
    }

    override public func preferredLength(along axis: StackAxis, cross: Double, _ ctx: LayoutContext) -> Double { 0 }

    override public func respond(to event: InputEvent) -> Bool {
        switch event {
        case .key(.escape, _, _):
            onEnd?(nil)
        case .key(.enter, _, _):
            if let s = list.selected, s < list.entries.count { onEnd?(list.entries[s]) }
        case .key(.up, _, _):
            if let s = list.selected { list.selected = max(0, s - 1) }
        case .key(.down, _, _):
            if let s = list.selected { list.selected = min(list.entries.count - 1, s + 1) }
        case .pointerUp(.left, let p, _, _):
            if let i = list.entry(at: p) { onEnd?(list.entries[i]) }
        case .key, .text, .pointerDown, .pointerMoved, .pointerUp, .wheel, .touch, .magnify:
            break   // everything else stops here while the list shows
        default:
            return false
        }
        return true
    }
}
