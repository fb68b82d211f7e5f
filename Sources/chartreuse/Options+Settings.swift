import ChartCore
import Foundation

/// The settings file and the remembered state under the flags: a flag beats the file, the file
/// beats what was remembered, which beats the default.
extension Options {
    /// Puts the settings of `settings` under what the flags said, and the window's size
    /// (the settings', else `remembered`, else the default).
    mutating func apply(_ settings: UserSettings, remembered: RememberedState) {
        self.settings = settings
        if !themeGiven, let t = settings.theme { theme = t }
        if !follow, settings.follow == true { follow = true }
        if !sizeGiven, let s = settings.exportSize { (width, height) = s }
        if !scaleGiven, let s = settings.exportScale { scale = s }
        windowSize = settings.windowSize ?? remembered.size ?? (1100, 680)
    }

    /// `#rrggbb` of a colour.
    static func hex(_ c: Color) -> String {
        let (r, g, b, _) = c.rgba8
        return String(format: "#%02x%02x%02x", r, g, b)
    }

    /// `--print-config`: each setting in force, and where it came from.
    func configReport(path: String, remembered: RememberedState, warning: String?) -> [String] {
        let file = "from \(path)"
        func from(_ flag: Bool, _ inFile: Bool) -> String { flag ? "from the flag" : inFile ? file : "default" }
        let palette = settings.palette.map { $0.map(Self.hex).joined(separator: ", ") } ?? "the theme's"
        let window = settings.windowSize != nil ? file : remembered.size != nil ? "remembered in \(RememberedState.path())" : "default"
        var lines = [
            "theme: \(theme)    # \(from(themeGiven, settings.theme != nil))",
            "window_size: \(windowSize.0)x\(windowSize.1)    # \(window)",
            "follow: \(follow)    # \(from(CommandLine.arguments.contains("--follow"), settings.follow != nil))",
            "palette: \(palette)    # \(settings.palette != nil ? file : "default")",
            "export_size: \(width)x\(height)    # \(from(sizeGiven, settings.exportSize != nil))",
            "export_scale: \(ValueText.compact(scale))    # \(from(scaleGiven, settings.exportScale != nil))",
            "font_size: \(settings.fontSize.map(ValueText.compact) ?? "the theme's")    # \(settings.fontSize != nil ? file : "default")",
            "number_format: \((settings.numberStyle ?? .standard).sample)    # \(settings.numberStyle != nil ? file : "default")",
            "keys: \(settings.keyMap.isEmpty ? "the built-in ones" : settings.keyMap.map { "\($0.key) acts as \($0.value)" }.sorted().joined(separator: ", "))"
                + "    # \(settings.keyMap.isEmpty ? "default" : file)",
        ]
        if let warning { lines.append("# warning: \(warning)") }
        return lines
    }
}
