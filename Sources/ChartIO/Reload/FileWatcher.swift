import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Watches one file through inotify on its directory, so every way a file changes is seen:
/// rewrites, truncation, appends, write-to-temp-then-rename, deletion and re-creation.
///
/// Bursts are debounced: `onChange` runs on the watcher's thread once events have been quiet
/// for `quiet` seconds (or `maxDelay` after the first event of a burst).
public final class FileWatcher: @unchecked Sendable {
    /// The path of the watched file.
    public let path: String
    private let fd: Int32
    private var wd: Int32 = -1
    private let name: String
    private var thread: Thread?
    private let lock = NSLock()
    private var stopped = false
    /// Seconds without events after which a burst counts as finished (50 ms by default).
    public var quiet: Double = 0.05
    /// Longest wait in seconds after a burst's first event before `onChange` runs (250 ms by default).
    public var maxDelay: Double = 0.25
    /// Runs after a (debounced) change to the file.
    public var onChange: (@Sendable () -> Void)?
    /// Runs at once on the first event of a burst, before it settles (for appends, which are
    /// safe to read while the file is still being written).
    public var onFirstEvent: (@Sendable () -> Void)?

    /// Starts watching; throws when inotify is unavailable or the directory cannot be watched.
    public init(path: String) throws {
        self.path = path
        let url = URL(fileURLWithPath: path)
        name = url.lastPathComponent
        fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { throw DataError(file: path, message: "cannot watch for changes (inotify: \(String(cString: strerror(errno))))") }
        let dir = url.deletingLastPathComponent().path
        let mask = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF)
        wd = inotify_add_watch(fd, dir.isEmpty ? "." : dir, mask)
        guard wd >= 0 else {
            close(fd)
            throw DataError(file: path, message: "cannot watch its folder for changes (\(String(cString: strerror(errno))))")
        }
    }

    deinit {
        stop()
        close(fd)
    }

    /// Begins delivering changes on a background thread.
    public func start() {
        let t = Thread { [weak self] in self?.loop() }
        t.name = "chartreuse.watch"
        thread = t
        t.start()
    }

    /// Stops delivering changes.
    public func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
    }

    private var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    private func loop() {
        var buf = [UInt8](repeating: 0, count: 64 * 1024)
        var burst = Debouncer(quiet: quiet, maxDelay: maxDelay)
        while !isStopped {
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let timeout: Int32 = burst.isPending ? Int32(max(1, quiet * 1000)) : 200
            let r = poll(&p, 1, timeout)
            burst.quiet = quiet
            burst.maxDelay = maxDelay
            let now = Date().timeIntervalSince1970
            if r > 0, drainEvents(into: &buf) {
                if !burst.isPending, !isStopped { onFirstEvent?() }
                burst.event(at: now)
            }
            if burst.fire(at: now), !isStopped { onChange?() }
        }
    }

    /// Reads the events waiting on the watch without blocking; true when one concerns the file.
    /// (The watch's thread does this; a test may call it instead, never while the thread runs.)
    func drainEvents() -> Bool {
        var buf = [UInt8](repeating: 0, count: 64 * 1024)
        return drainEvents(into: &buf)
    }

    private func drainEvents(into buf: inout [UInt8]) -> Bool {
        var hit = false
        while true {
            let n = buf.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { return hit }
            if matches(buf, count: n) { hit = true }
        }
    }

    /// Whether any event in the buffer names our file (or the folder itself went away).
    private func matches(_ buf: [UInt8], count: Int) -> Bool {
        var off = 0
        var hit = false
        buf.withUnsafeBytes { raw in
            while off + MemoryLayout<inotify_event>.size <= count {
                let ev = raw.load(fromByteOffset: off, as: inotify_event.self)
                let len = Int(ev.len)
                if ev.mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_Q_OVERFLOW) != 0 { hit = true }
                if len > 0 {
                    let nameStart = off + MemoryLayout<inotify_event>.size
                    let bytes = raw[nameStart..<min(count, nameStart + len)].prefix(while: { $0 != 0 })
                    // A SQLite database in WAL mode changes through its log: a write to it counts as
                    // the file. Its creation, opening and removal do not: readers (this viewer's
                    // among them) make and remove an empty log, which would reload them in a loop.
                    let changed = String(decoding: bytes, as: UTF8.self)
                    if changed == name || changed == name + "-wal" && ev.mask & UInt32(IN_MODIFY) != 0 { hit = true }
                }
                off += MemoryLayout<inotify_event>.size + len
            }
        }
        return hit
    }
}
