import ChartSpecs
import ChartTestSupport
import Foundation
import Testing

/// `chartreuse FILE --stats [--x-range LO:HI] [--json]`: each plotted series' statistics without a
/// window, checked against values computed here from the same rows.
@Suite(.serialized)
struct StatsCLITests {
    let cli = CLIRunner()

    /// A time series with a gap: t = 0…99, a = a sawtooth, b = squares with row 40 missing.
    func file() throws -> String {
        let path = cli.tmp("stats.csv")
        var text = "t,a,b\n"
        for i in 0..<100 { text += "\(i),\(Double(i % 13) - 4.5),\(i == 40 ? "" : String(i * i))\n" }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Count, min, max, mean, median, population std, RMS, sum, first, last of `v`.
    static func reference(_ v: [Double]) -> [String: Double] {
        let n = Double(v.count), s = v.reduce(0, +), m = s / n
        let sorted = v.sorted()
        let median = v.count % 2 == 1 ? sorted[v.count / 2] : (sorted[v.count / 2 - 1] + sorted[v.count / 2]) / 2
        return ["count": n, "min": sorted.first!, "max": sorted.last!, "mean": m, "median": median,
                "std": (v.map { ($0 - m) * ($0 - m) }.reduce(0, +) / n).squareRoot(),
                "rms": (v.map { $0 * $0 }.reduce(0, +) / n).squareRoot(), "sum": s, "first": v.first!, "last": v.last!]
    }

    func objects(_ stdout: String) throws -> [[String: Any]] {
        try stdout.split(separator: "\n").map { line in
            try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
        }
    }

    func check(_ got: [String: Any], against want: [String: Double], _ what: String) {
        #expect(Set(got.keys) == ["series", "count", "min", "max", "mean", "median", "std", "rms", "sum", "first", "last"], "\(what): \(got.keys)")
        for (k, w) in want {
            let g = (got[k] as? NSNumber)?.doubleValue ?? .nan
            #expect(abs(g - w) <= 1e-9 * max(1, abs(w)), "\(what) \(k): \(g) against \(w)")
        }
    }

    @Test func jsonLinesMatchAReferenceOverAllRowsAndAnXRange() throws {
        let path = try file()
        let all = try cli.run([path, "--stats", "--json"])
        #expect(all.status == 0, "\(all.stderr)")
        let objs = try objects(all.stdout)
        let a = (0..<100).map { Double($0 % 13) - 4.5 }, b = (0..<100).filter { $0 != 40 }.map { Double($0 * $0) }
        guard let ja = objs.first(where: { $0["series"] as? String == "a" }), let jb = objs.first(where: { $0["series"] as? String == "b" }) else {
            Issue.record("no lines for a and b: \(all.stdout)"); return
        }
        check(ja, against: Self.reference(a), "a, all rows")
        check(jb, against: Self.reference(b), "b, all rows (the gap left out)")
        // x from 20 to 59.5: rows 20…59.
        let part = try cli.run([path, "--stats", "--json", "--x-range", "20:59.5"])
        #expect(part.status == 0, "\(part.stderr)")
        let pa = try objects(part.stdout).first { $0["series"] as? String == "a" }
        check(pa ?? [:], against: Self.reference(Array(a[20...59])), "a, x 20…59.5")
        // An x range with no rows: a count of 0, nothing else.
        let none = try cli.run([path, "--stats", "--json", "--x-range", "500:600"])
        let na = try objects(none.stdout).first { $0["series"] as? String == "a" }
        #expect((na?["count"] as? Int) == 0 && na?["mean"] is NSNull, "\(none.stdout)")
    }

    @Test func theTableNamesEverySeriesAndBadRangesAreOneLine() throws {
        let path = try file()
        let table = try cli.run([path, "--stats"])
        #expect(table.status == 0)
        let lines = table.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("series") == true && lines.contains { $0.hasPrefix("a ") } && lines.contains { $0.hasPrefix("b ") }, "\(table.stdout)")
        let bad = try cli.run([path, "--stats", "--x-range", "banana"])
        #expect(bad.status != 0 && bad.stderr.split(separator: "\n").count == 1 && bad.stderr.contains("--x-range"), "\(bad.stderr)")
        let reversed = try cli.run([path, "--stats", "--x-range", "9:3"])
        #expect(reversed.status != 0 && reversed.stderr.contains("LO is past HI"), "\(reversed.stderr)")
        let alone = try cli.run([path, "--json"])
        #expect(alone.status == 64 && alone.stderr.contains("--stats"), "\(alone.stderr)")
    }
}

