import Foundation
import Testing
@testable import ChartIO

/// The parallel chunked path gives exactly what the general parser gives, or steps aside.
struct ChunkedParserTests {
    func parse(_ text: String, threads: Int) throws -> ParsedTable {
        var bytes = Array(text.utf8)
        return try bytes.withUnsafeMutableBufferPointer { b in
            try DelimitedParser.parse(UnsafeBufferPointer(b), name: "t.csv", timeZone: TimeZone(identifier: "UTC")!, threads: threads)
        }
    }

    /// Bitwise equality of two tables' numeric columns (NaN equal to NaN).
    func same(_ a: DataTable, _ b: DataTable) -> Bool {
        guard a.columns.count == b.columns.count else { return false }
        for (x, y) in zip(a.columns, b.columns) {
            guard x.name == y.name, x.isDate == y.isDate, let u = x.numbers, let v = y.numbers, u.count == v.count else { return false }
            for (p, q) in zip(u, v) where p.bitPattern != q.bitPattern { return false }
        }
        return true
    }

    /// A messy but quote-free table: integers, decimals, signs, exponents, missing cells, padding,
    /// short rows, trailing separators, comments, blank lines, CRLF, dates, numpy's `%.18e` and
    /// cells nearly in it.
    func messy(rows: Int, seed: UInt64, dates: Bool = true) -> String {
        var state = seed
        func r(_ n: UInt64) -> UInt64 { state ^= state << 13; state ^= state >> 7; state ^= state << 17; return state % n }
        var out = "t,a,b,c\n"
        for i in 0..<rows {
            let t = dates ? "2024-03-\(String(format: "%02d", 1 + i % 28))T\(String(format: "%02d", i % 24)):00:00Z" : "\(i)"
            let cells = (0..<3).map { _ -> String in
                switch r(14) {
                case 12:
                    let v = Double(r(1 << 53)) / Double(1 + r(1 << 20)) * [1, 1e-7, 1e40][Int(r(3))] * (r(2) == 0 ? 1 : -1)
                    return String(format: "%.18e", v)
                case 13:
                    return ["1.000000000000000000e+001", "2.500000000000000000E-03", "3.14159265358979311e+00", "7.000000000000000000e+0",
                            "+1.000000000000000000e+00", "9.999999999999999999e+99", "5.000000000000000000e-99", "1.0000000000000000000e+00",
                            "1.000000000000000000e+00 ", "-0.000000000000000000e+00",
                            // Exactly halfway between two doubles (2^53 + 1, and 2^52 + 1.5): ties to even.
                            "9.007199254740993000e+15", "4.503599627370497500e+15"][Int(r(12))]
                case 0: return ""
                case 1: return "NA"
                case 2: return "-\(r(100_000))"
                case 3: return "\(r(1000)).\(r(100_000))"
                case 4: return "+\(r(50))"
                case 5: return "\(r(9))e\(r(30))"
                case 6: return " \(r(77)) "
                case 7: return "\(r(1 << 62))\(r(1 << 62))"     // more digits than a Double holds
                case 8: return ".\(r(999))"
                case 9: return "\(r(100_000_000)).\(r(10_000_000))"   // runs into a second word
                default: return "\(r(10_000_000))"
                }
            }
            var line = ([t] + cells).joined(separator: ",")
            switch r(40) {
            case 0: line = [t, cells[0]].joined(separator: ",")          // short row
            case 1: line += ","                                           // trailing separator
            case 2: out += "# a comment\n"
            case 3: out += "\n"
            default: break
            }
            out += line + (r(10) == 0 ? "\r\n" : "\n")
        }
        return out
    }

    /// 100,000 random cells of `length` bytes for the digit readers: bytes of digits, points,
    /// signs and others, half of them starting with a run of up to `runs` digits, and with
    /// `points`, half with a point somewhere in their first `runs` bytes.
    func noisyCells(length: Int, runs: Int, points: Bool, seed: UInt64) -> [[UInt8]] {
        var state = seed
        func r(_ n: UInt64) -> UInt64 { state ^= state << 13; state ^= state >> 7; state ^= state << 17; return state % n }
        let alphabet = Array("0123456789012345678901234567890123456789..,\n\re-+ x".utf8)
        return (0..<100_000).map { _ in
            var bytes = (0..<length).map { _ in alphabet[Int(r(UInt64(alphabet.count)))] }
            if r(2) == 0 { for k in 0..<Int(r(UInt64(runs))) { bytes[k] = UInt8(48 + r(10)) } }   // long digit runs
            if points, r(2) == 0 { bytes[Int(r(UInt64(runs)))] = UInt8(ascii: ".") }
            return bytes
        }
    }

