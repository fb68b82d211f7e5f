import Foundation
import Testing
@testable import ChartIO

/// The line limit of decoded text: the line named, lone carriage returns ending lines too, and
/// JSON (a whole array on one line, as writers put it) given the larger limit.
struct LineLengthTests {
    func feed(_ pieces: [String], limit: Int) -> DataError? {
        var l = LineLength(name: "t", limit: limit)
        do {
            for p in pieces { try Array(p.utf8).withUnsafeBytes { try l.add($0) } }
            return nil
        } catch {
            return error as? DataError
        }
    }

    @Test func theLongLineIsNamed() {
        #expect(feed(["a,b\n1,2\n", "xxxx", "xxxxxxx"], limit: 10)?.line == 3)
        #expect(feed(["a,b\n1,2\nxxxxxxxx", "x\n"], limit: 10) == nil, "nine bytes fit")
        #expect(feed(["a\rb\rxxxxxxxxxxxx"], limit: 10)?.line == nil, "lone returns end lines: no line number")
        #expect(feed(["a\r", "xxxxxxxxxx\r", "yyyyyyyyyy"], limit: 10) == nil, "each run under the limit")
        #expect(feed([String(repeating: "x", count: 11)], limit: 10)?.message.contains("is this a text table?") == true)
    }

    @Test func jsonHasTheLargerLimit() {
        #expect(feed(["  [1, 2, " + String(repeating: "3, ", count: 10)], limit: 10) == nil)
        #expect(LineLength.longestJSON > LineLength.longest)
    }
}
