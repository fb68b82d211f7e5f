import Foundation
import Synchronization

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
        /// Whether the next change must read the file whole: it is compressed, columnar or a database
        /// (its bytes cannot be appended to as text), or it changed while it was read.
        var compressed = false
    }

    /// The path of the file being reloaded.
    public let path: String
    private let queue = DispatchQueue(label: "chartreuse.reload")
    private var snapshot: Snapshot?
    private var running = false
    /// A run asked for while one was running: nil none, true one that only appends.
    private var again: Bool?
    private var settleScheduled = false
    /// Called on the reloader's queue with each load result, failure, wait or progress report.
    public var onEvent: (@Sendable (Event) -> Void)?
    /// Bytes compared at each end of the already-read region.
    static let window = 4096

    /// How the file writes numbers and dates, as the person said (`--decimal`, `--date-order`).
    public let forms: TextForms

    /// Creates a reloader for the file at `path`; nothing is read until `reload` is called.
    public init(path: String, forms: TextForms = .automatic) {
        self.path = path
        self.forms = forms
    }

    /// Asks for a reload; bursts coalesce into at most one more run. With `appendsOnly`, only
    /// rows appended to what was read are taken (anything else waits for a plain reload): a
    /// watcher asks so at once on a change, before its burst has settled.
    public func reload(initial: Bool = false, appendsOnly: Bool = false) {
        queue.async { [self] in
            if running { again = (again ?? true) && appendsOnly; return }
            running = true
            var onlyAppends = appendsOnly
            repeat {
                again = nil
                run(initial: initial, appendsOnly: onlyAppends)
                onlyAppends = again ?? false
            } while again != nil
            running = false
        }
    }

    /// Waits until every reload asked for so far has been carried out and its events sent (the
    /// half-second settle after a held-back line excepted): tests use it instead of waiting.
    public func flush() {
        dispatchPrecondition(condition: .notOnQueue(queue))
        queue.sync {}
    }

    /// Forgets what was read, so the next reload reads the whole file again.
    public func forget() {
        queue.async { [self] in snapshot = nil }
    }

    private func emit(_ e: Event) { onEvent?(e) }

    private let cancelRequested = Atomic<Bool>(false)

    /// Stops the whole read under way (a long compressed load, say) within a block of text: it
    /// fails with "loading was cancelled" and the last good data stays; the next change reads
    /// the file again.
    public func cancelLoad() { cancelRequested.store(true, ordering: .relaxed) }

    /// One read; `attempt` counts the reads before it given up because the file changed under them.
    private func run(initial: Bool, appendsOnly: Bool = false, attempt: Int = 0) {
        let start = Date().timeIntervalSince1970
        var st = stat()
        let found = stat(path, &st) == 0
        if appendsOnly, snapshot == nil || !found { return }
        guard found else {
            if errno == ENOENT { snapshot = nil; emit(.waiting) } else {
                emit(.failed(DataError(file: path, message: "cannot be read (\(String(cString: strerror(errno))))")))
            }
            return
        }
        if (st.st_mode & S_IFMT) == S_IFDIR {
            emit(.failed(DataError(file: path, message: "is a directory, not a data file")))
            return
        }
        let inode = UInt64(st.st_ino), device = UInt64(st.st_dev)
        // Append-only growth: read and parse just the new bytes, after checking the ends of what
        // was read before.
        if let snap = snapshot, !snap.compressed, snap.inode == inode, snap.device == device, Int(st.st_size) >= snap.complete,
           let parts = try? Self.readParts(path, headCount: snap.head.count, tailAt: snap.complete - snap.tail.count,
                                           tailCount: snap.tail.count, from: snap.complete),
           parts.head == snap.head, parts.tail == snap.tail {
            let fresh = parts.fresh
            // Hold back a half-written last line (unless this is a settled re-read).
            var complete = fresh.count
            if !initial, fresh.last != 0x0A, !fresh.isEmpty {
                complete = fresh.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
                scheduleSettle()
            }
            if complete == 0 { return }   // nothing new yet
            do {
                let appendedRegion = Array(fresh[0..<complete])
                let result = try Self.parseAppended(appendedRegion, previous: snap.parsed, name: path, firstLine: snap.lines)
                if let parsed = result {
                    let added = parsed.rows - snap.parsed.rows
                    let end = snap.complete + complete
                    snapshot = Snapshot(inode: inode, device: device, complete: end,
                                        lines: snap.lines + appendedRegion.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) },
                                        head: snap.head, tail: Array((snap.tail + appendedRegion).suffix(Self.window)),
                                        parsed: parsed)
                    emit(.loaded(parsed, appended: added, milliseconds: (Date().timeIntervalSince1970 - start) * 1000))
                    return
                }
            } catch {
                emit(.failed(dataError(error)))
                return
            }
        }
        if appendsOnly { return }   // not an append: the settled reload reads it
        // Parquet, Arrow, compressed text and delimited text of 1 MiB or more are read where
        // they are mapped, as an export's are: no copy of the file in memory beside the columns,
        // its pages handed back as they are decoded (the mapping is guarded: a file cut short
        // reads as zeros, not a crash). Arrow's columns are copied out, never borrowed, so that
        // an in-place rewrite cannot change a shown table.
        if path != "-", let mapped = MappedFile(path: path) {
            var read: (ParsedTable, appendable: Bool, complete: Int, lines: Int, head: [UInt8], tail: [UInt8])?
            let raw = UnsafeRawBufferPointer(mapped.bytes)
            let binary = ParquetReader.detect(raw) || ArrowReader.detect(raw) || Compression.detect(mapped.bytes) != nil
            // A file that changed while it was read, in one of these forms, may have given half of
            // one version and half of another, or zeros past a cut: it is read again, up to three
            // times, rather than shown or named in a banner (text is shown: its rows are rows).
            func readAgain() -> Bool {
                guard binary, attempt < 3, !cancelRequested.load(ordering: .relaxed), Self.changed(path, since: st) else { return false }
                read = nil   // its columns freed before the next read takes memory
                usleep(50_000)
                run(initial: initial, appendsOnly: appendsOnly, attempt: attempt + 1)
                return true
            }
            do {
                try withExtendedLifetime(mapped) {
                    let b = mapped.bytes
                    if let parquet = try DataLoader.parquetTable(UnsafeRawBufferPointer(b), name: path, threads: nil,
                                                                 columns: forms.columns, release: mapped.release) {
                        read = (parquet, false, b.count, 0, [], [])
                    } else if ArrowReader.detect(UnsafeRawBufferPointer(b)) {
                        // Copied out of the mapping, never borrowed: a rewrite in place must not change a shown table.
                        let t = try ArrowReader.read(UnsafeRawBufferPointer(b), owner: mapped, name: path, columns: forms.columns,
                                                     borrow: false, release: mapped.release)
                        read = (DataLoader.columnar(DataLoader.datesInText(t)), false, b.count, 0, [], [])
                    } else if let format = Compression.detect(b) {
                        // Decoded from the mapping as it is parsed, the compressed pages handed back behind.
                        try DataLoader.refuseDatabaseOptions(forms, name: path)
                        cancelRequested.store(false, ordering: .relaxed)
                        let parsed = try DataLoader.compressedText(UnsafeRawBufferPointer(b), format: format, name: path, forms: forms, threads: nil,
                                                                   progress: { [weak self] p in self?.emit(.progress(p)) },
                                                                   cancelled: { [weak self] in self?.cancelRequested.load(ordering: .relaxed) ?? false },
                                                                   release: mapped.release)
                        read = (parsed, false, b.count, 0, [], [])
                    } else if Self.isLargeText(b) {
                        try DataLoader.refuseDatabaseOptions(forms, name: path)
                        cancelRequested.store(false, ordering: .relaxed)
                        var complete = b.count
                        if !initial, let nl = b.lastIndex(of: 0x0A), nl + 1 < b.count {
                            complete = nl + 1
                            scheduleSettle()
                        }
                        let region = UnsafeBufferPointer(rebasing: b[0..<complete])
                        // What the append check compares, taken before the parse hands the pages back.
                        let head = Array(region.prefix(Self.window)), tail = Array(region[max(0, complete - Self.window)..<complete])
                        let parsed = try DataLoader.delimited(region, name: path, forms: forms, release: mapped.release,
                                                              progress: { [weak self] p in self?.emit(.progress(p)) },
                                                              cancelled: { [weak self] in self?.cancelRequested.load(ordering: .relaxed) ?? false })
                        // The parallel parse counted the line feeds; the general one did not.
                        let lines = 1 + (parsed.lineFeeds ?? ChunkedParser.countLinesAndQuotes(b.baseAddress!, 0..<complete, release: mapped.release).0)
                        read = (parsed, !parsed.reencoded, complete, lines, head, tail)
                    }
                }
            } catch {
                if readAgain() { return }
                emit(.failed(dataError(error)))
                return
            }
            if read != nil, readAgain() { return }
            if let (parsed, appendable, complete, lines, head, tail) = read {
                // Text that changed while it was read (rewritten in place, say) may have given rows
                // of two versions: shown until the change's own reload, which then reads it whole.
                let unchanged = !Self.changed(path, since: st) && mapped.bytes.count == Int(st.st_size)
                snapshot = Snapshot(inode: inode, device: device, complete: complete, lines: lines, head: head, tail: tail,
                                    parsed: parsed, compressed: !(appendable && unchanged))
                emit(.loaded(parsed, appended: nil, milliseconds: (Date().timeIntervalSince1970 - start) * 1000))
                return
            }
        }
        let bytes: [UInt8]
        do {
            bytes = try Self.read(path)
        } catch {
            emit(.failed(dataError(error)))
            return
        }
        let database = bytes.withUnsafeBytes { SQLiteReader.detect($0) }
        let compressed = bytes.withUnsafeBytes { DataLoader.readsWhole($0) }
        // Hold back a half-written last line (unless this is the first read, or it has settled).
        var complete = bytes.count
        if !initial, !compressed, let nl = bytes.lastIndex(of: 0x0A), nl + 1 < bytes.count {
            complete = nl + 1
            scheduleSettle()
        }
        // Full re-read.
        cancelRequested.store(false, ordering: .relaxed)
        do {
            let region = complete == bytes.count ? bytes : Array(bytes[0..<complete])
            // A database is read from its file, write-ahead log included.
            let parsed = database ? DataLoader.columnar(try SQLiteReader.read(path: path, forms: forms))
                : try DataLoader.parse(Data(region), name: path, forms: forms,
                                       progress: { [weak self] p in self?.emit(.progress(p)) },
                                       cancelled: { [weak self] in self?.cancelRequested.load(ordering: .relaxed) ?? false })
            snapshot = Snapshot(inode: inode, device: device, complete: complete,
                                lines: region.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) },
                                head: Array(region.prefix(Self.window)),
                                tail: Array(region[max(0, complete - Self.window)..<complete]), parsed: parsed,
                                compressed: compressed || parsed.reencoded)
            emit(.loaded(parsed, appended: nil, milliseconds: (Date().timeIntervalSince1970 - start) * 1000))
        } catch {
            emit(.failed(dataError(error)))
        }
    }

    /// The rows in `region` appended to `previous` (delimited text or JSON Lines), or nil when
    /// the whole file must be read again.
    static func parseAppended(_ region: [UInt8], previous: ParsedTable, name: String, firstLine: Int) throws -> ParsedTable? {
        if previous.dialect.jsonLines {
            guard let t = try NDJSONReader.append(Data(region), to: previous.table, name: name, firstLine: firstLine) else { return nil }
            return ParsedTable(table: t, dialect: previous.dialect, rows: t.rowCount)
        }
        return try region.withUnsafeBufferPointer {
            try DelimitedParser.parseAppended($0, previous: previous, name: name, firstLine: firstLine)
        }
    }

    /// Any failure as a one-line data error about this file.
    private func dataError(_ error: Error) -> DataError {
        error as? DataError ?? DataError(file: path, message: "cannot be read")
    }

    /// Whether the file at `path` is no longer the one `st` described: another file, size or modification time.
    static func changed(_ path: String, since st: stat) -> Bool {
        var now = stat()
        return stat(path, &now) != 0 || now.st_ino != st.st_ino || now.st_dev != st.st_dev || now.st_size != st.st_size
            || now.st_mtim.tv_sec != st.st_mtim.tv_sec || now.st_mtim.tv_nsec != st.st_mtim.tv_nsec
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

    /// Whether mapped `bytes` are delimited text large enough to be parsed in parallel: not
    /// compressed, columnar, a database or JSON (those are read whole, from a copy).
    static func isLargeText(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count >= ChunkedParser.minimumChunk, !DataLoader.readsWhole(UnsafeRawBufferPointer(bytes)) else { return false }
        let first = StreamInput.firstSignificant(bytes)
        return first != UInt8(ascii: "[") && first != UInt8(ascii: "{")
    }

    /// The first `headCount` bytes, `tailCount` bytes at `tailAt`, and everything from `from` to
    /// the end, read with pread(2) from one descriptor.
    static func readParts(_ path: String, headCount: Int, tailAt: Int, tailCount: Int, from: Int) throws
        -> (head: [UInt8], tail: [UInt8], fresh: [UInt8]) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw DataError(file: path, message: "cannot be opened") }
        defer { close(fd) }
        func pread(_ count: Int, at offset: Int) throws -> [UInt8] {
            var out = [UInt8](repeating: 0, count: max(0, count))
            var got = 0
            while got < count {
                let n = out.withUnsafeMutableBytes { Glibc.pread(fd, $0.baseAddress! + got, count - got, off_t(offset + got)) }
                if n < 0 { if errno == EINTR { continue }; throw DataError(file: path, message: "cannot be read") }
                if n == 0 { break }
                got += n
            }
            out.removeLast(count - got)
            return out
        }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw DataError(file: path, message: "cannot be read") }
        let fresh = try pread(max(0, Int(st.st_size) - from), at: from)
        return (try pread(headCount, at: 0), try pread(tailCount, at: max(0, tailAt)), fresh)
    }

    /// Reads a whole file with read(2) (not mmap: a file truncated while mapped would fault).
    static func read(_ path: String) throws -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            throw StreamInput.openError(path, errno: errno)
        }
        defer { close(fd) }
        var st = stat()
        return try StreamInput.readAll(fd: fd, name: path, expected: fstat(fd, &st) == 0 ? Int(st.st_size) : 0)
    }
}
