import Foundation

/// Re-reads a file off the main thread whenever asked, appending when the file only grew.
///
/// Growth by appending parses only the new bytes, after checking that the earlier bytes are
/// unchanged (same file, same first and last 4 KiB of what was read). A last line without its
/// newline is held back until it is complete or the file has been still for half a second.
/// Events arrive on the reloader's own queue.
public final class Reloader: @unchecked Sendable {
    /// What a reload produced.
    public enum Event: Sendable {
        /// New data; `appended` counts the rows added by an append-only reload (nil: full re-read).
        case loaded(ParsedTable, appended: Int?, milliseconds: Double)
        /// The file changed but could not be read; the last good data should stay.
        case failed(DataError)
        /// The file is gone; waiting for it to come back.
        case waiting
        /// Loading progress, 0…1.
        case progress(Double)
    }

    private struct Snapshot {
        var inode: UInt64
        var device: UInt64
        var complete: Int
        var lines: Int
        var head: [UInt8]
        var tail: [UInt8]
        var parsed: ParsedTable
    }

    public let path: String
    private let queue = DispatchQueue(label: "chartreuse.reload")
    private var snapshot: Snapshot?
    private var running = false
    private var again = false
    private var settleScheduled = false
    public var onEvent: (@Sendable (Event) -> Void)?
    /// Bytes compared at each end of the already-read region.
    static let window = 4096

    public init(path: String) {
        self.path = path
    }

    /// Asks for a reload; bursts coalesce into at most one more run.
    public func reload(initial: Bool = false) {
        queue.async { [self] in
            if running { again = true; return }
            running = true
            repeat {
                again = false
                run(initial: initial)
            } while again
            running = false
        }
    }

    /// Forgets what was read, so the next reload reads the whole file again.
    public func forget() {
        queue.async { [self] in snapshot = nil }
    }

    private func emit(_ e: Event) { onEvent?(e) }

    private func run(initial: Bool) {
        let start = Date().timeIntervalSince1970
        var st = stat()
        guard stat(path, &st) == 0 else {
            if errno == ENOENT { snapshot = nil; emit(.waiting) } else {
                emit(.failed(DataError(file: path, message: "cannot be read (\(String(cString: strerror(errno))))")))
            }
            return
        }
        if (st.st_mode & S_IFMT) == S_IFDIR {
            emit(.failed(DataError(file: path, message: "is a directory, not a data file")))
            return
        }
        let bytes: [UInt8]
        do {
            bytes = try Self.read(path)
        } catch {
            emit(.failed(dataError(error)))
            return
        }
        // Hold back a half-written last line (unless this is the first read, or it has settled).
        var complete = bytes.count
        if !initial, let nl = bytes.lastIndex(of: 0x0A), nl + 1 < bytes.count {
            complete = nl + 1
            scheduleSettle()
        }
        let inode = UInt64(st.st_ino), device = UInt64(st.st_dev)
        // Append-only growth: parse just the new bytes.
        if let snap = snapshot, snap.inode == inode, snap.device == device, complete >= snap.complete,
           bytes.count >= snap.complete, Array(bytes.prefix(snap.head.count)) == snap.head,
           Array(bytes[max(0, snap.complete - snap.tail.count)..<snap.complete]) == snap.tail {
            if complete == snap.complete { return }   // nothing new yet
            do {
                let appendedRegion = Array(bytes[snap.complete..<complete])
                let result = try appendedRegion.withUnsafeBufferPointer {
                    try DelimitedParser.parseAppended($0, previous: snap.parsed, name: path, firstLine: snap.lines)
                }
                if let parsed = result {
                    let added = parsed.rows - snap.parsed.rows
                    snapshot = Snapshot(inode: inode, device: device, complete: complete,
                                        lines: snap.lines + appendedRegion.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) },
                                        head: snap.head, tail: Array(bytes[max(0, complete - Self.window)..<complete]),
                                        parsed: parsed)
                    emit(.loaded(parsed, appended: added, milliseconds: (Date().timeIntervalSince1970 - start) * 1000))
                    return
                }
            } catch {
                emit(.failed(dataError(error)))
                return
            }
        }
        // Full re-read.
        do {
            let region = complete == bytes.count ? bytes : Array(bytes[0..<complete])
            let parsed = try DataLoader.parse(Data(region), name: path) { [weak self] p in self?.emit(.progress(p)) }
            snapshot = Snapshot(inode: inode, device: device, complete: complete,
                                lines: region.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) },
                                head: Array(region.prefix(Self.window)),
                                tail: Array(region[max(0, complete - Self.window)..<complete]), parsed: parsed)
            emit(.loaded(parsed, appended: nil, milliseconds: (Date().timeIntervalSince1970 - start) * 1000))
        } catch {
            emit(.failed(dataError(error)))
        }
    }

    /// Any failure as a one-line data error about this file.
    private func dataError(_ error: Error) -> DataError {
        error as? DataError ?? DataError(file: path, message: "cannot be read")
    }

    /// After a held-back last line, read again once the file has been still for half a second.
    private func scheduleSettle() {
        guard !settleScheduled else { return }
        settleScheduled = true
        let size = fileSize()
        queue.asyncAfter(deadline: .now() + 0.5) { [self] in
            settleScheduled = false
            if fileSize() == size, snapshot != nil { run(initial: true) }
        }
    }

    private func fileSize() -> Int64 {
        var st = stat()
        return stat(path, &st) == 0 ? Int64(st.st_size) : -1
    }

    /// Reads a whole file with read(2) (not mmap: a file truncated while mapped would fault).
    static func read(_ path: String) throws -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            throw DataError(file: path, message: errno == EACCES ? "cannot be read (permission denied)" : "cannot be opened (\(String(cString: strerror(errno))))")
        }
        defer { close(fd) }
        var out: [UInt8] = []
        var st = stat()
        if fstat(fd, &st) == 0, st.st_size > 0 { out.reserveCapacity(Int(st.st_size) + 1) }
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw DataError(file: path, message: "cannot be read (\(String(cString: strerror(errno))))")
            }
            if n == 0 { break }
            out.append(contentsOf: chunk[0..<n])
        }
        return out
    }
}
