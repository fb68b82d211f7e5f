import CCompression
import Foundation

/// Decodes a gzip, zstd, xz or bzip2 stream fed in pieces, handing out the text in pieces of at
/// most `Decompressor.outputPiece` bytes. Concatenated members or frames (as `cat a.gz b.gz`
/// makes) decode as one stream; a stream that stops before its end marker, or corrupt data, is
/// a `DataError` naming the file and the form.
public final class Decompressor {
    /// The form being decoded.
    public let format: Compression
    private let name: String
    private var codec: Codec
    /// Whether the last member ended cleanly (so the input may stop here).
    private var ended = false
    /// Whether a member after the first has begun and yielded nothing yet.
    private var newMember = false
    /// Whether the rest of the input is ignored (not another member).
    private var trailing = false
    private var output = [UInt8](repeating: 0, count: Decompressor.outputPiece)
    /// The most bytes handed out at once.
    public static let outputPiece = 1 << 18

    /// A decoder for `format`; `name` is the file named in its errors.
    public init(_ format: Compression, name: String) throws {
        self.format = format
        self.name = name
        codec = try Codec.make(format, name: name)
    }

    deinit { codec.end() }

    /// Decodes `input`, calling `emit` with each piece of text it yields.
    public func feed(_ input: UnsafeRawBufferPointer, _ emit: (UnsafeRawBufferPointer) throws -> Void) throws {
        guard var next = input.baseAddress, input.count > 0, !trailing else { return }
        var left = input.count
        while left > 0 {
            if ended, codec.endsPerMember {
                // Another gzip member or bzip2 stream may follow.
                codec.end()
                codec = try Codec.make(format, name: name)
                ended = false
                newMember = true
            }
            let step: Codec.Step
            do {
                step = try output.withUnsafeMutableBytes { out in
                    try codec.step(next, left, out.baseAddress!, out.count, finishing: false, name: name, format: format)
                }
            } catch where newMember {
                // Not another member: what follows a complete stream (zero padding, a tar's slack)
                // is ignored, as gzip -d does.
                trailing = true
                ended = true
                return
            }
            next += step.consumed
            left -= step.consumed
            if step.produced > 0 {
                newMember = false
                try output.withUnsafeBytes { try emit(UnsafeRawBufferPointer(rebasing: $0[0..<step.produced])) }
            }
            if step.streamEnd { ended = true } else if step.consumed > 0 || step.produced > 0 { ended = false }
            if step.consumed == 0, step.produced == 0, !step.streamEnd { break }
        }
    }

    /// Ends the input: drains what the decoder still holds, and fails when the stream was cut short.
    public func finish(_ emit: (UnsafeRawBufferPointer) throws -> Void) throws {
        if newMember { return }   // a member header cut short after a complete stream: trailing bytes
        while !ended {
            let step = try output.withUnsafeMutableBytes { out in
                try codec.step(nil, 0, out.baseAddress!, out.count, finishing: true, name: name, format: format)
            }
            if step.produced > 0 { try output.withUnsafeBytes { try emit(UnsafeRawBufferPointer(rebasing: $0[0..<step.produced])) } }
            if step.streamEnd { ended = true; break }
            if step.produced == 0 {
                throw DataError(file: name, message: "the \(format.rawValue) data ends early (the file is cut short)")
            }
        }
    }

    /// Decodes a whole compressed buffer; `progress` gets the fraction of input read, and
    /// returning false from it cancels (a `DataError` "cancelled").
    /// Output beyond `limit` bytes (when given) is an error rather than memory.
    public static func decompress(_ input: UnsafeRawBufferPointer, format: Compression, name: String, limit: Int? = nil,
                                  progress: ((Double) -> Bool)? = nil) throws -> [UInt8] {
        if format == .gzip, limit == nil, let whole = inflateWhole(input) { return whole }
        let d = try Decompressor(format, name: name)
        var out: [UInt8] = []
        out.reserveCapacity(min(input.count * 4, 1 << 30))
        let piece = 1 << 22
        var at = 0
        while at < input.count {
            let n = min(piece, input.count - at)
            try d.feed(UnsafeRawBufferPointer(rebasing: input[at..<(at + n)])) {
                out.append(contentsOf: $0)
                if let limit, out.count > limit { throw DataError(file: name, message: "decodes to more than \(limit) bytes") }
            }
            at += n
            if let progress, !progress(Double(at) / Double(input.count)) {
                throw DataError(file: name, message: "loading was cancelled")
            }
        }
        try d.finish { out.append(contentsOf: $0) }
        return out
    }

    /// A whole gzip buffer decoded by libdeflate, member after member (about twice zlib's speed);
    /// nil when it fails, and the streaming decoder then names the fault.
    public static func inflateWhole(_ input: UnsafeRawBufferPointer) -> [UInt8]? {
        guard let base = input.baseAddress, input.count >= 18, let d = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(d) }
        var out = [UInt8]()
        var at = 0
        while at + 18 <= input.count, input[at] == 0x1F, input[at + 1] == 0x8B {
            // The trailer's size (mod 2^32) of a single member is a hint, checked against deflate's
            // largest ratio (1032:1) before anything is allocated from it; too small, it doubles.
            let left = input.count - at
            let hinted = Int(UInt32(littleEndian: input.loadUnaligned(fromByteOffset: input.count - 4, as: UInt32.self)))
            var capacity = max(1 << 16, hinted <= left * 1032 ? hinted + 1 : left * 4)
            while true {
                let start = out.count
                var consumed = 0, produced = 0
                let r = decode(d, base + at, left, &out, start, capacity, &consumed, &produced)
                if r == LIBDEFLATE_SUCCESS {
                    at += consumed
                    break
                }
                out.removeSubrange(start...)
                guard r == LIBDEFLATE_INSUFFICIENT_SPACE, capacity < left * 1032 + (1 << 20) else { return nil }
                capacity *= 2
            }
        }
        return out.isEmpty && at == 0 ? nil : out
    }

    /// One libdeflate call writing at most `capacity` bytes after `out[start...]`.
    private static func decode(_ d: OpaquePointer, _ input: UnsafeRawPointer, _ count: Int, _ out: inout [UInt8],
                               _ start: Int, _ capacity: Int, _ consumed: inout Int, _ produced: inout Int) -> libdeflate_result {
        var result = LIBDEFLATE_BAD_DATA
        out.append(contentsOf: repeatElement(0, count: capacity))
        out.withUnsafeMutableBytes { buf in
            result = libdeflate_gzip_decompress_ex(d, input, count, buf.baseAddress! + start, capacity, &consumed, &produced)
        }
        out.removeLast(capacity - (result == LIBDEFLATE_SUCCESS ? produced : 0))
        return result
    }
}
