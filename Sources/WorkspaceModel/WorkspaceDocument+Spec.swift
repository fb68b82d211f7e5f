import ChartSpecs
import Foundation

/// The workspace written back as a spec file (Ctrl+Shift+S, `--save-workspace`, `--print-spec`).
extension WorkspaceDocument {
    /// The workspace as a spec file holds it: its plots, with their shares and link states. Saved
    /// at `savedAt`, it names its source so that `--spec` alone opens it again: relative to the
    /// workspace file when the data is beside or below it, else absolute.
    public func workspaceSpec(savedAt: String? = nil) -> ChartSpec {
        var w = workspace.plots == nil ? workspace.showing(workspace.spelledOutPlots) : workspace
        w.layout = model.layout
        w.derived = derivedDefinitions.isEmpty ? nil : derivedDefinitions
        // A ClickHouse table's URL without its password, or the file shown.
        if let r = remote {
            w.source = r.reopening
        } else if path == "-" {
            w.source = nil   // standard input cannot be opened again
        } else if !isRemote, savedAt != nil || w.source != nil {
            w.source = Self.sourceName(path, savedAt: savedAt)
        }
        if !draggedOffsets.isEmpty {
            w.offsets = (w.offsets ?? [:]).merging(draggedOffsets) { $1 }.filter { $0.value != 0 }
            if w.offsets?.isEmpty == true { w.offsets = nil }
        }
        return w
    }

    /// How a workspace saved at `savedAt` names the file at `path`: relative when it lies in the
    /// workspace's folder or below, absolute otherwise.
    public static func sourceName(_ path: String, savedAt: String?) -> String {
        let file = URL(fileURLWithPath: path).standardizedFileURL.path
        guard let at = savedAt else { return file }
        let dir = URL(fileURLWithPath: at).standardizedFileURL.deletingLastPathComponent().path
        let prefix = dir.hasSuffix("/") ? dir : dir + "/"
        return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
    }
}
