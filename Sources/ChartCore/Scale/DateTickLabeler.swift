/// Labels for a run of date-time ticks, shaped by the step and showing the larger unit only where
/// it is needed: on the first tick and wherever it changes.
///
/// | step          | labels                                                      |
/// |---------------|-------------------------------------------------------------|
/// | years         | `2024`                                                      |
/// | months, half years | `Mar`; `Jan 2024` at January and on the first tick      |
/// | quarters      | `Q2`; `Q1 2024` at Q1 and on the first tick                 |
/// | days, weeks   | `Mar 5`; `Mar 5 2024` on the first tick and at a new year   |
/// | hours, minutes| `14:30`; `Mar 5 00:00` on the first tick and at a new day   |
/// | seconds       | `14:30:15`                                                  |
/// | milliseconds  | `14:30:15.250` (always the full clock time, never shortened) |
struct DateTickLabeler: Sendable {
    /// The step the ticks were laid out with.
    let step: DateTickStep
    /// The zone whose wall clock the labels show.
    let clock: ZoneClock

    /// One label per tick instant, in order.
    func labels(_ instants: [Double]) -> [String] {
        var previous: CivilDate?
        return instants.map { t in
            let (date, second, ms) = parts(t)
            defer { previous = date }
            return label(date: date, second: second, ms: ms, previous: previous)
        }
    }

    /// The local date, second of the local day and millisecond for an instant (rounded to the millisecond).
    func parts(_ t: Double) -> (date: CivilDate, second: Int, ms: Int) {
        let totalMs = Int((t * 1000).rounded())
        let whole = totalMs.floorDiv(1000)
        let (date, second) = clock.localDate(whole)
        return (date, second, totalMs - whole * 1000)
    }

    /// The label for one tick, given the previous tick's local date (nil for the first tick).
    func label(date: CivilDate, second: Int, ms: Int, previous: CivilDate?) -> String {
        let newYear = previous?.year != date.year
        let newDay = previous != date
        let month = date.monthName
        switch step.unit {
        case .year:
            return String(date.year)
        case .month where step.count == 3:
            let quarter = (date.month - 1) / 3 + 1
            return quarter == 1 || newYear ? "Q\(quarter) \(date.year)" : "Q\(quarter)"
        case .month:
            return date.month == 1 || newYear ? "\(month) \(date.year)" : month
        case .day, .week:
            return newYear ? "\(month) \(date.day) \(date.year)" : "\(month) \(date.day)"
        case .hour, .minute:
            let time = Self.clock(second, seconds: false)
            return newDay ? "\(month) \(date.day) \(time)" : time
        case .second:
            return Self.clock(second, seconds: true)
        case .millisecond:
            return Self.clock(second, seconds: true) + "." + Self.pad(ms, 3)
        }
    }

    /// "HH:mm" or "HH:mm:ss" for a second of the day.
    static func clock(_ second: Int, seconds: Bool) -> String {
        let hm = pad(second / 3600, 2) + ":" + pad(second / 60 % 60, 2)
        return seconds ? hm + ":" + pad(second % 60, 2) : hm
    }

    /// A non-negative number zero-padded to `width` digits.
    static func pad(_ v: Int, _ width: Int) -> String {
        let s = String(v)
        return s.count >= width ? s : String(repeating: "0", count: width - s.count) + s
    }
}
