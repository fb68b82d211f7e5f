import Testing
@testable import ChartIO
@testable import ChartSpecs

struct CSVReaderTests {
    func parse(_ s: String) throws -> DataTable { try CSVReader.parse(Array(s.utf8), name: "t.csv") }

    @Test func quotedFieldsAndHeader() throws {
        let t = try parse("name,value\n\"a, b\",1\n\"say \"\"hi\"\"\",2\n\"multi\nline\",3\n")
        #expect(t.columns.map(\.name) == ["name", "value"])
        #expect(t.columns[0].values == .text(["a, b", "say \"hi\"", "multi\nline"]))
        #expect(t.columns[1].values == .number([1, 2, 3]))
    }

    @Test func crlfBomAndComments() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("# a comment\r\nx,y\r\n1,2\r\n# mid\r\n3,4\r\n".utf8)
        let t = try CSVReader.parse(bytes, name: "t.csv")
        #expect(t.columns.map(\.name) == ["x", "y"])
        #expect(t.columns[1].values == .number([2, 4]))
    }

    @Test(arguments: [(";", "1;2"), ("\t", "1\t2"), ("|", "1|2"), (",", "1,2")])
    func sniffsDelimiter(d: String, row: String) throws {
        let t = try parse("a\(d)b\n\(row)\n\(row)\n")
        #expect(t.columns.count == 2)
        #expect(t.columns[1].values == .number([2, 2]))
    }

    @Test func noHeaderGetsColumnNumbers() throws {
        let t = try parse("1,2\n3,4\n")
        #expect(t.columns.map(\.name) == ["column 1", "column 2"])
        #expect(t.rowCount == 2)
    }

    @Test func missingValuesAndNumberSpellings() throws {
        let t = try parse("x,y\n1,NA\n2,\n3,+4.5e1\n4,inf\n5,null\n6, 7 \n")
        let y = t.columns[1].numbers!
        #expect(y[0].isNaN && y[1].isNaN && y[4].isNaN)
        #expect(y[2] == 45 && y[3] == .infinity && y[5] == 7)
    }

    @Test(arguments: [
        ("", "the file is empty"),
        ("  \n\n", "the file is empty"),
        ("a,b\n", "a header but no data rows"),
        ("a,b\n1,2\n3,4,5\n", "this row has 3 fields but the header has 2"),
        ("a,b\n\"1,2\n", "a quoted field is never closed"),
    ])
    func badInputIsOneClearError(text: String, message: String) {
        #expect {
            try parse(text)
        } throws: { error in
            guard let e = error as? DataError else { return false }
            return e.message == message && !e.description.contains("\n")
        }
    }

    @Test func raggedRowNamesItsLine() {
        do {
            _ = try parse("a,b\n1,2\n3,4\n5,6,7\n")
            Issue.record("expected an error")
        } catch let e as DataError {
            #expect(e.line == 4 && e.column == 3)
            #expect(e.description.hasPrefix("t.csv:4:3: "))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func shortRowsBecomeGaps() throws {
        let t = try parse("a,b,c\n1,2,3\n4,5\n6,,\n")
        #expect(t.columns[2].numbers!.map(\.isNaN) == [false, true, true])
        #expect(t.columns[1].numbers![2].isNaN)
        // A trailing separator (an empty extra field) is harmless.
        let u = try parse("a,b\n1,2,\n3,4,\n")
        #expect(u.columns.count == 2 && u.rowCount == 2)
    }

    /// Binary data is refused; text that is not UTF-8 is read as Latin-1, and says so.
    @Test func binaryIsRefusedAndInvalidUTF8ReadsAsLatin1() throws {
        #expect(throws: DataError.self) { try CSVReader.parse([0x41, 0x00, 0x42, 0x0A], name: "b") }
        let t = try CSVReader.parse(Array("a,b\n1,2\n".utf8) + [0xFF, 0xFE, 0x2C, 0x33, 0x0A], name: "u")
        #expect(t.rowCount == 2 && t.notes == [TextEncoding.latin1Note])
        if case .text(let a) = t.columns[0].values { #expect(a == ["1", "ÿþ"]) } else { Issue.record("a is not text") }
    }

    @Test func filesystemErrors() throws {
        #expect(throws: DataError.self) { try CSVReader.read(path: "/nonexistent/file.csv") }
        #expect(throws: DataError.self) { try CSVReader.read(path: "/tmp") }
    }

    @Test func chartChoice() throws {
        let lines = try ChartBuilder.chartData(for: parse("t,a,b\n0,1,2\n1,3,4\n"), name: "x")
        #expect(lines.series.map(\.kind) == [.line, .line])
        #expect(lines.series[0].x == [0, 1])
        let bars = try ChartBuilder.chartData(for: parse("k,v\nx,1\ny,2\n"), name: "x")
        #expect(bars.series.map(\.kind) == [.bar])
        #expect(bars.categories == ["x", "y"])
        let single = try ChartBuilder.chartData(for: parse("v\n1\n2\n3\n"), name: "x")
        #expect(single.series.count == 1 && single.series[0].x == nil)
        #expect(throws: DataError.self) { try ChartBuilder.chartData(for: parse("a,b\nx,y\nz,w\n"), name: "x") }
    }
}
