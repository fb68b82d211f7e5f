import Foundation
import Testing
@testable import ChartIO
@testable import ChartSpecs

/// A date and its time of day in two columns read as one instant, by the stated rule.
struct DateTimeJoinTests {
    func parse(_ text: String, zone: String = "UTC") throws -> ParsedTable {
        var bytes = Array(text.utf8)
        return try bytes.withUnsafeMutableBufferPointer {
            try DelimitedParser.parse(UnsafeBufferPointer($0), name: "t.csv", timeZone: TimeZone(identifier: zone)!)
        }
    }

    func appended(_ text: String, to first: ParsedTable, zone: String = "UTC") throws -> ParsedTable? {
        var more = Array(text.utf8)
        return try more.withUnsafeMutableBufferPointer {
            try DelimitedParser.parseAppended(UnsafeBufferPointer($0), previous: first, name: "t.csv", firstLine: 9,
                                              timeZone: TimeZone(identifier: zone)!)
        }
    }

    /// The household power logger's form (UCI): `;`, day-first dates, clock times, `?` for a gap.
    static let household = """
        Date;Time;Global_active_power;Voltage
        16/12/2006;17:24:00;4.216;234.840
        16/12/2006;17:25:00;?;?
        17/12/2006;00:00:30;5.360;233.630
        17/12/2006;00:01:00;5.370;233.640

        """

    @Test func aLoggersDateAndTimeAreOneInstant() throws {
        let c = try parse(Self.household).table.columns
        #expect(c.map(\.name) == ["Date", "Time", "Global_active_power", "Voltage"])
        #expect(c[0].isDate && c[0].values == .date([1_166_289_840, 1_166_289_900, 1_166_313_630, 1_166_313_660]))
        // The time stays, marked as part of the instant; `?` is a gap.
        #expect(c[1].numbers == [62_640, 62_700, 30, 60] && c[1].isDuration && c[1].joinedInto == "Date")
        #expect(c[2].numbers?[1].isNaN == true && c[3].numbers?[2] == 233.63)
    }

    @Test func theFirstPictureIsTheValuesOverTheInstant() throws {
        let t = try parse(Self.household).table
        let plots = WorkspaceInference.infer(t).plots ?? []
        #expect(!plots.isEmpty && plots.allSatisfy { $0.x == "Date" })
        #expect(Set(plots.flatMap { $0.y ?? [] }) == ["Global_active_power", "Voltage"])
        #expect(ColumnSummary.of(t)[1].isTimePart)
    }

    @Test func theWallClockCountsAcrossADaylightSavingChange() throws {
        // Berlin moved from 02:00 CET to 03:00 CEST on 31 March 2024: 01:30 and 03:30 are an hour apart.
        let berlin = "date,time,v\n2024-03-31,01:30:00,1\n2024-03-31,03:30:00,2\n2024-04-01,12:00:00,3\n2024-04-01,13:00:00,4\n"
        let c = try parse(berlin, zone: "Europe/Berlin").table.columns
        #expect(c[0].values == .date([1_711_845_000, 1_711_848_600, 1_711_965_600, 1_711_969_200]))
        #expect(c[1].joinedOffset == nil)
        // Santiago skipped the midnight of 8 September 2024 (00:00 became 01:00): the date still joins.
        let santiago = "date,time,v\n2024-09-07,22:00:00,0\n2024-09-07,23:00:00,1\n2024-09-08,01:00:00,2\n2024-09-08,12:00:00,3\n"
        let s = try parse(santiago, zone: "America/Santiago").table.columns
        #expect(s[0].values == .date([1_725_760_800, 1_725_764_400, 1_725_768_000, 1_725_807_600]))
    }

