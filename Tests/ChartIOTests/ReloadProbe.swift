import Foundation
@testable import ChartIO

/// A reloader of one file whose events are collected, read after each step has been carried out.
final class ReloadProbe: @unchecked Sendable {   // events are written on the reloader's queue, read after flush
    let reloader: Reloader
    private(set) var events: [Reloader.Event] = []

    init(_ path: String) {
        reloader = Reloader(path: path)
        reloader.onEvent = { [unowned self] in events.append($0) }
    }

    /// Reloads (the first time as the first read) and returns the last event.
    @discardableResult
    func reload(initial: Bool = false) -> Reloader.Event? {
        reloader.reload(initial: initial)
        reloader.flush()
        return events.last
    }

    /// Appends `text` to the file at `path`.
    static func append(_ text: String, to path: String) throws {
        let h = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        h.seekToEndOfFile()
        h.write(Data(text.utf8))
        try h.close()
    }
}
