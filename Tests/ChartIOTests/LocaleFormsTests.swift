import Foundation
import Testing
@testable import ChartIO
@testable import ChartSpecs

/// Spreadsheet and locale forms: decimal commas, grouped thousands, day- and month-first dates,
/// and the spellings of a gap — decided per column by the stated rule, or forced.
struct LocaleFormsTests {
    func parse(_ text: String, forms: TextForms = .automatic) throws -> ParsedTable {
        var bytes = Array(text.utf8)
        return try bytes.withUnsafeMutableBufferPointer {
            try DelimitedParser.parse(UnsafeBufferPointer($0), name: "t.csv", forms: forms, timeZone: TimeZone(identifier: "UTC")!)
        }
    }

    func value(_ s: String, _ form: NumberForm) -> Double? {
        var s = s
        return s.withUTF8 { LocaleNumber.parse($0, form: form) }
    }

    @Test(arguments: [
        ("1.234,5", NumberForm.decimalComma, 1234.5 as Double?), ("1 234,5", .decimalComma, 1234.5), ("1\u{00A0}234,5", .decimalComma, 1234.5),
        ("1\u{202F}234\u{202F}567,25", .decimalComma, 1_234_567.25), ("1'234,5", .decimalComma, 1234.5), ("-0,25", .decimalComma, -0.25),
        ("12", .decimalComma, 12), ("1.234", .decimalComma, 1234), ("1.234.567", .decimalComma, 1_234_567), ("1,5E3", .decimalComma, 1500),
        ("0,30000000000000004", .decimalComma, 0.30000000000000004),
        ("1.23,5", .decimalComma, nil), ("1.2345", .decimalComma, nil), ("1234.567,5", .decimalComma, nil), ("1.234 567,5", .decimalComma, nil),
        ("1,2,3", .decimalComma, nil), (",5", .decimalComma, 0.5), ("1e-05", .decimalComma, 1e-05), ("-2E3", .decimalComma, -2000),
        ("1.234e5", .decimalComma, nil), ("e5", .decimalComma, nil), ("1.", .decimalComma, nil), ("abc", .decimalComma, nil),
        ("1,234.5", .groupedPoint, 1234.5), ("12,345,678", .groupedPoint, 12_345_678), ("-1,000", .groupedPoint, -1000), ("0.5", .groupedPoint, 0.5),
        ("1,23", .groupedPoint, nil), ("1234,567", .groupedPoint, nil), ("1,234,56", .groupedPoint, nil),
    ])
    func numberForms(text: String, form: NumberForm, expected: Double?) {
        #expect(value(text, form) == expected, "\(text)")
    }

    @Test func europeanSpreadsheet() throws {
        let t = try parse("Datum;Temperatur;Umsatz;Notiz\n15.03.2024;12,5;1.234,50;gut\n16.03.2024;-0,75;12.345,00;\n17.03.2024;8;999,99;nil\n18.03.2024;-;1.000.000,25;x\n")
        #expect(t.dialect.delimiter == UInt8(ascii: ";"))
        let c = t.table.columns
        #expect(c[0].isDate && c[0].numbers?[0] == 1_710_460_800)   // 2024-03-15 UTC
        #expect(Array(c[1].numbers!.prefix(3)) == [12.5, -0.75, 8] && c[1].numbers![3].isNaN)
        #expect(c[2].numbers == [1234.5, 12345, 999.99, 1_000_000.25])
        if case .text = c[3].values {} else { Issue.record("notes should stay text") }
    }

    @Test func ambiguousGroupingFollowsTheSeparator() throws {
        // "1,234" is a thousand in a comma file (the cell is quoted), 1.234 after a semicolon.
        #expect(try parse("a,b\n\"1,234\",1\n\"2,500\",2\n").table.columns[0].numbers == [1234, 2500])
        #expect(try parse("a;b\n1,234;1\n2,500;2\n").table.columns[0].numbers == [1.234, 2.5])
        #expect(try parse("a,b\n\"1,234.5\",1\n\"12,000\",2\n").table.columns[0].numbers == [1234.5, 12000])
    }

    @Test func forcedDecimalMark() throws {
        // Plain-looking cells with dots are thousands once the decimal mark is a comma.
        #expect(try parse("a;b\n1.234;1\n2.500;2\n", forms: TextForms(decimal: UInt8(ascii: ","))).table.columns[0].numbers == [1234, 2500])
        #expect(try parse("a;b\n1.234;1\n2.500;2\n").table.columns[0].numbers == [1.234, 2.5])
        // And with a point, "1,5" is not a number.
        let t = try parse("a;b\n1,5;1\n2,5;2\n", forms: TextForms(decimal: UInt8(ascii: ".")))
        if case .text = t.table.columns[0].values {} else { Issue.record("1,5 read as a number with --decimal .") }
    }

