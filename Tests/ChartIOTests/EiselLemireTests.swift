import Foundation
import ChartTestSupport
import Testing
@testable import ChartIO

/// Decimal forms people's tools write, parsed bit for bit as strtod parses them.
struct EiselLemireTests {
    typealias Rng = SeededSeries.Generator

    /// Values per form: a million in all by default; `CHARTREUSE_NUMBERS=100000000` for the slow tier.
    static let count = Int(ProcessInfo.processInfo.environment["CHARTREUSE_NUMBERS"] ?? "") ?? 1_000_000

    /// The forms: printf formats of a random finite double, and a few written digit by digit.
    enum Form: CaseIterable {
        case pandas      // %.17g, pandas' to_csv default
        case numpy       // %.18e, numpy's savetxt default
        case short       // %.6g
        case long        // %.25g: more than 19 significant digits
        case fixed       // %.4f of a moderate value
        case digits      // up to 30 random digits, a point anywhere, an optional exponent
    }

    /// Writes `form` of `bits` into `buffer`; returns its length.
    static func write(_ form: Form, _ bits: UInt64, _ r: inout Rng, into buffer: UnsafeMutablePointer<CChar>) -> Int {
        let d = Double(bitPattern: bits)
        switch form {
        case .pandas: return Int(withVaList([d]) { vsnprintf(buffer, 64, "%.17g", $0) })
        case .numpy: return Int(withVaList([d]) { vsnprintf(buffer, 64, "%.18e", $0) })
        case .short: return Int(withVaList([d]) { vsnprintf(buffer, 64, "%.6g", $0) })
        case .long: return Int(withVaList([d]) { vsnprintf(buffer, 64, "%.25g", $0) })
        case .fixed:
            let v = Double(Int64(bitPattern: bits) % 1_000_000_000_000) / 7_919
            return Int(withVaList([v]) { vsnprintf(buffer, 64, "%.4f", $0) })
        case .digits:
            var n = 0
            if bits & 1 == 1 { buffer[n] = 45; n += 1 }
            let length = Int(bits >> 1 % 30) + 1, point = Int(bits >> 8 % UInt64(length + 1))
            for k in 0..<length {
                if k == point { buffer[n] = 46; n += 1 }
                buffer[n] = CChar(48 + Int(r.bits() % 10)); n += 1
            }
            if bits >> 16 & 1 == 1 {
                let e = Int(bits >> 20 % 700) - 350
                n += Int(withVaList([e]) { vsnprintf(buffer + n, 16, "e%d", $0) })
            }
            buffer[n] = 0
            return n
        }
    }

    @Test(arguments: Form.allCases)
    func agreesWithStrtod(form: Form) {
        var r = Rng(seed: 0xE15E_1E41_0000_0001 &+ UInt64(Form.allCases.firstIndex(of: form)!))
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: 128)
        defer { buffer.deallocate() }
        var fallbacks = 0, mismatches = 0, checked = 0
        for _ in 0..<Self.count / Form.allCases.count {
            let bits = r.bits()
            guard Double(bitPattern: bits).isFinite else { continue }
            let n = Self.write(form, bits, &r, into: buffer)
            var end: UnsafeMutablePointer<CChar>?
            let expected = strtod(buffer, &end)
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(buffer).assumingMemoryBound(to: UInt8.self), count: n)
            let mine = NumberParser.parse(bytes)
            if NumberParser.parse(bytes, strtodFallback: false) == nil { fallbacks += 1 }
            if mine?.bitPattern != expected.bitPattern {
                mismatches += 1
                if mismatches <= 5 { Issue.record("\(String(cString: buffer)): \(String(describing: mine)) vs strtod \(expected)") }
            }
            checked += 1
        }
        #expect(mismatches == 0)
        // Subnormals and exact halfway points are the only ones strtod should see: a handful at
        // most in the forms tools write; the random digits reach the subnormals more often.
        #expect(fallbacks * (form == .digits ? 20 : 1000) <= checked, "\(fallbacks) of \(checked) went to strtod")
    }

    @Test(arguments: [
        // Halfway between two doubles, and just either side of it.
        "9007199254740993", "9007199254740993.0000000000000000001", "9007199254740992.9999999999999999999",
        "1e23", "8.988465674311580536566680e307", "2.2250738585072011e-308", "2.2250738585072012e-308",
        "4.9406564584124654e-324", "2.4703282292062328e-324", "2.4703282292062327e-324", "1.7976931348623157e308",
        "1.7976931348623158e308", "1.7976931348623159e308", "7.2057594037927933e16", "0.1e-400", "1e-350",
        "123456789012345678901234567890e-40", "0.000000000000000000000000000001234567890123456789",
        "2.0000000000000002220446049250313080847263336181640625", "5e-324", "-0", "-0.0e10",
        "179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497791",
    ])
    func hardCases(text: String) {
        #expect(NumberParser.parse(text)?.bitPattern == strtod(text, nil).bitPattern, "\(text)")
    }
}

/// The parallel chunked path reads the long forms (pandas', numpy's) bit for bit as strtod does.
struct LongNumberFileTests {
    @Test func chunkedPathMatchesStrtod() throws {
        var r = SeededSeries.Generator(seed: 77)
        var text = "a,b,c\n"
        var expected: [[Double]] = [[], [], []]
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: 128)
        defer { buffer.deallocate() }
        for i in 0..<60_000 {
            var cells: [String] = []
            for (c, format) in ["%.17g", "%.18e", "%.21g"].enumerated() {
                var d = Double(bitPattern: r.bits() & 0xBFFF_FFFF_FFFF_FFFF)   // finite, mostly moderate
                if i % 3 == 0 { d = Double(Int64(bitPattern: r.bits()) % 1_000_000_000) / 977 }
                _ = withVaList([d]) { vsnprintf(buffer, 64, format, $0) }
                let s = String(cString: buffer)
                cells.append(s)
                expected[c].append(strtod(buffer, nil))
            }
            text += cells.joined(separator: ",") + "\n"
        }
        var bytes = Array(text.utf8)
        #expect(bytes.count > ChunkedParser.minimumChunk * 2)
        let parsed = try bytes.withUnsafeMutableBufferPointer { b in
            try DelimitedParser.parse(UnsafeBufferPointer(b), name: "long.csv", timeZone: TimeZone(identifier: "UTC")!, threads: 2)
        }
        for c in 0..<3 {
            let got = try #require(parsed.table.columns[c].numbers)
            #expect(got.count == expected[c].count)
            let bad = zip(got, expected[c]).filter { $0.bitPattern != $1.bitPattern }.count
            #expect(bad == 0, "column \(c): \(bad) differ")
        }
    }
}
