import Foundation
import Testing
@testable import ChartIO
@testable import ChartSpecs

/// Dates written with month names and quarters, as people and spreadsheets write them, read as
/// dates; words without a year stay text.
struct MonthNameDateTests {
    static let utc = TimeZone(identifier: "UTC")!

    static func day(_ y: Int, _ m: Int, _ d: Int) -> Double { Double(DateParser.daysFromCivil(y, m, d) * 86_400) }

    @Test(arguments: [
        ("Jan 1 2000", day(2000, 1, 1)), ("January 1, 2000", day(2000, 1, 1)), ("1 January 2000", day(2000, 1, 1)),
        ("01-Jan-2000", day(2000, 1, 1)), ("15-MAR-1999", day(1999, 3, 15)), ("1-Jan-00", day(2000, 1, 1)),
        ("2000-Jan-31", day(2000, 1, 31)), ("Mar-2019", day(2019, 3, 1)), ("March 2019", day(2019, 3, 1)),
        ("Sept 3, 2021", day(2021, 9, 3)), ("2019 Q1", day(2019, 1, 1)), ("Q3 2019", day(2019, 7, 1)),
        ("2019Q4", day(2019, 10, 1)), ("2019-Q2", day(2019, 4, 1)), ("Feb 29 2024", day(2024, 2, 29)),
    ])
    func monthNamesAndQuartersAreDates(_ text: String, _ want: Double) {
        var p = DateParser(timeZone: Self.utc)
        #expect(p.parse(text) == want, "\(text)")
    }

    @Test(arguments: ["May", "Mar 5", "1 Jan", "Feb 30 2024", "Marching 2019", "Q5 2019", "Jan 1 2000 extra", "quarterly 2019", "Mayor 12 2000"])
    func wordsWithoutADateStayText(_ text: String) {
        var p = DateParser(timeZone: Self.utc)
        #expect(p.parse(text) == nil, "\(text)")
    }

    /// A long table keyed by symbol with such dates gives one price line per symbol.
    @Test func aLongTableWithMonthNameDatesGivesALinePerKey() throws {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        var rows = ["symbol,date,price"]
        for (k, sym) in ["MSFT", "AMZN", "IBM"].enumerated() {
            for i in 0..<36 { rows.append("\(sym),\(months[i % 12]) 1 \(2000 + i / 12),\(100 + k * 40 + (i * 7) % 13)") }
        }
        let t = try CSVReader.parse(Array((rows.joined(separator: "\n") + "\n").utf8), name: "stocks.csv")
        #expect(t.columns[1].isDate)
        let plots = WorkspaceInference.infer(t).plots ?? []
        #expect(plots.first?.x == "date" && plots.first?.groupBy == "symbol" && plots.first?.y == ["price"], "\(plots)")
    }
}

/// What a review found: a header of month names over numbers is still a header; four digits
/// beside a month are a year only between 1000 and 2999; a radar keeps every spoke's angle when
/// a point of the compass has no rows, and reads `North` and `N` as one spoke.
struct MonthNameEdgeTests {
    @Test func aHeaderOfMonthsOverNumbersIsAHeader() throws {
        let t = try CSVReader.parse(Array("Jan 2019,Feb 2019,Mar 2019\n1,2,3\n4,5,6\n".utf8), name: "months.csv")
        #expect(t.columns.map(\.name) == ["Jan 2019", "Feb 2019", "Mar 2019"] && t.rowCount == 2)
    }

    @Test func codesBesideAMonthAreNoYear() {
        var p = DateParser(timeZone: TimeZone(identifier: "UTC")!)
        #expect(p.parse("MAR-0042") == nil && p.parse("DEC-0001") == nil && p.parse("Q1 0007") == nil)
        #expect(p.parse("DEC-2001") != nil)
    }

    @Test func aRadarOfCompassPointsKeepsEverySpokesAngle() throws {
        let rows = ["dir,speed"] + ["N,4", "North,6", "E,3", "S,2", "SW,9", "W,7", "NW,5", "n,5"]
        let t = try CSVReader.parse(Array((rows.joined(separator: "\n") + "\n").utf8), name: "wind.csv")
        var spec = ChartSpec()
        spec.kind = "radar"; spec.x = "dir"; spec.y = ["speed"]; spec.aggregate = "mean"
        let b = try ChartBuilder.build(t, spec: spec, name: "wind.csv")
        #expect(b.kind == "radar")
        #expect(b.data.categories == ["N", "NE", "E", "SE", "S", "SW", "W", "NW"], "\(b.data.categories)")
        let v = b.data.series[0].y.array
        #expect(v[0] == 5 && v[1].isNaN && v[2] == 3 && v[5] == 9, "\(v)")
    }
}
