import Foundation
import Testing
@testable import ChartIO

/// JSON Lines: read by content, keys in order, gaps for missing keys, errors with the line, and
/// followed live by appending only the new lines.
struct NDJSONTests {
    @Test func readsLinesInKeyOrder() throws {
        let text = """
            {"time": "2024-03-01T00:00:00Z", "temp": 20.5, "site": "a"}

            {"time": "2024-03-01T00:01:00Z", "temp": 21, "site": "b", "extra": 1}
            {"temp": null, "site": "c", "time": "2024-03-01T00:02:00Z"}
            """
        let p = try DataLoader.parse(Data(text.utf8), name: "log.ndjson")
        #expect(p.dialect.jsonLines && p.rows == 3)
        #expect(p.table.columns.map(\.name) == ["time", "temp", "site", "extra"])
        #expect(p.table.columns[0].isDate && p.table.columns[0].numbers?[1] == 1_709_251_260)
        let temp = try #require(p.table.columns[1].numbers)
        #expect(temp[0] == 20.5 && temp[1] == 21 && temp[2].isNaN)
        let extra = try #require(p.table.columns[3].numbers)
        #expect(extra[0].isNaN && extra[1] == 1 && extra[2].isNaN)
    }

    @Test func oneLineAloneIsOneRow() throws {
        let p = try DataLoader.parse(Data("\u{FEFF}\n{\"t\": 1, \"v\": 2.5, \"tags\": [1, 2]}\n".utf8), name: "one.ndjson")
        #expect(p.rows == 1 && p.table.columns.map(\.name) == ["t", "v", "tags"])
        if case .text(let t) = p.table.columns[2].values { #expect(t == ["[1,2]"]) } else { Issue.record("tags") }
    }

    @Test func aStreamGoesOnAfterABadLineAndWaitsOutASplitQuote() throws {
        var s = StreamTable(name: "stdin", forms: .automatic)
        s.text += Array("{\"v\": 1}\n{\"v\": 2}\n".utf8)
        #expect(try s.parse(final: false)?.0.rows == 2)
        s.text += Array("{\"v\": oops}\n".utf8)
        #expect(throws: DataError.self) { try s.parse(final: false) }
        s.text += Array("{\"v\": 4}\n".utf8)
        #expect(try s.parse(final: false)?.0.table.columns[0].numbers == [1, 2, 4])
        var c = StreamTable(name: "stdin", forms: .automatic)
        c.text += Array("a,note\n1,plain\n".utf8)
        #expect(try c.parse(final: false)?.0.rows == 1)
        c.text += Array("2,\"two\n".utf8)
        #expect(try c.parse(final: false) == nil, "the quoted field's end has not come yet")
        c.text += Array("lines\"\n3,x\n".utf8)
        let rows = try #require(try c.parse(final: false))
        #expect(rows.0.rows == 3)
    }

    @Test func oneObjectAloneIsPlainJSON() throws {
        // A single object of columns is the JSON column form, not one line of records.
        let p = try DataLoader.parse(Data(#"{"t": [1, 2], "v": [3, 4]}"#.utf8), name: "c.json")
        #expect(!p.dialect.jsonLines && p.rows == 2)
    }

    @Test func aBadLineIsNamed() throws {
        let text = "{\"a\": 1}\n{\"a\": 2}\n{\"a\": 3\n"
        #expect { try DataLoader.parse(Data(text.utf8), name: "x.ndjson") } throws: { error in
            "\(error)".hasPrefix("x.ndjson:3") && "\(error)".contains("JSON")
        }
        #expect { try DataLoader.parse(Data("{\"a\": 1}\n[1, 2]\n".utf8), name: "y.ndjson") } throws: { error in
            "\(error)".hasPrefix("y.ndjson:2") && "\(error)".contains("not an object")
        }
    }

    @Test func appendedLinesAreReadAlone() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("chartreuse-ndjson-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent("log.ndjson").path
        try Data("{\"t\": 1, \"v\": 1.5}\n{\"t\": 2, \"v\": 2.5}\n".utf8).write(to: URL(fileURLWithPath: path))
        let probe = ReloadProbe(path)
        probe.reload(initial: true)
        try ReloadProbe.append("{\"t\": 3, \"v\": 3.5}\n{\"t\": 4}\n", to: path)
        guard case .loaded(let p, let appended, _)? = probe.reload() else { Issue.record("no reload: \(probe.events)"); return }
        #expect(appended == 2 && p.rows == 4)
        #expect(p.table.columns[1].numbers?[2] == 3.5 && p.table.columns[1].numbers?[3].isNaN == true)
        // A new key: the whole file is read again (a full load, not an append).
        try ReloadProbe.append("{\"t\": 5, \"w\": 1}\n", to: path)
        guard case .loaded(let q, let again, _)? = probe.reload() else { Issue.record("no reload"); return }
        #expect(again == nil && q.rows == 5 && q.table.columns.map(\.name) == ["t", "v", "w"])
    }

    @Test func streamedLinesArriveAsRows() throws {
        var s = StreamTable(name: "stdin", forms: .automatic)
        s.text += Array("{\"t\": 1, \"v\": 1}\n".utf8)
        #expect(try s.parse(final: false) == nil, "one line alone could be a JSON document")
        s.text += Array("{\"t\": 2, \"v\": 4}\n{\"t\": 3,".utf8)
        let first = try #require(try s.parse(final: false))
        #expect(first.0.rows == 2 && first.1 == nil)
        s.text += Array(" \"v\": 9}\n".utf8)
        let next = try #require(try s.parse(final: false))
        #expect(next.0.rows == 3 && next.1 == 1 && next.0.table.columns[1].numbers == [1, 4, 9])
    }
}


/// The JSON reader's own scanner: exact numbers, key order, escapes, Python's NaN, nesting.
struct JSONScannerTests {
    func value(_ text: String) throws -> JSONValue {
        var bytes = Array(text.utf8)
        return try bytes.withUnsafeMutableBufferPointer { try JSONScanner.parse(UnsafeBufferPointer($0), name: "j.json") }
    }

