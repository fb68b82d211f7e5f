import CCompression
import Foundation

/// Decodes a gzip, zstd, xz or bzip2 stream fed in pieces, handing out the text in pieces of at
/// most `Decompressor.outputPiece` bytes, or writing it straight into the caller's memory
/// (`feed(_:room:wrote:)`). Concatenated members or frames (as `cat a.gz b.gz`
/// makes) decode as one stream; a stream that stops before its end marker, or corrupt data, is
/// a `DataError` naming the file and the form.
public final class Decompressor {
    /// The form being decoded.
    public let format: Compression
    private let name: String
    private var codec: Codec
    /// Whether the last member ended cleanly (so the input may stop here).
    private var ended = false
    /// Whether the rest of the input is ignored (not another member).
    private var trailing = false
    /// Bytes after a complete member, too few yet to tell whether another member begins.
    private var held: [UInt8] = []
    /// The piece `feed(_:_:)` and `finish(_:)` decode into before handing it out.
    private let output = UnsafeMutableRawBufferPointer.allocate(byteCount: Decompressor.outputPiece, alignment: 16)
    /// The most bytes handed out at once.
    public static let outputPiece = 1 << 18

    /// A decoder for `format`; `name` is the file named in its errors.
    public init(_ format: Compression, name: String) throws {
        self.format = format
        self.name = name
        codec = try Codec.make(format, name: name)
    }

    deinit {
        codec.end()
        output.deallocate()
    }

    /// The bytes that begin a member of this form (gzip and bzip2 start a new decoder for each).
    private var magic: [UInt8] { format == .gzip ? [0x1F, 0x8B] : [0x42, 0x5A, 0x68] }

    /// Decodes `input`, calling `emit` with each piece of text it yields.
    public func feed(_ input: UnsafeRawBufferPointer, _ emit: (UnsafeRawBufferPointer) throws -> Void) throws {
        try feed(input, room: { output }, wrote: { try emit(UnsafeRawBufferPointer(rebasing: output[0..<$0])) })
    }

    /// Decodes `input` straight into the caller's memory: each step writes into `room()` (which
    /// must stay valid until `wrote` is called, and hold at least one byte) and reports the
    /// bytes written to `wrote`.
    public func feed(_ input: UnsafeRawBufferPointer, room: () throws -> UnsafeMutableRawBufferPointer,
                     wrote: (Int) throws -> Void) throws {
        guard input.count > 0, !trailing else { return }
        if !held.isEmpty {
            let joined = held + Array(input)
            held = []
            return try joined.withUnsafeBytes { try feed($0, room: room, wrote: wrote) }
        }
        var next = input.baseAddress!
        var left = input.count
        while left > 0 {
            if ended, codec.endsPerMember {
                // Another gzip member or bzip2 stream, or bytes after the last one (zero padding,
                // a tar's slack), which are ignored as gzip -d ignores them.
                let m = magic
                if left < m.count {
                    held = Array(UnsafeRawBufferPointer(start: next, count: left))
                    if !m.starts(with: held) { held = []; trailing = true }
                    return
                }
                guard Array(UnsafeRawBufferPointer(start: next, count: m.count)) == m else { trailing = true; return }
                let fresh = try Codec.make(format, name: name)
                codec.end()
                codec = fresh
                ended = false
            }
            let out = try room()
            let step = try codec.step(next, left, out.baseAddress!, out.count, finishing: false, name: name, format: format)
            next += step.consumed
            left -= step.consumed
            if step.produced > 0 { try wrote(step.produced) }
            if step.streamEnd { ended = true } else if step.consumed > 0 || step.produced > 0 { ended = false }
            if step.consumed == 0, step.produced == 0, !step.streamEnd { break }
        }
    }

    /// Ends the input: drains what the decoder still holds, and fails when the stream was cut short.
    public func finish(_ emit: (UnsafeRawBufferPointer) throws -> Void) throws {
        try finish(room: { output }, wrote: { try emit(UnsafeRawBufferPointer(rebasing: output[0..<$0])) })
    }

    /// `finish(_:)` writing into the caller's memory, as `feed(_:room:wrote:)` does.
    public func finish(room: () throws -> UnsafeMutableRawBufferPointer, wrote: (Int) throws -> Void) throws {
        // Held bytes are the start of a member's magic and no more: cut short before its header.
        if !held.isEmpty { throw DataError(file: name, message: "the \(format.rawValue) data ends early (the file is cut short)") }
        while !ended, !trailing {
            let out = try room()
            let step = try codec.step(nil, 0, out.baseAddress!, out.count, finishing: true, name: name, format: format)
            if step.produced > 0 { try wrote(step.produced) }
            if step.streamEnd { ended = true; break }
            if step.produced == 0 {
                throw DataError(file: name, message: "the \(format.rawValue) data ends early (the file is cut short)")
            }
        }
    }

    /// Decodes a whole compressed buffer; `progress` gets the fraction of input read, and
    /// returning false from it cancels (a `DataError` "cancelled").
    /// Output beyond `limit` bytes (when given) is an error rather than memory; so is, with
    /// `longestLine`, a line longer than that (a one-line bomb is refused at the limit, naming its
    /// line). Without any of them, a gzip file is decoded by libdeflate in one call.
    public static func decompress(_ input: UnsafeRawBufferPointer, format: Compression, name: String, limit: Int? = nil,
                                  longestLine: Int? = nil, progress: ((Double) -> Bool)? = nil) throws -> [UInt8] {
        if format == .gzip, limit == nil, longestLine == nil, progress == nil, let whole = inflateWhole(input) { return whole }
        let d = try Decompressor(format, name: name)
        var out: [UInt8] = []
        out.reserveCapacity(min(input.count * 4, 1 << 30))
        var lines = LineLength(name: name, limit: longestLine ?? .max)
        let piece = 1 << 22
        var at = 0
        while at < input.count {
            let n = min(piece, input.count - at)
            try d.feed(UnsafeRawBufferPointer(rebasing: input[at..<(at + n)])) {
                out.append(contentsOf: $0)
                if let limit, out.count > limit { throw DataError(file: name, message: "decodes to more than \(limit) bytes") }
                if longestLine != nil { try lines.add($0) }
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
            // The trailer's size (mod 2^32) is the last member's: a hint for a file of one member,
            // checked against deflate's largest ratio (1032:1); otherwise eight times the bytes
            // left. Too small, it doubles. The buffer is not filled first, so what is never
            // written (a hint that lies) is never memory.
            let left = input.count - at
            let hinted = Int(UInt32(littleEndian: input.loadUnaligned(fromByteOffset: input.count - 4, as: UInt32.self)))
            var capacity = max(1 << 16, at == 0 && hinted <= left * 1032 ? hinted + 1 : left * 8)
            while true {
                var consumed = 0, produced = 0, result = LIBDEFLATE_BAD_DATA
                let piece = [UInt8](unsafeUninitializedCapacity: capacity) { buf, n in
                    result = libdeflate_gzip_decompress_ex(d, base + at, left, buf.baseAddress!, capacity, &consumed, &produced)
                    n = result == LIBDEFLATE_SUCCESS ? produced : 0
                }
                if result == LIBDEFLATE_SUCCESS {
                    if out.isEmpty { out = piece } else { out += piece }
                    at += consumed
                    break
                }
                guard result == LIBDEFLATE_INSUFFICIENT_SPACE, capacity < left * 1032 + (1 << 20) else { return nil }
                capacity *= 2
            }
        }
        return at == 0 ? nil : out
    }
}