/// `--derive 'NAME = EXPRESSION'`: a derived column computed with the data, and saved with the workspace.
@Suite(.serialized)
struct DeriveCLITests {
    let cli = CLIRunner()

    @Test func aDerivedColumnIsComputedPlottedAndSaved() throws {
        let path = cli.tmp("derive.csv")
        try (["t,a,b"] + (0..<50).map { "\($0),\($0 * 2),\($0 % 5 + 1)" }).joined(separator: "\n").appending("\n")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let r = try cli.run([path, "--derive", "ratio = a / b", "--y", "ratio", "--stats", "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let obj = try JSONSerialization.jsonObject(with: Data(r.stdout.split(separator: "\n").first!.utf8)) as? [String: Any]
        let want = (0..<50).map { Double($0 * 2) / Double($0 % 5 + 1) }
        #expect(obj?["series"] as? String == "ratio" && (obj?["count"] as? Int) == 50)
        #expect(abs(((obj?["sum"] as? NSNumber)?.doubleValue ?? 0) - want.reduce(0, +)) < 1e-9, "\(r.stdout)")
        // Saved with the workspace, and read back from it.
        let saved = cli.tmp("derive.workspace.yaml")
        let s = try cli.run([path, "--derive", "ratio = a / b", "--save-workspace", saved])
        #expect(s.status == 0, "\(s.stderr)")
        let yaml = (try? String(contentsOfFile: saved, encoding: .utf8)) ?? ""
        #expect(yaml.contains("derived:") && yaml.contains("ratio = a / b"), "\(yaml)")
        let again = try cli.run([path, "--spec", saved, "--stats", "--json"])
        #expect(again.stdout.contains("\"series\":\"ratio\""), "\(again.stdout) \(again.stderr)")
    }

    @Test func theDifferenceAndRatioOfTwoFilesAreReadAtTheFirstFilesX() throws {
        // Two runs sampled at different times: the second's values are read between its samples.
        let one = cli.tmp("run-a.csv"), two = cli.tmp("run-b.csv")
        try (["t,temp"] + (0...100).map { "\($0),\($0 * 2)" }).joined(separator: "\n").appending("\n")
            .write(toFile: one, atomically: true, encoding: .utf8)
        try (["t,temp"] + (0...50).map { "\($0 * 2 + 1),\(($0 * 2 + 1) * 2 + 10)" }).joined(separator: "\n").appending("\n")
            .write(toFile: two, atomically: true, encoding: .utf8)
        let r = try cli.run([one, two, "--derive", "gap = temp - \"run-b.csv:temp\"", "--derive", "ratio = \"run-b.csv:temp\" / temp",
                             "--y", "gap,ratio", "--stats", "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        // t = 1…100 lie within the second run's x (1…101); t = 0 does not.
        #expect(lines.first??["count"] as? Int == 100 && lines.first??["min"] as? Int == -10 && lines.first??["max"] as? Int == -10, "\(r.stdout)")
        var want = 0.0
        for t in 1...100 { want += Double(2 * t + 10) / Double(2 * t) }
        #expect(abs(((lines.last??["sum"] as? NSNumber)?.doubleValue ?? 0) - want) < 1e-9, "\(r.stdout)")
        // Offsets shift the second run before it is read: +1 lines its samples up with even t.
        let spec = cli.tmp("offset.yaml")
        try "offsets: {run-b.csv: -1}\n".write(toFile: spec, atomically: true, encoding: .utf8)
        let shifted = try cli.run([one, two, "--spec", spec, "--derive", "gap = temp - \"run-b.csv:temp\"", "--y", "gap", "--stats", "--json"])
        #expect(shifted.stdout.contains("\"count\":101") && shifted.stdout.contains("\"min\":-12") && shifted.stdout.contains("\"max\":-12"),
                "\(shifted.stdout) \(shifted.stderr)")
    }

    @Test func aBadExpressionIsOneLinePointingAtTheMistake() throws {
        let path = cli.tmp("derive2.csv")
        try "t,a\n1,2\n2,3\n".write(toFile: path, atomically: true, encoding: .utf8)
        let syntax = try cli.run([path, "--derive", "x = a +* 2", "--stats"])
        #expect(syntax.status == 2 && syntax.stderr.split(separator: "\n").count == 1 && syntax.stderr.contains("unexpected '*' at 3"), "\(syntax.stderr)")
        // A column the data lacks: named on stderr, the rest still reported.
        let missing = try cli.run([path, "--derive", "x = nope * 2", "--stats"])
        #expect(missing.status == 0 && missing.stderr.contains("no column 'nope'") && missing.stdout.contains("a "), "\(missing.stderr)")
    }
}
