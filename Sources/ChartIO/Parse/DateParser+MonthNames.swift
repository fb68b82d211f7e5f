import Foundation

/// Dates as people and spreadsheets write them with words: `Jan 1 2000`, `January 1, 2000`,
/// `1 January 2000`, `01-Jan-2000`, `1-Jan-00`, `2000-Jan-01`, `Mar-2019`, `March 2019`, `2019 Q1`,
/// `Q1 2019`, `2019Q1`. Month names are English, whole or cut to three letters (`Sept` too), in
/// any case; a month and year alone is its first day, a quarter its first month's. A month or
/// day without a year (`May`, `Mar 5`) is no date.
extension DateParser {
    /// Whether `b` holds an ASCII letter (a date in digits has none but `T` and `Z`).
    static func hasLetter(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard b.count >= 6, b.count <= 40 else { return false }
        return b.contains { ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") }
    }

    /// One word or number of a date with words.
    enum Part: Equatable {
        case number(Int, digits: Int)
        case month(Int)
        case quarter(Int)
    }

    /// The month numbered by an English name or its first three letters (`sept` too).
    static func month(_ word: String) -> Int? {
        let names = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"]
        let w = word.lowercased()
        if w == "sept" { return 9 }
        if let i = names.firstIndex(of: w) { return i + 1 }
        guard w.count == 3 else { return nil }
        return names.firstIndex { $0.hasPrefix(w) }.map { $0 + 1 }
    }

    /// The parts of `b` split at spaces, commas, dots, dashes and slashes, and where letters meet
    /// digits (`2019Q1`); nil when a word is neither a month nor a quarter.
    static func parts(_ b: UnsafeBufferPointer<UInt8>) -> [Part]? {
        var out: [Part] = []
        var word = ""
        func flush() -> Bool {
            defer { word = "" }
            guard !word.isEmpty else { return true }
            if let v = Int(word) { out.append(.number(v, digits: word.count)); return true }
            if let m = month(word) { out.append(.month(m)); return true }
            let w = word.lowercased()
            if w.count == 2, w.first == "q", let q = Int(w.dropFirst()), (1...4).contains(q) { out.append(.quarter(q)); return true }
            return false
        }
        for byte in b {
            let ch = Character(UnicodeScalar(byte))
            if " ,./-".contains(ch) {
                guard flush() else { return nil }
                continue
            }
            guard ch.isASCII, ch.isLetter || ch.isNumber else { return nil }
            // A quarter's Q after the year's digits starts a word of its own.
            if let last = word.last, last.isNumber != ch.isNumber, !(last == "Q" || last == "q") {
                guard flush() else { return nil }
            }
            word.append(ch)
        }
        guard flush() else { return nil }
        return out
    }

    /// Seconds since 1970 (local midnight) of a date written with a month name or a quarter.
    mutating func monthNamed(_ b: UnsafeBufferPointer<UInt8>) -> Double? {
        // Such columns repeat a value row after row (a month's rows): the last one read is kept.
        if let last = lastWords, last.text.elementsEqual(b) { return last.value }
        let value = monthNamedParts(b)
        lastWords = (Array(b), value)
        return value
    }

    /// `monthNamed` without the kept value.
    mutating func monthNamedParts(_ b: UnsafeBufferPointer<UInt8>) -> Double? {
        guard let p = Self.parts(b) else { return nil }
        func year(_ v: Int, _ digits: Int) -> Int? { digits == 4 ? v : digits == 2 ? fullYear(v) : nil }
        // The parts' shape: M a month, Q a quarter, Y four digits, n one or two.
        var shape = ""
        var numbers: [(value: Int, digits: Int)] = []
        var month = 0, quarter = 0
        for part in p {
            switch part {
            case .number(let v, let digits):
                shape += digits == 4 ? "Y" : digits <= 2 ? "n" : "?"
                numbers.append((v, digits))
            case .month(let m): shape += "M"; month = m
            case .quarter(let q): shape += "Q"; quarter = q
            }
        }
        var ymd: (Int, Int, Int)?
        switch shape {
        case "MnY", "Mnn", "nMY", "nMn":
            ymd = year(numbers[1].value, numbers[1].digits).map { ($0, month, numbers[0].value) }
        case "YMn":
            ymd = (numbers[0].value, month, numbers[1].value)
        case "MY", "YM":
            // (Four digits beside a month are a year only between 1000 and 2999: not `MAR-0042`.)
            guard (1000...2999).contains(numbers[0].value) else { return nil }
            ymd = (numbers[0].value, month, 1)
        case "YQ", "QY":
            guard (1000...2999).contains(numbers[0].value) else { return nil }
            ymd = (numbers[0].value, 3 * quarter - 2, 1)
        default:
            return nil
        }
        guard let (y, m, d) = ymd, d >= 1, d <= Self.daysIn(y, m) else { return nil }
        let seconds = Double(Self.daysFromCivil(y, m, d) * 86_400)
        return seconds - Double(localOffset(atWallClock: seconds))
    }
}
