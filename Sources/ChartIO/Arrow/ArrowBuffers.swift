import CCompression
import Foundation

/// A record batch's buffers, decompressed when the batch is (each buffer then begins with its
/// uncompressed length, -1 for stored as is); decompressed copies live as long as this does.
///
/// Buffers are asked for by their place in the schema's fixed layout: a string-view field takes
/// two there (validity and views), and its data buffers — as many as the batch says — follow
/// them in the batch, moving every later buffer along.
final class ArrowBuffers: @unchecked Sendable {   // the decompressed buffers are kept under a lock
    typealias Malformed = FlatBuffer.Malformed

    private let file: UnsafeRawBufferPointer
    private let batch: ArrowBatch
    /// Decompressed buffers, by number (memory this owns).
    private var decoded: [Int: UnsafeMutableRawBufferPointer] = [:]
    private let lock = NSLock()
    /// Where each string-view field's validity buffer is in the fixed layout, with the place in
    /// the batch of its first data buffer and how many it has.
    private let views: [(at: Int, data: Int, count: Int)]

    /// The buffers of `batch`, whose string-view fields begin at fixed places `views` (ascending).
    init(file: UnsafeRawBufferPointer, batch: ArrowBatch, views: [Int] = []) throws {
        self.file = file
        self.batch = batch
        // Counts past the view fields are let be, as Arrow's own reader does: some polars
        // versions (0.20.8 to 1.8) also counted the dictionaries of categorical columns.
        guard batch.variadic.count >= views.count else {
            throw Malformed(reason: "has a batch counting data buffers for \(batch.variadic.count) string view fields, not \(views.count)")
        }
        var shift = 0, placed: [(Int, Int, Int)] = []
        for (at, count) in zip(views, batch.variadic) {
            placed.append((at, at + 2 + shift, count))
            shift += count
        }
        self.views = placed
    }

    /// Where fixed-layout buffer `k` is in the batch.
    private func place(_ k: Int) -> Int {
        var shift = 0
        for v in views where v.at + 1 < k { shift += v.count }
        return k + shift
    }

    /// The data buffers of the string-view field whose validity buffer is fixed-layout buffer `k`.
    func viewData(_ k: Int) throws -> [UnsafeRawBufferPointer] {
        guard let v = views.first(where: { $0.at == k }) else { throw Malformed(reason: "has no data buffers for a string view field") }
        return try (v.data..<(v.data + v.count)).map { try bytes($0) }
    }

    deinit { for d in decoded.values { d.deallocate() } }

    private func kept(_ k: Int) -> UnsafeMutableRawBufferPointer? {
        lock.lock()
        defer { lock.unlock() }
        return decoded[k]
    }

    /// The bytes of the file the batch's buffers lie in (nil when it has none).
    var span: Range<Int>? {
        let used = batch.buffers.filter { !$0.isEmpty }
        guard let low = used.map(\.lowerBound).min(), let high = used.map(\.upperBound).max() else { return nil }
        return low..<high
    }

    /// The size of the file the buffers lie in.
    var fileSize: Int { file.count }

    /// Whether buffer `k` is read in place from the file (no codec).
    var inPlace: Bool { batch.codec == nil }

    /// Fixed-layout buffer `k`'s bytes (an absent buffer is empty).
    func buffer(_ k: Int) throws -> UnsafeRawBufferPointer { try bytes(place(k)) }

