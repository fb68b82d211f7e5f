import Foundation
import Yams

/// What the viewer remembers between runs in `$XDG_STATE_HOME/chartreuse/state.yaml`
/// (`~/.local/state` by default): the files opened last, newest first, and the window's size.
struct RememberedState: Codable, Equatable {
    /// Files opened, newest first (at most `limit`).
    var recent: [String] = []
    /// The window's size when it last closed, `WIDTHxHEIGHT`.
    var windowSize: String?

    /// How many files are remembered.
    static let limit = 20

    enum CodingKeys: String, CodingKey {
        case recent
        case windowSize = "window_size"
    }

    /// The state file's path.
    static func path(_ env: [String: String] = ProcessInfo.processInfo.environment) -> String {
        XDGDirectory.state.path(env) + "/chartreuse/state.yaml"
    }

    /// The state in `path`; empty when there is none or it cannot be read (it is only a memory).
    static func load(_ path: String) -> RememberedState {
        guard let data = FileManager.default.contents(atPath: path),
              let s = try? YAMLDecoder().decode(RememberedState.self, from: String(decoding: data, as: UTF8.self)) else { return RememberedState() }
        return s
    }

    /// Writes the state to `path` (its folder made when missing); a failure is silent: only a memory.
    func save(_ path: String) {
        let dir = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        guard let text = try? YAMLEncoder().encode(self) else { return }
        try? text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// `file` (made absolute) first among the recent files.
    mutating func opened(_ file: String) {
        guard file != "-" else { return }
        let abs = URL(fileURLWithPath: file).standardizedFileURL.path
        recent.removeAll { $0 == abs }
        recent.insert(abs, at: 0)
        if recent.count > Self.limit { recent.removeLast(recent.count - Self.limit) }
    }

    /// The remembered window size, when it is a sane one.
    var size: (Int, Int)? {
        guard let parts = windowSize?.split(separator: "x").compactMap({ Int($0) }), parts.count == 2,
              parts.allSatisfy({ (200...16384).contains($0) }) else { return nil }
        return (parts[0], parts[1])
    }
}