    @Test(arguments: [1, 2, 3, 7])
    func chunksMatchTheGeneralParser(threads: Int) throws {
        for seed: UInt64 in [1, 99, 12345] {
            let text = messy(rows: 3000, seed: seed)
            let general = try parse(text, threads: 0)
            let fast = try parse(text, threads: threads)
            #expect(fast.rows == general.rows)
            #expect(same(fast.table, general.table), "seed \(seed), \(threads) threads")
            #expect(fast.table.columns[0].isDate)
            // And the fast path really ran (it did not step aside).
            var bytes = Array(text.utf8)
            let direct = try bytes.withUnsafeMutableBufferPointer { b in
                try ChunkedParser.parse(UnsafeBufferPointer(b), bodyStart: Array(text.utf8).firstIndex(of: 0x0A)! + 1, firstLine: 2,
                                        dialect: Dialect(delimiter: UInt8(ascii: ","), hasHeader: true),
                                        kinds: [.date, .number, .number, .number], timeZone: TimeZone(identifier: "UTC")!,
                                        name: "t", cores: threads)
            }
            #expect(direct?.rows == general.rows)
        }
    }

    /// Cells in numpy's `%.18e` layout but for one byte are no numbers on either path.
    @Test func nearlyNumpyCellsAreTextOnEveryPath() throws {
        let good = (0..<3000).map { String(format: "%.18e", Double($0) * 1.25) }
        for bad in ["1.00000000000000000xe+00", "1.000000000000000000e 00", "1.000000000000000000e+00x", "1.000000000000000000f+00"] {
            let text = "x,y\n" + good.map { "\($0),1" }.joined(separator: "\n") + "\n\(bad),2\n"
            let general = try parse(text, threads: 0), fast = try parse(text, threads: 2)
            #expect(general.table.columns[0].numbers == nil && fast.table.columns[0].numbers == nil, "\(bad)")
            guard case .text(let cells) = fast.table.columns[0].values else { Issue.record("\(bad): not text"); continue }
            #expect(cells.last == bad && fast.rows == 3001)
        }
    }

