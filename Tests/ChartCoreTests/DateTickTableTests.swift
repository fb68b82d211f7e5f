import Foundation
import Testing
@testable import ChartCore

/// Tick tables for `DateTicks`: each expected tick is written out as an ISO 8601 instant with the
/// zone's UTC offset spelled out, plus its label. The instants are parsed by Foundation, and every
/// row's wall-clock time is checked against Foundation's own calendar in the zone, so the tables
/// are tied to the tz database (for example "2024-03-10 is the US spring-forward day: no 02:00"),
/// not to the implementation.
struct DateTickTableTests {
    /// One expected tick: the instant (ISO 8601 with offset) and its label.
    typealias Row = (iso: String, label: String)

    /// Seconds since 1970 for an ISO 8601 date-time with an offset ("2024-03-10T03:00:00-04:00",
    /// fractional seconds allowed).
    static func at(_ iso: String) -> Double {
        let f = ISO8601DateFormatter()
        f.formatOptions = iso.contains(".") ? [.withInternetDateTime, .withFractionalSeconds] : [.withInternetDateTime]
        return f.date(from: iso)!.timeIntervalSince1970
    }

    /// Checks the ticks for [from, to] against a table, in the zone with identifier `zone`.
    func expectTable(_ from: String, _ to: String, count: Int, zone: String, _ rows: [Row],
                     sourceLocation: SourceLocation = #_sourceLocation) {
        expectTable(Self.at(from), Self.at(to), count: count, zone: zone, rows, sourceLocation: sourceLocation)
    }

    /// Checks the ticks for [lo, hi] against a table, in the zone with identifier `zone`.
    func expectTable(_ lo: Double, _ hi: Double, count: Int, zone: String, _ rows: [Row],
                     sourceLocation: SourceLocation = #_sourceLocation) {
        let tz = TimeZone(identifier: zone)!
        let got = DateTicks.ticks(lo, hi, count: count, timeZone: tz)
        #expect(got.map { $0.label } == rows.map { $0.label }, sourceLocation: sourceLocation)
        #expect(got.count == rows.count, sourceLocation: sourceLocation)
        for (tick, row) in zip(got, rows) {
            #expect(abs(tick.value - Self.at(row.iso)) < 1e-6, "\(tick.label) at \(tick.value), want \(row.iso)", sourceLocation: sourceLocation)
        }
        // The table itself: each row's written wall time is what the zone's clock shows then.
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = tz
        for row in rows {
            let c = cal.dateComponents([.year, .month, .day, .hour, .minute, .second], from: Date(timeIntervalSince1970: Self.at(row.iso)))
            let wall = String(format: "%04d-%02d-%02dT%02d:%02d:%02d", c.year!, c.month!, c.day!, c.hour!, c.minute!, c.second!)
            #expect(row.iso.hasPrefix(wall), "\(row.iso) reads \(wall) in \(zone)", sourceLocation: sourceLocation)
        }
    }

    // MARK: Daylight-saving days

    @Test func newYorkSpringForwardHourly() {
        // 2024-03-10: 02:00 EST jumps to 03:00 EDT, so there is no 02:00 tick.
        expectTable("2024-03-10T00:00:00-05:00", "2024-03-10T06:00:00-04:00", count: 5, zone: "America/New_York", [
            ("2024-03-10T00:00:00-05:00", "Mar 10 00:00"), ("2024-03-10T01:00:00-05:00", "01:00"),
            ("2024-03-10T03:00:00-04:00", "03:00"), ("2024-03-10T04:00:00-04:00", "04:00"),
            ("2024-03-10T05:00:00-04:00", "05:00"), ("2024-03-10T06:00:00-04:00", "06:00"),
        ])
    }

