import Foundation
import Testing
@testable import ChartCore

/// Tick tables for `DateTicks` over spans from 10 ms to 100 years, and the same instants in
/// different time zones. Rows are checked the same way as in `DateTickTableTests`.
extension DateTickTableTests {
    @Test func tenMilliseconds() {
        let t = Self.at("2024-03-05T14:30:15.250Z")
        expectTable(t - 0.0005, t + 0.0105, count: 10, zone: "UTC", [
            ("2024-03-05T14:30:15.250Z", "14:30:15.250"), ("2024-03-05T14:30:15.252Z", "14:30:15.252"),
            ("2024-03-05T14:30:15.254Z", "14:30:15.254"), ("2024-03-05T14:30:15.256Z", "14:30:15.256"),
            ("2024-03-05T14:30:15.258Z", "14:30:15.258"), ("2024-03-05T14:30:15.260Z", "14:30:15.260"),
        ])
    }

    @Test func oneSecond() {
        expectTable("2024-03-05T14:30:15Z", "2024-03-05T14:30:16Z", count: 5, zone: "UTC", [
            ("2024-03-05T14:30:15.000Z", "14:30:15.000"), ("2024-03-05T14:30:15.200Z", "14:30:15.200"),
            ("2024-03-05T14:30:15.400Z", "14:30:15.400"), ("2024-03-05T14:30:15.600Z", "14:30:15.600"),
            ("2024-03-05T14:30:15.800Z", "14:30:15.800"), ("2024-03-05T14:30:16.000Z", "14:30:16.000"),
        ])
    }

    @Test func oneMinute() {
        expectTable("2024-03-05T14:30:00Z", "2024-03-05T14:31:00Z", count: 6, zone: "UTC", [
            ("2024-03-05T14:30:00Z", "14:30:00"), ("2024-03-05T14:30:10Z", "14:30:10"), ("2024-03-05T14:30:20Z", "14:30:20"),
            ("2024-03-05T14:30:30Z", "14:30:30"), ("2024-03-05T14:30:40Z", "14:30:40"), ("2024-03-05T14:30:50Z", "14:30:50"),
            ("2024-03-05T14:31:00Z", "14:31:00"),
        ])
    }

    @Test func oneHour() {
        expectTable("2024-03-05T14:00:00Z", "2024-03-05T15:00:00Z", count: 4, zone: "UTC", [
            ("2024-03-05T14:00:00Z", "Mar 5 14:00"), ("2024-03-05T14:15:00Z", "14:15"), ("2024-03-05T14:30:00Z", "14:30"),
            ("2024-03-05T14:45:00Z", "14:45"), ("2024-03-05T15:00:00Z", "15:00"),
        ])
    }

    @Test func oneDay() {
        expectTable("2024-03-05T00:00:00Z", "2024-03-06T00:00:00Z", count: 4, zone: "UTC", [
            ("2024-03-05T00:00:00Z", "Mar 5 00:00"), ("2024-03-05T06:00:00Z", "06:00"), ("2024-03-05T12:00:00Z", "12:00"),
            ("2024-03-05T18:00:00Z", "18:00"), ("2024-03-06T00:00:00Z", "Mar 6 00:00"),
        ])
    }

    @Test func oneMonth() {
        // Weekly ticks on Mondays at local midnight; Berlin moves to summer time on March 31st.
        expectTable("2024-03-01T00:00:00+01:00", "2024-04-01T00:00:00+02:00", count: 6, zone: "Europe/Berlin", [
            ("2024-03-04T00:00:00+01:00", "Mar 4 2024"), ("2024-03-11T00:00:00+01:00", "Mar 11"),
            ("2024-03-18T00:00:00+01:00", "Mar 18"), ("2024-03-25T00:00:00+01:00", "Mar 25"),
            ("2024-04-01T00:00:00+02:00", "Apr 1"),
        ])
    }

