import CCompression
import Foundation

/// One decoding library's stream state behind a common step: ISA-L's igzip for gzip (it
/// streams at libdeflate's speed, about twice zlib's), libzstd, liblzma, libbz2. Each holds its C state at a fixed address (the libraries keep pointers into it).
enum Codec {
    case gzip(UnsafeMutablePointer<inflate_state>)
    case zstd(OpaquePointer)
    case xz(UnsafeMutablePointer<lzma_stream>)
    case bzip2(UnsafeMutablePointer<bz_stream>)

    /// What one step did.
    struct Step {
        var consumed: Int
        var produced: Int
        /// The member, frame or stream being decoded ended here.
        var streamEnd: Bool
    }

    /// Whether a new state is needed for each member that follows a complete one (zstd and
    /// xz decode concatenated frames and streams by themselves).
    var endsPerMember: Bool {
        switch self {
        case .gzip, .bzip2: return true
        case .zstd, .xz: return false
        }
    }

    /// A fresh decoder for `format`.
    static func make(_ format: Compression, name: String) throws -> Codec {
        func fail(_ what: String) -> DataError { DataError(file: name, message: "cannot start the \(format.rawValue) decoder (\(what))") }
        switch format {
        case .gzip:
            let s = UnsafeMutablePointer<inflate_state>.allocate(capacity: 1)
            isal_inflate_init(s)
            // One gzip member: its header is read and its trailer's CRC and size are checked.
            s.pointee.crc_flag = UInt32(ISAL_GZIP)
            return .gzip(s)
        case .zstd:
            guard let d = ZSTD_createDStream() else { throw fail("out of memory") }
            _ = ZSTD_initDStream(d)
            // Frames written with --long (windows past the default 128 MB limit) decode too.
            _ = ZSTD_DCtx_setParameter(d, ZSTD_d_windowLogMax, 31)
            return .zstd(d)
        case .xz:
            let s = UnsafeMutablePointer<lzma_stream>.allocate(capacity: 1)
            s.initialize(to: lzma_stream())
            // 0x08: LZMA_CONCATENATED (a macro Swift cannot import), for `cat a.xz b.xz`.
            guard lzma_stream_decoder(s, UInt64.max, 0x08) == LZMA_OK else {
                s.deallocate()
                throw fail("liblzma")
            }
            return .xz(s)
        case .bzip2:
            let s = UnsafeMutablePointer<bz_stream>.allocate(capacity: 1)
            s.initialize(to: bz_stream())
            guard BZ2_bzDecompressInit(s, 0, 0) == BZ_OK else {
                s.deallocate()
                throw fail("libbz2")
            }
            return .bzip2(s)
        }
    }

    /// Frees the decoder's state.
    func end() {
        switch self {
        case .gzip(let s): s.deallocate()
        case .zstd(let d): ZSTD_freeDStream(d)
        case .xz(let s): lzma_end(s); s.deallocate()
        case .bzip2(let s): BZ2_bzDecompressEnd(s); s.deallocate()
        }
    }

    /// Decodes from `input` (`count` bytes; nil with `finishing` at the end of input) into `out`.
    func step(_ input: UnsafeRawPointer?, _ count: Int, _ out: UnsafeMutableRawPointer, _ capacity: Int,
              finishing: Bool, name: String, format: Compression) throws -> Step {
        func corrupt(_ why: String) -> DataError {
            DataError(file: name, message: "the \(format.rawValue) data is corrupt (\(why))")
        }
        switch self {
        case .gzip(let s):
            s.pointee.next_in = UnsafeMutablePointer(mutating: input?.assumingMemoryBound(to: UInt8.self))
            s.pointee.avail_in = UInt32(clamping: count)
            s.pointee.next_out = out.assumingMemoryBound(to: UInt8.self)
            s.pointee.avail_out = UInt32(clamping: capacity)
            let r = isal_inflate(s)
            let step = Step(consumed: count - Int(s.pointee.avail_in), produced: capacity - Int(s.pointee.avail_out),
                            streamEnd: s.pointee.block_state == ISAL_BLOCK_FINISH)
            switch r {
            case ISAL_DECOMP_OK, ISAL_END_INPUT, ISAL_OUT_OVERFLOW, ISAL_NAME_OVERFLOW, ISAL_COMMENT_OVERFLOW, ISAL_EXTRA_OVERFLOW:
                return step
            case ISAL_INCORRECT_CHECKSUM: throw corrupt("the check sum or size in its trailer is wrong")
            case ISAL_INVALID_WRAPPER: throw corrupt("a bad gzip header")
            case ISAL_UNSUPPORTED_METHOD: throw corrupt("not deflate")
            case ISAL_NEED_DICT: throw corrupt("it needs a preset dictionary")
            default: throw corrupt("invalid deflate data, igzip error \(r)")
            }
        case .zstd(let d):
            var inBuf = ZSTD_inBuffer(src: input, size: count, pos: 0)
            var outBuf = ZSTD_outBuffer(dst: out, size: capacity, pos: 0)
            let r = ZSTD_decompressStream(d, &outBuf, &inBuf)
            if ZSTD_isError(r) != 0 { throw corrupt(String(cString: ZSTD_getErrorName(r))) }
            // 0: a frame is complete and flushed.
            return Step(consumed: inBuf.pos, produced: outBuf.pos, streamEnd: r == 0)
        case .xz(let s):
            s.pointee.next_in = input?.assumingMemoryBound(to: UInt8.self)
            s.pointee.avail_in = count
            s.pointee.next_out = out.assumingMemoryBound(to: UInt8.self)
            s.pointee.avail_out = capacity
            let r = lzma_code(s, finishing ? LZMA_FINISH : LZMA_RUN)
            let step = Step(consumed: count - s.pointee.avail_in, produced: capacity - s.pointee.avail_out,
                            streamEnd: r == LZMA_STREAM_END)
            switch r {
            case LZMA_OK, LZMA_STREAM_END: return step
            case LZMA_BUF_ERROR: return step
            case LZMA_MEM_ERROR: throw DataError(file: name, message: "out of memory decoding xz data")
            case LZMA_FORMAT_ERROR: throw corrupt("not an xz stream")
            case LZMA_OPTIONS_ERROR: throw corrupt("unsupported options")
            default: throw corrupt("liblzma error \(r.rawValue)")
            }
        case .bzip2(let s):
            s.pointee.next_in = UnsafeMutablePointer(mutating: input?.assumingMemoryBound(to: CChar.self))
            s.pointee.avail_in = UInt32(count)
            s.pointee.next_out = out.assumingMemoryBound(to: CChar.self)
            s.pointee.avail_out = UInt32(capacity)
            let r = BZ2_bzDecompress(s)
            let step = Step(consumed: count - Int(s.pointee.avail_in), produced: capacity - Int(s.pointee.avail_out),
                            streamEnd: r == BZ_STREAM_END)
            switch r {
            case BZ_OK, BZ_STREAM_END: return step
            case BZ_MEM_ERROR: throw DataError(file: name, message: "out of memory decoding bzip2 data")
            default: throw corrupt("libbz2 error \(r)")
            }
        }
    }
}
