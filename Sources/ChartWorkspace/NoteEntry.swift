import ChartCore

/// Takes the keys while a note is typed (it has the focus and draws nothing; the chart draws the
/// note with a caret): typed text joins the note, Backspace takes a character back, Enter pins
/// it and Escape gives up the edit.
public final class NoteEntry: Widget {
    /// The text so far, after each change.
    public var onChange: ((String) -> Void)?
    /// Enter (true) or Escape (false) ended the edit.
    public var onEnd: ((Bool) -> Void)?
    /// The note's text.
    public private(set) var text = ""
    /// The key that opened the entry may also arrive as typed text (right after it, before any
    /// other key): that text is not part of the note.
    private var swallowNext = false

    /// An entry not yet begun.
    public init() {
        super.init(id: "note-entry")
        isHitTestable = false
    }

    /// Starts an edit of `text` (`byKey`: a key that opened it was just pressed, and its text may follow).
    public func begin(_ text: String, byKey: Bool = true) {
        self.text = text
        swallowNext = byKey
    }

    override public func preferredLength(along axis: StackAxis, cross: Double, _ ctx: LayoutContext) -> Double { 0 }

    override public func respond(to event: InputEvent) -> Bool {
        switch event {
        case .text(let s, _):
            if swallowNext { swallowNext = false; return true }
            // Keep a note to one line of at most 200 characters.
            let add = s.filter { !$0.isNewline }
            guard !add.isEmpty, text.count + add.count <= 200 else { return true }
            text += add
            onChange?(text)
        case .key(.backspace, _, _):
            swallowNext = false
            guard !text.isEmpty else { return true }
            text.removeLast()
            onChange?(text)
        case .key(.enter, _, _):
            onEnd?(true)
        case .key(.escape, _, _):
            onEnd?(false)
        case .key:
            // Every other key belongs to the note while it is typed (no shortcut fires); its text
            // follows it and is the note's.
            swallowNext = false
        default:
            return false
        }
        return true
    }
}