    @Test func dateOrders() throws {
        func firstDay(_ text: String, _ forms: TextForms = .automatic) throws -> Double? { try parse(text, forms: forms).table.columns[0].numbers?[0] }
        let march4 = 1_709_510_400.0, april3 = 1_712_102_400.0
        // A value above 12 proves the order for the whole column.
        #expect(try firstDay("d,v\n03/04/2024,1\n25/04/2024,2\n") == april3)
        #expect(try firstDay("d,v\n03/04/2024,1\n04/25/2024,2\n") == march4)
        // No proof: month first in a comma file, day first with semicolons or decimal commas.
        #expect(try firstDay("d,v\n03/04/2024,1\n05/06/2024,2\n") == march4)
        #expect(try firstDay("d;v\n03/04/2024;1\n05/06/2024;2\n") == april3)
        #expect(try firstDay("d\tv\n03-04-2024\t1,5\n05-06-2024\t2,5\n") == april3)
        // Forced.
        #expect(try firstDay("d,v\n03/04/2024,1\n05/06/2024,2\n", TextForms(dateOrder: .dmy)) == april3)
        // Dots are day first, with times.
        #expect(try firstDay("d,v\n03.04.2024 12:30,1\n") == april3 + 45_000)
        // Invalid days stay text, not dates.
        let t = try parse("d,v\n31/02/2024,1\n30/02/2024,2\n")
        if case .text = t.table.columns[0].values {} else { Issue.record("30 February read as a date") }
    }

    @Test func twoDigitYears() throws {
        func days(_ text: String) throws -> [Double]? {
            try parse(text).table.columns[0].numbers?.array.map { ($0 / 86_400).rounded(.down) }
        }
        func day(_ y: Int, _ m: Int, _ d: Int) -> Double { Double(DateParser.daysFromCivil(y, m, d)) }
        // openintro's PM2.5 table (month first, as a second number above 12 proves) and KMsurv's
        // baboons (day first): a year in the past, not strptime's 2063.
        #expect(try days("date,pm\n1/3/11,5.9\n1/6/11,10.4\n12/31/11,7\n") == [day(2011, 1, 3), day(2011, 1, 6), day(2011, 12, 31)])
        #expect(try days("date,time\n25/11/63,656\n29/10/63,659\n1/1/99,1\n") == [day(1963, 11, 25), day(1963, 10, 29), day(1999, 1, 1)])
        #expect(try days("d,v\n03-04-00,1\n25-04-00,2\n") == [day(2000, 4, 3), day(2000, 4, 25)])
        let withTime: [Double] = [day(2011, 1, 3) * 86_400 + 45_000]
        #expect(try parse("d,v\n1/3/11 12:30,1\n").table.columns[0].numbers?.array == withTime)
        // The limit: the latest year ending in those digits no more than ten years ahead.
        var p = DateParser(timeZone: TimeZone(identifier: "UTC")!)
        p.twoDigitYearLimit = 2036
        let years: [Int] = [36, 37, 0, 99].map { p.fullYear($0) }
        #expect(years == [2036, 1937, 2000, 1999])
        // Codes shaped like two-digit-year dates (a bank's sort codes) do not turn real dates over.
        #expect(try days("Date,Sort code,Amount\n15/03/2024,20-32-06,1.50\n16/03/2024,40-12-31,2\n02/04/2024,11-22-33,3\n")
                == [day(2024, 3, 15), day(2024, 3, 16), day(2024, 4, 2)])
        #expect(try days("date,code\n25/11/63,20-25-06\n29/10/63,14-13-31\n") == [day(1963, 11, 25), day(1963, 10, 29)])
        // Not dates: a one- or three-digit year, dots (version numbers), a year run on.
        for cells in ["1/3/1,1\n2/3/1", "1/3/111,1\n2/3/111", "1.3.11,1\n2.3.11", "1/3/11x,1\n2/3/11x", "1/3/11:1,1\n2/3/11:1"] {
            if case .text = try parse("d,v\n\(cells),2\n").table.columns[0].values {} else { Issue.record("\(cells) read as dates") }
        }
    }

    @Test(arguments: ["nil", "None", "NULL", "-", "NA", "n/a", "NaN", ""])
    func gapSpellings(gap: String) throws {
        let t = try parse("x,v\n1,1.5\n2,\(gap)\n3,2.5\n")
        let v = try #require(t.table.columns[1].numbers)
        #expect(v[0] == 1.5 && v[1].isNaN && v[2] == 2.5)
    }

    @Test func appendedRowsKeepTheForms() throws {
        let first = try parse("d;v\n15.03.2024;1,5\n16.03.2024;2,5\n")
        var more = Array("17.03.2024;1.234,5\n".utf8)
        let next = try more.withUnsafeMutableBufferPointer {
            try DelimitedParser.parseAppended(UnsafeBufferPointer($0), previous: first, name: "t.csv", firstLine: 4,
                                              timeZone: TimeZone(identifier: "UTC")!)
        }
        #expect(next?.table.columns[1].numbers == [1.5, 2.5, 1234.5])
        #expect(next?.table.columns[0].numbers?[2] == 1_710_633_600)
    }
}

