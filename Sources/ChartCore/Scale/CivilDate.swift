/// A date in the proleptic Gregorian calendar (year, month 1…12, day 1…31), with exact
/// conversion to and from a day number (days since 1970-01-01).
///
/// Pure integer arithmetic (Howard Hinnant's civil-from-days algorithms), so it works the same
/// for every year and never depends on a calendar's era or Julian cut-over rules.
struct CivilDate: Equatable, Sendable {
    /// The year (astronomical numbering: year 0 is 1 BC).
    var year: Int
    /// The month, 1 (January) … 12 (December).
    var month: Int
    /// The day of the month, 1 … 31.
    var day: Int

    /// Three-letter English month abbreviations, January first.
    static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// A date from its parts (not validated: callers pass real dates).
    init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The date `dayNumber` days after 1970-01-01 (negative before it).
    init(dayNumber: Int) {
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097                                      // day of era, 0…146096
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365 // year of era, 0…399
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)                 // day of year from March 1st
        let mp = (5 * doy + 2) / 153                                      // month from March, 0…11
        day = doy - (153 * mp + 2) / 5 + 1
        month = mp < 10 ? mp + 3 : mp - 9
        year = yoe + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// The first day of the month with index `monthIndex` (year × 12 + month − 1).
    init(monthIndex: Int) {
        self.init(year: monthIndex.floorDiv(12), month: monthIndex.floorMod(12) + 1, day: 1)
    }

    /// Days since 1970-01-01 (negative before it).
    var dayNumber: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = month > 2 ? month - 3 : month + 9
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The month counted from year 0: year × 12 + month − 1.
    var monthIndex: Int { year * 12 + month - 1 }

    /// The month's abbreviation, "Jan" … "Dec".
    var monthName: String { Self.monthNames[max(0, min(11, month - 1))] }

    /// Days since the most recent Monday (0 on a Monday … 6 on a Sunday) for a day number.
    static func daysSinceMonday(_ dayNumber: Int) -> Int {
        (dayNumber + 3).floorMod(7)   // 1970-01-01 was a Thursday
    }
}
