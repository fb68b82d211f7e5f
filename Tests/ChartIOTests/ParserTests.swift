import Foundation
import ChartTestSupport
import Testing
@testable import ChartIO

struct ParserTests {
    func parse(_ s: String) throws -> DataTable { try CSVReader.parse(Array(s.utf8), name: "t") }

    @Test func whitespaceAlignedColumns() throws {
        let t = try parse("time   temp   rain\n  1    20.5    0\n  2    21.0    1.5\n")
        #expect(t.columns.map(\.name) == ["time", "temp", "rain"])
        #expect(t.columns[1].numbers == [20.5, 21])
    }

    @Test func paddingAroundFieldsAndQuotes() throws {
        let t = try parse(" name , value \n \"a b\" , 1 \n c ,  2\n")
        #expect(t.columns.map(\.name) == ["name", "value"])
        #expect(t.columns[0].values == .text(["a b", "c"]))
        #expect(t.columns[1].numbers == [1, 2])
    }

    @Test func dateColumnsAndEpochs() throws {
        let t = try parse("when,v\n2024-01-01T00:00:00Z,1\n2024-01-02T00:00:00Z,2\n")
        #expect(t.columns[0].isDate && t.columns[0].numbers == [1_704_067_200, 1_704_153_600])
        let e = try parse("timestamp,v\n1700000000,1\n1700000060,2\n")
        #expect(e.columns[0].isDate)
        let ms = try parse("time_ms,v\n1700000000000,1\n1700000060000,2\n")
        #expect(ms.columns[0].isDate && ms.columns[0].numbers == [1_700_000_000, 1_700_000_060])
        let plain = try parse("count,v\n1700000000,1\n")
        #expect(!plain.columns[0].isDate, "only time-like names are read as epochs")
    }

    @Test func lateTextDemotesANumericColumn() throws {
        var rows = "k,v\n"
        for i in 0..<3000 { rows += "\(i),\(i)\n" }
        rows += "oops,3000\n"
        let t = try parse(rows)
        guard case .text(let keys) = t.columns[0].values else { Issue.record("expected text"); return }
        #expect(keys.count == 3001 && keys.last == "oops" && keys[5] == "5")
    }

    @Test func headerlessAndAllText() throws {
        let t = try parse("1;2;3\n4;5;6\n")
        #expect(t.columns.map(\.name) == ["column 1", "column 2", "column 3"])
        let names = try parse("city,country\nParis,France\nOslo,Norway\n")
        #expect(names.columns.map(\.name) == ["city", "country"] && names.rowCount == 2)
    }

