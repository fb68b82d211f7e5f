import ChartCore
import Foundation
import Synchronization
import Testing

@testable import ChartIO

/// Parquet files that lie, one way at a time: each gets one clear error naming the file, never a
/// crash or an allocation of what a header claims.
struct ParquetHostileTests {
    private func read(_ bytes: [UInt8]) throws -> DataTable {
        try DataLoader.parse(Data(bytes), name: "bad.parquet").table
    }

    /// Checks that `bytes` fail with an error naming the file and saying `expected`.
    private func expectError(_ bytes: [UInt8], _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            _ = try read(bytes)
            Issue.record("read without an error; expected \(expected)", sourceLocation: sourceLocation)
        } catch {
            let text = "\(error)"
            #expect(text.hasPrefix("bad.parquet: "), "\(text)", sourceLocation: sourceLocation)
            #expect(text.contains(expected), "\(text) should say \(expected)", sourceLocation: sourceLocation)
        }
    }

    @Test func theForgedFileReads() throws {
        #expect(try read(ParquetForge().bytes).columns.first?.numbers.map(Array.init) == [1.5, -2.25, 3.0])
        var f = ParquetForge()
        f.indices = [2, 0, 1, 2]
        #expect(try read(f.bytes).columns.first?.numbers.map(Array.init) == [3.0, 1.5, -2.25, 3.0])
    }

    /// Each column chunk's bytes are handed back once decoded (a mapped file's pages then leave
    /// memory as the text parser's do), and only bytes of the file's pages.
    @Test func decodedChunksAreHandedBack() throws {
        let bytes = ParquetForge().bytes
        let handed = Mutex<[Range<Int>]>([])
        let t = try bytes.withUnsafeBytes { b in
            try ParquetReader.read(b, name: "f.parquet", release: { r in handed.withLock { $0.append(r) } })
        }
        #expect(t.columns.first?.numbers.map(Array.init) == [1.5, -2.25, 3.0])
        let ranges = handed.withLock { $0 }
        #expect(ranges.count == 1)
        #expect(ranges.allSatisfy { $0.lowerBound >= 4 && $0.upperBound <= bytes.count - 8 && !$0.isEmpty })
    }

    @Test func badFooter() {
        var b = ParquetForge().bytes
        let footerLength = Int(b[b.count - 8])
        for i in (b.count - 8 - footerLength)..<(b.count - 8) { b[i] = 0xFF }
        expectError(b, "is not a readable Parquet file: its footer")
    }

    @Test func footerLengthThatLies() {
        var b = ParquetForge().bytes
        b.replaceSubrange((b.count - 8)..<(b.count - 4), with: [0xFF, 0xFF, 0xFF, 0x7F])
        expectError(b, "its footer claims 2147483647 bytes")
    }

    @Test func pageSizeLargerThanTheFile() {
        var f = ParquetForge()
        f.pageSize = 1 << 30
        expectError(f.bytes, "column \"y\" has a page of 1073741824 bytes, more than are left")
    }

    @Test func dictionaryIndexOutOfRange() {
        var f = ParquetForge()
        f.indices = [0, 7]
        expectError(f.bytes, "column \"y\" has a dictionary index 7 past its 3 entries")
    }

    @Test func runsThatClaimTooMuch() {
        // A bit-packed run of 2⁶² groups of eight (its count would overflow when multiplied).
        var f = ParquetForge()
        f.indices = [0, 1]
        f.indexRuns = [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F]
        expectError(f.bytes, "column \"y\" ")
        // A dictionary stating more entries than its bytes hold.
        f = ParquetForge()
        f.indices = [0, 1]
        f.dictionaryEntries = 1 << 30
        expectError(f.bytes, "column \"y\" has a dictionary of 1073741824 entries in 24 bytes")
    }

    @Test func thriftFieldOfTheWrongType() {
        var f = ParquetForge()
        f.nameType = 5   // an i32 where the schema's name is a string
        expectError(f.bytes, "of the wrong type")
    }

    /// The footer's key/value metadata is only a hint (the Arrow schema's durations): metadata of
    /// the wrong shape or an unreadable Arrow schema is passed over and the column read.
    @Test func oddMetadataIsPassedOver() throws {
        let writers: [(inout ParquetForge.Thrift) -> Void] = [
            { t in t.i32(5, 7) },                                                                   // not a list
            { t in t.list(5, 12, 2); t.beginElement(); t.i32(1, 3); t.end(); t.beginElement(); t.binary(1, "k"); t.end() },  // a key of the wrong kind, a pair without a value
            { t in t.list(5, 12, 1); t.beginElement(); t.binary(1, "ARROW:schema"); t.binary(2, "////AAAA"); t.end() },       // an Arrow schema cut short
            { t in t.list(5, 12, 1); t.beginElement(); t.binary(1, "ARROW:schema"); t.binary(2, "not base64 at all!"); t.end() },
        ]
        for write in writers {
            var f = ParquetForge()
            f.metadata = write
            #expect(try read(f.bytes).columns.first?.numbers.map(Array.init) == [1.5, -2.25, 3.0])
        }
    }

    @Test func truncatedFiles() {
        let b = ParquetForge().bytes
        for cut in [5, 12, b.count / 2, b.count - 1] {
            expectError(Array(b[0..<cut]), "truncated Parquet file")
        }
    }

    @Test func rowsClaimedBeyondTheFile() {
        var f = ParquetForge()
        f.claimedRows = 1 << 34
        expectError(f.bytes, "claims 17179869184 rows, more than")
        f.claimedRows = 1 << 40
        expectError(f.bytes, "a row group claims 1099511627776 rows")
        // A claim within reach of the bytes but not met by the pages.
        f.claimedRows = 10
        expectError(f.bytes, "column \"y\" ends after 3 of its 10 values")
    }

    @Test func unsupportedCodecsAreNamed() throws {
        // Codec numbers Parquet defines but Chartreuse does not read, and one it does not define.
        for (codec, name) in [(4, "BROTLI"), (3, "LZO"), (5, "LZ4 (Hadoop framing)"), (42, "codec 42")] {
            var b = ParquetForge().bytes
            // The codec field follows "y" in path_in_schema: its header (delta 1, i32), then the value.
            let at = try #require(b.indices.last { i in i + 2 < b.count && b[i] == UInt8(ascii: "y") && b[i + 1] == 0x15 })
            b[at + 2] = UInt8(codec * 2)
            expectError(b, "column \"y\" is compressed with \(name), which Chartreuse does not read")
        }
    }

    @Test func everyPrefixAndEveryByteFlipIsAnErrorOrATable() {
        // No crash and no hang for any cut or any single damaged byte of a small file.
        var f = ParquetForge()
        f.indices = [2, 0, 1]
        let b = f.bytes
        for cut in 0..<b.count { _ = try? read(Array(b[0..<cut])) }
        for i in b.indices {
            for v: UInt8 in [0x00, 0x7F, 0x80, 0xFF] {
                var c = b
                c[i] = v
                _ = try? read(c)
            }
        }
    }
}
