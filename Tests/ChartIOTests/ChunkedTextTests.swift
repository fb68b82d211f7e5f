import Foundation
import Testing
@testable import ChartIO

/// Text columns and quoted fields on the parallel chunked path: exactly what the general parser
/// reads, whichever chunk a quoted line end falls in.
struct ChunkedTextTests {
    /// The table on the general path (`threads` 0) or on that many chunks.
    func parse(_ bytes: [UInt8], threads: Int) throws -> ParsedTable {
        var bytes = bytes
        return try bytes.withUnsafeMutableBufferPointer { b in
            try DelimitedParser.parse(UnsafeBufferPointer(b), name: "t.csv", timeZone: TimeZone(identifier: "UTC")!, threads: threads)
        }
    }

    /// The chunked path called directly (nil when it stepped aside).
    func direct(_ bytes: [UInt8], kinds: [ColumnKind], cores: Int) throws -> (columns: [[Double]], texts: [[String]], rows: Int, lines: Int)? {
        var bytes = bytes
        let body = bytes.firstIndex(of: 0x0A)! + 1
        return try bytes.withUnsafeMutableBufferPointer { b in
            try ChunkedParser.parse(UnsafeBufferPointer(b), bodyStart: body, firstLine: 2,
                                    dialect: Dialect(delimiter: UInt8(ascii: ","), hasHeader: true), kinds: kinds,
                                    timeZone: TimeZone(identifier: "UTC")!, name: "t", cores: cores)
        }
    }

    /// The same columns, numbers bit for bit (NaN equal to NaN) and text exactly.
    func same(_ a: DataTable, _ b: DataTable) -> Bool {
        guard a.columns.count == b.columns.count else { return false }
        for (x, y) in zip(a.columns, b.columns) {
            guard x.name == y.name else { return false }
            switch (x.values, y.values) {
            case (.text(let u), .text(let v)): if u != v { return false }
            default:
                guard x.isDate == y.isDate, let u = x.numbers, let v = y.numbers, u.count == v.count else { return false }
                for (p, q) in zip(u, v) where p.bitPattern != q.bitPattern { return false }
            }
        }
        return true
    }

    /// A table of a number, a name and a value, about `rows` × 40 bytes, whose names are written
    /// every way a CSV writer quotes (or fails to): commas, doubled quotes, line feeds and CRLF
    /// inside quotes, padding around quotes, accents, empty cells, and, when `loose`, an inch
    /// mark in an unquoted cell and text after a closing quote. Values are sometimes quoted,
    /// missing, or short rows.
    func table(rows: Int, seed: UInt64, loose: Bool) -> [UInt8] {
        var state = seed
        func r(_ n: UInt64) -> Int { state ^= state << 13; state ^= state >> 7; state ^= state << 17; return Int(state % n) }
        var out = "n,name,value\n"
        for i in 0..<rows {
            let names = ["alpha", "", "\"New York, NY\"", "\"the \"\"big\"\" one\"", "\"two\nlines\"", "\"crlf\r\nhere\"",
                         "  \"padded\"  ", "São Paulo", "\"\"", "Zürich \"old\"", "\"a\nb\nc,\"\"d\"\"\""]
                + (loose ? ["12\" ruler", "\"shut\"open"] : [])
            let name = names[r(UInt64(names.count))]
            let value = ["\(Double(r(100_000)) / 64)", "\"\(r(1000)).25\"", "", "-1.5e3", " 7 "][r(5)]
            switch r(40) {
            case 0: out += "\(i),\(name)\n"                     // a short row: the value is a gap
            case 1: out += "\(i),\(name),\(value),\n"           // a trailing separator
            default: out += "\(i),\(name),\(value)" + (r(10) == 0 ? "\r\n" : "\n")
            }
        }
        return Array(out.utf8)
    }