/// Elapsed times written as text (pandas' timedeltas, duckdb's intervals, clock times), read as
/// seconds by the stated rule.
struct DurationFormsTests {
    func parse(_ text: String) throws -> ParsedTable {
        try LocaleFormsTests().parse(text)
    }

    @Test(arguments: [
        // pandas' timedelta
        ("0 days 00:01:08.000000", 68 as Double?), ("2 days 03:00:00.000005", 183_600.000005), ("-1 days +23:59:55.000000", -5),
        ("-1 days +23:59:55.500000", -4.5), ("3 days", 259_200), ("0 days 00:00:00.000000001", 1e-9), ("-2 days", -172_800),
        // duckdb's interval, and clocks
        ("00:01:08", 68), ("2 days 03:00:00", 183_600), ("1 day", 86_400), ("-00:00:05", -5), ("00:00:01.5", 1.5),
        ("-00:00:05.25", -5.25), ("14:30:00", 52_200), ("100:00:00", 360_000), ("1 day 01:00:00", 90_000),
        // not durations
        ("1 month", nil), ("12:30", nil), ("1:2:3", nil), ("00:60:00", nil), ("00:00:60", nil), ("00:00:05.", nil),
        ("00:00:05.5x", nil), ("5 days ", nil), ("5 daysx", nil), ("5days", nil), ("5 hours", nil), ("1234567:00:00", nil),
        ("12345", nil), ("2024-01-01 00:00:00", nil), ("0 days 1:00", nil), ("--00:00:05", nil), ("00:00:05 ", nil),
    ])
    func spellings(text: String, expected: Double?) {
        #expect(LocaleFormsTests().value(text, .duration) == expected, "\(text)")
    }

    @Test func columnsOfDurationsAreSeconds() throws {
        let t = try parse("lap,split,clock,note\n0 days 00:01:08.5,00:00:05,08:00:00,a\n1 days 00:00:00,-00:00:01.25,23:59:59,b\n,NA,12:00:00,c\n")
        let c = t.table.columns
        #expect(c[0].numbers.map { Array($0.prefix(2)) } == [68.5, 86_400] && c[0].numbers?[2].isNaN == true)
        #expect(c[1].numbers.map { Array($0.prefix(2)) } == [5, -1.25] && c[1].numbers?[2].isNaN == true)
        #expect(c[2].numbers == [28_800, 86_399, 43_200])
        #expect(!c[0].isDate && !c[2].isDate)
        #expect(c.map(\.isDuration) == [true, true, true, false])
        // With no header, the first row is data.
        #expect(try parse("00:00:05,1\n00:00:06,2\n").table.columns[0].numbers == [5, 6])
        if case .text = c[3].values {} else { Issue.record("notes should stay text") }
        // One cell that is not a duration keeps the column text.
        if case .text = try parse("d,v\n00:00:05,1\n5 minutes,2\n").table.columns[0].values {} else {
            Issue.record("a column with `5 minutes` read as durations")
        }
    }

    @Test func appendedDurationsStayDurations() throws {
        let first = try parse("t,v\n0 days 00:00:01,1\n0 days 00:00:02,2\n")
        var more = Array("0 days 00:00:03.5,3\n".utf8)
        let next = try more.withUnsafeMutableBufferPointer {
            try DelimitedParser.parseAppended(UnsafeBufferPointer($0), previous: first, name: "t.csv", firstLine: 4)
        }
        #expect(next?.table.columns[0].numbers == [1, 2, 3.5])
        #expect(next?.table.columns[0].isDuration == true)
    }
}

extension DurationFormsTests {
    @Test func durationsPlotOnClockAxes() throws {
        let t = try parse("lap,time,n\n1,00:01:08,3\n2,00:02:10,4\n3,00:03:30,5\n").table
        #expect(t.columns.map(\.isDuration) == [false, true, false])
        var spec = ChartSpec()
        spec.x = "lap"
        spec.y = ["time"]
        let b = try ChartBuilder.build(t, spec: spec, name: "t")
        #expect(b.yIsDuration && !b.xIsDuration)
        spec.x = "time"
        spec.y = ["n"]
        let c = try ChartBuilder.build(t, spec: spec, name: "t")
        #expect(c.xIsDuration && !c.yIsDuration)
        // One y column that is no duration: plain numbers.
        spec.x = "lap"
        spec.y = ["time", "n"]
        #expect(try !ChartBuilder.build(t, spec: spec, name: "t").yIsDuration)
        // Against the row number, and a mean by key.
        spec.x = ChartSpec.rowNumber
        spec.y = ["time"]
        #expect(try ChartBuilder.build(t, spec: spec, name: "t").yIsDuration)
        spec.x = "lap"
        spec.aggregate = "mean"
        #expect(try ChartBuilder.build(t, spec: spec, name: "t").yIsDuration)
        spec.aggregate = "count"
        #expect(try !ChartBuilder.build(t, spec: spec, name: "t").yIsDuration)
    }
}
