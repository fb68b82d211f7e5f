/// Text that is not UTF-8, made UTF-8 before it is read: UTF-16 with a byte-order mark (what
/// Excel's "Unicode Text" writes), and Latin-1 (Windows-1252) text, which spreadsheets and older
/// programs write, read when a file is not valid UTF-8.
public enum TextEncoding {
    /// The note a table read as Latin-1 carries (the window's banner and stderr show it).
    public static let latin1Note = "read as Latin-1 (Windows-1252): the file is not valid UTF-8"

    /// Whether `bytes` begin with a UTF-16 byte-order mark: true big-endian, false little-endian, nil neither.
    public static func utf16ByteOrder(_ bytes: UnsafeRawBufferPointer) -> Bool? {
        guard bytes.count >= 2 else { return nil }
        switch (bytes[0], bytes[1]) {
        case (0xFF, 0xFE): return false
        case (0xFE, 0xFF): return true
        default: return nil
        }
    }

    /// UTF-16 text (after its byte-order mark) as UTF-8; a lone surrogate becomes U+FFFD, an odd last byte is dropped.
    public static func utf8(fromUTF16 bytes: UnsafeRawBufferPointer, bigEndian: Bool) -> [UInt8] {
        let count = (bytes.count - 2) / 2
        var out: [UInt8] = []
        out.reserveCapacity(count + count / 2)
        var i = 0
        func unit(_ k: Int) -> UInt16 {
            let a = UInt16(bytes[2 + 2 * k]), b = UInt16(bytes[3 + 2 * k])
            return bigEndian ? a << 8 | b : b << 8 | a
        }
        while i < count {
            var scalar = UInt32(unit(i))
            i += 1
            if (0xD800..<0xDC00).contains(scalar) {
                if i < count, case let low = UInt32(unit(i)), (0xDC00..<0xE000).contains(low) {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    i += 1
                } else {
                    scalar = 0xFFFD
                }
            } else if (0xDC00..<0xE000).contains(scalar) {
                scalar = 0xFFFD
            }
            append(scalar, to: &out)
        }
        return out
    }

    /// Windows-1252 text as UTF-8 (Latin-1, with its printable characters in 0x80–0x9F).
    public static func utf8(fromLatin1 bytes: UnsafeRawBufferPointer) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 8)
        for b in bytes {
            if b < 0x80 {
                out.append(b)
            } else {
                append(b < 0xA0 ? cp1252[Int(b - 0x80)] : UInt32(b), to: &out)
            }
        }
        return out
    }

    /// Windows-1252's characters at 0x80–0x9F (U+FFFD where it has none).
    static let cp1252: [UInt32] = [
        0x20AC, 0xFFFD, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0xFFFD, 0x017D, 0xFFFD,
        0xFFFD, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0xFFFD, 0x017E, 0x0178,
    ]

    /// Whether `error` is a reader's "not valid UTF-8" (the text may then be Latin-1).
    public static func isInvalidUTF8(_ error: Error) -> Bool {
        (error as? DataError)?.message.hasSuffix("not valid UTF-8 text") == true
    }

    private static func append(_ scalar: UInt32, to out: inout [UInt8]) {
        switch scalar {
        case ..<0x80:
            out.append(UInt8(scalar))
        case ..<0x800:
            out.append(UInt8(0xC0 | scalar >> 6))
            out.append(UInt8(0x80 | scalar & 0x3F))
        case ..<0x10000:
            out.append(UInt8(0xE0 | scalar >> 12))
            out.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            out.append(UInt8(0x80 | scalar & 0x3F))
        default:
            out.append(UInt8(0xF0 | scalar >> 18))
            out.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            out.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            out.append(UInt8(0x80 | scalar & 0x3F))
        }
    }
}