    @Test func numbersAreExact() throws {
        // Foundation's JSONSerialization reads this one an ulp off; strtod does not.
        for text in ["-116992.9165339179", "0.30000000000000004", "1e-320", "123456789012345678901234567890", "-0"] {
            guard case .number(let v) = try value(text) else { Issue.record("\(text)"); continue }
            #expect(v.bitPattern == strtod(text, nil).bitPattern, "\(text)")
        }
    }

    @Test func keysKeepTheirOrderAndStringsTheirEscapes() throws {
        guard case .object(let o) = try value(#"{"z": 1, "a": "tab\there \u00e9\ud83d\ude00 \"q\"", "m": [1, {"k": null}], "n": NaN}"#) else {
            Issue.record("not an object"); return
        }
        #expect(o.map(\.key) == ["z", "a", "m", "n"])
        if case .string(let s) = o[1].value { #expect(s == "tab\there é😀 \"q\"") } else { Issue.record("not a string") }
        #expect(o[2].value.text == #"[1,{"k":null}]"#)
        if case .number(let v) = o[3].value { #expect(v.isNaN) } else { Issue.record("NaN") }
    }

    @Test(arguments: ["{", "[1,", "{\"a\" 1}", "[1 2]", "\"abc", "tru", "[1]x", "{\"a\":\"\u{01}\"}", "\"\\x\"", "-", "[\"\\ud800\\u0041\"]"])
    func malformedIsAnErrorWithAPlace(text: String) {
        #expect { try value(text) } throws: { "\($0)".hasPrefix("j.json:1:") && "\($0)".contains("JSON:") }
    }

    @Test func deepNestingIsRefused() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect { try value(deep) } throws: { "\($0)".contains("nested more than") }
    }
}
