import Foundation
import Testing
@testable import ChartIO
@testable import ChartSpecs

/// The derived-column language: what parses, what it computes, and where its errors point.
struct ExpressionTests {
    static let table = DataTable(columns: [
        .init(name: "t", values: .number([0, 1, 2, 3, 4])),
        .init(name: "a", values: .number([1, 2, 3, 4, .nan])),
        .init(name: "b", values: .number([4, 3, 2, 1, 0])),
        .init(name: "wind speed", values: .number([10, 20, 30, 40, 50])),
        .init(name: "Sepal.Length", values: .number([5, 5, 5, 5, 5])),
        .init(name: "city", values: .text(["a", "b", "c", "d", "e"])),
    ])

    static func eval(_ text: String) throws -> [Double] {
        let e = try Expression.parse(text)
        return try ExpressionEvaluator(table: table, text: text).evaluate(e)
    }

    static func same(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.isNaN && $1.isNaN || abs($0 - $1) < 1e-12 }
    }

    @Test(arguments: [
        ("(a - b) / b * 100", [-75, -100.0 / 3, 50, 300, .nan]),
        ("a + b * 2", [9, 8, 7, 6, .nan]),
        ("-a^2", [-1, -4, -9, -16, .nan]),
        ("2^3^2", [512, 512, 512, 512, 512]),
        ("1e3 + b", [1004, 1003, 1002, 1001, 1000]),
        ("\"wind speed\" * 3.6", [36, 72, 108, 144, 180]),
        ("`wind speed` / 10", [1, 2, 3, 4, 5]),
        ("Sepal.Length - 5", [0, 0, 0, 0, 0]),
        ("abs(b - 2)", [2, 1, 0, 1, 2]),
        ("sqrt(b) + exp(0) + log(1) + cos(0) - sin(0)", [4, 2 + 3.0.squareRoot(), 2 + 2.0.squareRoot(), 3, 2]),
        ("min(a, b)", [1, 2, 2, 1, .nan]),
        ("max(a, b)", [4, 3, 3, 4, .nan]),
        ("log10(\"wind speed\" * 10)", [2, log10(200), log10(300), log10(400), log10(500)]),
        ("deriv(b)", [-1, -1, -1, -1, -1]),
        ("deriv(t^2)", [1, 2, 4, 6, 7]),
        ("integral(b)", [0, 3.5, 6, 7.5, 8]),
        ("movavg(b, 2)", [4, 3.5, 2.5, 1.5, 0.5]),
        ("movmedian(a, 3)", [1, 1.5, 2, 3, 3.5]),
        // Windows in time, over x (here t, in seconds): the rows in (t − 2 s, t].
        ("movavg(a, 2s)", [1, 1.5, 2.5, 3.5, 4]),
        ("movmedian(b, 3s)", [4, 3.5, 3, 2, 1]),
        ("movavg(b, 1.5s)", [4, 3.5, 2.5, 1.5, 0.5]),
        ("a + 1min - 1h / 60", [1, 2, 3, 4, .nan]),
        ("b * 250ms + 0 * 1d", [1, 0.75, 0.5, 0.25, 0]),
    ] as [(String, [Double])])
    func expressionsComputeTheirValues(_ text: String, _ want: [Double]) throws {
        let got = try Self.eval(text)
        #expect(Self.same(got, want), "\(text): \(got)")
    }

    @Test(arguments: [
        ("a +* b", "unexpected '*'", 3),
        ("(a - b", "expected ')'", 6),
        ("foo(a)", "unknown function 'foo'", 0),
        ("min(a)", "min takes 2 arguments, not 1", 0),
        ("a b", "unexpected 'b'", 2),
        ("\"wind speed * 2", "a quoted name is not closed", 0),
        ("a + ", "the expression ends too soon", 4),
        ("2 * nope", "no column 'nope'", 4),
        ("city + 1", "'city' is a text column", 0),
        ("movavg(a, 2.5)", "window is a whole number", 0),
        ("movmedian(a, 0s)", "window in time must be above 0", 0),
        ("movavg(a, 3 min)", "expected ',' or ')'", 12),
        ("sin(a,)", "unexpected ')'", 6),
    ] as [(String, String, Int)])
    func mistakesPointAtTheirPlace(_ text: String, _ message: String, _ at: Int) {
        do {
            _ = try Self.eval(text)
            Issue.record("\(text) computed")
        } catch let e as ExpressionError {
            #expect(e.message.contains(message) && e.position == at, "\(text): \(e)")
            #expect(e.pointing(into: text).contains("^"))
        } catch {
            Issue.record("\(text): \(error)")
        }
    }

    @Test func aWindowInTimeWantsATimeColumn() {
        let noTime = DataTable(columns: [.init(name: "v", values: .number([3, 1, 2, 5]))])
        #expect(throws: ExpressionError.self) {
            try ExpressionEvaluator(table: noTime, text: "movavg(v, 10s)").evaluate(try Expression.parse("movavg(v, 10s)"))
        }
        #expect((try? ExpressionEvaluator(table: noTime, text: "movavg(v, 2)").evaluate(try Expression.parse("movavg(v, 2)"))) == [3, 2, 1.5, 3.5])
    }

    @Test func derivedColumnsJoinTheTableByName() throws {
        let t = try Self.table.adding(DerivedColumn("ratio = a / b"))
        #expect(t.columns.last?.name == "ratio" && t.columns.last?.numbers?.first == 0.25)
        let bare = try DerivedColumn("a * 2")
        #expect(bare.name == "a * 2" && bare.definition == "a * 2")
        #expect(try DerivedColumn("r = a/b").definition == "r = a/b")
        #expect(throws: ExpressionError.self) { try t.adding(DerivedColumn("ratio = a")) }
        #expect(throws: ExpressionError.self) { try DerivedColumn(" = a") }
        #expect(throws: ExpressionError.self) { try DerivedColumn("x = ") }
    }

    @Test func theMovingMedianAndAverageMatchAPlainWindow() {
        var state: UInt64 = 99
        let y = (0..<3000).map { i -> Double in
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return i % 97 == 3 ? .nan : Double(state % 1000)
        }
        for w in [1, 2, 7, 50] {
            let avg = RowTransforms.movingAverage(y, window: w), med = RowTransforms.movingMedian(y, window: w)
            for i in stride(from: 0, to: y.count, by: 37) {
                let win = y[max(0, i - w + 1)...i].filter(\.isFinite).sorted()
                guard !win.isEmpty else { continue }
                let m = win.count % 2 == 1 ? win[win.count / 2] : (win[win.count / 2 - 1] + win[win.count / 2]) / 2
                #expect(abs(avg[i] - win.reduce(0, +) / Double(win.count)) < 1e-9 && med[i] == m, "window \(w) at \(i)")
            }
        }
    }
}

/// What the review of the derived columns found: no crash or hang from what a person can type.
struct ExpressionLimitTests {
    @Test func deepOrLongExpressionsAreRefusedNotOverflowed() {
        let deep = String(repeating: "(", count: 5_000) + "a" + String(repeating: ")", count: 5_000)
        let long = Array(repeating: "a", count: 2_000).joined(separator: "+")
        let minus = String(repeating: "-", count: 5_000) + "a"
        for text in [deep, long, minus] {
            #expect(throws: ExpressionError.self) { try Expression.parse(text) }
        }
        #expect((try? Expression.parse(Array(repeating: "a", count: 100).joined(separator: "+"))) != nil)
    }

    @Test func aMovingMedianWindowIsBounded() {
        #expect(throws: ExpressionError.self) { try ExpressionTests.eval("movmedian(a, 5000)") }
        #expect((try? ExpressionTests.eval("movavg(a, 5000)")) != nil)
    }
}
