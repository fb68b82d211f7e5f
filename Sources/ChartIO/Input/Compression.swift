/// The compressed forms a data file or stream may come in, recognized by their first bytes
/// (never by the file's name: `data.csv` may be gzip, `data.gz` may be plain text).
public enum Compression: String, Sendable, CaseIterable {
    case gzip, zstd, xz, bzip2

    /// The form whose magic number `prefix` begins with, or nil for anything else.
    public static func detect<C: Collection>(_ prefix: C) -> Compression? where C.Element == UInt8 {
        let b = Array(prefix.prefix(6))
        func starts(_ magic: [UInt8]) -> Bool { b.count >= magic.count && Array(b[0..<magic.count]) == magic }
        if starts([0x1F, 0x8B]) { return .gzip }
        if starts([0x28, 0xB5, 0x2F, 0xFD]) { return .zstd }
        if starts([0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00]) { return .xz }
        // "BZh" and a block size digit 1…9.
        if b.count >= 4, starts([0x42, 0x5A, 0x68]), (0x31...0x39).contains(b[3]) { return .bzip2 }
        return nil
    }

    /// The bytes a prefix must have before `detect` can tell.
    public static let magicLength = 6
}
