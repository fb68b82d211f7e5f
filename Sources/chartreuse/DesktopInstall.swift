import ArgumentParser
import ChartSDL
import Foundation
import ChartExport

/// `--install-desktop [--user]` and `--uninstall-desktop [--user]`: puts Chartreuse into the
/// desktop (or takes it out) the freedesktop way — the binary, its Assets, a `.desktop` entry with
/// file associations, the icon in the hicolor theme and a MIME package for the types the shared
/// database may lack — so a file manager offers "Open with Chartreuse" and `xdg-open data.csv`
/// starts it. `--user` installs under the home folder (`~/.local/bin`, `$XDG_DATA_HOME`), else
/// under /usr/local.
struct DesktopInstall {
    /// The MIME types the entry opens.
    static let mimeTypes = ["text/csv", "text/tab-separated-values", "application/json", "application/x-ndjson",
                            "application/vnd.apache.parquet", "application/vnd.apache.arrow.file", "application/vnd.apache.arrow.stream",
                            "application/vnd.sqlite3", "application/x-sqlite3"]

    let bin: URL
    let data: URL
    let config: URL?

    /// The folders for a user install (`user`) or a system one.
    init(user: Bool, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let home = URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory())
        if user {
            bin = home.appendingPathComponent(".local/bin")
            data = URL(fileURLWithPath: XDGDirectory.data.path(environment))
            config = URL(fileURLWithPath: XDGDirectory.config.path(environment))
        } else {
            bin = URL(fileURLWithPath: "/usr/local/bin")
            data = URL(fileURLWithPath: "/usr/local/share")
            config = nil
        }
    }

    var binary: URL { bin.appendingPathComponent("chartreuse") }
    var assets: URL { data.appendingPathComponent("chartreuse") }
    var entry: URL { data.appendingPathComponent("applications/chartreuse.desktop") }
    var mimePackage: URL { data.appendingPathComponent("mime/packages/chartreuse.xml") }
    var bashCompletion: URL { data.appendingPathComponent("bash-completion/completions/chartreuse") }
    func icon(_ size: Int?) -> URL {
        size.map { data.appendingPathComponent("icons/hicolor/\($0)x\($0)/apps/chartreuse.png") }
            ?? data.appendingPathComponent("icons/hicolor/scalable/apps/chartreuse.svg")
    }

    /// Installs; returns what it did, a line each.
    func install() throws -> [String] {
        guard let source = AssetLocator.assetsDirectory() else { throw UsageError("the Assets folder was not found: set CHARTREUSE_ASSETS") }
        let fm = FileManager.default
        let exe = try fm.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        for dir in [bin, entry.deletingLastPathComponent(), mimePackage.deletingLastPathComponent()] {
            try fm.createDirectory(at: dir, withIntermediateDirectories: true)
        }
        try replace(URL(fileURLWithPath: exe), with: binary)
        try fm.setAttributes([.posixPermissions: 0o755], ofItemAtPath: binary.path)
        // The fonts, icons and samples (not the README's screenshots).
        try fm.createDirectory(at: assets, withIntermediateDirectories: true)
        for part in ["Fonts", "Icons", "Samples"] {
            try replace(source.appendingPathComponent(part), with: assets.appendingPathComponent(part))
        }
        for size in [16, 32, 48, 64, 128, 256] as [Int?] + [nil] {
            let name = size.map { "Icons/chartreuse-\($0).png" } ?? "Icons/chartreuse.svg"
            try fm.createDirectory(at: icon(size).deletingLastPathComponent(), withIntermediateDirectories: true)
            try replace(source.appendingPathComponent(name), with: icon(size))
        }
        try Self.desktopEntry(exec: binary.path).write(to: entry, atomically: true, encoding: .utf8)
        try Self.mimeXML.write(to: mimePackage, atomically: true, encoding: .utf8)
        try fm.createDirectory(at: bashCompletion.deletingLastPathComponent(), withIntermediateDirectories: true)
        try ChartreuseCommand.completionScript(for: .bash).write(to: bashCompletion, atomically: true, encoding: .utf8)
        var done = ["installed \(binary.path)", "installed the Assets in \(assets.path)", "installed \(entry.path)",
                    "installed the icon in \(data.appendingPathComponent("icons/hicolor").path)",
                    "installed the bash completion \(bashCompletion.path)"]
        done += refreshDatabases()
        if let config {
            try setDefaults(config)
            done.append("made Chartreuse the default for \(Self.mimeTypes.joined(separator: ", ")) in \(config.appendingPathComponent("mimeapps.list").path)")
        }
        return done
    }

    /// Removes what `install` put in place; returns what it removed, a line each.
    func uninstall() throws -> [String] {
        let fm = FileManager.default
        var done: [String] = []
        // Read before the Assets folder (which holds it) goes.
        let previous = (try? String(contentsOf: previousDefaults, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
        for u in [binary, assets, entry, mimePackage, bashCompletion] + ([16, 32, 48, 64, 128, 256] as [Int?] + [nil]).map(icon)
        where fm.fileExists(atPath: u.path) {
            try fm.removeItem(at: u)
            done.append("removed \(u.path)")
        }
        done += refreshDatabases()
        if let config { try removeDefaults(config, restoring: previous) }
        return done.isEmpty ? ["nothing of Chartreuse was installed under \(data.path)"] : done
    }

    /// Copies `from` over `to` (a folder whole), unless they are the same file.
    private func replace(_ from: URL, with to: URL) throws {
        let fm = FileManager.default
        guard from.standardizedFileURL.path != to.standardizedFileURL.path else { return }
        if fm.fileExists(atPath: to.path) { try fm.removeItem(at: to) }
        try fm.copyItem(at: from, to: to)
    }

    /// Rebuilds the MIME and desktop caches when their tools are installed.
    private func refreshDatabases() -> [String] {
        var done: [String] = []
        for (tool, arg) in [("update-mime-database", data.appendingPathComponent("mime").path),
                            ("update-desktop-database", data.appendingPathComponent("applications").path)] {
            guard let path = ["/usr/bin/", "/usr/local/bin/", "/bin/"].map({ $0 + tool }).first(where: FileManager.default.isExecutableFile) else { continue }
            let p = Process()
            p.executableURL = URL(fileURLWithPath: path)
            p.arguments = [arg]
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            if (try? p.run()) != nil { p.waitUntilExit(); if p.terminationStatus == 0 { done.append("ran \(tool)") } }
        }
        return done
    }

    /// Where the defaults Chartreuse replaced are kept, to be put back on uninstall.
    var previousDefaults: URL { assets.appendingPathComponent("previous-mime-defaults") }

    /// mimeapps.list's [Default Applications] with chartreuse.desktop for each of `mimeTypes`
    /// (the other sections and lines as they were; the defaults replaced kept for the uninstall).
    private func setDefaults(_ config: URL) throws {
        var lines = try mimeappsLines(config)
        let section = defaultsSection(&lines)
        var replaced: [String] = []
        lines = lines.enumerated().filter { i, l in
            guard section.contains(i), let type = Self.mimeTypes.first(where: { l.hasPrefix($0 + "=") }) else { return true }
            if l != "\(type)=chartreuse.desktop" { replaced.append(l) }
            return false
        }.map(\.element)
        lines.insert(contentsOf: Self.mimeTypes.map { "\($0)=chartreuse.desktop" }, at: section.lowerBound)
        // A second install keeps the first one's record of what was there before.
        if !replaced.isEmpty || !FileManager.default.fileExists(atPath: previousDefaults.path) {
            try replaced.joined(separator: "\n").write(to: previousDefaults, atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try (lines.joined(separator: "\n") + "\n").write(to: config.appendingPathComponent("mimeapps.list"), atomically: true, encoding: .utf8)
    }

    /// Takes chartreuse.desktop out of [Default Applications] and puts back the defaults it replaced.
    private func removeDefaults(_ config: URL, restoring previous: [String]) throws {
        let path = config.appendingPathComponent("mimeapps.list")
        guard FileManager.default.fileExists(atPath: path.path) else { return }
        var lines = try mimeappsLines(config)
        let section = defaultsSection(&lines)
        lines = lines.enumerated().filter { i, l in !(section.contains(i) && l.hasSuffix("=chartreuse.desktop")) }.map(\.element)
        lines.insert(contentsOf: previous.filter { !$0.isEmpty }, at: section.lowerBound)
        try (lines.joined(separator: "\n") + "\n").write(to: path, atomically: true, encoding: .utf8)
    }

    /// The lines of mimeapps.list (none when it does not exist), its last empty line dropped.
    private func mimeappsLines(_ config: URL) throws -> [String] {
        let path = config.appendingPathComponent("mimeapps.list").path
        guard let text = FileManager.default.contents(atPath: path).map({ String(decoding: $0, as: UTF8.self) }) else { return [] }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The lines of the [Default Applications] section (after its header), the header added at
    /// the end when there is none.
    private func defaultsSection(_ lines: inout [String]) -> Range<Int> {
        if lines.firstIndex(of: "[Default Applications]") == nil { lines.append("[Default Applications]") }
        let start = lines.firstIndex(of: "[Default Applications]")! + 1
        let end = lines[start...].firstIndex { $0.hasPrefix("[") } ?? lines.count
        return start..<end
    }

    /// The freedesktop entry (desktop-file-validate accepts it).
    static func desktopEntry(exec: String) -> String {
        let quoted = exec.contains(" ") ? "\"\(exec)\"" : exec
        return """
        [Desktop Entry]
        Type=Application
        Name=Chartreuse
        GenericName=Data Explorer
        Comment=Explore data files in linked plots that follow them live
        Exec=\(quoted) %F
        TryExec=\(quoted)
        Icon=chartreuse
        Terminal=false
        StartupNotify=true
        StartupWMClass=chartreuse
        Categories=Science;DataVisualization;
        Keywords=csv;tsv;json;parquet;arrow;feather;sqlite;plot;chart;graph;data;time series;
        MimeType=\(mimeTypes.joined(separator: ";"));

        """
    }

    /// Types the shared MIME database may not know: NDJSON, Parquet and Arrow (by name and magic).
    static let mimeXML = """
    <?xml version="1.0" encoding="UTF-8"?>
    <mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">
      <mime-type type="application/x-ndjson">
        <comment>Newline-delimited JSON</comment>
        <sub-class-of type="text/plain"/>
        <glob pattern="*.ndjson"/>
        <glob pattern="*.jsonl"/>
      </mime-type>
      <mime-type type="application/vnd.apache.parquet">
        <comment>Apache Parquet data</comment>
        <magic priority="50"><match type="string" value="PAR1" offset="0"/></magic>
        <glob pattern="*.parquet"/>
      </mime-type>
      <mime-type type="application/vnd.apache.arrow.file">
        <comment>Apache Arrow IPC file (Feather)</comment>
        <magic priority="50"><match type="string" value="ARROW1" offset="0"/></magic>
        <glob pattern="*.arrow"/>
        <glob pattern="*.feather"/>
      </mime-type>
      <mime-type type="application/vnd.apache.arrow.stream">
        <comment>Apache Arrow IPC stream</comment>
        <glob pattern="*.arrows"/>
      </mime-type>
    </mime-info>

    """
}