    @Test func aLoggerThatIgnoresDaylightSavingKeepsItsOrder() throws {
        // Every minute of the night Paris skipped 02:00–02:59: read at the first row's offset (+1 h).
        let text = "Date;Time;v\n25/03/2007;01:59:00;1\n25/03/2007;02:30:00;2\n25/03/2007;03:00:00;3\n"
        let first = try parse(text, zone: "Europe/Paris")
        let c = first.table.columns
        #expect(c[0].values == .date([1_174_784_340, 1_174_786_200, 1_174_788_000]))
        #expect(c[1].joinedOffset == 3600)
        // Appended rows keep that offset.
        #expect(try appended("25/03/2007;04:00:00;4\n", to: first, zone: "Europe/Paris")?.table.columns[0].numbers?.last == 1_174_791_600)
    }

    @Test func theHourRepeatedInAutumnReadsInOrder() throws {
        // Paris set its clocks back from 03:00 CEST to 02:00 CET on 28 October 2007: 02:00–02:59 came twice.
        let text = "Date;Time;v\n27/10/2007;12:00:00;0\n28/10/2007;01:30:00;1\n28/10/2007;02:00:00;2\n28/10/2007;02:30:00;3\n"
            + "28/10/2007;02:00:00;4\n28/10/2007;02:30:00;5\n28/10/2007;03:00:00;6\n"
        let first = try parse(text, zone: "Europe/Paris")
        let c = first.table.columns
        #expect(c[0].numbers.map { Array($0.dropFirst()) } == [1_193_527_800, 1_193_529_600, 1_193_531_400, 1_193_533_200, 1_193_535_000, 1_193_536_800])
        #expect(c[1].joinedInto == "Date" && c[1].joinedOffset == nil)
        // A second pass begun in appended rows takes the winter offset too, with no second read.
        let once = try parse(text.split(separator: "\n").prefix(5).joined(separator: "\n") + "\n", zone: "Europe/Paris")
        let next = try appended("28/10/2007;02:00:00;4\n28/10/2007;02:45:00;5\n", to: once, zone: "Europe/Paris")
        #expect(next?.table.columns[0].numbers.map { Array($0.suffix(2)) } == [1_193_533_200, 1_193_535_900])
        // An hourly log writes 02:00 twice; a minute log's row written twice stays one instant.
        let hourly = try parse("Date;Time;v\n28/10/2007;00:00:00;0\n28/10/2007;01:00:00;1\n28/10/2007;02:00:00;2\n"
                               + "28/10/2007;02:00:00;3\n28/10/2007;03:00:00;4\n", zone: "Europe/Paris")
        #expect(hourly.table.columns[0].numbers.map { Array($0.suffix(3)) } == [1_193_529_600, 1_193_533_200, 1_193_536_800])
        let twice = try parse("Date;Time;v\n28/10/2007;02:14:00;0\n28/10/2007;02:15:00;1\n28/10/2007;02:15:00;2\n"
                              + "28/10/2007;02:16:00;3\n", zone: "Europe/Paris")
        #expect(twice.table.columns[0].numbers.map { Array($0) } == [1_193_530_440, 1_193_530_500, 1_193_530_500, 1_193_530_560])
        // New York, west of UTC: 01:00–01:59 came twice on 4 November 2007.
        let york = try parse("Date;Time;v\n04/11/2007;01:30:00;1\n04/11/2007;01:45:00;2\n04/11/2007;01:15:00;3\n04/11/2007;02:00:00;4\n",
                             zone: "America/New_York")
        #expect(york.table.columns[0].numbers.map { Array($0) } == [1_194_154_200, 1_194_155_100, 1_194_156_900, 1_194_159_600])
        // Out of the repeated hour, a row before the one above stays where its clock puts it.
        let back = try parse("Date;Time;v\n28/10/2007;05:00:00;1\n28/10/2007;04:00:00;2\n28/10/2007;02:30:00;3\n", zone: "Europe/Paris")
        #expect(back.table.columns[0].numbers?[1] == 1_193_540_400)
    }

