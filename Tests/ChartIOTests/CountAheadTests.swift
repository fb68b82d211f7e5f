import Foundation
import Testing
@testable import ChartIO

/// Files of many chunks with no text column: each chunk counted just before it is parsed, and
/// the classic order (all counted first) when the room guessed from the end chunks is too
/// small or a quote turns up.
struct CountAheadTests {
    let utc = TimeZone(identifier: "UTC")!

    /// The general parser's table for `text`.
    func general(_ text: String) throws -> ParsedTable {
        var bytes = Array(text.utf8)
        return try bytes.withUnsafeMutableBufferPointer { b in
            try DelimitedParser.parse(UnsafeBufferPointer(b), name: "t.csv", timeZone: utc, threads: 0)
        }
    }

    /// The chunked parser's own result for a two-column number table (nil if it stepped aside).
    func chunked(_ text: String, cores: Int) throws -> (columns: [[Double]], rows: Int, lines: Int)? {
        var bytes = Array(text.utf8)
        return try bytes.withUnsafeMutableBufferPointer { b in
            try ChunkedParser.parse(UnsafeBufferPointer(b), bodyStart: Array(text.utf8).firstIndex(of: 0x0A)! + 1, firstLine: 2,
                                    dialect: Dialect(delimiter: UInt8(ascii: ","), hasHeader: true),
                                    kinds: [.number, .number], timeZone: utc, name: "t", cores: cores)
        }.map { ($0.columns, $0.rows, $0.lines) }
    }

    /// The chunks `ChunkedParser` cuts `text`'s body into on `cores`, and the room the end chunks promise.
    func room(_ text: String, cores: Int) -> (chunks: Int, capacity: Int?) {
        let bytes = Array(text.utf8)
        let bounds = bytes.withUnsafeBufferPointer { ChunkedParser.cuts($0, bodyStart: bytes.firstIndex(of: 0x0A)! + 1, cores: cores) }
        let count = bounds.count - 1
        let lines = UnsafeMutableBufferPointer<Int>.allocate(capacity: count)
        let quotes = UnsafeMutableBufferPointer<Int>.allocate(capacity: count)
        let offsets = UnsafeMutableBufferPointer<Int>.allocate(capacity: count + 1)
        defer { lines.deallocate(); quotes.deallocate(); offsets.deallocate() }
        let capacity = bytes.withUnsafeBufferPointer { b in
            CountAhead(base: b.baseAddress!, bounds: bounds, lines: lines, quotes: quotes, offsets: offsets)?.capacity
        }
        return (count, capacity)
    }

    /// Both columns of `t` equal, bit for bit, to the general parser's.
    func expectSame(_ t: (columns: [[Double]], rows: Int, lines: Int)?, _ g: ParsedTable, _ note: String) {
        guard let t else { Issue.record("\(note): the chunked parser stepped aside"); return }
        #expect(t.rows == g.rows, "\(note)")
        for (c, column) in t.columns.enumerated() {
            let u = column.map(\.bitPattern), v = g.table.columns[c].numbers?.map(\.bitPattern)
            #expect(u == v, "\(note): column \(c)")
        }
    }

    @Test(arguments: [2, 3])
    func manyChunksReadLikeTheGeneralParser(cores: Int) throws {
        // Blank lines, comments-free short rows, missing cells and a last line with no line feed.
        var rows: [String] = []
        for i in 0..<200_000 {
            rows.append(i % 9973 == 0 ? "" : i % 7919 == 0 ? "\(i)" : i % 5 == 0 ? "\(i),\(Double(i) * 0.001 - 7)" : "\(i),\(i % 17)")
        }
        // And plain rows to the end, the last with no line feed: a row more than the line feeds.
        for text in ["x,y\n" + rows.joined(separator: "\n"), "x,y\n" + (0..<200_000).map { "\($0),\($0 % 13)" }.joined(separator: "\n")] {
            let (chunks, capacity) = room(text, cores: cores)
            #expect(chunks >= 2 && capacity != nil, "\(chunks) chunks")
            let t = try chunked(text, cores: cores)
            expectSame(t, try general(text), "\(cores) cores")
            #expect(t?.lines == text.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } - 1)
        }
    }

    @Test(arguments: [2, 4])
    func rowsBeyondTheGuessedRoomAreParsedTheClassicWay(cores: Int) throws {
        // Long lines at both ends promise few rows; short lines between hold many more.
        let long = (0..<6000).map { "\($0).000000000000000000000000000000000000000000000000000000000001,\($0)" }
        let short = (0..<300_000).map { "\($0 % 10),\($0 % 7)" }
        let text = "x,y\n" + (long + short + long).joined(separator: "\n") + "\n"
        let (chunks, capacity) = room(text, cores: cores)
        let g = try general(text)
        // The guess is short of the rows: this file takes the classic order.
        #expect(chunks >= 3 && (capacity ?? .max) < g.rows, "\(chunks) chunks, room \(capacity ?? -1) for \(g.rows) rows")
        expectSame(try chunked(text, cores: cores), g, "\(cores) cores")
    }

    @Test(arguments: [2, 4])
    func aQuoteInAMiddleChunkIsReadTheClassicWay(cores: Int) throws {
        var rows = (0..<200_000).map { "\($0),\($0 % 101)" }
        rows[100_000] = "\"100000\",\"7\""
        let text = "x,y\n" + rows.joined(separator: "\n") + "\n"
        let g = try general(text)
        #expect(g.table.columns[1].numbers?[100_000] == 7)
        // The quote is in neither end chunk, so the count ahead meets it in the middle.
        #expect(room(text, cores: cores).capacity != nil)
        expectSame(try chunked(text, cores: cores), g, "\(cores) cores")
    }

    @Test func anErrorInAMiddleChunkNamesItsLine() throws {
        var rows = (0..<200_000).map { "\($0),\($0 * 2)" }
        rows[123_456] = "1,2,3"
        let text = "x,y\n" + rows.joined(separator: "\n") + "\n"
        for cores in [2, 4] {
            #expect(room(text, cores: cores).capacity != nil)
            #expect { try chunked(text, cores: cores) } throws: { e in
                guard let d = e as? DataError else { return false }
                return d.line == 123_458 && d.column == 3
            }
        }
    }
}
