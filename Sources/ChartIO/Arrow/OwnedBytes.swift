import Foundation

/// Bytes copied into memory this process owns (aligned to 64 bytes), which column buffers may
/// borrow: an Arrow table read from standard input or a reload's bytes.
final class OwnedBytes: @unchecked Sendable {   // never written after it is filled
    let bytes: UnsafeRawBufferPointer
    private let base: UnsafeMutableRawPointer?

    private init(count: Int) throws {
        var p: UnsafeMutableRawPointer?
        guard count == 0 || posix_memalign(&p, 64, count) == 0 else {
            throw DataError(file: "", message: "cannot take \(count) bytes of memory")
        }
        base = p
        if let p, count >= 8 << 20 {
            // 2 MiB pages for a large file (fewer page faults as it is read in).
            let huge = 2 << 20, start = (Int(bitPattern: p) + huge - 1) / huge * huge, end = (Int(bitPattern: p) + count) / huge * huge
            if start < end, let at = UnsafeMutableRawPointer(bitPattern: start) { _ = madvise(at, end - start, 14) }
        }
        bytes = UnsafeRawBufferPointer(start: p, count: count)
    }

    deinit { free(base) }

    /// A copy of `source`.
    static func copy(_ source: UnsafeRawBufferPointer) throws -> OwnedBytes {
        let o = try OwnedBytes(count: source.count)
        if let b = o.base, let s = source.baseAddress { b.copyMemory(from: s, byteCount: source.count) }
        return o
    }
}