    /// Without a date column, lines of short numbers take `ShortRows`; the rest, the full rules.
    @Test(arguments: [1, 2, 3])
    func shortRowsMatchTheGeneralParser(threads: Int) throws {
        for seed: UInt64 in [5, 77, 4242] {
            let text = messy(rows: 4000, seed: seed, dates: false)
            let general = try parse(text, threads: 0)
            let fast = try parse(text, threads: threads)
            #expect(fast.rows == general.rows)
            #expect(same(fast.table, general.table), "seed \(seed), \(threads) threads")
            // The parallel path counts the line feeds (the header's too), which a reload's append check takes up.
            if threads > 1 { #expect(fast.lineFeeds == text.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }) }
        }
    }

    @Test func shortDecimalsReadLikeTheGeneralParser() {
        // Random runs of digits, points, signs and other bytes: `decimal` either declines or
        // agrees with NumberParser on the bytes before the end it reports.
        readLikeNumberParser(noisyCells(length: 16, runs: 16, points: false, seed: 2024)) { bytes, p, scales in
            guard let (m, fraction, n) = DigitRun.decimal(at: p, scales: scales) else { return nil }
            // It ends at a byte that is not a digit (a second point ends it too: the caller then declines).
            #expect(n < 16 && !(48...57).contains(bytes[n]), "\(bytes[0..<n])")
            return (Double(m) / pow(10, Double(fraction)), n)
        }
    }

    @Test func longDecimalsInThreeWordsReadLikeTheGeneralParser() {
        // With room for a third word, `decimal` also reads 16 to 19 digits whose point is in its
        // first eight bytes, with or without a two-digit exponent after them (numpy's form).
        var long = 0, exponents = 0
        var cells = noisyCells(length: 32, runs: 20, points: true, seed: 2026)
        // numpy's `%.18e` beside them, exponents of both signs, and near misses.
        var state: UInt64 = 7
        func r(_ n: UInt64) -> UInt64 { state ^= state << 13; state ^= state >> 7; state ^= state << 17; return state % n }
        for _ in 0..<20_000 {
            var c = Array(String(format: "%.18e", Double(r(1 << 53)) * [1, 1e-7, 1e40, 1e-300, 0][Int(r(5))]).utf8)
            if r(4) == 0 { c[Int(r(UInt64(c.count)))] = Array("e+-.5 x".utf8)[Int(r(7))] }
            cells.append(c + Array(repeating: UInt8(ascii: ","), count: 32 - c.count))
        }
        readLikeNumberParser(cells) { bytes, p, scales in
            guard let (m, fraction, n) = DigitRun.decimal(at: p, scales: scales, long: true) else { return nil }
            let digits = bytes[0..<n].prefix { $0 | 0x20 != UInt8(ascii: "e") }.filter { (48...57).contains($0) }.count
            let exponent = bytes[0..<n].contains { $0 | 0x20 == UInt8(ascii: "e") }
            // It ends at a byte that is not a digit, or after an exponent's two digits (a third
            // ends it too: the caller, finding no separator there, declines).
            #expect(n <= 24 && (exponent || !(48...57).contains(bytes[n])) && digits <= 19, "\(bytes[0..<n])")
            if digits > 15 { long += 1 }
            if exponent { exponents += 1 }
            let text = String(decoding: bytes[0..<n], as: UTF8.self)
            let exact = m <= 1 << 53 && (0...22).contains(fraction)
            return (exact ? Double(m) / pow(10, Double(fraction)) : EiselLemire.convert(m, -fraction) ?? strtod(text, nil), n)
        }
        #expect(long > 1000 && exponents > 10_000)
    }

    /// Runs `reader` on each of `cells`: where it reads a number (its value and the bytes it
    /// spans), the value is NumberParser's of those bytes; most cells are read.
    func readLikeNumberParser(_ cells: [[UInt8]], _ reader: ([UInt8], UnsafeRawPointer, UnsafePointer<UInt64>) -> (Double, Int)?) {
        var read = 0
        for bytes in cells {
            bytes.withUnsafeBytes { raw in
                DigitRun.scales.withUnsafeBufferPointer { scales in
                    guard let (v, n) = reader(bytes, raw.baseAddress!, scales.baseAddress!) else { return }
                    read += 1
                    let text = Array(bytes[0..<n])
                    let expected = text.withUnsafeBufferPointer { NumberParser.parse($0) }
                    #expect(expected?.bitPattern == v.bitPattern, "\(String(decoding: text, as: UTF8.self))")
                }
            }
        }
        #expect(read > 20_000)
    }

    @Test func lineAndQuoteCountsMatchAByteLoop() {
        var state: UInt64 = 31
        for n in [0, 1, 15, 16, 17, 4079, 4080, 4081, 9000, 70_000] {
            let bytes = (0..<n).map { _ -> UInt8 in
                state ^= state << 13; state ^= state >> 7; state ^= state << 17
                return [0x0A, 0x22, 0x2C, 0x31, 0x0A][Int(state % 5)]
            }
            let (lines, quotes) = bytes.withUnsafeBufferPointer { ChunkedParser.countLinesAndQuotes($0.baseAddress ?? UnsafePointer(bitPattern: 1)!, n) }
            #expect(lines == bytes.filter { $0 == 0x0A }.count, "\(n) bytes")
            #expect(quotes == bytes.filter { $0 == 0x22 }.count, "\(n) bytes")
        }
    }

    @Test func errorsNameTheSameLineOnAnyChunk() throws {
        var text = "x,y\n" + (0..<5000).map { "\($0),\($0 * 2)" }.joined(separator: "\n") + "\n"
        text += "5000,1,7\n"
        for threads in [0, 1, 2, 4] {
            #expect { try parse(text, threads: threads) } throws: { e in
                guard let d = e as? DataError else { return false }
                return d.line == 5002 && d.column == 3 && d.message == "this row has 3 fields but the header has 2"
            }
        }
    }

