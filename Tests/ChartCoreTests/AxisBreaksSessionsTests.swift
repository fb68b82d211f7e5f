import Foundation
import Testing
@testable import ChartCore

struct AxisBreaksSessionsTests {
    static let session = 6.5 * 3600

    static func nyse(_ from: Double, _ to: Double) -> AxisBreaks {
        AxisBreaks.tradingSessions(from: from, to: to, open: (9, 30), close: (16, 0), timeZone: newYork)
    }

    @Test func aWeekOfNYSESessions() {
        let b = Self.nyse(nyTime(2024, 1, 8), nyTime(2024, 1, 16))
        // Leading midnight→open, four nights, the weekend, Monday's close→`to`.
        #expect(b.ranges.count == 7)
        #expect(b.forward(nyTime(2024, 1, 12, 16)) == b.forward(nyTime(2024, 1, 15, 9, 30)), "the weekend has no width")
        #expect(b.forward(nyTime(2024, 1, 8, 16)) == b.forward(nyTime(2024, 1, 9, 9, 30)), "nor a night")
        for day in [8, 9, 10, 11, 12, 15] {
            let open = nyTime(2024, 1, day, 9, 30), close = nyTime(2024, 1, day, 16)
            #expect(b.forward(close) - b.forward(open) == Self.session)
            #expect(!b.excludes(nyTime(2024, 1, day, 12)))
            #expect(b.excludes(nyTime(2024, 1, day, 20)))
        }
        #expect(b.excludes(nyTime(2024, 1, 13, 12)) && b.excludes(nyTime(2024, 1, 14, 12)))
        #expect(b.forward(nyTime(2024, 1, 16)) - b.forward(nyTime(2024, 1, 8)) == 6 * Self.session)
        #expect(b.inverse(b.forward(nyTime(2024, 1, 12, 16))) == nyTime(2024, 1, 12, 16), "the gap answers its start")
    }

