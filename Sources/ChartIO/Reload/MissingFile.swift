import Foundation

/// How a file that is not there is named to a person: its full path, whether its folder is there
/// at all, and the names beside it nearest to its own (where a typo most likely meant to go).
public enum MissingFile {
    /// The most entries of a folder compared with the name (a huge folder is not read to the end).
    static let scanLimit = 20_000

    /// `FULL: no such file yet (nearest here: a.csv, b.csv)`, or `FULL: no such folder DIR`.
    public static func describe(_ path: String) -> String {
        let full = URL(fileURLWithPath: path).standardizedFileURL.path
        let folder = (full as NSString).deletingLastPathComponent
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDir), isDir.boolValue else {
            return "\(full): no such folder \(folder)"
        }
        let near = nearest(to: (full as NSString).lastPathComponent, in: folder)
        return "\(full): no such file yet" + (near.isEmpty ? "" : " (nearest here: \(near.joined(separator: ", ")))")
    }

    /// Whether the folder `path` would be in is missing (then nothing can be watched for it).
    public static func folderIsMissing(_ path: String) -> Bool {
        let folder = (URL(fileURLWithPath: path).standardizedFileURL.path as NSString).deletingLastPathComponent
        var isDir: ObjCBool = false
        return !(FileManager.default.fileExists(atPath: folder, isDirectory: &isDir) && isDir.boolValue)
    }

    /// Up to `limit` names in `folder` nearest to `name` by edit distance (ignoring case), those
    /// within about a third of the name's length; hidden files are left out unless `name` is one.
    public static func nearest(to name: String, in folder: String, limit: Int = 3) -> [String] {
        guard let d = opendir(folder) else { return [] }
        defer { closedir(d) }
        let target = Array(name.lowercased().unicodeScalars)
        let allowed = max(2, target.count / 3)
        var found: [(Int, String)] = []
        var seen = 0
        while seen < scanLimit, let e = readdir(d) {
            seen += 1
            let entry = withUnsafeBytes(of: e.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard entry != ".", entry != "..", !entry.hasPrefix(".") || name.hasPrefix(".") else { continue }
            let candidate = Array(entry.lowercased().unicodeScalars)
            guard abs(candidate.count - target.count) <= allowed else { continue }
            let distance = editDistance(target, candidate, cap: allowed)
            if distance <= allowed { found.append((distance, entry)) }
        }
        return found.sorted { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }.prefix(limit).map(\.1)
    }

    /// Levenshtein distance of two short strings; anything over `cap` is reported as `cap + 1`
    /// (names near a missing file's; a spec's misspelt keys).
    public static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], cap: Int) -> Int {
        guard a.count <= 255, b.count <= 255 else { return cap + 1 }
        if a.isEmpty || b.isEmpty { return min(max(a.count, b.count), cap + 1) }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var best = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                best = min(best, current[j])
            }
            if best > cap { return cap + 1 }
            swap(&previous, &current)
        }
        return min(previous[b.count], cap + 1)
    }
}
