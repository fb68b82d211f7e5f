import ChartCore
import Foundation
import Yams

/// What a person sets once in `$XDG_CONFIG_HOME/chartreuse/config.yaml` (`~/.config` by default):
///
///     theme: dark            # light or dark
///     window_size: 1400x900  # the window's size at start
///     follow: true           # keep the newest rows in view
///     palette: ["#0072B2", "#E69F00", "#009E73"]   # the series' colours, in order
///     export_size: 1920x1080 # --export's size
///     export_scale: 2        # --export's pixels per point
///     font_size: 13          # the labels' size in points (titles scale with it)
///     number_format: "1.234,5"   # decimal and thousands marks: 1,234.5 1.234,5 1 234,5 1234.5
///     keys: {z: x, "ctrl+q": q}   # press z to do what x does, Ctrl+Q to quit
///
/// A flag beats the file, the file beats the default. A file that cannot be read or holds a
/// wrong value gives one warning line, and the defaults stand.
struct UserSettings {
    var theme: String?
    var windowSize: (Int, Int)?
    var follow: Bool?
    var palette: [Color]?
    var exportSize: (Int, Int)?
    var exportScale: Double?
    var fontSize: Double?
    /// The marks numbers are written with.
    var numberStyle: NumberStyle?
    /// Chords pressed that act as built-in keys.
    var keyMap: [KeyChord: KeyChord] = [:]

    /// The settings file's path.
    static func path(_ env: [String: String] = ProcessInfo.processInfo.environment) -> String {
        XDGDirectory.config.path(env) + "/chartreuse/config.yaml"
    }

    /// The settings in `path` (none when it does not exist), or the defaults and a warning.
    static func load(_ path: String) -> (settings: UserSettings, warning: String?) {
        guard FileManager.default.fileExists(atPath: path) else { return (UserSettings(), nil) }
        do {
            guard let data = FileManager.default.contents(atPath: path) else { throw UsageError("cannot read it") }
            return (try parse(String(decoding: data, as: UTF8.self)), nil)
        } catch {
            return (UserSettings(), "\(path): \(error); using the defaults")
        }
    }

    /// The settings in YAML `text`; an unknown key or a wrong value is an error naming it.
    static func parse(_ text: String) throws -> UserSettings {
        let node: Any?
        do { node = try Yams.load(yaml: text) } catch { throw UsageError("not YAML (\(String(describing: error).split(separator: "\n").first ?? ""))") }
        guard let node else { return UserSettings() }
        guard let map = node as? [String: Any] else { throw UsageError("wants key: value lines") }
        var s = UserSettings()
        for (key, value) in map.sorted(by: { $0.key < $1.key }) {
            func size() throws -> (Int, Int) {
                let parts = "\(value)".lowercased().split(separator: "x").compactMap { Int($0) }
                guard parts.count == 2, parts.allSatisfy({ (64...16384).contains($0) }) else { throw UsageError("\(key) wants WIDTHxHEIGHT, got '\(value)'") }
                return (parts[0], parts[1])
            }
            switch key {
            case "theme":
                guard let t = value as? String, ["light", "dark"].contains(t) else { throw UsageError("theme is light or dark, got '\(value)'") }
                s.theme = t
            case "window_size": s.windowSize = try size()
            case "export_size": s.exportSize = try size()
            case "export_scale":
                guard let v = (value as? Double) ?? (value as? Int).map(Double.init), v >= 0.5, v <= 4 else {
                    throw UsageError("export_scale wants a number from 0.5 to 4, got '\(value)'")
                }
                s.exportScale = v
            case "follow":
                guard let b = value as? Bool else { throw UsageError("follow is true or false, got '\(value)'") }
                s.follow = b
            case "palette":
                guard let list = value as? [Any], !list.isEmpty else { throw UsageError("palette wants a list of colours like \"#0072B2\"") }
                s.palette = try list.map { c in
                    guard let color = Color(css: "\(c)") else { throw UsageError("palette: '\(c)' is not a colour (#rgb or #rrggbb)") }
                    return color
                }
            case "font_size":
                guard let v = (value as? Double) ?? (value as? Int).map(Double.init), v >= 6, v <= 40 else {
                    throw UsageError("font_size wants points from 6 to 40, got '\(value)'")
                }
                s.fontSize = v
            case "number_format":
                guard let style = NumberStyle(sample: "\(value)") else {
                    throw UsageError("number_format is written as 12345 in the format wanted (1,234.5 1.234,5 1 234,5 1234.5 1234,5), got '\(value)'")
                }
                s.numberStyle = style
            case "keys":
                guard let map = value as? [String: Any] else { throw UsageError("keys wants pressed: acts-as pairs, like {z: x, \"ctrl+q\": q}") }
                for (pressed, acts) in map {
                    guard let from = KeyChord(pressed) else { throw UsageError("keys: '\(pressed)' is not a key (like z, F2, ctrl+q, alt+left)") }
                    guard let to = KeyChord("\(acts)") else { throw UsageError("keys: '\(acts)' is not a key (like x, F1, ctrl+s)") }
                    s.keyMap[from] = to
                }
            default:
                throw UsageError("unknown setting '\(key)' (there are theme, window_size, follow, palette, export_size, export_scale, font_size, number_format, keys)")
            }
        }
        return s
    }

    /// The theme named `name` with the settings' palette.
    func theme(_ name: String) -> Theme {
        var t = Theme.named(name) ?? .light
        if let p = palette { t.palette = p }
        if let size = fontSize {
            let f = size / t.labelFont.size
            for path in [\Theme.titleFont, \Theme.labelFont, \Theme.axisTitleFont, \Theme.legendFont] {
                t[keyPath: path] = Font(size: t[keyPath: path].size * f, weight: t[keyPath: path].weight)
            }
        }
        return t
    }
}
