import Foundation
import Testing
@testable import ChartIO

/// Compressed tables with text columns, quotes and locale forms read block by block as they
/// decode (4 KB blocks): the same table as the plain text gives, or a fall-back to the general
/// parser where a block is cut inside a quoted field (only when the first block has no quote).
struct CompressedTextColumnsTests {
    let blocks: CompressedBlocksTests

    init() throws { blocks = try CompressedBlocksTests() }

    /// Cities quoted with commas and doubled quotes, a word column, numbers between.
    /// (`unquoted` rows first have no quote.)
    func text(rows: Int, lineFeeds: Bool = false, unquoted: Int = 0) -> String {
        let cities = ["\"New York, NY\"", "Paris", "\"São Paulo\"", "\"The \"\"Big\"\" Apple\"", "Oslo", "\"Lagos, NG\"", "東京"]
        var s = "x,city,value,word\n"
        for i in 0..<rows {
            // A note whose lines read as rows too: a block cut inside it parses, wrongly, on its own.
            let city = i < unquoted ? "Paris" : lineFeeds && i % 50 == 7 ? "\"a note\n1.5,Paris,2,w1\n2.5,Oslo,3,w2\"" : cities[i % cities.count]
            s += "\(Double(i) * 0.1),\(city),\(i % 11 == 0 ? "" : "\(Double(i) / 3)"),w\(i % 5)\n"
        }
        return s
    }

    @Test(arguments: [Compression.gzip, .zstd])
    func textColumnsReadBlockByBlock(format: Compression) throws {
        let text = text(rows: 30_000)
        let read = try #require(try blocks.blocks(blocks.packed(text, format)))
        let whole = try blocks.plain(text)
        #expect(read.rows == 30_000 && blocks.bits(read) == blocks.bits(whole))
        #expect(read.table.columns[1].values == whole.table.columns[1].values)
        guard case .text(let cities) = read.table.columns[1].values else { Issue.record("city should be text"); return }
        #expect(cities[3] == "The \"Big\" Apple" && cities[0] == "New York, NY")
    }

    /// Quoted line feeds where the first block holds quotes: blocks are cut only after an even
    /// number of quotes, so each note stays whole in its block and the file reads as it decodes.
    @Test func quotedLineFeedsStayInTheirBlock() throws {
        let text = text(rows: 30_000, lineFeeds: true)
        let whole = try blocks.plain(text)
        let read = try #require(try blocks.blocks(blocks.packed(text)))
        #expect(blocks.bits(read) == blocks.bits(whole) && read.table.columns[1].values == whole.table.columns[1].values)
        guard case .text(let cities) = read.table.columns[1].values else { Issue.record("city should be text"); return }
        #expect(cities.filter { $0.hasPrefix("a note\n") }.count == 600)
    }

    /// Quoted line feeds after a first block without quotes: a block cut inside one hands the
    /// file to the general parser, which reads it as the plain text reads.
    @Test func aBlockCutInsideAQuotedFieldFallsBack() throws {
        let text = text(rows: 30_000, lineFeeds: true, unquoted: 2_000)
        let packed = try blocks.packed(text)
        let whole = try blocks.plain(text)
        #expect(try blocks.blocks(packed) == nil)
        #expect(blocks.bits(try DataLoader.parse(packed, name: "t.csv.gz")) == blocks.bits(whole))
        // Blocks larger than the file: one block, read as it decodes.
        #expect(try blocks.blocks(packed, size: 8 << 20).map(blocks.bits) == blocks.bits(whole))
    }

    /// A quote inside an unquoted cell (`12" pipe`) after a first block with quotes: no line end
    /// follows an even count again, so after four blocks' worth the cuts go back to line ends;
    /// no block grows to the rest of the file, and the table reads as the plain text does.
    @Test func aStrayQuoteDoesNotStopTheCuts() throws {
        var text = text(rows: 400)
        for i in 0..<30_000 { text += "\(Double(i) * 0.1),\(i == 100 ? "12\" pipe" : "Oslo"),\(i % 7),w\n" }
        let packed = try blocks.packed(text)
        let sizes = try packed.withUnsafeBytes { raw in
            let d = DecodedBlocks(raw, format: .gzip, name: "t.csv.gz", size: 4096, ahead: 2, cancelled: nil)
            defer { d.stop() }
            var sizes: [Int] = []
            while let b = try d.next() { sizes.append(b.text.count) }
            return sizes
        }
        #expect(sizes.reduce(0, +) == text.utf8.count && sizes.count > 100 && sizes.max()! < 6 * 4096, "\(sizes.max()!)")
        let whole = try blocks.plain(text)
        #expect(try blocks.blocks(packed).map(blocks.bits) == blocks.bits(whole))
    }

    /// The cut follows a line feed after an even number of quotes (doubled quotes count twice),
    /// back from `size` or, when there is none before it, the first one after; a search that
    /// finds none goes on from where it stopped once more text comes.
    @Test func cutsFollowAnEvenNumberOfQuotes() {
        func cut(_ s: String, _ size: Int) -> Int? {
            var searched = 0, odd = false
            return Array(s.utf8).withUnsafeBufferPointer { QuoteCut.find($0, near: size, from: &searched, odd: &odd) }
        }
        #expect(cut("a,b\n1,2\n3,4\n", 9) == 8)
        #expect(cut("a,\"b\n\"\"c\n\"\n1,2\n", 8) == 11)   // both line feeds inside the quotes
        #expect(cut("\"x\n\n\ny\"\n1\n", 5) == 8)            // none before 5: the first after
        #expect(cut("1\n\"no end\n", 11) == 2)
        #expect(cut("\"open\nopen\nopen", 6) == nil)
        // Carried over: the text grows, and the search goes on with the parity it had.
        var searched = 0, odd = false
        let first = Array("\"a\nb\nc".utf8), more = first + Array("\"\nd\n".utf8)
        #expect(first.withUnsafeBufferPointer { QuoteCut.find($0, near: 3, from: &searched, odd: &odd) } == nil && odd)
        #expect(more.withUnsafeBufferPointer { QuoteCut.find($0, near: 3, from: &searched, odd: &odd) } == first.count + 2)
    }

    /// Decimal commas, `;`, day-first dates and clock times without seconds, joined as in the
    /// plain text.
    @Test func localeFormsAndJoinedTimesReadBlockByBlock() throws {
        var text = "Date;Time;Power;Note\n"
        for i in 0..<20_000 {
            let minute = i % 1440
            text += "\(1 + i / 1440)/03/2024;\(minute / 60):\(String(format: "%02d", minute % 60));\(i % 7 == 0 ? "?" : "\(i / 10),\(i % 10)");n\(i % 3)\n"
        }
        let read = try #require(try blocks.blocks(blocks.packed(text)))
        let whole = try blocks.plain(text)
        #expect(blocks.bits(read) == blocks.bits(whole))
        let c = read.table.columns
        #expect(c[1].isDuration && c[1].joinedInto == "Date" && c[0].isDate && c[2].numbers?[15] == 1.5)
        #expect(c.map(\.joinedInto) == whole.table.columns.map(\.joinedInto) && c.map(\.isDuration) == whole.table.columns.map(\.isDuration))
    }
}