    @Test func newYorkFallBackHourly() {
        // 2024-11-03: 02:00 EDT falls back to 01:00 EST; 01:00 happens twice, an hour apart.
        expectTable("2024-11-03T00:00:00-04:00", "2024-11-03T04:00:00-05:00", count: 5, zone: "America/New_York", [
            ("2024-11-03T00:00:00-04:00", "Nov 3 00:00"), ("2024-11-03T01:00:00-04:00", "01:00"),
            ("2024-11-03T01:00:00-05:00", "01:00"), ("2024-11-03T02:00:00-05:00", "02:00"),
            ("2024-11-03T03:00:00-05:00", "03:00"), ("2024-11-03T04:00:00-05:00", "04:00"),
        ])
    }

    @Test func newYorkFallBackHalfHourly() {
        expectTable("2024-11-03T00:30:00-04:00", "2024-11-03T02:00:00-05:00", count: 5, zone: "America/New_York", [
            ("2024-11-03T00:30:00-04:00", "Nov 3 00:30"), ("2024-11-03T01:00:00-04:00", "01:00"),
            ("2024-11-03T01:30:00-04:00", "01:30"), ("2024-11-03T01:00:00-05:00", "01:00"),
            ("2024-11-03T01:30:00-05:00", "01:30"), ("2024-11-03T02:00:00-05:00", "02:00"),
        ])
    }

    @Test func newYorkSixHourlyOnDSTDays() {
        // A 23-hour day and a 25-hour day: ticks stay at 00, 06, 12, 18 local.
        expectTable("2024-03-10T00:00:00-05:00", "2024-03-11T00:00:00-04:00", count: 4, zone: "America/New_York", [
            ("2024-03-10T00:00:00-05:00", "Mar 10 00:00"), ("2024-03-10T06:00:00-04:00", "06:00"),
            ("2024-03-10T12:00:00-04:00", "12:00"), ("2024-03-10T18:00:00-04:00", "18:00"),
            ("2024-03-11T00:00:00-04:00", "Mar 11 00:00"),
        ])
        expectTable("2024-11-03T00:00:00-04:00", "2024-11-04T00:00:00-05:00", count: 5, zone: "America/New_York", [
            ("2024-11-03T00:00:00-04:00", "Nov 3 00:00"), ("2024-11-03T06:00:00-05:00", "06:00"),
            ("2024-11-03T12:00:00-05:00", "12:00"), ("2024-11-03T18:00:00-05:00", "18:00"),
            ("2024-11-04T00:00:00-05:00", "Nov 4 00:00"),
        ])
    }

    @Test func berlinSpringForwardHourly() {
        // 2024-03-31: 02:00 CET jumps to 03:00 CEST.
        expectTable("2024-03-31T00:00:00+01:00", "2024-03-31T05:00:00+02:00", count: 4, zone: "Europe/Berlin", [
            ("2024-03-31T00:00:00+01:00", "Mar 31 00:00"), ("2024-03-31T01:00:00+01:00", "01:00"),
            ("2024-03-31T03:00:00+02:00", "03:00"), ("2024-03-31T04:00:00+02:00", "04:00"),
            ("2024-03-31T05:00:00+02:00", "05:00"),
        ])
    }

    @Test func berlinFallBackHourly() {
        // 2024-10-27: 03:00 CEST falls back to 02:00 CET; 02:00 happens twice.
        expectTable("2024-10-27T00:00:00+02:00", "2024-10-27T04:00:00+01:00", count: 5, zone: "Europe/Berlin", [
            ("2024-10-27T00:00:00+02:00", "Oct 27 00:00"), ("2024-10-27T01:00:00+02:00", "01:00"),
            ("2024-10-27T02:00:00+02:00", "02:00"), ("2024-10-27T02:00:00+01:00", "02:00"),
            ("2024-10-27T03:00:00+01:00", "03:00"), ("2024-10-27T04:00:00+01:00", "04:00"),
        ])
    }

