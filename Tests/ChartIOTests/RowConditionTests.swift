import Foundation
import Testing
@testable import ChartIO
@testable import ChartSpecs

/// Filter conditions: which rows each form keeps, and where each mistake points.
struct RowConditionTests {
    static let day = 86_400.0
    /// 2024-01-01 00:00 here (the condition's dates are read in the local time zone, as the file's are).
    static let start: Double = { var p = DateParser(); return p.parse("2024-01-01")! }()
    static let table = DataTable(columns: [
        .init(name: "temp", values: .number([31, 12, .nan, 35, 30, -4])),
        .init(name: "rain mm", values: .number([0, 4, 2, 0, 7, 0])),
        .init(name: "weather", values: .text(["sun", "rain", "rain", "", "rain", "snow"])),
        .init(name: "other", values: .text(["sun", "sun", "fog", "fog", "rain", "snow"])),
        .init(name: "day", values: .date((0..<6).map { start + Double($0) * day })),
    ])

    static func kept(_ text: String) throws -> [Int] {
        try RowCondition.parse(text).rows(in: table, text: text)
    }

    @Test(arguments: [
        ("temp > 30", [0, 3]),
        ("temp >= 30", [0, 3, 4]),
        ("temp = 30", [4]),
        ("temp != 30", [0, 1, 3, 5]),            // the gap fails != too
        ("temp < 0 or temp > 34", [3, 5]),
        ("temp > 30 and weather == \"rain\"", []),
        ("temp >= 30 and weather == \"rain\"", [4]),
        ("weather == 'rain'", [1, 2, 4]),
        ("weather != \"rain\"", [0, 5]),          // the empty cell is a gap
        ("not (weather == \"rain\")", [0, 3, 5]),
        ("weather == other", [0, 4, 5]),
        ("\"rain\" == weather", [1, 2, 4]),
        ("\"temp\" == other", []),                // beside a text column a quoted word is text, on either side
        ("weather == \"temp\"", []),
        ("\"rain mm\" > 3", [1, 4]),
        ("\"rain mm\" * 10 >= 40", [1, 4]),
        ("(temp + 10) / 2 > 20", [0, 3]),
        ("(temp + 10) / 2 >= 20", [0, 3, 4]),
        ("(temp > 30 or temp < 0) and not weather == \"snow\"", [0, 3]),
        ("abs(temp) < 5", [5]),
        ("day >= \"2024-01-04\"", [3, 4, 5]),
        ("day < '2024-01-02 12:00'", [0, 1]),
        ("temp > \"30\"", [0, 3]),
        ("order > 0 or temp > 34", [3]),
    ] as [(String, [Int])])
    func rowsKept(text: String, rows: [Int]) throws {
        var t = Self.table
        if text.hasPrefix("order") { t.columns.append(.init(name: "order", values: .number([0, 0, 0, 0, 0, 0]))) }
        let c = try RowCondition.parse(text)
        #expect(try c.rows(in: t, text: text) == rows, "\(text)")
    }

    @Test(arguments: [
        ("temp >", "the expression ends too soon"),
        ("temp", "a condition compares two values"),
        ("temp > 3 andd x", "unexpected 'a'"),
        ("weather > 3", "'weather' is a text column"),
        ("tmp > 3", "no column 'tmp'"),
        ("temp > \"warm\"", "\"warm\" is not a number"),
        ("day > \"someday\"", "\"someday\" is not a date"),
        ("\"a\" == \"b\"", "both words"),
        ("temp > 'x' + 1", "in single quotes is text"),
        ("(temp > 3", "expected"),
    ] as [(String, String)])
    func mistakesAreNamed(text: String, message: String) {
        do {
            let c = try RowCondition.parse(text)
            _ = try c.rows(in: Self.table, text: text)
            Issue.record("\(text) was accepted")
        } catch let e as ExpressionError {
            #expect(e.message.contains(message), "\(text): \(e)")
        } catch {
            Issue.record("\(text): \(error)")
        }
    }

    @Test func namesAreTheColumnsItMayRead() throws {
        #expect(try RowCondition.parse("temp > 3 and weather == \"rain\" or x * 2 < 'y'").names == ["temp", "weather", "rain", "x"])
    }
}
