import CMapGuard
import Foundation

/// A file mapped read-only into memory. Pages of it can be handed back once read
/// (`release(_:)`): they are dropped from the process's memory and, if touched again, read
/// back from the file, so a large file need not stay resident while it is parsed.
///
/// A file cut short while mapped would end the process at the next read past its new end
/// (SIGBUS); the mapping is guarded so that such a read finds zeros instead, until a reload
/// replaces what was read.
final class MappedFile: @unchecked Sendable {   // immutable after init; madvise is thread-safe
    let bytes: UnsafeBufferPointer<UInt8>
    private let base: UnsafeMutableRawPointer?
    private let length: Int
    /// The guard's slot: a read past the file's end, after it was cut short, finds zeros.
    private let guardSlot: Int32
    static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    /// Maps `path`, or returns nil when it cannot be mapped (not a regular file, empty, …). With
    /// `populate`, every page is mapped at once (one call, rather than a fault per page on first read).
    init?(path: String, populate: Bool = false) {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG, st.st_size > 0 else { return nil }
        length = Int(st.st_size)
        guard let p = mmap(nil, length, PROT_READ, MAP_PRIVATE | (populate ? MAP_POPULATE : 0), fd, 0), p != MAP_FAILED else { return nil }
        base = p
        guardSlot = mapguard_add(p, length)
        if !populate { _ = madvise(p, length, MADV_SEQUENTIAL) }
        bytes = UnsafeBufferPointer(start: p.assumingMemoryBound(to: UInt8.self), count: length)
    }

    deinit {
        mapguard_remove(guardSlot)
        if let base { munmap(base, length) }
    }

    /// Drops the whole pages inside `range` (byte offsets) from memory; reading them again re-reads the file.
    func release(_ range: Range<Int>) {
        guard let base else { return }
        let page = Self.pageSize
        let start = (range.lowerBound + page - 1) / page * page, end = range.upperBound / page * page
        guard start < end, end <= length else { return }
        _ = madvise(base + start, end - start, MADV_DONTNEED)
    }
}
