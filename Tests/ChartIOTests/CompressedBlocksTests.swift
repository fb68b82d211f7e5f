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

    func blocks(_ packed: Data, cancelled: (@Sendable () -> Bool)? = nil, size: Int = 4096) throws -> ParsedTable? {
        try packed.withUnsafeBytes {
            try CompressedTextReader.parse($0, format: Compression.detect(packed)!, name: "t.csv.gz", forms: .automatic,
                                           threads: 2, progress: nil, cancelled: cancelled, blockSize: size)
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

    /// Every form, in blocks of 4 KB and in blocks the size of the decoder's output pieces (a
    /// block then fills exactly, with no byte after it yet).
    @Test(arguments: CompressedInputTests.tools.map(\.0), [4096, Decompressor.outputPiece])
    func blocksReadAsTheWholeText(format: Compression, size: Int) throws {
        let text = text(rows: 30_000)
        let read = try #require(try blocks(packed(text, format), size: size))
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

    @Test(arguments: [false, true])
    func epochSecondsAreDecidedOverTheWholeColumn(lateOutlier: Bool) throws {
        var text = "time,value\n"
        for i in 0..<20_000 { text += "\(1_700_000_000 + i * 60),\(i % 10)\n" }
        // A value far from any epoch in the last block: the column stays numbers, as uncompressed.
        if lateOutlier { text += "5,5\n" }
        let read = try #require(try blocks(packed(text)))
        #expect(bits(read) == bits(try plain(text)))
        switch read.table.columns[0].values {
        case .date: #expect(!lateOutlier)
        default: #expect(lateOutlier)
        }
    }

    /// Forms the blocks must cut and join as the whole text reads: a byte-order mark, CRLF, no
    /// last line end, gzip members one after another, lone carriage returns, a wide table.
    @Test(arguments: ["bom", "crlf", "noFinalLineEnd", "members", "returns", "wide"])
    func blocksReadAsTheWholeTextInEveryForm(form: String) throws {
        var text = text(rows: 30_000)
        switch form {
        case "bom": text = "\u{FEFF}" + text
        case "crlf": text = text.replacingOccurrences(of: "\n", with: "\r\n")
        case "noFinalLineEnd": text.removeLast()
        case "returns": text = text.replacingOccurrences(of: "\n", with: "\r")
        case "wide":
            text = (0..<300).map { "c\($0)" }.joined(separator: ",") + "\n"
            for r in 0..<400 { text += (0..<300).map { "\(r * $0)" }.joined(separator: ",") + "\n" }
        default: break
        }
        var packed = try packed(text)
        if form == "members" {
            let bytes = Array(text.utf8)
            let cut = bytes[..<(bytes.count / 2)].lastIndex(of: 0x0A)! + 1
            packed = try self.packed(String(decoding: bytes[..<cut], as: UTF8.self))
                + self.packed(String(decoding: bytes[cut...], as: UTF8.self))
        }
        let whole = try plain(text)
        let read = try DataLoader.parse(packed, name: "t.csv.gz")
        #expect(read.rows == whole.rows)
        #expect(bits(read) == bits(whole))
        // Lone returns and wide tables are the general parser's; the rest read block by block.
        #expect((try blocks(packed) == nil) == (form == "returns" || form == "wide"))
    }

    @Test func aCutInALaterBlockIsAnError() throws {
        let packed = try packed(text(rows: 30_000))
        #expect { try blocks(packed.prefix(packed.count * 2 / 3)) } throws: { "\($0)".contains("ends early") }
    }

    /// A bad row before a cut: the row is named, as reading the text in order would, whichever
    /// thread meets which first.
    @Test func aBadRowBeforeACutIsNamedFirst() throws {
        let packed = try packed(text(rows: 30_000, bad: (2_000, "2024-01-01T00:00:00,1,2,3")))
        for _ in 0..<5 {
            #expect { try blocks(packed.prefix(packed.count * 2 / 3)) } throws: { ($0 as? DataError)?.line == 2_004 }
        }
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
        // Plain text too, on the parallel path and on the general one (a text column).
        for text in [text(rows: 60_000), text(rows: 300_000).replacingOccurrences(of: "-1.5e-3", with: "n/a?")] {
            #expect { try DataLoader.parse(Data(text.utf8), name: "t.csv", cancelled: { true }) } throws: {
                "\($0)".contains("loading was cancelled")
            }
        }
    }

    @Test func decodingWaitsForTheReaders() throws {
        let packed = try packed(text(rows: 30_000))
        try packed.withUnsafeBytes { raw in
            let blocks = DecodedBlocks(raw, format: .gzip, name: "t.csv.gz", size: 4096, ahead: 2, cancelled: nil)
            defer { blocks.stop() }
            // Nothing taken: the decoder fills two blocks, then waits rather than decoding on.
            for _ in 0..<500 where blocks.queued.count < 2 { Thread.sleep(forTimeInterval: 0.01) }
            Thread.sleep(forTimeInterval: 0.2)
            #expect(blocks.queued.count == 2)
            #expect(!blocks.queued.ended)
            // Each block's memory given back as it is read, as the parsers do: the text joined
            // again is the text (a buffer reused before its block was read would garble it).
            var taken = 0, joined: [UInt8] = []
            while let b = try blocks.next() {
                #expect(b.index == taken)
                taken += 1
                joined += b.text.bytes
                blocks.recycle(b.text)
            }
            #expect(taken > 100)
            #expect(joined == Array(text(rows: 30_000).utf8))
        }
    }

    /// The parallel parser reports its progress as its chunks go (the window's banner, and
    /// Escape, follow it), ending at 1.
    @Test func theParallelParserReportsProgress() throws {
        let text = Data(text(rows: 60_000).utf8)
        let seen = Mutex<[Double]>([])
        _ = try DataLoader.parse(text, name: "t.csv", threads: 2, progress: { p in seen.withLock { $0.append(p) } })
        let reports = seen.withLock { $0 }
        #expect(reports.count >= 2, "\(reports)")
        #expect(reports.last == 1)
        #expect(zip(reports, reports.dropFirst()).allSatisfy { $0 <= $1 })
    }

    /// A text stream whose header begins like Parquet's magic (`PAR1,PAR2`) is text, read as it comes.
    @Test func aTextStreamBeginningLikeParquetStreams() throws {
        var stream = StreamTable(name: "stdin", forms: .automatic)
        stream.text = Array("PAR1,PAR2\n1,2\n3,4\n".utf8)
        let first = try #require(try stream.parse(final: false))
        #expect(first.0.rows == 2)
        // And such a file: a column named PARENT is no encrypted Parquet file.
        let file = try DataLoader.parse(Data("PARENT,CHILD\n1,2\n3,4\n".utf8), name: "family.csv")
        #expect(file.table.columns.map(\.name) == ["PARENT", "CHILD"])
    }
}