    @Test func aMissingPartIsAGap() throws {
        let c = try parse("day,at,v\n2024-01-01,06:00:00,1\n2024-01-01,NA,2\n,07:00:00,3\n2024-01-02,24:00:00,4\n2024-01-02,12:00:00,5\n")
            .table.columns
        #expect(c[1].joinedInto == "day")
        let v = c[0].numbers!
        #expect(v[0] == 1_704_088_800 && v[1].isNaN && v[2].isNaN && v[3] == 1_704_240_000)
    }

    // Each shape but the last three has two rows a day or more, so that its own reason keeps it apart.
    @Test(arguments: [
        // a date with a time of its own
        "date,time,v\n2024-01-01 05:00,06:00:00,1\n2024-01-01,07:00:00,2\n2024-01-01,08:00:00,3\n2024-01-01,09:00:00,4\n",
        "date,time,v\n2024-01-01,25:00:00,1\n2024-01-01,07:00:00,2\n",      // a time past a day
        "date,time,v\n2024-01-01,-00:00:05,1\n2024-01-01,07:00:00,2\n",     // a negative time
        "date,v,time\n2024-01-01,1,06:00:00\n2024-01-01,2,07:00:00\n",      // not next to the date
        "time,date,v\n06:00:00,2024-01-01,1\n07:00:00,2024-01-01,2\n",      // before it
        "date,time,v\n2024-01-01,6,1\n2024-01-01,7,2\n",                    // hours as numbers, no durations
        "date,sleep,steps\n2024-01-01,07:32:00,8000\n2024-01-02,06:50:00,9000\n2024-01-03,07:05:00,7500\n",   // one row a day
        "date,sleep\n2024-01-01,07:30:00\n2024-01-02,08:00:00\n",           // two days, one row each
        "date,time,v\n2024-01-01,06:00:00,1\n2024-01-01,07:00:00,2\n2024-01-02,06:00:00,3\n",   // three rows over two days
    ])
    func otherShapesStayApart(text: String) throws {
        let c = try parse(text).table.columns
        #expect(c.allSatisfy { $0.joinedInto == nil }, "\(text)")
        // The dates stay as written.
        let cells = text.split(separator: "\n")[1].split(separator: ",").map(String.init)
        var dates = DateParser(timeZone: TimeZone(identifier: "UTC")!)
        if let k = c.firstIndex(where: \.isDate) { #expect(c[k].numbers?.first == dates.parse(cells[k]), "\(text)") }
    }

    @Test func appendedRowsAreJoinedToo() throws {
        let first = try parse(Self.household)
        let next = try appended("17/12/2006;00:01:30;1.5;230\n", to: first)
        #expect(next?.table.columns[0].numbers?.last == 1_166_313_690)
        #expect(next?.table.columns[1].numbers?.last == 90)
        // A row whose time is missing has no instant, and needs no second read.
        #expect(try appended("17/12/2006;?;1.5;230\n", to: first)?.table.columns[0].numbers?.last?.isNaN == true)
        // A new date with a time of its own, or a time past a day: the file is read again whole.
        #expect(try appended("17/12/2006 01:00;00:01:30;1.5;230\n", to: first) == nil)
        #expect(try appended("17/12/2006;30:00:00;1.5;230\n", to: first) == nil)
        // Rows that leave the order (a logger ignoring daylight saving meets the change): read again whole.
        let paris = try parse("Date;Time;v\n25/03/2007;01:00:00;1\n25/03/2007;01:30:00;2\n", zone: "Europe/Paris")
        #expect(paris.table.columns[1].joinedInto == "Date" && paris.table.columns[1].joinedOffset == nil)
        #expect(try appended("25/03/2007;02:30:00;3\n25/03/2007;03:00:00;4\n", to: paris, zone: "Europe/Paris") == nil)
    }
}

extension DateTimeJoinTests {
    /// Locale forms and durations are read in parallel chunks too: the same table as the general parser's.
    @Test func theChunkedParserReadsTheSameForms() throws {
        var text = "Date;Time;Power;Temp\n"
        for i in 0..<5000 {
            let minute = i % 1440, day = 16 + i / 1440
            // Decimal commas, some grouped, long or with an exponent; gaps as `?`.
            let power = i % 7 == 0 ? "?" : i % 11 == 0 ? "1.234,5" : i % 13 == 0 ? "-0,30000000000000004"
                : i % 17 == 0 ? "1,5E3" : "\(i / 10),\(i % 10)"
            text += "\(day)/12/2006;\(String(format: "%02d:%02d:00", minute / 60, minute % 60));\(power);\(i % 3)\n"
        }
        var bytes = Array(text.utf8)
        let tables = try [2, 0].map { threads in
            try bytes.withUnsafeMutableBufferPointer {
                try DelimitedParser.parse(UnsafeBufferPointer($0), name: "t.csv", timeZone: TimeZone(identifier: "UTC")!, threads: threads).table
            }
        }
        // Bit for bit (a gap's NaN is no equal of itself).
        let bits = tables.map { $0.columns.map { c in c.numbers.map { $0.map(\.bitPattern) } } }
        #expect(bits[0] == bits[1] && tables[0].columns.map(\.isDuration) == tables[1].columns.map(\.isDuration))
        let c = tables[0].columns
        #expect(c[1].isDuration && c[1].joinedInto == "Date" && c[0].numbers?[1441] == 1_166_313_660)
        // And the parallel path really ran (it did not step aside).
        let dialect = try bytes.withUnsafeMutableBufferPointer {
            try DelimitedParser.parse(UnsafeBufferPointer($0), name: "t.csv", timeZone: TimeZone(identifier: "UTC")!, threads: 0).dialect
        }
        let body = bytes.firstIndex(of: 0x0A)! + 1
        let direct = try bytes.withUnsafeMutableBufferPointer { b in
            try ChunkedParser.parse(UnsafeBufferPointer(b), bodyStart: body, firstLine: 2,
                                    dialect: dialect, kinds: [.date, .number, .number, .number], timeZone: TimeZone(identifier: "UTC")!,
                                    name: "t", cores: 2)
        }
        #expect(!dialect.numberForms.isEmpty && direct?.rows == 5000)
        #expect(c[2].numbers?[15] == 1.5 && c[2].numbers?[14].isNaN == true && c[2].numbers?[22] == 1234.5)
        #expect(c[2].numbers?[26] == -0.30000000000000004 && c[2].numbers?[34] == 1500)
    }
}

extension DateTimeJoinTests {
    /// A decimal comma in a comma-separated file ends its field on the chunked path as on the general one.
    @Test(arguments: [(false, "pop,area\n1 234,5\n12,7\n"), (true, "a,b\n1,2\n3,4\n")])
    func aCommaThatSeparatesIsNoDecimalMark(forced: Bool, text: String) throws {
        var bytes = Array(text.utf8)
        let tables = try [2, 0].map { threads in
            try bytes.withUnsafeMutableBufferPointer {
                try DelimitedParser.parse(UnsafeBufferPointer($0), name: "t.csv", forms: forced ? TextForms(decimal: UInt8(ascii: ",")) : .automatic,
                                          timeZone: TimeZone(identifier: "UTC")!, threads: threads).table
            }
        }
        let bits = tables.map { $0.columns.map { c in c.numbers.map { $0.map(\.bitPattern) } } }
        #expect(bits[0] == bits[1], "\(text)")
        #expect(tables[0].columns[0].numbers?.first == (forced ? 1 : 1234))
    }
}

extension DateTimeJoinTests {
    /// Clock times without seconds (`17:24`), as spreadsheets and many loggers write them.
    @Test func clockTimesWithoutSecondsAreTimesOfTheirDate() throws {
        let c = try parse("Date;Time;v\n16/12/2006;7:05;1\n16/12/2006;17:24;2\n17/12/2006;00:00;3\n17/12/2006;?;4\n17/12/2006;00:30;5\n").table.columns
        #expect(c[0].isDate && c[0].numbers.map { Array($0.prefix(3)) } == [1_166_252_700, 1_166_289_840, 1_166_313_600])
        #expect(c[0].numbers?[3].isNaN == true)
        #expect(c[1].isDuration && c[1].joinedInto == "Date" && c[1].numbers.map { Array($0.prefix(3)) } == [25_500, 62_640, 0])
        // A date with a time of its own: a time of day, never joined.
        let own = try parse("date,time\n2024-01-01 05:00,06:00\n2024-01-01,07:00\n2024-01-01,08:00\n2024-01-01,09:00\n").table.columns
        #expect(own[1].isDuration && own[1].joinedInto == nil && own[0].numbers?.first == 1_704_085_200)
    }

