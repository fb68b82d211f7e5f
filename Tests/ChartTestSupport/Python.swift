import Foundation

/// Asks the system's Python what it has: tests whose files Python writes (pyarrow, polars, numpy)
/// are skipped, with the reason, on a machine without those modules.
public enum Python {
    /// Whether `python3` can import every one of `modules`.
    public static func has(_ modules: String...) -> Bool {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["python3", "-c", "import " + modules.joined(separator: ", ")]
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return false }
        p.waitUntilExit()
        return p.terminationStatus == 0
    }
}
