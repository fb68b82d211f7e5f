import Foundation

/// Delimited text in whatever encoding it came: UTF-8, else (when it is not valid UTF-8) read
/// again as Latin-1 with a note saying so. UTF-16 is converted before it gets here (`parseText`).
extension DataLoader {
    /// Parses delimited text, falling back to Latin-1 (Windows-1252) when it is not valid UTF-8.
    public static func delimited(_ bytes: UnsafeBufferPointer<UInt8>, name: String, forms: TextForms = .automatic, threads: Int? = nil,
                                 release: (@Sendable (Range<Int>) -> Void)? = nil, progress: ((Double) -> Void)? = nil,
                                 cancelled: (@Sendable () -> Bool)? = nil) throws -> ParsedTable {
        do {
            return try DelimitedParser.parse(bytes, name: name, forms: forms, threads: threads, release: release,
                                             progress: progress, cancelled: cancelled)
        } catch where TextEncoding.isInvalidUTF8(error) {
            let text = TextEncoding.utf8(fromLatin1: UnsafeRawBufferPointer(bytes))
            var parsed = try text.withUnsafeBufferPointer {
                try DelimitedParser.parse($0, name: name, forms: forms, threads: threads, progress: progress, cancelled: cancelled)
            }
            parsed.table.notes.append(TextEncoding.latin1Note)
            parsed.reencoded = true
            parsed.lineFeeds = nil
            return parsed
        }
    }

    /// UTF-16 text (with its byte-order mark) as UTF-8, or nil when `data` is not UTF-16.
    static func utf8IfUTF16(_ data: Data) -> Data? {
        data.withUnsafeBytes { raw in
            TextEncoding.utf16ByteOrder(raw).map { Data(TextEncoding.utf8(fromUTF16: raw, bigEndian: $0)) }
        }
    }
}
