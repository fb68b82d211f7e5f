import Foundation

/// JSON Lines read in stretches on all cores, each stretch from a line's start to a line's
/// start, then joined in file order (a key first seen in a later stretch joins the columns
/// there, its rows before it gaps).
final class NDJSONJob: @unchecked Sendable {   // each part writes only its own slot
    private let bytes: UnsafeBufferPointer<UInt8>
    private let name: String
    private let names: [String]
    private let bounds: [Int]
    private let parts: UnsafeMutableBufferPointer<NDJSONLines?>

    /// Below this many bytes a file is read on one core.
    static let minimumPart = 1 << 22

    /// A job over `bytes` in up to `threads` stretches of at least `minimumPart` bytes.
    init(_ bytes: UnsafeBufferPointer<UInt8>, name: String, names: [String], threads: Int, minimumPart: Int = NDJSONJob.minimumPart) {
        self.bytes = bytes
        self.name = name
        self.names = names
        let n = max(1, min(threads, bytes.count / max(minimumPart, 1)))
        var bounds = [0]
        for k in 1..<max(n, 1) {
            var at = max(bytes.count * k / n, bounds.last!)
            while at < bytes.count, bytes[at - 1] != 0x0A { at += 1 }
            bounds.append(at)
        }
        bounds.append(bytes.count)
        self.bounds = bounds
        parts = .allocate(capacity: bounds.count - 1)
        parts.initialize(repeating: nil)
    }

    deinit { parts.deinitialize().deallocate() }

    /// The lines read into columns, or nil where the general reader must take the file.
    func run() -> NDJSONLines? {
        if parts.count == 1 { part(0) } else { DispatchQueue.concurrentPerform(iterations: parts.count) { self.part($0) } }
        guard var out = parts[0] else { return nil }
        for k in 1..<parts.count {
            guard let next = parts[k] else { return nil }
            out.append(next)
            // Each stretch kept within the general reader's limit; their keys together must be too.
            guard out.columns.count <= NDJSONLines.maxKeys else { return nil }
        }
        return out
    }

    private func part(_ k: Int) {
        NDJSONLines.NumberTables.with { tables in
            var lines = NDJSONLines(bytes, name: name, names: k == 0 ? names : [])
            if lines.read(bounds[k]..<bounds[k + 1], tables: tables) { parts[k] = lines }
        }
    }
}