    // Each: not after a log's dates, past a day, or alone: minutes and seconds as well as hours and minutes.
    @Test(arguments: [
        "quarter,time,shot\n1,9:47,H\n1,9:07,M\n",           // a game clock after a number
        "date,time,v\n2024-01-01,25:13,1\n2024-01-01,07:00,2\n",  // past a day
        "date,time,v\n2024-01-01,24:30,1\n2024-01-01,07:00,2\n",  // past the day's end
        "time,v\n17:24,1\n17:25,2\n",                         // alone
        "date,time,v\n2015-01-15,13:35,1\n2015-02-15,14:40,2\n",   // one row a date (a run's time?)
        "date,time\n2024-01-01,5:10\n2024-01-01,4:58\n2024-01-01,5:02\n",   // falling within a date: laps
    ])
    func clockTimesElsewhereStayText(text: String) throws {
        let c = try parse(text).table.columns
        #expect(c.first { $0.name == "time" }?.numbers == nil, "\(text)")
    }

    @Test(arguments: [("7:05", 25_500.0), ("17:24", 62_640), ("00:00", 0), ("24:00", 86_400), ("24:01", nil), ("17:60", nil),
                      ("1:5", nil), ("123:45", nil), ("17:24:00", nil), ("-1:00", nil), ("17:2a", nil), ("", nil)] as [(String, Double?)])
    func aClockTimeIsHoursAndMinutes(text: String, seconds: Double?) {
        var bytes = Array(text.utf8)
        #expect(bytes.withUnsafeMutableBufferPointer { DurationText.clock(UnsafeBufferPointer($0)) } == seconds)
    }

