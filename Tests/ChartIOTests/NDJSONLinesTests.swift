import Foundation
import Testing
@testable import ChartIO

/// The JSON Lines fast reader (`NDJSONLines`, straight from the bytes, in stretches on several
/// threads) gives the very table the general reader (a `JSONScanner` value per line) gives, on
/// random lines of every value kind, and hands it what it does not take.
struct NDJSONLinesTests {
    /// A column's kind and each value's bits (NaN equal to NaN), or its text.
    static func cells(_ t: DataTable) -> [String] {
        t.columns.map { c in
            switch c.values {
            case .number(let v): return "number \(c.name): " + v.map { String($0.bitPattern) }.joined(separator: ",")
            case .date(let v): return "date \(c.name): " + v.map { String($0.bitPattern) }.joined(separator: ",")
            case .text(let v): return "text \(c.name): " + v.joined(separator: "\u{1}")
            }
        }
    }

    /// Random lines: a few keys in a mostly steady order (some lines shuffled, short of a key,
    /// or with one twice), each key's values mostly of one kind, with every other kind now and then.
    static func lines(seed: UInt64, count: Int) -> String {
        var state = seed &+ 1   // xorshift, seeded so a failing case can be rerun
        func next() -> UInt64 { state ^= state << 13; state ^= state >> 7; state ^= state << 17; return state }
        let keys = ["t", "value", "city", "flag", "n", "k\\u00e9y", "ünï", "when"]
        let kind = keys.map { _ in Int(next() % 6) }
        func value(_ k: Int, _ r: Int) -> String {
            let odd = next() % 40 == 0
            switch odd ? Int(next() % 12) : kind[k] {
            case 0: return String(Double(Int64(next() % 2_000_000)) / 997 - 1000)
            case 1: return ["\"2024-03-01T00:0\(r % 10):00Z\"", "\"2024-03-0\(r % 9 + 1)\"", "\"2024-03-01 12:00:0\(r % 10)\""][r % 3]
            case 2: return ["\"Oslo\"", "\"São Paulo\"", "\"Lagos, NG\"", "\"say \\\"hi\\\"\"", "\"tab\\there\"", "\"\"",
                            "\"a longer name, é\"", "\"0123456789ab\\\"q\"", "\"ab\\\\cdefghijklmnop\"",
                            "\"\\u00e9 and a run of twenty\"", "\"\\ud83d\\ude00 \\u20ac\\u0041\\/\"", "\"lone \\ud83d\"",
                            "\"S\\u00e3o Paulo\""][Int(next() % 13)]
            case 3: return next() % 2 == 0 ? "true" : "false"
            case 4: return String(next() % 100_000) + (next() % 2 == 0 ? "e-3" : "")
            case 5: return String(1_700_000_000 + Int(next() % 1000))
            case 6: return "null"
            case 7: return ["NaN", "Infinity", "-Infinity", "-0", "0.1e+2", "1E5", "123456789012345678901234"][Int(next() % 7)]
            case 8: return ["[1, 2]", "{\"a\": [true, null]}", "[]", "{}"][Int(next() % 4)]
            case 9: return "\"12.5\""
            case 10: return "\"\\u00e9t\\u00e9\""
            default: return " 7 "
            }
        }
        var out = ""
        for r in 0..<count {
            var order = Array(keys.indices)
            if next() % 25 == 0 { for k in order.indices.reversed() { order.swapAt(k, Int(next() % UInt64(k + 1))) } }
            if next() % 15 == 0 { order.remove(at: Int(next() % UInt64(order.count))) }
            if next() % 60 == 0 { order.append(order[0]) }
            if r == count / 2 { order.append(keys.count) }   // a key first seen halfway
            let fields = order.map { k in k == keys.count ? "\"late\": 1" : "\"\(keys[k])\":\(value(k, r))" }
            let space = next() % 10 == 0 ? " " : ""
            out += space + "{" + fields.joined(separator: "," + space) + "}" + space
            out += next() % 30 == 0 ? "\r\n" : "\n"
            if next() % 50 == 0 { out += "  \n" }
        }
        return out
    }

    @Test(arguments: 0..<24)
    func randomLinesReadAsTheGeneralReaderReadsThem(seed: Int) throws {
        let data = Data(Self.lines(seed: UInt64(seed), count: 400 + seed * 37).utf8)
        let zone = TimeZone(identifier: "Europe/Oslo")!
        let general = try NDJSONReader.general(data, name: "r.ndjson", timeZone: zone)
        for (threads, part) in [(1, 1 << 22), (2, 512), (3, 2048)] {
            let (rows, fast) = try #require(NDJSONReader.fast(data, name: "r.ndjson", names: [], timeZone: zone, threads: threads, minimumPart: part))
            #expect(rows == general.rowCount)
            #expect(Self.cells(fast) == Self.cells(general), "seed \(seed), \(threads) threads")
        }
    }

