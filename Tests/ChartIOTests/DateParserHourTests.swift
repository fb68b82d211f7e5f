import Foundation
import Testing
@testable import ChartIO

/// A parser reading a column in time order (which remembers the hour it read last) gives the
/// same instant, bit for bit, as a fresh parser given each cell alone.
struct DateParserHourTests {
    /// Cells across a day, DST edges, fractions, hour 24, zones and other forms, in order.
    func cells() -> [String] {
        var out: [String] = []
        for (day, hours) in [("2024-03-31", 0..<5), ("2024-10-27", 0..<4), ("2024/06/01", 23..<25)] {
            for h in hours {
                for m in stride(from: 0, to: 60, by: 17) {
                    let hm = String(format: "%02d:%02d", h, m)
                    out += ["\(day) \(hm)", "\(day)T\(hm):07", "\(day) \(hm):59.125", "\(day)T\(hm):30,5",
                            "\(day)T\(hm):00Z", "\(day) \(hm):00+02:00", "\(day) \(hm):5", "\(day) \(hm):61"]
                }
            }
        }
        return out + ["2024-03-31 02:xx", "2024-03-31 02:30:00.", "31.03.2024 02:30", "2024-03-31"]
    }

    @Test(arguments: ["Europe/Berlin", "America/New_York", "UTC", "Australia/Lord_Howe"])
    func sameHourReadsAsAFreshParser(_ zone: String) throws {
        let tz = try #require(TimeZone(identifier: zone))
        var shared = DateParser(timeZone: tz)
        var sameHourHits = 0
        for cell in cells() {
            var fresh = DateParser(timeZone: tz)
            let a = shared.parse(cell), b = fresh.parse(cell)
            #expect(a?.bitPattern == b?.bitPattern, "\(cell) in \(zone)")
            if a != nil { sameHourHits += 1 }
        }
        #expect(sameHourHits > 100)
    }

    @Test func changingTheZoneForgetsTheHour() throws {
        var p = DateParser(timeZone: try #require(TimeZone(identifier: "UTC")))
        let utc = p.parse("2024-07-01 12:00:00")
        p.timeZone = try #require(TimeZone(identifier: "Europe/Berlin"))
        #expect(p.parse("2024-07-01 12:00:00") == utc.map { $0 - 7200 })
    }
}