    /// Weeks around the 2024 daylight-saving changes (10 March, 3 November) in New York.
    @Test(arguments: [(3, 4), (10, 28)])
    func sessionsKeepLocalHoursAcrossDST(month: Int, monday: Int) {
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = newYork
        let from = nyTime(2024, month, monday), to = nyTime(2024, month, monday + 12)
        let b = Self.nyse(from, to)
        #expect(b.ranges.count == 11)
        for r in b.ranges {
            let lo = cal.dateComponents([.hour, .minute], from: Date(timeIntervalSince1970: r.lowerBound))
            let hi = cal.dateComponents([.hour, .minute], from: Date(timeIntervalSince1970: r.upperBound))
            if r.lowerBound != from { #expect(lo.hour == 16 && lo.minute == 0) }
            if r.upperBound != to { #expect(hi.hour == 9 && hi.minute == 30) }
        }
        for offset in [0, 1, 2, 3, 4, 7, 8, 9, 10, 11] {
            let open = nyTime(2024, month, monday + offset, 9, 30), close = nyTime(2024, month, monday + offset, 16)
            #expect(b.forward(close) - b.forward(open) == Self.session)
        }
        let friday = nyTime(2024, month, monday + 4, 16), nextMonday = nyTime(2024, month, monday + 7, 9, 30)
        #expect(b.forward(friday) == b.forward(nextMonday))
        // The DST weekend is an hour shorter (spring) or longer (autumn) than 65.5 h of elapsed time.
        let weekend = nextMonday - friday
        #expect(weekend == 65.5 * 3600 + (month == 3 ? -3600 : 3600))
        #expect(b.forward(to) - b.forward(from) == 10 * Self.session)
    }

    @Test func tenYearsOfSessions() {
        // Monday 6 January 2014 to Monday 1 January 2024: exactly 521 weeks, 2,605 weekdays
        // (about 2,520 real trading days: holidays are not modelled).
        let from = nyTime(2014, 1, 6), to = nyTime(2024, 1, 1)
        let b = Self.nyse(from, to)
        #expect(b.ranges.count == 2_606)
        #expect(b.forward(to) - b.forward(from) == 2_605 * Self.session)
        #expect(b.inverse(b.forward(to)) == b.ranges.last!.lowerBound)
    }

    @Test func aHundredThousandExclusions() {
        var rng = SeededGenerator(seed: 9)
        let starts = (0..<100_000).map { _ in Double.random(in: 0...1e9, using: &rng) }
        // (Their speed is the benchmark's business; here: a hundred thousand merge and answer.)
        let b = AxisBreaks(starts.map { $0...($0 + 1000) })
        #expect(b.ranges.count > 90_000)
        var sum = 0.0
        for i in 0..<100_000 {
            let v = Double(i) * 1e4
            sum += b.inverse(b.forward(v))
        }
        #expect(sum.isFinite)
    }

    @Test func overnightAndAllDaySessions() {
        // Futures-style: Sunday to Thursday 18:00 until 17:00 the next day.
        let fut = AxisBreaks.tradingSessions(from: nyTime(2024, 1, 7, 18), to: nyTime(2024, 1, 12, 17),
                                             open: (18, 0), close: (17, 0), weekdays: [1, 2, 3, 4, 5], timeZone: newYork)
        #expect(fut.ranges.count == 4)
        #expect(fut.ranges.allSatisfy { $0.upperBound - $0.lowerBound == 3600 })
        // 24-hour sessions on weekdays: only the weekend is cut.
        let allDay = AxisBreaks.tradingSessions(from: nyTime(2024, 1, 8), to: nyTime(2024, 1, 20),
                                                open: (0, 0), close: (0, 0), timeZone: newYork)
        #expect(allDay.ranges == [nyTime(2024, 1, 13)...nyTime(2024, 1, 15)])
    }

    @Test func repeatingWindows() {
        let b = AxisBreaks.repeating(start: 3600, length: 1800, period: 86_400, from: 0, to: 30 * 86_400)
        #expect(b.ranges.count == 30)
        #expect(b.ranges.first == 3600...5400)
        #expect(b.excludedLength == 30 * 1800)
        // Clipped to [from, to].
        let clipped = AxisBreaks.repeating(start: 0, length: 10, period: 100, from: 5, to: 205)
        #expect(clipped.ranges == [5...10, 100...110, 200...205])
        #expect(AxisBreaks.repeating(start: 0, length: 100, period: 100, from: 0, to: 1e6).ranges == [0...1e6])
    }

    @Test func hostileInputNeverHangsOrCrashes() {
        let b = AxisBreaks([1...2, 5...9])
        for breaks in [b, AxisBreaks([])] {
            #expect(breaks.forward(.nan).isNaN && breaks.inverse(.nan).isNaN)
            #expect(breaks.forward(.infinity) == .infinity && breaks.inverse(.infinity) == .infinity)
            #expect(breaks.forward(-.infinity) == -.infinity && breaks.inverse(-.infinity) == -.infinity)
            #expect(!breaks.excludes(.nan) && !breaks.excludes(.infinity))
        }
        let big = Double.greatestFiniteMagnitude
        // (A ClosedRange with a NaN bound cannot be built: even `uncheckedBounds` traps.)
        #expect(AxisBreaks([-big...big]).isEmpty, "an infinitely long range is dropped")
        let huge = AxisBreaks([-big...0, 1...big, 3...4])
        for v in [-big, -1e300, 0, 0.5, 1, 2, 1e300, big] {
            #expect(huge.forward(v).isFinite)
            #expect(!huge.inverse(huge.forward(v)).isNaN)
        }

        do {
            let s = AxisBreaks.tradingSessions(from: -.infinity, to: .infinity, open: (9, 30), close: (16, 0), timeZone: newYork)
            #expect(s.ranges.count <= AxisBreaks.maxGenerated + 1)
            #expect(!s.isEmpty)
            #expect(AxisBreaks.tradingSessions(from: .nan, to: 0, open: (9, 30), close: (16, 0), timeZone: newYork).isEmpty)
            let odd = AxisBreaks.tradingSessions(from: 0, to: 1e7, open: (Int.max, Int.min), close: (Int.min, Int.max), timeZone: newYork)
            #expect(odd.forward(1e7).isFinite)
            let none = AxisBreaks.tradingSessions(from: 0, to: 1e6, open: (9, 30), close: (16, 0), weekdays: [0, 8, -3], timeZone: newYork)
            #expect(none.ranges == [0...1e6])
            #expect(Self.nyse(1e6, 0) == Self.nyse(0, 1e6))
            for (p, l) in [(0.0, 1.0), (-1, 1), (.nan, 1), (.infinity, 1), (1, 0), (1, .nan), (1e-300, 1e-301)] {
                let r = AxisBreaks.repeating(start: 0, length: l, period: p, from: -.infinity, to: .infinity)
                #expect(r.ranges.count <= AxisBreaks.maxGenerated)
            }
            let dense = AxisBreaks.repeating(start: 0, length: 1, period: 2, from: 0, to: .infinity)
            #expect(dense.ranges.count >= AxisBreaks.maxGenerated - 1 && dense.ranges.count <= AxisBreaks.maxGenerated)
            #expect(AxisBreaks.repeating(start: 1e308, length: 1e307, period: 1e308, from: 0, to: .infinity).ranges.count <= 2)
        }
    }
}
