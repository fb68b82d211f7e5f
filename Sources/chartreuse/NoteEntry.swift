import ChartCore

/// Takes the keys while a note is typed (it has the focus and draws nothing; the chart draws the
/// note with a caret): typed text joins the note, Backspace takes a character back, Enter pins
/// it and Escape gives up the edit.
final class NoteEntry: Widget {
    /// The text so far, after each change.
    var onChange: ((String) -> Void)?
    /// Enter (true) or Escape (false) ended the edit.
    var onEnd: ((Bool) -> Void)?
    /// The note's text.
    private(set) var text = ""
    /// The key that opened the entry also arrives as typed text: it is not part of the note.
    private var swallow: String?

    init() {
        super.init(id: "note-entry")
        isHitTestable = false
    }

    /// Starts an edit of `text`; `opening` is the typed text of the key that opened it.
    func begin(_ text: String, opening: String) {
        self.text = text
        swallow = opening
    }

    override func preferredLength(along axis: StackAxis, cross: Double, _ ctx: LayoutContext) -> Double { 0 }

    override func respond(to event: InputEvent) -> Bool {
        switch event {
        case .text(let s, _):
            if let w = swallow, s == w { swallow = nil; return true }
            swallow = nil
            // Keep a note to one line of at most 200 characters.
            let add = s.filter { !$0.isNewline }
            guard !add.isEmpty, text.count + add.count <= 200 else { return true }
            text += add
            onChange?(text)
        case .key(.backspace, _, _):
            swallow = nil
            guard !text.isEmpty else { return true }
            text.removeLast()
            onChange?(text)
        case .key(.enter, _, _):
            onEnd?(true)
        case .key(.escape, _, _):
            onEnd?(false)
        case .key:
            // Every other key belongs to the note while it is typed (no shortcut fires).
            return true
        default:
            return false
        }
        return true
    }
}