    @Test func kindsAreTypedAsJSONTablesAre() throws {
        let text = """
            {"t": "2024-03-01T00:00:00Z", "n": 1, "b": true, "mix": 1, "s": "x", "ts": 1700000000000, "gap": null}
            {"t": "2024-03-01T00:01:00Z", "n": 2.5, "b": false, "mix": "a", "s": null, "ts": 1700000001000, "gap": null}
            """
        let (_, t) = try #require(NDJSONReader.fast(Data(text.utf8), name: "k", names: [], timeZone: .gmt, threads: 1))
        #expect(Self.cells(t) == Self.cells(try NDJSONReader.general(Data(text.utf8), name: "k", timeZone: .gmt)))
        #expect(t.columns[0].isDate && t.columns[0].numbers?[1] == 1_709_251_260)
        #expect(t.columns[2].numbers.map(Array.init) == [1, 0])
        if case .text(let m) = t.columns[3].values { #expect(m == ["1", "a"]) } else { Issue.record("mix is text") }
        if case .text(let s) = t.columns[4].values { #expect(s == ["x", ""]) } else { Issue.record("s is text") }
        #expect(t.columns[5].isDate && t.columns[5].numbers?[0] == 1_700_000_000)
        #expect(t.columns[6].numbers?.allSatisfy(\.isNaN) == true)
    }

    /// What the fast reader hands to the general one, which names the error or reads the form.
    @Test(arguments: ["{\"a\": 1}\n[1, 2]\n", "{\"a\": 1}\n{\"a\": 1,}\n", "{\"a\": 1}\n{\"a\": \"\u{1}\"}\n",
                      "{\"a\": 1}\n{\"a\": 1} x\n", "{\"a\": 1}\n{\"a\": tru}\n", "{\"a\": 1}\n{\"a\": 1.2.3}\n",
                      "\u{FEFF}{\"a\": 1}\n{\"a\": 2}\n", "{\"a\": 1}\n{\"a\": \"abcdefghijk\u{1}lmnopqrstuvwxyz\"}\n"])
    func declinedLinesGoToTheGeneralReader(text: String) {
        #expect(NDJSONReader.fast(Data(text.utf8), name: "d", names: [], timeZone: .gmt, threads: 1) == nil)
    }

    /// Limits the general reader sets hold for the fast one: nesting counted from the line's own
    /// object, and the keys of all stretches together.
    @Test func theGeneralReadersLimitsHold() {
        let deep = "{\"a\": 1}\n{\"a\": " + String(repeating: "[", count: 512) + String(repeating: "]", count: 512) + "}\n"
        #expect(NDJSONReader.fast(Data(deep.utf8), name: "d", names: [], timeZone: .gmt, threads: 1) == nil)
        #expect(throws: DataError.self) { try NDJSONReader.parse(Data(deep.utf8), name: "d") }
        let fine = "{\"a\": 1}\n{\"a\": " + String(repeating: "[", count: 511) + String(repeating: "]", count: 511) + "}\n"
        #expect(NDJSONReader.fast(Data(fine.utf8), name: "d", names: [], timeZone: .gmt, threads: 1) != nil)
        // 60,000 keys in each half: within the limit in each stretch, beyond it together.
        func line(_ prefix: String) -> String { "{" + (0..<60_000).map { "\"\(prefix)\($0)\":1" }.joined(separator: ",") + "}\n" }
        let wide = Data((line("a") + line("b")).utf8)
        #expect(NDJSONReader.fast(wide, name: "w", names: [], timeZone: .gmt, threads: 2, minimumPart: 1000) == nil)
    }

    /// A tiny first line before long ones reserves no more than the file's size for its columns.
    @Test func aShortFirstLineDoesNotReserveForEveryByte() throws {
        let text = "{}\n" + (0..<2000).map { "{\"k\($0 % 500)\": \($0), \"pad\": \"\(String(repeating: "x", count: 40))\"}" }.joined(separator: "\n")
        let data = Data(text.utf8)
        let (rows, t) = try #require(NDJSONReader.fast(data, name: "s", names: [], timeZone: .gmt, threads: 1))
        #expect(rows == 2001 && t.columns.count == 501)
        #expect(Self.cells(t) == Self.cells(try NDJSONReader.general(data, name: "s")))
        // Room for a row per six bytes went to one column at most (to all 501 before the budget).
        let lines = NDJSONLines.NumberTables.with { tables in
            data.withUnsafeBytes { raw in
                var l = NDJSONLines(raw.bindMemory(to: UInt8.self), name: "s")
                _ = l.read(0..<data.count, tables: tables)
                return l
            }
        }
        #expect(lines.columns.filter { $0.tags.capacity > 4 * rows }.count <= 1)
    }

    @Test(arguments: [0, 3, 9, 17])
    func textThatIsNotUTF8IsDeclined(at: Int) {
        var bytes = Array("{\"a\": \"x\"}\n{\"a\": \"".utf8)
        bytes += Array(String(repeating: "z", count: at).utf8) + [0xC3, 0x28]
        bytes += Array("\", \"b\": \"more text on the line\"}\n".utf8)   // words read past the bad byte
        bytes += Array(String(repeating: "\n{\"a\": 1}", count: 9).utf8)   // room past the string for a word at a time
        #expect(NDJSONReader.fast(Data(bytes), name: "u", names: [], timeZone: .gmt, threads: 1) == nil)
        #expect(throws: DataError.self) { try NDJSONReader.parse(Data(bytes), name: "u") }
    }
}