    @Test func berlinSixHourlyOnDSTDays() {
        expectTable("2024-03-31T00:00:00+01:00", "2024-04-01T00:00:00+02:00", count: 4, zone: "Europe/Berlin", [
            ("2024-03-31T00:00:00+01:00", "Mar 31 00:00"), ("2024-03-31T06:00:00+02:00", "06:00"),
            ("2024-03-31T12:00:00+02:00", "12:00"), ("2024-03-31T18:00:00+02:00", "18:00"),
            ("2024-04-01T00:00:00+02:00", "Apr 1 00:00"),
        ])
        expectTable("2024-10-27T00:00:00+02:00", "2024-10-28T00:00:00+01:00", count: 5, zone: "Europe/Berlin", [
            ("2024-10-27T00:00:00+02:00", "Oct 27 00:00"), ("2024-10-27T06:00:00+01:00", "06:00"),
            ("2024-10-27T12:00:00+01:00", "12:00"), ("2024-10-27T18:00:00+01:00", "18:00"),
            ("2024-10-28T00:00:00+01:00", "Oct 28 00:00"),
        ])
    }

    @Test func dailyTicksStayAtLocalMidnightAcrossDST() {
        expectTable("2024-03-07T00:00:00-05:00", "2024-03-14T00:00:00-04:00", count: 7, zone: "America/New_York", [
            ("2024-03-07T00:00:00-05:00", "Mar 7 2024"), ("2024-03-08T00:00:00-05:00", "Mar 8"),
            ("2024-03-09T00:00:00-05:00", "Mar 9"), ("2024-03-10T00:00:00-05:00", "Mar 10"),
            ("2024-03-11T00:00:00-04:00", "Mar 11"), ("2024-03-12T00:00:00-04:00", "Mar 12"),
            ("2024-03-13T00:00:00-04:00", "Mar 13"), ("2024-03-14T00:00:00-04:00", "Mar 14"),
        ])
        expectTable("2024-10-24T00:00:00+02:00", "2024-10-31T00:00:00+01:00", count: 7, zone: "Europe/Berlin", [
            ("2024-10-24T00:00:00+02:00", "Oct 24 2024"), ("2024-10-25T00:00:00+02:00", "Oct 25"),
            ("2024-10-26T00:00:00+02:00", "Oct 26"), ("2024-10-27T00:00:00+02:00", "Oct 27"),
            ("2024-10-28T00:00:00+01:00", "Oct 28"), ("2024-10-29T00:00:00+01:00", "Oct 29"),
            ("2024-10-30T00:00:00+01:00", "Oct 30"), ("2024-10-31T00:00:00+01:00", "Oct 31"),
        ])
    }

    // MARK: Calendar units

    @Test func monthlyTicksLandOnTheFirst() {
        // Starting on January 31st: February, March … are still on the 1st (no month-end drift).
        expectTable("2024-01-31T00:00:00Z", "2024-05-15T00:00:00Z", count: 4, zone: "UTC", [
            ("2024-02-01T00:00:00Z", "Feb 2024"), ("2024-03-01T00:00:00Z", "Mar"),
            ("2024-04-01T00:00:00Z", "Apr"), ("2024-05-01T00:00:00Z", "May"),
        ])
        // Local midnight on the 1st, across the new year and the March DST change.
        expectTable("2023-11-15T00:00:00-05:00", "2024-04-15T00:00:00-04:00", count: 6, zone: "America/New_York", [
            ("2023-12-01T00:00:00-05:00", "Dec 2023"), ("2024-01-01T00:00:00-05:00", "Jan 2024"),
            ("2024-02-01T00:00:00-05:00", "Feb"), ("2024-03-01T00:00:00-05:00", "Mar"),
            ("2024-04-01T00:00:00-04:00", "Apr"),
        ])
    }

    @Test func leapDayIsADay() {
        expectTable("2024-02-26T00:00:00Z", "2024-03-03T00:00:00Z", count: 6, zone: "UTC", [
            ("2024-02-26T00:00:00Z", "Feb 26 2024"), ("2024-02-27T00:00:00Z", "Feb 27"),
            ("2024-02-28T00:00:00Z", "Feb 28"), ("2024-02-29T00:00:00Z", "Feb 29"),
            ("2024-03-01T00:00:00Z", "Mar 1"), ("2024-03-02T00:00:00Z", "Mar 2"), ("2024-03-03T00:00:00Z", "Mar 3"),
        ])
        expectTable("2023-02-26T00:00:00Z", "2023-03-03T00:00:00Z", count: 5, zone: "UTC", [
            ("2023-02-26T00:00:00Z", "Feb 26 2023"), ("2023-02-27T00:00:00Z", "Feb 27"),
            ("2023-02-28T00:00:00Z", "Feb 28"), ("2023-03-01T00:00:00Z", "Mar 1"),
            ("2023-03-02T00:00:00Z", "Mar 2"), ("2023-03-03T00:00:00Z", "Mar 3"),
        ])
    }

