import Foundation

/// Follows a stream — standard input, a pipe, a FIFO, process substitution, a character device —
/// handing out its rows as they arrive, as `Reloader` does for a growing file: the first table
/// once a header and a row are in, then the rows appended, a few times a second at most. A
/// compressed stream is decoded on the way. It ends at the end of the stream (or `stop()`).
public final class StreamReader: @unchecked Sendable {   // state is touched only by its thread
    /// The path (`-` for standard input).
    public let path: String
    /// Called on the reader's thread with each table, failure or progress.
    public var onEvent: (@Sendable (Reloader.Event) -> Void)?
    /// Called on the reader's thread once the stream has ended (after its last event).
    public var onEnd: (@Sendable () -> Void)?
    /// The least time between two tables handed out.
    public var interval: Double = 0.1
    private let stopped = NSLock()
    private var isStopped = false

    /// How the stream writes numbers and dates, as the person said.
    public let forms: TextForms

    /// Creates a reader of `path`; nothing is read until `start`.
    public init(path: String, forms: TextForms = .automatic) {
        self.path = path
        self.forms = forms
    }

    /// Whether `path` names something to read as a stream rather than a file: `-`, a pipe, a
    /// FIFO, a socket or a character device.
    public static func isStream(_ path: String) -> Bool {
        if path == "-" { return true }
        var st = stat()
        guard stat(path, &st) == 0 else { return false }
        let type = st.st_mode & S_IFMT
        return type == S_IFIFO || type == S_IFCHR || type == S_IFSOCK
    }

    /// Starts reading on a thread of its own.
    public func start() {
        let box = ThreadBox(self)
        Thread.detachNewThread { box.value.run() }
    }

    /// Stops at the next wake-up (within a tenth of a second); no more events after the current one.
    public func stop() {
        stopped.withLock { isStopped = true }
    }

    private var shouldStop: Bool { stopped.withLock { isStopped } }
    private var name: String { path == "-" ? "stdin" : path }

    private func emit(_ e: Reloader.Event) {
        if !shouldStop { onEvent?(e) }
    }

    private func run() {
        defer { onEnd?() }
        let fd: Int32 = path == "-" ? 0 : open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return emit(.failed(StreamInput.openError(path, errno: errno))) }
        defer { if fd != 0 { close(fd) } }
        var state = StreamTable(name: name, forms: forms)
        var raw: [UInt8] = []          // bytes before the form is known
        var decoder: Decompressor?
        var decided = false
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        var lastEmit = 0.0
        do {
            while !shouldStop {
                var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                let ready = poll(&poller, 1, 100)
                if ready < 0, errno != EINTR { throw DataError(file: name, message: "cannot be read (\(String(cString: strerror(errno))))") }
                var ended = false
                if ready > 0 {
                    let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                    if n < 0, errno != EINTR, errno != EAGAIN {
                        throw DataError(file: name, message: "cannot be read (\(String(cString: strerror(errno))))")
                    }
                    if n == 0 { ended = true }
                    if n > 0 {
                        if decided {
                            try take(chunk[0..<n], decoder: decoder, into: &state)
                        } else {
                            raw += chunk[0..<n]
                            if raw.count >= Compression.magicLength {
                                decided = true
                                if let f = Compression.detect(raw) { decoder = try Decompressor(f, name: name) }
                                try take(raw[...], decoder: decoder, into: &state)
                                raw = []
                            }
                        }
                    }
                }
                if ended {
                    if !decided {
                        if let f = Compression.detect(raw) { decoder = try Decompressor(f, name: name) }
                        try take(raw[...], decoder: decoder, into: &state)
                    }
                    try decoder?.finish { state.text.append(contentsOf: $0) }
                    if let (table, appended) = try state.parse(final: true) {
                        emit(.loaded(table, appended: appended, milliseconds: 0))
                    }
                    return
                }
                let now = Date().timeIntervalSince1970
                if now - lastEmit >= interval {
                    do {
                        if let (table, appended) = try state.parse(final: false) {
                            lastEmit = now
                            emit(.loaded(table, appended: appended, milliseconds: 0))
                        }
                    } catch let error as DataError where state.table != nil {
                        // Bad rows in a stream already showing: a banner over the last good data,
                        // and the stream is followed on from after them.
                        emit(.failed(error))
                    }
                }
            }
        } catch {
            emit(.failed(error as? DataError ?? DataError(file: name, message: "cannot be read")))
        }
    }

    /// Adds bytes read (decoded when compressed) to the text.
    private func take(_ bytes: ArraySlice<UInt8>, decoder: Decompressor?, into state: inout StreamTable) throws {
        guard let decoder else { return state.text.append(contentsOf: bytes) }
        try bytes.withUnsafeBytes { raw in try decoder.feed(raw) { state.text.append(contentsOf: $0) } }
    }
}

/// A value handed to a thread that is known to be the only one touching it.
private struct ThreadBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