    @Test func quotedCellsAndLateTextReadLikeTheGeneralParser() throws {
        let quoted = "x,y\n" + (0..<3000).map { "\($0),\"\($0)\"" }.joined(separator: "\n")
        #expect(try parse(quoted, threads: 2).rows == 3000)
        // A text cell after the sample demotes the column: the general path reads it as text.
        let late = "x,y\n" + (0..<3000).map { "\($0),\($0)" }.joined(separator: "\n") + "\n3000,oops\n"
        let t = try parse(late, threads: 2)
        #expect(t.rows == 3001)
        #expect(t.table.columns[1].numbers == nil)
    }

    @Test func fastDecimalsRoundLikeStrtod() throws {
        var state: UInt64 = 7
        var cells: [String] = []
        for _ in 0..<200_000 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            let digits = Int(state % 15) + 1
            let point = Int((state >> 8) % UInt64(digits + 1))
            var s = String(String(state >> 20).prefix(digits))
            if point < s.count { s.insert(".", at: s.index(s.startIndex, offsetBy: point)) }
            if state & 1 == 1 { s = "-" + s }
            cells.append(s)
        }
        let values = try #require(try parse("x\n" + cells.joined(separator: "\n") + "\n", threads: 2).table.columns[0].numbers)
        #expect(values.count == cells.count)
        var wrong = 0
        for (s, v) in zip(cells, values) where v.bitPattern != strtod(s, nil).bitPattern { wrong += 1 }
        #expect(wrong == 0)
    }

    /// pandas' shortest round trips (16 and 17 significant digits, `0.30000000000000004`), other
    /// plain decimals of up to 19 digits (leading zeros counted) and numpy's `%.18e` take
    /// `ShortRows` through Eisel–Lemire: bit for bit strtod's, beside short cells, with CRLF, and near the end of the
    /// text (where a long cell's reads must stay inside it). Exact ties, which Eisel–Lemire
    /// declines, and 20 digits or more, leave the line to the full rules.
    @Test(arguments: [1, 2, 3])
    func longDecimalsRoundLikeStrtod(threads: Int) throws {
        var state: UInt64 = 99
        func r(_ n: UInt64) -> UInt64 { state ^= state << 13; state ^= state >> 7; state ^= state << 17; return state % n }
        func long() -> String {
            switch r(9) {
            case 8: return String(format: "%.18e", Double(r(1 << 53)) * [1, 1e-7, 1e40, 1e-300][Int(r(4))])   // numpy's savetxt
            case 0: return "\(Double(r(1 << 53)) * 0.1)"                         // Swift's shortest round trip
            case 1: return "\(Double(r(1 << 40)) / 3)"
            case 2: return ["9007199254740993", "4503599627370497.5", "0.30000000000000004", "5.", ".5",
                            "1234567890123456789", "12345678901234567890", "0.0000000000000000001", "00000000000000000001.5",
                            // Mantissas whose odd part is small, above 2^63 (2^63, 2^63 + 2^12) and below.
                            "9.223372036854775808e+18", "9223372.036854779904", "1.234567000000000000e+06"][Int(r(12))]
            default:
                let digits = Int(r(19)) + 1
                var s = String((0..<digits).map { _ in Character(String(r(10))) })
                let point = Int(r(UInt64(digits + 1)))
                if point < digits { s.insert(".", at: s.index(s.startIndex, offsetBy: point)) }
                return s
            }
        }
        var lines: [String] = []
        for _ in 0..<30_000 {
            let cells = (0..<2).map { _ -> String in
                let c = r(4) == 0 ? "\(r(100_000))" : long()
                return r(2) == 0 ? "-" + c : c
            }
            lines.append(cells.joined(separator: ",") + (r(20) == 0 ? "\r\n" : "\n"))
        }
        let text = "x,y\n" + lines.joined()
        let fast = try parse(text, threads: threads)
        let general = try parse(text, threads: 0)
        #expect(fast.rows == 30_000)
        #expect(same(fast.table, general.table))
        let columns = try (0..<2).map { try #require(fast.table.columns[$0].numbers) }
        var wrong = 0
        for (k, line) in lines.enumerated() {
            let cells = line.trimmingCharacters(in: .newlines).split(separator: ",")
            for c in 0..<2 where columns[c][k].bitPattern != strtod(String(cells[c]), nil).bitPattern { wrong += 1 }
        }
        #expect(wrong == 0)
        // A line of long cells (`whole` digits, a point and `fraction` more: the two runs' reads
        // reach 44 bytes past the cell's start at most, as with 19 whole digits, a cell then left
        // to the full rules; a point in the first eight bytes and 16 to 19 digits, 24 bytes) at
        // every distance from the text's end, in one column and two: the short path takes it
        // when there is room for its reads and leaves it to the full rules otherwise (under the
        // address sanitizer, a read past the end fails here).
        let run = String(repeating: "1234567890", count: 2)
        for width in 1...2 {
            for (whole, fraction) in [(1, 8), (8, 8), (11, 8), (19, 8), (3, 14), (7, 12), (1, 18)] {
                let cell = String(run.prefix(whole)) + "." + String(run.suffix(fraction))
                let long = Array(repeating: cell, count: width).joined(separator: ",") + "\n"
                for pad in 1...60 {
                    let last = Array(repeating: String(repeating: "3", count: pad), count: width).joined(separator: ",") + "\n"
                    let tail = (width == 1 ? "y\n" : "x,y\n") + String(repeating: width == 1 ? "0.1\n" : "0.1,0.2\n", count: 20) + long + last
                    let t = try parse(tail, threads: threads)
                    let g = try parse(tail, threads: 0)
                    #expect(same(t.table, g.table), "\(width) columns, \(whole) whole digits, \(pad) bytes after")
                }
            }
        }
    }

    @Test func longDecimalsReadLikeTheGeneralParser() {
        // Random runs of digits and other bytes: `longDecimal` either declines or agrees with
        // NumberParser on the bytes before the end it reports.
        readLikeNumberParser(noisyCells(length: 48, runs: 24, points: true, seed: 2025)) { bytes, p, scales in
            guard let (m, digits, fraction, n) = DigitRun.longDecimal(at: p, scales: scales) else { return nil }
            let text = Array(bytes[0..<n])
            #expect(!(48...57).contains(bytes[n]) && digits <= 19 && fraction <= digits, "\(text)")
            #expect(text.filter { (48...57).contains($0) }.count == digits)
            return (EiselLemire.convert(m, -fraction) ?? strtod(String(decoding: text, as: UTF8.self), nil), n)
        }
    }

    @Test func digitRunsReadEightBytesLikeOneAtATime() {
        // Every byte value around the digits in every position, and random words.
        func word(_ bytes: [UInt8]) -> UInt64 { bytes.enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) } }
        func slow(_ bytes: [UInt8]) -> (Int, UInt64) {
            var n = 0, v: UInt64 = 0
            while n < 8, bytes[n] >= 48, bytes[n] <= 57 { v = v * 10 + UInt64(bytes[n] - 48); n += 1 }
            return (n, v)
        }
        var state: UInt64 = 99
        var checked = 0
        for trial in 0..<20_000 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            var bytes = (0..<8).map { UInt8(48 + (state >> (UInt64($0) * 4)) % 10) }
            if trial > 0 {
                let at = trial % 9
                if at < 8 { bytes[at] = UInt8(truncatingIfNeeded: state >> 40) }   // any byte: '/', ':', 0xFF, …
            }
            let (n, v) = slow(bytes)
            let w = word(bytes)
            #expect(DigitRun.length(w) == n, "\(bytes)")
            if n > 0 { #expect(DigitRun.value(w, count: n) == v, "\(bytes)") }
            checked += 1
        }
        #expect(checked == 20_000)
        for edge: UInt8 in [0x2F, 0x3A, 0x3F, 0x40, 0xFA, 0xFF, 0x00, 0x20] {
            #expect(DigitRun.length(word([49, 50, edge, 51, 52, 53, 54, 55])) == 2, "\(edge)")
        }
    }

    @Test func loneCarriageReturnsNeverOverrunTheColumns() throws {
        // Classic Mac line ends: no line feeds to count, so the fast path must step aside.
        let text = "x,y\r" + (0..<5000).map { "\($0),\($0 * 2)" }.joined(separator: "\r") + "\r"
        for threads in [0, 1, 2] {
            let t = try parse(text, threads: threads)
            #expect(t.rows == 5000)
            #expect(t.table.columns[1].numbers?.last == 9998)
        }
        // A few lone CRs inside an LF file.
        let mixed = "x,y\n" + (0..<5000).map { "\($0),\($0)" + ($0 % 997 == 0 ? "\r" : "\n") }.joined()
        #expect(try parse(mixed, threads: 2).rows == (try parse(mixed, threads: 0)).rows)
    }
}