    @Test func everyOtherDayCountsFrom1970() {
        // 2024-03-01 is day 19 783 after 1970-01-01 (odd), so two-day ticks fall on the even days.
        expectTable("2024-03-01T00:00:00Z", "2024-03-15T00:00:00Z", count: 7, zone: "UTC", [
            ("2024-03-02T00:00:00Z", "Mar 2 2024"), ("2024-03-04T00:00:00Z", "Mar 4"), ("2024-03-06T00:00:00Z", "Mar 6"),
            ("2024-03-08T00:00:00Z", "Mar 8"), ("2024-03-10T00:00:00Z", "Mar 10"), ("2024-03-12T00:00:00Z", "Mar 12"),
            ("2024-03-14T00:00:00Z", "Mar 14"),
        ])
        #expect(Self.at("2024-03-02T00:00:00Z") / 86_400 == 19_784)
    }

    @Test func yearlyTicksAreNewYearsDay() {
        let years = (2020...2030).map { ("\($0)-01-01T00:00:00Z", "\($0)") }
        expectTable("2020-01-01T00:00:00Z", "2030-01-01T00:00:00Z", count: 10, zone: "UTC", years)
        expectTable("2020-01-01T00:00:00Z", "2030-01-01T00:00:00Z", count: 5, zone: "UTC", [
            ("2020-01-01T00:00:00Z", "2020"), ("2022-01-01T00:00:00Z", "2022"), ("2024-01-01T00:00:00Z", "2024"),
            ("2026-01-01T00:00:00Z", "2026"), ("2028-01-01T00:00:00Z", "2028"), ("2030-01-01T00:00:00Z", "2030"),
        ])
        // Local midnight on 1 January in New York (standard time in winter).
        expectTable("2024-06-01T00:00:00-04:00", "2030-06-01T00:00:00-04:00", count: 6, zone: "America/New_York",
                    (2025...2030).map { ("\($0)-01-01T00:00:00-05:00", "\($0)") })
    }

    @Test func quartersStartJanAprJulOct() {
        expectTable("2023-11-01T00:00:00+01:00", "2025-02-01T00:00:00+01:00", count: 5, zone: "Europe/Berlin", [
            ("2024-01-01T00:00:00+01:00", "Q1 2024"), ("2024-04-01T00:00:00+02:00", "Q2"),
            ("2024-07-01T00:00:00+02:00", "Q3"), ("2024-10-01T00:00:00+02:00", "Q4"),
            ("2025-01-01T00:00:00+01:00", "Q1 2025"),
        ])
        expectTable("2024-03-15T00:00:00Z", "2025-06-01T00:00:00Z", count: 5, zone: "UTC", [
            ("2024-04-01T00:00:00Z", "Q2 2024"), ("2024-07-01T00:00:00Z", "Q3"), ("2024-10-01T00:00:00Z", "Q4"),
            ("2025-01-01T00:00:00Z", "Q1 2025"), ("2025-04-01T00:00:00Z", "Q2"),
        ])
    }