    /// The bytes of the batch's buffer `k`.
    private func bytes(_ k: Int) throws -> UnsafeRawBufferPointer {
        guard k < batch.buffers.count else { throw Malformed(reason: "has fewer buffers than its fields need") }
        let raw = UnsafeRawBufferPointer(rebasing: file[batch.buffers[k]])
        guard let codec = batch.codec, raw.count > 0 else { return raw }
        if let d = kept(k) { return UnsafeRawBufferPointer(d) }
        guard raw.count >= 8 else { throw Malformed(reason: "has a compressed buffer without its length") }
        let size = raw.loadUnaligned(as: Int64.self)
        let body = UnsafeRawBufferPointer(rebasing: raw[8...])
        if size == -1 { return body }
        // A stated size is checked against the bytes there before memory is taken for it.
        guard size >= 0, size <= Int64(body.count) * 1_100 + (1 << 24) else {
            throw Malformed(reason: "has a buffer claiming \(size) bytes from \(body.count) compressed")
        }
        let out = UnsafeMutableRawBufferPointer.allocate(byteCount: Int(size), alignment: 64)
        do { try Self.decompress(codec, body, into: out) } catch { out.deallocate(); throw error }
        lock.lock()
        defer { lock.unlock() }
        if let other = decoded[k] { out.deallocate(); return UnsafeRawBufferPointer(other) }   // decoded meanwhile
        decoded[k] = out
        return UnsafeRawBufferPointer(out)
    }

    /// Decodes compressed buffer `k` straight into `out` when it states exactly `out.count`
    /// bytes, keeping no copy; false (nothing written) when it does not, or is not compressed.
    func decode(_ k: Int, into out: UnsafeMutableRawBufferPointer) throws -> Bool {
        let k = place(k)
        guard let codec = batch.codec, k < batch.buffers.count, kept(k) == nil else { return false }
        let raw = UnsafeRawBufferPointer(rebasing: file[batch.buffers[k]])
        guard raw.count >= 8, raw.loadUnaligned(as: Int64.self) == Int64(out.count), out.count > 0 else { return false }
        try Self.decompress(codec, UnsafeRawBufferPointer(rebasing: raw[8...]), into: out)
        return true
    }

    /// Lets go of the decompressed copies of fixed-layout buffers `ks` (a field read; no one asks
    /// for them again), with the data buffers of string views among them.
    func discard(_ ks: Range<Int>) {
        guard !ks.isEmpty else { return }
        let all = place(ks.lowerBound)..<place(ks.upperBound)
        lock.lock()
        defer { lock.unlock() }
        for k in all { decoded.removeValue(forKey: k)?.deallocate() }
    }

    private static func decompress(_ codec: Int8, _ input: UnsafeRawBufferPointer, into out: UnsafeMutableRawBufferPointer) throws {
        guard let src = input.baseAddress else { throw Malformed(reason: "has an empty compressed buffer") }
        switch codec {
        case 0:
            var ctx: OpaquePointer?
            guard LZ4F_isError(LZ4F_createDecompressionContext(&ctx, UInt32(LZ4F_VERSION))) == 0, let ctx else {
                throw Malformed(reason: "could not start the LZ4 decoder")
            }
            defer { LZ4F_freeDecompressionContext(ctx) }
            var produced = 0, consumed = 0
            while produced < out.count || out.count == 0 {
                var dstSize = out.count - produced, srcSize = input.count - consumed
                let r = LZ4F_decompress(ctx, out.baseAddress.map { $0 + produced }, &dstSize, src + consumed, &srcSize, nil)
                guard LZ4F_isError(r) == 0 else { throw Malformed(reason: "has a damaged LZ4 buffer (\(String(cString: LZ4F_getErrorName(r))))") }
                produced += dstSize
                consumed += srcSize
                if r == 0 || (dstSize == 0 && srcSize == 0) { break }
            }
            guard produced == out.count else { throw Malformed(reason: "has an LZ4 buffer of \(produced) bytes where \(out.count) are stated") }
        case 1:
            guard let dst = out.baseAddress else { return }
            let r = ZSTD_decompress(dst, out.count, src, input.count)
            guard ZSTD_isError(r) == 0 else { throw Malformed(reason: "has a damaged ZSTD buffer (\(String(cString: ZSTD_getErrorName(r))))") }
            guard r == out.count else { throw Malformed(reason: "has a ZSTD buffer of \(r) bytes where \(out.count) are stated") }
        default:
            throw Malformed(reason: "is compressed with codec \(codec), which Chartreuse does not read")
        }
    }
}
