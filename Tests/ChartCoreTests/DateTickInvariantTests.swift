import Foundation
import Testing
@testable import ChartCore

/// Properties every set of date ticks must have, checked against Foundation's calendar around real
/// UTC-offset changes in awkward zones (half-hour DST, skipped days, DST at midnight).
struct DateTickInvariantTests {
    static let zones = ["UTC", "America/New_York", "Europe/Berlin", "Australia/Lord_Howe", "Asia/Kolkata",
                        "Pacific/Apia", "America/Santiago", "America/Sao_Paulo", "Asia/Kathmandu"]
    static let spans: [Double] = [0.05, 1, 30, 600, 3600, 4 * 3600, 86_400, 3 * 86_400, 20 * 86_400,
                                  120 * 86_400, 2 * 365 * 86_400, 30 * 365 * 86_400, 500 * 365 * 86_400]
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    @Test(arguments: zones)
    func ticksAgreeWithFoundationsCalendar(_ zone: String) {
        let tz = TimeZone(identifier: zone)!
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = tz
        // Centres: two offset changes after mid-2011 (Apia skipped 2011-12-30), or plain dates for UTC.
        var centres = [Self.utc(2011, 12, 30, 10), Self.utc(2018, 11, 4, 3)]
        if let first = tz.nextDaylightSavingTimeTransition(after: Date(timeIntervalSince1970: Self.utc(2011, 6, 1))),
           let second = tz.nextDaylightSavingTimeTransition(after: first) {
            centres = [first.timeIntervalSince1970, second.timeIntervalSince1970]
        }
        for centre in centres {
            for span in Self.spans {
                for count in [2, 5, 10] {
                    let lo = centre - span * 0.37, hi = centre + span * 0.63
                    let ticks = DateTicks.ticks(lo, hi, count: count, timeZone: tz)
                    let what = "\(zone) \(lo)…\(hi) ×\(count)"
                    #expect(!ticks.isEmpty || span > 1e9, "\(what)")
                    #expect(ticks.count <= count * 6 / 5 + 2, "\(what): \(ticks.count) ticks")
                    #expect(zip(ticks, ticks.dropFirst()).allSatisfy { $0.value < $1.value }, "\(what)")
                    #expect(ticks.allSatisfy { $0.value >= lo && $0.value <= hi }, "\(what)")
                    for tick in ticks { check(tick, cal: cal, what) }
                }
            }
        }
    }

    @Test func civilDatesRoundTrip() {
        // Known day numbers: 1970-01-01 is day 0, 2000-03-01 day 11 017, proleptic 0001-01-01 day −719 162.
        #expect(CivilDate(year: 1970, month: 1, day: 1).dayNumber == 0)
        #expect(CivilDate(year: 2000, month: 3, day: 1).dayNumber == 11_017)
        #expect(CivilDate(year: 1, month: 1, day: 1).dayNumber == -719_162)
        #expect(CivilDate(dayNumber: 19_782) == CivilDate(year: 2024, month: 2, day: 29))
        #expect(CivilDate(monthIndex: 2024 * 12 - 1) == CivilDate(year: 2023, month: 12, day: 1))
        for day in stride(from: -800_000, through: 3_000_000, by: 997) {
            #expect(CivilDate(dayNumber: day).dayNumber == day)
        }
    }

    @Test func offsetChangesAreFoundWithoutTheTransitionList() {
        // US spring-forward 2024-03-10 07:00 UTC and Berlin fall-back 2024-10-27 01:00 UTC, by bisection.
        let ny = ZoneClock(timeZone: TimeZone(identifier: "America/New_York")!)
        #expect(ny.firstChange(after: Self.utc(2024, 3, 9), before: Self.utc(2024, 3, 11)) == Self.utc(2024, 3, 10, 7))
        let berlin = ZoneClock(timeZone: TimeZone(identifier: "Europe/Berlin")!)
        #expect(berlin.firstChange(after: Self.utc(2024, 10, 26, 12) + 0.5, before: Self.utc(2024, 10, 27, 5)) == Self.utc(2024, 10, 27, 1))
        #expect(berlin.nextChange(after: Self.utc(2024, 10, 26)) == Self.utc(2024, 10, 27, 1))
        #expect(ZoneClock(timeZone: TimeZone(identifier: "UTC")!).nextChange(after: 0) == .infinity)
    }

    /// A tick's label names the wall-clock time Foundation shows at its instant, and calendar-unit
    /// ticks sit at the start of a local day.
    func check(_ tick: (value: Double, label: String), cal: Calendar, _ what: String) {
        let date = Date(timeIntervalSince1970: tick.value)
        let c = cal.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let month = Self.months[c.month! - 1], label = tick.label
        if label.contains(":") {
            #expect(label.contains(String(format: "%02d:%02d", c.hour!, c.minute!)), "\(what): \(label)")
            if label.first!.isLetter { #expect(label.hasPrefix("\(month) \(c.day!) "), "\(what): \(label)") }
            return
        }
        #expect(cal.startOfDay(for: date) == date, "\(what): \(label) is not at the start of a day")
        if label.hasPrefix("Q") {
            #expect(label.hasPrefix("Q\((c.month! - 1) / 3 + 1)") && c.day == 1, "\(what): \(label)")
        } else if label.first!.isLetter {
            #expect(label.hasPrefix(month), "\(what): \(label)")
            let parts = label.split(separator: " ")
            if parts.count >= 2, parts[1].count <= 2 { #expect(Int(parts[1]) == c.day, "\(what): \(label)") }
        } else {
            #expect(label == String(c.year!) && c.month == 1 && c.day == 1, "\(what): \(label)")
        }
    }

    /// Seconds since 1970 for a UTC date and hour.
    static func utc(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 0) -> Double {
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = TimeZone(identifier: "UTC")!
        return cal.date(from: DateComponents(year: y, month: m, day: d, hour: h))!.timeIntervalSince1970
    }
}