    @Test(arguments: [2, 3, 4])
    func quotedTextMatchesTheGeneralParser(threads: Int) throws {
        for seed: UInt64 in [1, 77] {
            let bytes = table(rows: 60_000, seed: seed, loose: false)
            let general = try parse(bytes, threads: 0)
            let fast = try parse(bytes, threads: threads)
            #expect(fast.rows == general.rows && general.rows == 60_000)
            #expect(same(fast.table, general.table), "seed \(seed), \(threads) threads")
            guard case .text(let names) = general.table.columns[1].values else { Issue.record("names are not text"); continue }
            #expect(names.contains("the \"big\" one") && names.contains("crlf\r\nhere") && names.contains("a\nb\nc,\"d\""))
            #expect(general.table.columns[2].numbers?.contains { $0.isNaN } == true)
            // The parallel path ran, on as many chunks as asked (the body is over 256 KB a chunk).
            let chunked = try direct(bytes, kinds: [.number, .text, .number], cores: threads)
            #expect(chunked?.rows == 60_000 && chunked?.texts[1] == names)
            #expect(chunked?.columns[1].isEmpty == true && chunked?.texts[0].isEmpty == true)
            for c in [0, 2] {
                #expect(chunked?.columns[c].map(\.bitPattern) == general.table.columns[c].numbers.map { $0.map(\.bitPattern) })
            }
        }
    }

    /// Quotes in unquoted cells (`12"`) throw the guess of where quoted fields end; the file is
    /// still read as the general parser reads it, on whichever path.
    @Test func looseQuotesReadAsTheGeneralParserDoes() throws {
        for seed: UInt64 in [5, 6, 7] {
            let bytes = table(rows: 30_000, seed: seed, loose: true)
            let general = try parse(bytes, threads: 0)
            #expect(same(try parse(bytes, threads: 4).table, general.table), "seed \(seed)")
            // Called directly, the chunked path reads it the same or steps aside.
            if let chunked = try direct(bytes, kinds: [.number, .text, .number], cores: 4) {
                guard case .text(let names) = general.table.columns[1].values else { continue }
                #expect(chunked.texts[1] == names && chunked.columns[2].map(\.bitPattern) == general.table.columns[2].numbers.map { $0.map(\.bitPattern) })
            }
            guard case .text(let names) = general.table.columns[1].values else { Issue.record("names are not text"); continue }
            #expect(names.contains("12\" ruler") && names.contains("shut\"open"))
        }
    }

    /// Every cut lands inside a long quoted field of many lines: each is moved to the record's end.
    @Test func cutsInsideQuotedFieldsMoveToTheRecordEnd() throws {
        let note = "\"" + (0..<200).map { "line \($0), said \"\"so\"\"" }.joined(separator: "\n") + "\""
        let text = "n,note\n" + (0..<200).map { "\($0),\(note)" }.joined(separator: "\n") + "\n"
        let bytes = Array(text.utf8)
        let chunked = try direct(bytes, kinds: [.number, .text], cores: 4)
        #expect(chunked?.rows == 200 && chunked?.lines == 200 * 200)
        #expect(chunked?.columns[0] == (0..<200).map(Double.init))
        #expect(chunked?.texts[1].allSatisfy { $0.hasPrefix("line 0, said \"so\"\nline 1") && $0.hasSuffix("line 199, said \"so\"") } == true)
        #expect(same(try parse(bytes, threads: 4).table, try parse(bytes, threads: 0).table))
    }

