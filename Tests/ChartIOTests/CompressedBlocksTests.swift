import Foundation
import Synchronization
import Testing
@testable import ChartIO

/// Compressed tables of numbers and dates read block by block as they decode
/// (`CompressedTextReader`, here with 4 KB blocks so that a table spans hundreds): the same
/// table as the plain text gives, the same errors at the same lines, a fall-back to the general
/// parser where it is needed, and a cancel that stops the load.
struct CompressedBlocksTests {
    let files: CompressedInputTests

    init() throws { files = try CompressedInputTests() }

    /// Dates, long and short numbers, gaps, a comment line and blank lines.
    func text(rows: Int, bad: (row: Int, line: String)? = nil) -> String {
        var s = "t,value,count\n"
        for i in 0..<rows {
            if let bad, bad.row == i { s += bad.line + "\n"; continue }
            if i == 777 { s += "# a comment\n\n" }
            let value = i % 97 == 0 ? "" : "\(Double(i) * 0.1 + 1.0 / 3.0)"
            s += "2024-01-01T\(String(format: "%02d:%02d:%02d", i / 3600 % 24, i / 60 % 60, i % 60)),\(value),\(i % 13 == 0 ? "-1.5e-3" : "\(i)")\n"
        }
        return s
    }

    func packed(_ text: String, _ format: Compression = .gzip) throws -> Data {
        try files.compress(Data(text.utf8), CompressedInputTests.tools.first { $0.0 == format }!.1)
    }

    func blocks(_ packed: Data, cancelled: (@Sendable () -> Bool)? = nil) throws -> ParsedTable? {
        try packed.withUnsafeBytes {
            try CompressedTextReader.parse($0, format: Compression.detect(packed)!, name: "t.csv.gz", forms: .automatic,
                                           threads: 2, progress: nil, cancelled: cancelled, blockSize: 4096)
        }
    }

    func plain(_ text: String) throws -> ParsedTable {
        try Data(text.utf8).withUnsafeBytes { try DelimitedParser.parse($0.bindMemory(to: UInt8.self), name: "t.csv.gz") }
    }

    /// The columns' names, kinds and every value's bits (NaN gaps included).
    func bits(_ t: ParsedTable) -> [String] {
        t.table.columns.map { c in
            switch c.values {
            case .number(let v): return "\(c.name) number " + v.map { String($0.bitPattern, radix: 16) }.joined(separator: " ")
            case .date(let v): return "\(c.name) date " + v.map { String($0.bitPattern, radix: 16) }.joined(separator: " ")
            case .text(let v): return "\(c.name) text " + v.joined(separator: " ")
            }
        }
    }

    @Test(arguments: CompressedInputTests.tools.map(\.0))
    func blocksReadAsTheWholeText(format: Compression) throws {
        let text = text(rows: 30_000)
        let read = try #require(try blocks(packed(text, format)))
        let whole = try plain(text)
        #expect(read.rows == 30_000)
        #expect(read.rows == whole.rows)
        #expect(bits(read) == bits(whole))
    }

    @Test func aBadRowInALaterBlockIsNamedAtItsLine() throws {
        let text = text(rows: 30_000, bad: (20_000, "2024-01-01T00:00:00,1,2,3"))
        var expected: DataError?
        do { _ = try plain(text) } catch let e as DataError { expected = e }
        #expect(expected?.line == 20_004)   // the header, a comment and a blank line come before
        #expect { try blocks(packed(text)) } throws: { ($0 as? DataError) == expected }
    }

    @Test func textInALaterBlockIsReadByTheGeneralParser() throws {
        let text = text(rows: 30_000, bad: (25_000, "2024-01-01T00:00:00,n/a?,3"))
        let packed = try packed(text)
        #expect(try blocks(packed) == nil)
        let loaded = try DataLoader.parse(packed, name: "t.csv.gz")
        #expect(bits(loaded) == bits(try plain(text)))
        guard case .text = loaded.table.columns[1].values else { Issue.record("value should be text"); return }
    }

    @Test func epochSecondsBecomeDatesOverTheWholeColumn() throws {
        var text = "time,value\n"
        for i in 0..<20_000 { text += "\(1_700_000_000 + i * 60),\(i % 10)\n" }
        let read = try #require(try blocks(packed(text)))
        #expect(bits(read) == bits(try plain(text)))
        guard case .date = read.table.columns[0].values else { Issue.record("time should be dates"); return }
    }

    @Test func aCutInALaterBlockIsAnError() throws {
        let packed = try packed(text(rows: 30_000))
        #expect { try blocks(packed.prefix(packed.count * 2 / 3)) } throws: { "\($0)".contains("ends early") }
    }

    @Test func aCancelStopsTheLoad() throws {
        let packed = try packed(text(rows: 30_000))
        let asked = Atomic<Int>(0)
        // Cancelled after a few blocks, whichever thread asks.
        #expect { try blocks(packed) { asked.add(1, ordering: .relaxed).newValue > 5 } } throws: {
            "\($0)".contains("loading was cancelled")
        }
        #expect { try DataLoader.parse(packed, name: "t.csv.gz", cancelled: { true }) } throws: {
            "\($0)".contains("loading was cancelled")
        }
    }

    @Test func decodingWaitsForTheReaders() throws {
        let packed = try packed(text(rows: 30_000))
        try packed.withUnsafeBytes { raw in
            let blocks = DecodedBlocks(raw, format: .gzip, name: "t.csv.gz", size: 4096, ahead: 2, cancelled: nil)
            defer { blocks.stop() }
            Thread.sleep(forTimeInterval: 0.3)
            // Nothing taken: the decoder holds two blocks and waits, not the whole text.
            #expect(blocks.queued == 2)
            var taken = 0, bytes = 0
            while let b = try blocks.next() {
                #expect(b.index == taken)
                #expect(blocks.queued <= 2)
                taken += 1
                bytes += b.bytes.count
            }
            #expect(taken > 100)
            #expect(bytes == text(rows: 30_000).utf8.count)
        }
    }
}
