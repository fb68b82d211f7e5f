import ChartSpecs
import ChartTestSupport
import Foundation
import Testing

/// `--filter CONDITION` and a spec's `filter:`: `--stats`, `--export` and `--print-spec` read the
/// rows holding it alone; a condition that cannot be read is one line naming where, exit 1.
@Suite(.serialized)
struct FilterCLITests {
    let cli = CLIRunner()

    /// t = 0…99, temp a sawtooth, weather rain on every third row.
    func file() throws -> String {
        let path = cli.tmp("weather.csv")
        var text = "t,temp,weather\n"
        for i in 0..<100 { text += "\(i),\(i % 17),\(i % 3 == 0 ? "rain" : "sun")\n" }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func stats(_ args: [String]) throws -> [String: Any] {
        let r = try cli.run(args + ["--stats", "--json", "--y", "temp"])
        #expect(r.status == 0, "\(r.stderr)")
        let line = r.stdout.split(separator: "\n").first { $0.contains("\"temp\"") } ?? ""
        return (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]) ?? [:]
    }

    @Test func statsAndExportReadTheRowsTheFilterKeeps() throws {
        let path = try file()
        let rows: [Int] = (0..<100).filter { (i: Int) -> Bool in i % 17 > 10 && i % 3 == 0 }
        let kept: [Double] = rows.map { (i: Int) -> Double in Double(i % 17) }
        let s = try stats([path, "--filter", "temp > 10 and weather == \"rain\""])
        #expect((s["count"] as? NSNumber)?.intValue == kept.count, "\(s)")
        #expect((s["sum"] as? NSNumber)?.doubleValue == kept.reduce(0, +), "\(s)")
        // The same through a spec file's filter:, which --print-spec writes back.
        let spec = cli.tmp("filter.yaml")
        try "filter: temp > 10 and weather == 'rain'\n".write(toFile: spec, atomically: true, encoding: .utf8)
        let fromSpec = try stats([path, "--spec", spec])
        #expect((fromSpec["count"] as? NSNumber)?.intValue == kept.count, "\(fromSpec)")
        let printed = try cli.run([path, "--spec", spec, "--print-spec"])
        #expect(printed.status == 0 && printed.stdout.contains("filter: temp > 10 and weather == 'rain'"), "\(printed.stdout)")
        // An export of the filtered rows differs from one of them all.
        let a = cli.tmp("all.png"), f = cli.tmp("filtered.png")
        #expect(try cli.run([path, "--y", "temp", "--export", a]).status == 0)
        let r = try cli.run([path, "--y", "temp", "--filter", "temp > 10", "--export", f])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(FileManager.default.contents(atPath: a) != FileManager.default.contents(atPath: f))
    }

    @Test(arguments: [
        ("temp > ", "the expression ends too soon"),
        ("tmp > 3", "no column 'tmp'"),
        ("weather > 3", "'weather' is a text column"),
    ] as [(String, String)])
    func aBadFilterIsOneLineAndExit1(condition: String, message: String) throws {
        let path = try file()
        let r = try cli.run([path, "--filter", condition, "--stats"])
        #expect(r.status == 1, "\(r.stdout)")
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains(message) && lines[0].contains("filter"), "\(r.stderr)")
    }
}
