import Foundation
import ChartTestSupport
import Testing
@testable import ChartIO

struct NumberParserTests {
    typealias Rng = SeededSeries.Generator

    func strtodValue(_ s: String) -> Double? {
        var end: UnsafeMutablePointer<CChar>?
        return s.withCString { p in
            let v = strtod(p, &end)
            return end.map { $0 - UnsafeMutablePointer(mutating: p) == strlen(p) } == true ? v : nil
        }
    }

    @Test func agreesWithStrtodOnRandomValues() {
        var r = Rng(seed: 0x1234_5678_9ABC_DEF1)
        var checked = 0
        for k in 0..<300_000 {
            let bits = r.bits()
            let d = Double(bitPattern: bits)
            guard d.isFinite else { continue }
            let text: String
            switch k % 6 {
            case 0: text = String(format: "%.17g", d)
            case 1: text = String(format: "%.6e", d)
            case 2: text = String(format: "%.3f", Double(Int64(bitPattern: bits) % 10_000_000) / 977)
            case 3: text = String(Int64(bitPattern: bits) % 100_000_000_000)
            case 4: text = "\(Double(Int64(bitPattern: bits >> 12) % 1_000_000) / 1000)e\(Int(bits % 40) - 20)"
            default:
                // Random digit strings of up to 25 digits with a point somewhere.
                let n = Int(bits % 25) + 1
                var s = ""
                for i in 0..<n { s.append(Character(Unicode.Scalar(UInt8(48 + r.bits() % 10)))); if i == n / 2 { s.append(".") } }
                text = (bits & 1 == 0 ? "-" : "") + s
            }
            let mine = NumberParser.parse(text)
            let ref = strtodValue(text)
            #expect(mine?.bitPattern == ref?.bitPattern, "\(text): \(String(describing: mine)) vs \(String(describing: ref))")
            checked += 1
            if mine?.bitPattern != ref?.bitPattern { break }
        }
        #expect(checked > 250_000)
    }

    @Test(arguments: [
        ("1e308", 1e308), ("-1e308", -1e308), ("4.9e-324", 4.9e-324), ("2.2250738585072014e-308", 2.2250738585072014e-308),
        ("+3.5", 3.5), ("0.1", 0.1), (".5", 0.5), ("5.", 5.0), ("1E3", 1000.0), ("9007199254740993", 9007199254740992.0),
        ("123456789012345678901234567890", 1.2345678901234568e29), ("0.30000000000000004", 0.30000000000000004),
    ])
    func edgeValues(text: String, expected: Double) {
        #expect(NumberParser.parse(text) == expected)
    }

    @Test func specialsAndNonNumbers() {
        #expect(NumberParser.parse("inf") == .infinity && NumberParser.parse("-Infinity") == -.infinity)
        #expect(NumberParser.parse("NaN")!.isNaN)
        for bad in ["", "-", "+", "1e", "1e+", "abc", "1.2.3", "0x10", "1 2", "١٢", "--1", "1,5"] {
            #expect(NumberParser.parse(bad) == nil, "\(bad)")
        }
    }

    @Test func dates() {
        var p = DateParser(timeZone: TimeZone(identifier: "UTC")!)
        #expect(p.parse("1970-01-01") == 0)
        #expect(p.parse("2024-02-29T12:00:00Z") == 1_709_208_000)
        #expect(p.parse("2024-02-29 12:00:00") == 1_709_208_000)
        #expect(p.parse("2024-02-29T12:00:00.250Z") == 1_709_208_000.25)
        #expect(p.parse("2024-02-29T14:00:00+02:00") == 1_709_208_000)
        #expect(p.parse("2024-02-29T07:00-0500") == 1_709_208_000)
        #expect(p.parse("2024/02/29") == 1_709_164_800)
        #expect(p.parse("2023-02-29") == nil, "not a leap year")
        #expect(p.parse("2024-13-01") == nil)
        #expect(p.parse("2024-01-01T25:00") == nil)
        #expect(p.parse("12.5") == nil)
        var berlin = DateParser(timeZone: TimeZone(identifier: "Europe/Berlin")!)
        #expect(berlin.parse("2024-07-01 12:00") == 1_719_828_000, "summer time: UTC+2")
        #expect(berlin.parse("2024-01-01 12:00") == 1_704_106_800, "winter time: UTC+1")
    }
}
