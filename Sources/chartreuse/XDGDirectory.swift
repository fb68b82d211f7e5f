import Foundation

/// The XDG base directories (`$XDG_CONFIG_HOME`, `$XDG_STATE_HOME`, `$XDG_DATA_HOME`), each with
/// its default under the home folder when unset or empty.
enum XDGDirectory: String {
    case config = "XDG_CONFIG_HOME"
    case state = "XDG_STATE_HOME"
    case data = "XDG_DATA_HOME"

    /// The folder's path in `env`.
    func path(_ env: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let v = env[rawValue], !v.isEmpty { return v }
        let home = env["HOME"] ?? NSHomeDirectory()
        switch self {
        case .config: return home + "/.config"
        case .state: return home + "/.local/state"
        case .data: return home + "/.local/share"
        }
    }
}
