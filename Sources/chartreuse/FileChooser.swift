import ChartSDL
import Foundation

/// Ctrl+O's file chooser: the desktop portal's when a session bus is there to ask, else zenity
/// (GNOME's dialogs) or kdialog (KDE's) when installed, else the in-window list.
/// `CHARTREUSE_FILE_CHOOSER=portal|zenity|kdialog|list` picks one.
enum FileChooser {
    /// A program that shows a chooser and prints the chosen path.
    enum Kind: String {
        case portal, zenity, kdialog, list
    }

    /// The patterns of the files the viewer reads.
    static let patterns = ["*.csv", "*.tsv", "*.tab", "*.txt", "*.json", "*.ndjson", "*.jsonl", "*.parquet", "*.feather", "*.arrow",
                           "*.sqlite", "*.sqlite3", "*.db", "*.csv.gz", "*.gz"]

    /// The chooser to use here.
    static func kind(_ env: [String: String] = ProcessInfo.processInfo.environment) -> Kind {
        if let k = env["CHARTREUSE_FILE_CHOOSER"].flatMap(Kind.init(rawValue:)) { return k }
        if PortalFileChooser.busAddress(env) != nil { return .portal }
        return program()
    }

    /// A chooser program when one is installed, else the list (what follows when no portal answers).
    static func program() -> Kind {
        if executable("zenity") != nil { return .zenity }
        if executable("kdialog") != nil { return .kdialog }
        return .list
    }

    /// The full path of `name` on PATH, if it is there.
    static func executable(_ name: String) -> String? {
        let dirs = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return dirs.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `kind`'s dialog (starting in `folder`) without blocking the window; `done` gets the
    /// path on the window's thread (nil: cancelled), or the dialog's failure.
    @MainActor static func run(_ kind: Kind, folder: String, mailbox: Mailbox, done: @escaping @MainActor @Sendable (Result<String?, Error>) -> Void) {
        guard let exe = executable(kind.rawValue) else {
            done(.failure(UsageError("\(kind.rawValue) is not installed")))
            return
        }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: exe)
        switch kind {
        case .zenity:
            p.arguments = ["--file-selection", "--title=Open data — Chartreuse", "--filename=\(folder)/",
                           "--file-filter=Data files | \(patterns.joined(separator: " "))", "--file-filter=All files | *"]
        case .kdialog:
            p.arguments = ["--title", "Open data — Chartreuse", "--getopenfilename", folder, patterns.joined(separator: " ")]
        case .list, .portal:
            return
        }
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        p.terminationHandler = { proc in
            let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            // Both print the path and exit 0; a cancel exits 1.
            let path: String? = proc.terminationStatus == 0 && !text.isEmpty ? text : nil
            mailbox.post { done(.success(path)) }
        }
        do { try p.run() } catch { done(.failure(error)) }
    }

    /// What the in-window list offers: the recent files that still exist, then the data files in
    /// `folder`, each once, with a note saying where it comes from.
    static func listEntries(recent: [String], folder: String) -> [(path: String, note: String)] {
        let fm = FileManager.default
        var seen = Set<String>()
        var out: [(String, String)] = []
        for r in recent where fm.fileExists(atPath: r) && seen.insert(r).inserted { out.append((r, "recent")) }
        let names = ((try? fm.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        let exts = Set(patterns.map { String($0.dropFirst(2)) })
        for n in names where exts.contains((n as NSString).pathExtension.lowercased()) {
            let p = (folder as NSString).appendingPathComponent(n)
            if seen.insert(p).inserted { out.append((p, "in " + (folder as NSString).lastPathComponent + "/")) }
        }
        return out
    }
}
