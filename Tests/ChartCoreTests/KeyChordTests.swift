import Testing
@testable import ChartCore

/// Chords as people write them in settings: modifiers, named keys, function keys, characters.
struct KeyChordTests {
    @Test(arguments: [
        ("q", KeyChord(.character("q"))), ("Ctrl+Shift+S", KeyChord(.character("s"), [.control, .shift])),
        ("F2", KeyChord(.function(2))), ("alt+left", KeyChord(.left, .alt)), ("esc", KeyChord(.escape)),
        ("ctrl++", KeyChord(.character("+"), .control)), ("super+return", KeyChord(.enter, .meta)), ("space", KeyChord(.space)),
    ])
    func readsWhatPeopleWrite(_ text: String, _ want: KeyChord) {
        #expect(KeyChord(text) == want, "\(text)")
        #expect(KeyChord(want.description) == want, "\(want.description) reads back")
    }

    @Test(arguments: ["", "ctrl+", "hyper+q", "F13", "qq", "ctrl+banana"])
    func refusesWhatIsNoKey(_ text: String) {
        #expect(KeyChord(text) == nil, "\(text)")
    }
}
