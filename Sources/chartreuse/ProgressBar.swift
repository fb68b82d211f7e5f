import Foundation

/// A progress bar on stderr for long headless loads (drawn only after half a second).
final class ProgressBar: @unchecked Sendable {
    let label: String
    private let start = Date()
    private var shown = false
    private var last = -1

    init(label: String) {
        self.label = label
    }

    /// Reports progress 0…1.
    func update(_ p: Double) {
        guard Date().timeIntervalSince(start) > 0.5 else { return }
        let pct = Int((p * 100).rounded())
        guard pct != last else { return }
        last = pct
        shown = true
        let filled = pct * 30 / 100
        let bar = String(repeating: "#", count: filled) + String(repeating: " ", count: 30 - filled)
        FileHandle.standardError.write("\rloading \(label) [\(bar)] \(pct)%".data(using: .utf8)!)
    }

    /// Ends the bar's line if it was drawn.
    func finish() {
        if shown { FileHandle.standardError.write("\r\u{1B}[K".data(using: .utf8)!) }
    }
}