    @Test func weeksStartOnMonday() {
        // 2024-03-01 was a Friday; the Mondays are the 4th, 11th, 18th, 25th and April 1st.
        expectTable("2024-03-01T00:00:00Z", "2024-04-01T00:00:00Z", count: 5, zone: "UTC", [
            ("2024-03-04T00:00:00Z", "Mar 4 2024"), ("2024-03-11T00:00:00Z", "Mar 11"), ("2024-03-18T00:00:00Z", "Mar 18"),
            ("2024-03-25T00:00:00Z", "Mar 25"), ("2024-04-01T00:00:00Z", "Apr 1"),
        ])
        expectTable("2024-12-20T00:00:00Z", "2025-01-20T00:00:00Z", count: 5, zone: "UTC", [
            ("2024-12-23T00:00:00Z", "Dec 23 2024"), ("2024-12-30T00:00:00Z", "Dec 30"), ("2025-01-06T00:00:00Z", "Jan 6 2025"),
            ("2025-01-13T00:00:00Z", "Jan 13"), ("2025-01-20T00:00:00Z", "Jan 20"),
        ])
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = TimeZone(identifier: "UTC")!
        let ticks = DateTicks.ticks(Self.at("2024-12-20T00:00:00Z"), Self.at("2025-01-20T00:00:00Z"), count: 5, timeZone: cal.timeZone)
        #expect(ticks.allSatisfy { cal.component(.weekday, from: Date(timeIntervalSince1970: $0.value)) == 2 })
    }
}

/// Hostile input: non-finite, huge, equal, reversed and out-of-calendar ends.
extension DateTickTableTests {
    @Test func hostileInputsReturnQuicklyWithoutCrashing() {
        let tz = TimeZone(identifier: "America/New_York")!
        let cases: [(Double, Double)] = [
            (.nan, 1), (1, .nan), (.nan, .nan), (.infinity, 0), (0, -.infinity), (-.infinity, .infinity),
            (0, 1e300), (-1e300, 1e300), (1e300, 1e300), (-1e300, -1e299), (.greatestFiniteMagnitude, -.greatestFiniteMagnitude),
            (0, 0), (1.7e9, 1.7e9), (1.7e9, 1.7e9 + 1e-6), (.leastNonzeroMagnitude, 0), (-62_135_596_800, 0), (0, 253_402_300_800),
            (-6.2e10, 2.5e11), (1.7e9, 1.7e9 + 86_400 * 365 * 3000), (1.7e9, 1.7e9 + 0.0011),
        ]
        for (a, b) in cases {
            for count in [-5, 0, 1, 2, 7, 1000, Int.max] {
                let ticks = DateTicks.ticks(a, b, count: count, timeZone: tz)
                if !a.isFinite || !b.isFinite || count < 1 { #expect(ticks.isEmpty) }
                #expect(ticks.count <= DateTicks.maxCount)
                #expect(zip(ticks, ticks.dropFirst()).allSatisfy { $0.value < $1.value }, "\(a)…\(b) ×\(count)")
                #expect(ticks.allSatisfy { $0.value >= min(a, b) && $0.value <= max(a, b) && !$0.label.isEmpty })
                let reversed = DateTicks.ticks(b, a, count: count, timeZone: tz)
                #expect(reversed.map { $0.value } == ticks.map { $0.value } && reversed.map { $0.label } == ticks.map { $0.label })
            }
        }
    }

    @Test func spansTheCalendarCannotLabelAreNumeric() {
        let tz = TimeZone(identifier: "UTC")!
        // Below a millisecond, equal ends, beyond years 1…9999 or absurdly large: plain Ticks.
        for (a, b) in [(1.7e9, 1.7e9 + 0.0005), (1.7e9, 1.7e9), (0, 1e300), (-1e12, 1e12), (0, 1e-9)] {
            let ticks = DateTicks.ticks(a, b, count: 5, timeZone: tz)
            let step = Ticks.step(a, b, count: 5)
            #expect(ticks.map { $0.value } == Ticks.values(a, b, count: 5))
            #expect(ticks.map { $0.label } == Ticks.values(a, b, count: 5).map { Ticks.format($0, step: step) })
        }
        #expect(DateTicks.ticks(1.7e9, 1.7e9, count: 5, timeZone: tz).map { $0.value } == [1.7e9])
        #expect(DateTicks.ticks(0, 1e300, count: 5, timeZone: tz).count == 6)
    }
}