    @Test func json() throws {
        let rec = try DataLoader.parse(Data(#"[{"t": 1, "v": 2.5}, {"t": 2, "v": null}, {"t": 3, "v": 4}]"#.utf8), name: "j").table
        #expect(rec.columnIndex("v") != nil)
        let v = rec.columns[rec.columnIndex("v")!].numbers!
        #expect(v[0] == 2.5 && v[1].isNaN && v[2] == 4)
        let cols = try DataLoader.parse(Data(#"{"day": ["2024-01-01", "2024-01-02"], "n": [1, 2]}"#.utf8), name: "j").table
        #expect(cols.columns[cols.columnIndex("day")!].isDate)
        #expect(throws: DataError.self) { try DataLoader.parse(Data("[1, 2".utf8), name: "j") }
        #expect(throws: DataError.self) { try DataLoader.parse(Data("[1, 2]".utf8), name: "j") }
        #expect(throws: DataError.self) { try DataLoader.parse(Data("[]".utf8), name: "j") }
    }

    @Test func binaryDataBeginningWithABracketIsNamedBinary() {
        for start in ["{", "[", " \n["] {
            do {
                _ = try DataLoader.parse(Data(start.utf8) + Data([0x41, 0x00, 0xFF, 0x0A, 0x7D]), name: "g.bin")
                Issue.record("expected an error for \(start)")
            } catch let e as DataError {
                #expect(e.message.contains("binary"), "\(e)")
            } catch {
                Issue.record("\(error)")
            }
        }
    }

    @Test func jsonKeepsTheFilesColumnOrder() throws {
        let rec = try DataLoader.parse(Data(#"[{"time": "2016-07-26T12:00:00Z", "zeta": 1, "alpha": 10}, {"time": "2016-07-26T13:00:00Z", "zeta": 2, "alpha": 11, "mid\u00e9": 5}]"#.utf8), name: "j").table
        #expect(rec.columns.map(\.name) == ["time", "zeta", "alpha", "midé"], "\(rec.columns.map(\.name))")
        #expect(rec.columns[0].isDate)
        let cols = try DataLoader.parse(Data(#"{"z": [1, 2], "a": [3, 4], "m": [5, 6]}"#.utf8), name: "j").table
        #expect(cols.columns.map(\.name) == ["z", "a", "m"])
        // Keys of nested objects or of values are not columns; a key with a quote and a colon in it is one.
        let odd = try DataLoader.parse(Data(#"[{"b\":": 1, "note": "x: \"y\"", "a": 2}]"#.utf8), name: "j").table
        #expect(odd.columns.map(\.name) == ["b\":", "note", "a"], "\(odd.columns.map(\.name))")
    }

    @Test func unclosedQuoteNamesWhereItOpened() {
        do {
            _ = try parse("a,b\n1,2\n3,\"open\n4,5\n")
            Issue.record("expected an error")
        } catch let e as DataError {
            #expect(e.line == 3 && e.column == 3 && e.message.contains("never closed"))
        } catch {
            Issue.record("\(error)")
        }
    }

    /// Property: any table written as CSV, with any quoting, reads back to the same values.
    @Test func roundTripsAnyQuoting() throws {
        var rng = NumberParserTests.Rng(seed: 0xDEAD_BEEF_CAFE_F00D)
        let alphabet = Array("abc XYZ,\"\n;é漢\t")
        for trial in 0..<200 {
            let rows = Int(rng.bits() % 20) + 1
            let cols = Int(rng.bits() % 5) + 1
            var numbers: [[Double]] = [], texts: [[String]] = []
            var csv = (0..<cols).map { "c\($0)" }.joined(separator: ",") + (trial % 2 == 0 ? "\r\n" : "\n")
            for _ in 0..<cols { numbers.append([]); texts.append([]) }
            for _ in 0..<rows {
                var fields: [String] = []
                for c in 0..<cols {
                    if c % 2 == 0 {
                        let v = Double(Int64(bitPattern: rng.bits()) % 1_000_000) / 64
                        numbers[c].append(v)
                        let s = String(v)
                        fields.append(rng.bits() % 3 == 0 ? "\"\(s)\"" : s)
                    } else {
                        let n = Int(rng.bits() % 8) + 1
                        var s = String((0..<n).map { _ in alphabet[Int(rng.bits() % UInt64(alphabet.count))] })
                        if s.trimmingCharacters(in: .whitespaces).isEmpty || Double(s) != nil { s = "x" + s }
                        s = s.trimmingCharacters(in: .whitespaces)
                        texts[c].append(s)
                        fields.append("\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\"")
                    }
                }
                csv += fields.joined(separator: ",") + (trial % 2 == 0 ? "\r\n" : "\n")
            }
            let t = try CSVReader.parse(Array(csv.utf8), name: "rt")
            #expect(t.rowCount == rows)
            for c in 0..<cols {
                if c % 2 == 0 {
                    #expect(t.columns[c].numbers?.array == numbers[c], "trial \(trial) column \(c)")
                } else {
                    #expect(t.columns[c].values == .text(texts[c]), "trial \(trial) column \(c)")
                }
            }
        }
    }
}

/// Header detection compares the first row's cell kinds with the rows below.
@MainActor
@Suite struct HeaderDetectionTests {
    func parse(_ text: String) throws -> ParsedTable {
        try DataLoader.parse(Data(text.utf8), name: "h.csv")
    }

    @Test(arguments: [
        ("PA2100,01,001,2009,9.7\nPA2101,01,002,2009,8.1\nPA2102,02,001,2010,7.5\n", false, 3),
        ("site,zone,plot,year,value\nPA2100,01,001,2009,9.7\nPA2101,01,002,2009,8.1\n", true, 2),
        ("city,country\nParis,France\nOslo,Norway\n", true, 2),
        ("1,2\n3,4\n", false, 2),
        ("time,v\n2024-01-01,3\n2024-01-02,4\n", true, 2),
        ("Paris,3\nOslo,4\n", false, 2),
        ("country,2019,2020\nFrance,1.5,2\nGermany,3,4.25\n", true, 2),
        ("Country,2019,2020\nFrance,1,2\nSpain,3,4\n", true, 2),
        ("station,2024-01-01,2024-01-02\nA,1,2\nB,3,4\n", true, 2),
        ("Paris,France,2019\nOslo,Norway,2020\n", false, 2),
    ] as [(String, Bool, Int)])
    func headerOrData(text: String, header: Bool, rows: Int) throws {
        let t = try parse(text)
        #expect(t.dialect.hasHeader == header, "\(text.prefix(30))")
        #expect(t.rows == rows)
    }
}
