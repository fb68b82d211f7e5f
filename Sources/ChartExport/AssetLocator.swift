import ChartCore
import Foundation

/// Finds the bundled Assets folder (fonts, sample data) wherever the binary runs from.
public enum AssetLocator {
    /// The Assets directory: `$CHARTREUSE_ASSETS`, then a folder named Assets beside or above the
    /// executable, then the source checkout this module was built from, then the XDG data folders
    /// and the system share folders.
    public static func assetsDirectory() -> URL? {
        let fm = FileManager.default
        func ok(_ u: URL) -> Bool { fm.fileExists(atPath: u.appendingPathComponent("Fonts/DejaVuSans.ttf").path) }
        if let env = ProcessInfo.processInfo.environment["CHARTREUSE_ASSETS"], !env.isEmpty {
            // An explicit folder is the only one looked at (so a missing bundle can be tested).
            let u = URL(fileURLWithPath: env)
            return FileManager.default.fileExists(atPath: u.path) ? u : nil
        }
        var candidates: [URL] = []
        if let exe = try? fm.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            var dir = URL(fileURLWithPath: exe).deletingLastPathComponent()
            for _ in 0..<6 {
                candidates.append(dir.appendingPathComponent("Assets"))
                candidates.append(dir.appendingPathComponent("share/chartreuse"))
                dir = dir.deletingLastPathComponent()
            }
        }
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(source.appendingPathComponent("Assets"))
        // Where --install-desktop put them: the XDG data folders.
        let env = ProcessInfo.processInfo.environment
        if let d = env["XDG_DATA_HOME"], !d.isEmpty { candidates.append(URL(fileURLWithPath: d).appendingPathComponent("chartreuse")) }
        candidates.append(fm.homeDirectoryForCurrentUser.appendingPathComponent(".local/share/chartreuse"))
        for d in (env["XDG_DATA_DIRS"] ?? "").split(separator: ":") where !d.isEmpty {
            candidates.append(URL(fileURLWithPath: String(d)).appendingPathComponent("chartreuse"))
        }
        candidates.append(URL(fileURLWithPath: "/usr/local/share/chartreuse"))
        candidates.append(URL(fileURLWithPath: "/usr/share/chartreuse"))
        return candidates.first(where: ok)
    }

    /// Path of the bundled font, or a system font found through fontconfig (with a warning on
    /// stderr, once) when the bundle is missing.
    public static func fontPath(bold: Bool) -> String? {
        let name = bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf"
        if let dir = assetsDirectory() {
            let p = dir.appendingPathComponent("Fonts/\(name)").path
            if FileManager.default.fileExists(atPath: p) { return p }
        }
        guard let p = fontconfigMatch(bold ? "DejaVu Sans:bold" : "DejaVu Sans") ?? fontconfigMatch(bold ? "sans-serif:bold" : "sans-serif") else {
            return nil
        }
        FallbackWarning.once(p)
        return p
    }

    /// The file fontconfig picks for a pattern (via fc-match), if it exists.
    package static func fontconfigMatch(_ pattern: String) -> String? {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/fc-match")
        p.arguments = ["-f", "%{file}", pattern]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return nil }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        let path = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let ext = (path as NSString).pathExtension.lowercased()
        guard p.terminationStatus == 0, ["ttf", "otf", "ttc"].contains(ext), FileManager.default.fileExists(atPath: path) else { return nil }
        return path
    }
}

/// Prints the missing-font warning once per process.
enum FallbackWarning {
    nonisolated(unsafe) private static var warned = false

    static func once(_ path: String) {
        guard !warned else { return }
        warned = true
        LibraryMessages.report("warning: the bundled font is missing; using \(path) from fontconfig")
    }
}
