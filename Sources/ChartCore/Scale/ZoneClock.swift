import Foundation

/// Converts between instants (seconds since 1970, UTC) and local wall-clock time in one time zone.
///
/// "Local seconds" count wall-clock seconds since 1970-01-01 00:00 local time, so a local day is
/// always 86 400 local seconds even when the real day is 23 or 25 hours long.
struct ZoneClock: Sendable {
    /// The zone whose wall clock this reads.
    let timeZone: TimeZone

    /// The zone's UTC offset in seconds at an instant.
    func offset(at t: Double) -> Int {
        timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: t))
    }

    /// Local wall-clock seconds for an instant given in whole seconds.
    func local(_ t: Int) -> Int {
        t + offset(at: Double(t))
    }

    /// The local calendar date and the second within that local day for an instant in whole seconds.
    func localDate(_ t: Int) -> (date: CivilDate, second: Int) {
        let l = local(t)
        let day = l.floorDiv(86_400)
        return (CivilDate(dayNumber: day), l - day * 86_400)
    }

    /// The instant at which the wall clock first shows local time `l`.
    ///
    /// In a fall-back overlap this is the earlier of the two instants. In a spring-forward gap
    /// (a wall time that never happens) `l` is read with the offset in force before the jump, which
    /// lands as far after the gap's end as `l` is after its start: a day whose midnight is skipped
    /// (clocks jumping from 00:00 to 01:00) starts at its first real instant, 01:00.
    func instant(local l: Int) -> Int {
        // Any solution t of t + offset(t) = l lies within a day and a bit of l.
        let before = offset(at: Double(l - 100_000)), after = offset(at: Double(l + 100_000))
        let middle = offset(at: Double(l))
        var best: Int?
        for o in [before, middle, after] where offset(at: Double(l - o)) == o {
            best = min(best ?? Int.max, l - o)
        }
        if let best { return best }
        // A gap: the wall clock jumps over l. Read l with the offset in force before the jump.
        return l - min(before, middle, after)
    }

    /// The next instant after `t` at which the zone's UTC offset may change, or infinity.
    func nextChange(after t: Double) -> Double {
        guard let next = timeZone.nextDaylightSavingTimeTransition(after: Date(timeIntervalSince1970: t))?
            .timeIntervalSince1970, next > t else { return .infinity }
        return next
    }

    /// The first whole-second instant in (a, b] whose UTC offset differs from the offset at `a`,
    /// given that the offset at `b` differs (found by bisection, for changes `nextChange` missed).
    func firstChange(after a: Double, before b: Double) -> Double {
        let o = offset(at: a)
        var good = a.rounded(.down), bad = b.rounded(.up)
        while bad - good > 1 {
            let mid = ((good + bad) / 2).rounded(.down)
            if offset(at: mid) == o { good = mid } else { bad = mid }
        }
        return bad
    }
}