    /// The chunked parser reads `17:24` as the general one does, and joins it.
    @Test func clockTimesTakeTheChunkedPath() throws {
        var text = "Date;Time;Power\n"
        for i in 0..<5000 {
            let minute = i % 1440
            text += "\(16 + i / 1440)/12/2006;\(minute / 60):\(String(format: "%02d", minute % 60));\(i % 7 == 0 ? "?" : "\(i)")\n"
        }
        var bytes = Array(text.utf8)
        let tables = try [2, 0].map { threads in
            try bytes.withUnsafeMutableBufferPointer {
                try DelimitedParser.parse(UnsafeBufferPointer($0), name: "t.csv", timeZone: TimeZone(identifier: "UTC")!, threads: threads)
            }
        }
        let bits = tables.map { $0.table.columns.map { c in c.numbers.map { $0.map(\.bitPattern) } } }
        #expect(bits[0] == bits[1] && tables[0].dialect.numberForms == [.plain, .clock, .plain])
        let c = tables[0].table.columns
        #expect(c[1].joinedInto == "Date" && c[0].numbers?[1441] == 1_166_313_660 && c[1].numbers?[1441] == 60)
        let body = bytes.firstIndex(of: 0x0A)! + 1
        let direct = try bytes.withUnsafeMutableBufferPointer { b in
            try ChunkedParser.parse(UnsafeBufferPointer(b), bodyStart: body, firstLine: 2, dialect: tables[0].dialect,
                                    kinds: [.date, .number, .number], timeZone: TimeZone(identifier: "UTC")!, name: "t", cores: 2)
        }
        #expect(direct?.rows == 5000)
    }
}
