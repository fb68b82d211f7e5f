import Foundation

/// Finds the bundled Assets folder (fonts, sample data) wherever the binary runs from.
public enum AssetLocator {
    /// The Assets directory: `$CHARTREUSE_ASSETS`, then a folder named Assets beside or above the
    /// executable, then the source checkout this module was built from, then system share folders.
    public static func assetsDirectory() -> URL? {
        let fm = FileManager.default
        func ok(_ u: URL) -> Bool { fm.fileExists(atPath: u.appendingPathComponent("Fonts/DejaVuSans.ttf").path) }
        if let env = ProcessInfo.processInfo.environment["CHARTREUSE_ASSETS"], !env.isEmpty {
            let u = URL(fileURLWithPath: env)
            if ok(u) { return u }
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
        candidates.append(URL(fileURLWithPath: "/usr/local/share/chartreuse"))
        candidates.append(URL(fileURLWithPath: "/usr/share/chartreuse"))
        return candidates.first(where: ok)
    }

    /// Path of a bundled font file, falling back to the system's DejaVu when the bundle is missing.
    public static func fontPath(bold: Bool) -> String? {
        let name = bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf"
        if let dir = assetsDirectory() {
            let p = dir.appendingPathComponent("Fonts/\(name)").path
            if FileManager.default.fileExists(atPath: p) { return p }
        }
        let system = "/usr/share/fonts/truetype/dejavu/\(name)"
        return FileManager.default.fileExists(atPath: system) ? system : nil
    }
}
