import Foundation

/// Dates as the browser writes them: the day in the local time zone, as the axes show it, with the
/// time when it is not midnight.
enum DateText {
    /// `2024-03-05`, or `2024-03-05 14:30` when the time of day is not midnight.
    static func day(_ seconds: Double) -> String {
        guard seconds.isFinite, abs(seconds) < 1e13 else { return "–" }
        var t = time_t(seconds.rounded(.down))
        var tm = tm()
        localtime_r(&t, &tm)
        let d = String(format: "%04d-%02d-%02d", Int(tm.tm_year) + 1900, Int(tm.tm_mon) + 1, Int(tm.tm_mday))
        return tm.tm_hour == 0 && tm.tm_min == 0 && tm.tm_sec == 0 ? d : d + String(format: " %02d:%02d", Int(tm.tm_hour), Int(tm.tm_min))
    }
}
