import ChartCore
import Foundation
import Testing
@testable import ChartIO

/// One column of local date-times through the hour repeated when clocks go back reads in order;
/// columns whose disorder is anything else are left as they are.
struct RepeatedHourTests {
    let join = DateTimeJoinTests()

    /// A log every `minutes` from `from` to `to` (wall clocks, `HH:MM`) on 28 October 2007
    /// (Paris) or 4 November 2007 (New York), written as a local logger writes it: the repeated
    /// hour twice.
    func log(_ day: String, from: Int, to: Int, repeating: Range<Int>, minutes: Int = 1) -> String {
        var walls = Array(stride(from: from, to: repeating.upperBound, by: minutes))
        walls += Array(stride(from: repeating.lowerBound, to: to, by: minutes))
        var s = "time,v\n"
        for (i, w) in walls.enumerated() { s += "\(day) \(String(format: "%02d:%02d", w / 60, w % 60)),\(i)\n" }
        return s
    }

    @Test(arguments: [("2007-10-28", "Europe/Paris", 120), ("2007-11-04", "America/New_York", 60)])
    func aLocalLogThroughTheRepeatedHourReadsInOrder(day: String, zone: String, hour: Int) throws {
        let text = log(day, from: hour - 30, to: hour + 90, repeating: hour..<(hour + 60))
        let t = try join.parse(text, zone: zone).table.columns
        let v = try #require(t[0].numbers)
        #expect(t[0].isDate && v.count == 180 && v.finiteValuesAscend)
        // A minute a row throughout, the second pass an hour of instants after the first.
        #expect(zip(v.dropFirst(), v).allSatisfy { $0 - $1 == 60 }, "\(Array(v))")
        // The chunked parser (many chunks) reads it the same.
        var bytes = Array(text.utf8)
        let chunked = try bytes.withUnsafeMutableBufferPointer {
            try DelimitedParser.parse(UnsafeBufferPointer($0), name: "t.csv", timeZone: TimeZone(identifier: zone)!, threads: 4).table
        }
        #expect(chunked.columns[0].numbers.map(Array.init) == Array(v))
    }

    @Test func anHourlyLogWritesTheRepeatedHourTwice() throws {
        let t = try join.parse("t,v\n2007-10-28 01:00,1\n2007-10-28 02:00,2\n2007-10-28 02:00,3\n2007-10-28 03:00,4\n", zone: "Europe/Paris")
        let v = try #require(t.table.columns[0].numbers)
        #expect(zip(v.dropFirst(), v).map { $0 - $1 } == [3_600, 3_600, 3_600])
    }

    /// Rows whose disorder is not a repeated hour keep the instants each cell reads as: events in
    /// no order, explicit offsets, a zone without daylight saving.
    @Test(arguments: [
        ("t,v\n2007-10-28 03:00,1\n2007-10-28 02:30,2\n2007-10-27 12:00,3\n", "Europe/Paris"),
        ("t,v\n2007-10-28 02:59,1\n2007-10-28 02:00,2\n", "UTC"),
        ("t,v\n2007-10-28T00:50:00Z,1\n2007-10-28T02:30:00+02:00,2\n2007-10-28T00:40:00Z,3\n", "Europe/Paris"),
    ])
    func otherDisorderStaysAsWritten(text: String, zone: String) throws {
        let c = try join.parse(text, zone: zone).table.columns[0]
        var dates = DateParser(timeZone: TimeZone(identifier: zone)!)
        let cells = text.split(separator: "\n").dropFirst().map { String($0.split(separator: ",")[0]) }
        #expect(c.numbers.map(Array.init) == cells.map { dates.parse($0)! })
    }

    /// Repeats alone are no repeated hour in a column that repeats instants elsewhere too (a
    /// burst of events), and a log's dates repeated for every row keep their join where clocks go
    /// back at midnight (the Azores: 01:00 to 00:00).
    @Test func repeatsOfEventsAndOfDatesStayAsTheyRead() throws {
        let burst = "t,v\n2007-10-28 00:10,1\n2007-10-28 00:10,1\n2007-10-28 02:30,2\n2007-10-28 02:30,3\n2007-10-28 02:30,4\n2007-10-28 03:10,5\n"
        let c = try join.parse(burst, zone: "Europe/Paris").table.columns[0]
        var dates = DateParser(timeZone: TimeZone(identifier: "Europe/Paris")!)
        #expect(c.numbers.map(Array.init) == burst.split(separator: "\n").dropFirst().map { dates.parse(String($0.split(separator: ",")[0]))! })
        var log = "Date;Time;v\n"
        for (d, t) in [("27/10/2007", "23:00"), ("27/10/2007", "23:30"), ("28/10/2007", "00:00"), ("28/10/2007", "00:30"),
                       ("28/10/2007", "00:00"), ("28/10/2007", "00:30"), ("28/10/2007", "01:00"), ("28/10/2007", "01:30")] {
            log += "\(d);\(t):00;1\n"
        }
        let t = try join.parse(log, zone: "Atlantic/Azores").table.columns
        let v = try #require(t[0].numbers)
        #expect(t[1].joinedInto == "Date" && zip(v.dropFirst(), v).allSatisfy { $0 - $1 == 1_800 }, "\(Array(v))")
    }

    @Test func rowsAppendedIntoTheRepeatedHourReadTheFileAgain() throws {
        let first = try join.parse("t,v\n2007-10-28 02:58,1\n2007-10-28 02:59,2\n", zone: "Europe/Paris")
        #expect(try join.appended("2007-10-28 02:00,3\n", to: first, zone: "Europe/Paris") == nil)
        // Out of order elsewhere: appended as they are.
        #expect(try join.appended("2007-10-27 02:00,3\n", to: first, zone: "Europe/Paris")?.rows == 3)
    }
}