    /// Errors name the same line and column on every path, past quoted line ends.
    @Test func errorsNameTheSameLineOnEveryPath() throws {
        let rows = (0..<20_000).map { "\($0),\"two\nlines\",1.5" }
        let fields = "this row has 4 fields but the header has 3"
        let cases: [([UInt8], Int, String)] = [
            (Array("20000,\"a\",1,2".utf8), 4, fields),
            (Array("20000,\"never closed,1".utf8), 7, "a quoted field is never closed"),
            (Array("20000,\"a\",1,\"x,y\"".utf8), 4, fields),                   // a separator inside quotes is no field
            (Array("20000,f".utf8) + [0xFF] + Array("f,1".utf8), 2, "not valid UTF-8 text"),
            (Array("20000,f".utf8) + [0xFF] + Array("f,1,2".utf8), 4, fields),     // the row's width is named first
        ]
        for (last, column, message) in cases {
            let bytes = Array(("n,name,v\n" + rows.joined(separator: "\n") + "\n").utf8) + last + [0x0A]
            for threads in [0, 2, 4] {
                #expect { try parse(bytes, threads: threads) } throws: { e in
                    guard let d = e as? DataError else { return false }
                    return d.line == 40_002 && d.column == column && d.message == message
                }
            }
            // The chunked path leaves naming a bad record to the general parser.
            #expect(try direct(bytes, kinds: [.number, .text, .number], cores: 4) == nil)
        }
    }

    /// The quick ASCII-first check of text agrees with the standard library's validation.
    @Test func textIsValidatedLikeTheStandardLibrary() {
        var state: UInt64 = 3
        func r(_ n: UInt64) -> Int { state ^= state << 13; state ^= state >> 7; state ^= state << 17; return Int(state % n) }
        let fixed: [[UInt8]] = [[], [0x41], [0xC3, 0xA9], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
                                [0xE2, 0x82], [0xEF, 0xBF, 0xBD], [0xF0, 0x9F, 0x98, 0x80], [0x80]]
        let random = (0..<20_000).map { _ in (0..<r(8)).map { _ in UInt8([r(128), 0x80 + r(64), 0xC0 + r(64), 0xE0 + r(32)][r(4)]) } }
        var valid = 0
        for bytes in fixed + random {
            let ours = bytes.withUnsafeBufferPointer { RecordScanner.utf8($0) }
            let theirs = String(validating: bytes, as: UTF8.self)
            #expect(ours == theirs, "\(bytes)")
            valid += theirs == nil ? 0 : 1
        }
        #expect(valid > 1000 && valid < 20_000)
    }

    /// Cells taken again from the table of recent words are the cells written, even when two
    /// long ones share their first sixteen bytes and their length, or differ in a zero byte.
    @Test func recentWordsAreTheCellsWritten() {
        let cells = ["abcdefghijklmnopX tail", "abcdefghijklmnopY tail", "a", "a\u{0}", "", "São", "abcdefghijklmnop",
                     "abcdefghijklmnopX tail", "the \"big\" one"]
        var written: [String] = []
        var storage = [String](repeating: "-", count: 2002)
        storage.withUnsafeMutableBufferPointer { rows in
            var column = TextCells(into: rows.baseAddress!)
            for k in 0..<2000 {
                let cell = cells[(k * 7 + k / 3) % cells.count]
                var bytes = Array(cell.utf8)
                #expect(bytes.withUnsafeMutableBufferPointer { column.write(UnsafeBufferPointer($0), escapes: false, row: k) })
                written.append(cell)
            }
            let doubled = Array("say \"\"hi\"\"".utf8)
            #expect(doubled.withUnsafeBufferPointer { column.write($0, escapes: true, row: 2000) })
            #expect(!Array<UInt8>([0x61, 0xFF]).withUnsafeBufferPointer { column.write($0, escapes: false, row: 2001) })
        }
        #expect(storage == written + ["say \"hi\"", "-"])
    }

    /// The ends of files and the odd lines: the last chunk reads them as the general parser does.
    @Test func endsCommentsAndSeveralTextColumnsReadLikeTheGeneralParser() throws {
        let body = (0..<50).map { "\($0),\"2024-01-\(String(format: "%02d", $0 % 28 + 1))\",word \($0 % 3),\"x\ty\",\($0).5" }
            .joined(separator: "\n")
        let tails = ["\n50,2024-02-01,\"abc\",z,1", "\n50,2024-02-01,a,\"a\"b,2", "\n50,2024-02-01,a,b,3,", "\n# a \" comment\n\n51,2024-02-02,a,b,4\n",
                     "\n50,2024-02-01,\t\"tab\",b,5\n", "\r\n50,2024-02-01,\"q\"\"\",b,6\r\n"]
        for tail in tails {
            var bytes = Array(("n,day,word,pair,v\n" + body + tail).utf8)
            let general = try parse(bytes, threads: 0)
            let chunked = try bytes.withUnsafeMutableBufferPointer { p -> (columns: [[Double]], texts: [[String]], rows: Int, lines: Int)? in
                let survey = try DelimitedParser.survey(UnsafeBufferPointer(p), name: "t", timeZone: TimeZone(identifier: "UTC")!)
                let head = try survey.bodyStart()
                #expect(survey.kinds == [.number, .date, .text, .text, .number], "\(tail)")
                return try ChunkedParser.parse(survey.body, bodyStart: head.position, firstLine: head.line, dialect: survey.dialect,
                                               kinds: survey.kinds, timeZone: TimeZone(identifier: "UTC")!, name: "t", cores: 1)
            }
            guard let chunked else { Issue.record("stepped aside: \(tail)"); continue }
            #expect(chunked.rows == general.rows, "\(tail)")
            for (c, column) in general.table.columns.enumerated() {
                if case .text(let v) = column.values { #expect(chunked.texts[c] == v, "\(tail)") } else {
                    #expect(chunked.columns[c].map(\.bitPattern) == column.numbers.map { $0.map(\.bitPattern) }, "\(tail)")
                }
            }
        }
    }
}
