import CCompression
import Foundation

/// Decompresses Parquet pages: snappy, gzip, zstd and LZ4 (raw blocks); others are named as unsupported.
enum ParquetCodec {
    /// Parquet's name for a codec number.
    static func name(_ codec: Int32) -> String {
        switch codec {
        case 0: return "UNCOMPRESSED"
        case 1: return "SNAPPY"
        case 2: return "GZIP"
        case 3: return "LZO"
        case 4: return "BROTLI"
        case 5: return "LZ4 (Hadoop framing)"
        case 6: return "ZSTD"
        case 7: return "LZ4_RAW"
        default: return "codec \(codec)"
        }
    }

    /// Whether Chartreuse reads pages compressed with `codec`.
    static func supports(_ codec: Int32) -> Bool { [0, 1, 2, 6, 7].contains(codec) }

    /// Decompresses `input` into `output`, which has exactly the page's stated uncompressed size;
    /// anything but that many bytes is an error.
    static func decompress(_ codec: Int32, _ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer) throws {
        let want = output.count
        func wrong(_ got: Int) -> ParquetBits.Bad {
            ParquetBits.Bad(reason: "has a \(name(codec)) page that decodes to \(got) bytes, not the \(want) its header states")
        }
        guard let src = input.baseAddress else {
            if want != 0 { throw wrong(0) }
            return
        }
        let dst = output.baseAddress ?? UnsafeMutableRawPointer(mutating: src)
        switch codec {
        case 1:
            do { try SnappyDecoder.decode(input, into: output) } catch let e as SnappyDecoder.Damaged {
                throw ParquetBits.Bad(reason: "has a damaged SNAPPY page (\(e.reason))")
            }
        case 2:
            guard let d = libdeflate_alloc_decompressor() else { throw ParquetBits.Bad(reason: "could not start the gzip decoder") }
            defer { libdeflate_free_decompressor(d) }
            var inUsed = 0, outUsed = 0
            let r = libdeflate_gzip_decompress_ex(d, src, input.count, dst, want, &inUsed, &outUsed)
            guard r == LIBDEFLATE_SUCCESS || r == LIBDEFLATE_SHORT_OUTPUT else { throw ParquetBits.Bad(reason: "has a damaged GZIP page") }
            guard outUsed == want else { throw wrong(outUsed) }
        case 6:
            let r = ZSTD_decompress(dst, want, src, input.count)
            guard ZSTD_isError(r) == 0 else {
                throw ParquetBits.Bad(reason: "has a damaged ZSTD page (\(String(cString: ZSTD_getErrorName(r))))")
            }
            guard r == want else { throw wrong(r) }
        case 7:
            guard input.count <= Int(Int32.max), want <= Int(Int32.max) else { throw ParquetBits.Bad(reason: "has an LZ4 page too large") }
            let r = LZ4_decompress_safe(src.assumingMemoryBound(to: CChar.self), dst.assumingMemoryBound(to: CChar.self),
                                        Int32(input.count), Int32(want))
            guard r >= 0 else { throw ParquetBits.Bad(reason: "has a damaged LZ4_RAW page") }
            guard Int(r) == want else { throw wrong(Int(r)) }
        default:
            throw ParquetBits.Bad(reason: "is compressed with \(name(codec)), which Chartreuse does not read")
        }
    }
}