    @Test func oneYear() {
        let months = ["Jan 2024", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let monthly = months.enumerated().map { (String(format: "2024-%02d-01T00:00:00Z", $0.offset + 1), $0.element) }
        expectTable("2024-01-01T00:00:00Z", "2025-01-01T00:00:00Z", count: 12, zone: "UTC",
                    monthly + [("2025-01-01T00:00:00Z", "Jan 2025")])
        expectTable("2024-01-01T00:00:00Z", "2025-01-01T00:00:00Z", count: 6, zone: "UTC", [
            ("2024-01-01T00:00:00Z", "Jan 2024"), ("2024-03-01T00:00:00Z", "Mar"), ("2024-05-01T00:00:00Z", "May"),
            ("2024-07-01T00:00:00Z", "Jul"), ("2024-09-01T00:00:00Z", "Sep"), ("2024-11-01T00:00:00Z", "Nov"),
            ("2025-01-01T00:00:00Z", "Jan 2025"),
        ])
        // Half years.
        expectTable("2024-01-01T00:00:00Z", "2025-01-01T00:00:00Z", count: 2, zone: "UTC", [
            ("2024-01-01T00:00:00Z", "Jan 2024"), ("2024-07-01T00:00:00Z", "Jul"), ("2025-01-01T00:00:00Z", "Jan 2025"),
        ])
    }

    @Test func tenYears() {
        expectTable("2015-07-01T00:00:00Z", "2025-07-01T00:00:00Z", count: 5, zone: "UTC", [
            ("2016-01-01T00:00:00Z", "2016"), ("2018-01-01T00:00:00Z", "2018"), ("2020-01-01T00:00:00Z", "2020"),
            ("2022-01-01T00:00:00Z", "2022"), ("2024-01-01T00:00:00Z", "2024"),
        ])
    }

    @Test func hundredYears() {
        expectTable("1900-01-01T00:00:00Z", "2000-01-01T00:00:00Z", count: 5, zone: "UTC",
                    stride(from: 1900, through: 2000, by: 20).map { ("\($0)-01-01T00:00:00Z", "\($0)") })
        expectTable("1900-01-01T00:00:00Z", "2000-01-01T00:00:00Z", count: 10, zone: "UTC",
                    stride(from: 1900, through: 2000, by: 10).map { ("\($0)-01-01T00:00:00Z", "\($0)") })
    }

    @Test func sameInstantsInDifferentZones() {
        // 12:00 to 18:00 UTC on 2024-03-05 is 21:00 to 03:00 in Tokyo and 17:30 to 23:30 in Kolkata.
        expectTable("2024-03-05T12:00:00Z", "2024-03-05T18:00:00Z", count: 6, zone: "UTC", [
            ("2024-03-05T12:00:00Z", "Mar 5 12:00"), ("2024-03-05T13:00:00Z", "13:00"), ("2024-03-05T14:00:00Z", "14:00"),
            ("2024-03-05T15:00:00Z", "15:00"), ("2024-03-05T16:00:00Z", "16:00"), ("2024-03-05T17:00:00Z", "17:00"),
            ("2024-03-05T18:00:00Z", "18:00"),
        ])
        expectTable("2024-03-05T12:00:00Z", "2024-03-05T18:00:00Z", count: 6, zone: "Asia/Tokyo", [
            ("2024-03-05T21:00:00+09:00", "Mar 5 21:00"), ("2024-03-05T22:00:00+09:00", "22:00"),
            ("2024-03-05T23:00:00+09:00", "23:00"), ("2024-03-06T00:00:00+09:00", "Mar 6 00:00"),
            ("2024-03-06T01:00:00+09:00", "01:00"), ("2024-03-06T02:00:00+09:00", "02:00"),
            ("2024-03-06T03:00:00+09:00", "03:00"),
        ])
        // Half-hour offset: ticks on whole local hours are half past in UTC.
        expectTable("2024-03-05T12:00:00Z", "2024-03-05T18:00:00Z", count: 6, zone: "Asia/Kolkata", [
            ("2024-03-05T18:00:00+05:30", "Mar 5 18:00"), ("2024-03-05T19:00:00+05:30", "19:00"),
            ("2024-03-05T20:00:00+05:30", "20:00"), ("2024-03-05T21:00:00+05:30", "21:00"),
            ("2024-03-05T22:00:00+05:30", "22:00"), ("2024-03-05T23:00:00+05:30", "23:00"),
        ])
        let noon = Self.at("2024-03-05T12:00:00Z")
        #expect(DateTicks.format(noon, resolution: 30, timeZone: TimeZone(identifier: "UTC")!) == "2024-03-05 12:00:00")
        #expect(DateTicks.format(noon, resolution: 30, timeZone: TimeZone(identifier: "Asia/Tokyo")!) == "2024-03-05 21:00:00")
    }

    @Test func formatFollowsResolution() {
        let utc = TimeZone(identifier: "UTC")!
        let t = Self.at("2024-03-05T14:30:15.250Z")
        #expect(DateTicks.format(t, resolution: 0.5, timeZone: utc) == "2024-03-05 14:30:15.250")
        #expect(DateTicks.format(t, resolution: 30, timeZone: utc) == "2024-03-05 14:30:15")
        #expect(DateTicks.format(t, resolution: 3600, timeZone: utc) == "2024-03-05 14:30")
        #expect(DateTicks.format(t, resolution: 100_000, timeZone: utc) == "2024-03-05")
        // Rounding to the millisecond carries into the second.
        #expect(DateTicks.format(Self.at("2024-03-05T14:30:15Z") + 0.9996, resolution: 0.5, timeZone: utc) == "2024-03-05 14:30:16.000")
        #expect(DateTicks.format(.nan, resolution: 1, timeZone: utc) == "NaN")
        #expect(DateTicks.format(1e300, resolution: 1, timeZone: utc) == Ticks.format(1e300, step: 1))
    }
}
