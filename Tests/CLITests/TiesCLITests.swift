import Foundation
import ChartTestSupport
import Testing

/// A file whose x repeats each value (a logger writing several rows a tick of its clock) draws
/// and analyses as the same rows with x spread by a hair: a line, not dots; the same picture; the
/// same statistics; time windows over it allowed.
struct TiesCLITests {
    static let cli = CLIRunner()

    /// Rows of a random walk, x repeating each value four times (or spread by a billionth a row).
    static func walk(jitter: Bool) -> String {
        var r = SeededSeries.Generator(seed: 7)
        var y = 0.0
        var out = "t,v\n"
        for i in 0..<20_000 {
            y += r.unit() - 0.5
            let t = Double(i / 4) + (jitter ? Double(i % 4) * 1e-9 : 0)
            out += "\(jitter ? String(format: "%.9f", t) : String(i / 4)),\(String(format: "%.6g", y))\n"
        }
        return out
    }

    @Test func tiedXDrawsAndAnalysesAsJitteredX() throws {
        // The same name in two folders: the picture's title is the file's name.
        let tied = Self.cli.tmp("tied/walk.csv"), spread = Self.cli.tmp("spread/walk.csv")
        for f in [tied, spread] { try FileManager.default.createDirectory(atPath: (f as NSString).deletingLastPathComponent, withIntermediateDirectories: true) }
        try Self.walk(jitter: false).write(toFile: tied, atomically: true, encoding: .utf8)
        try Self.walk(jitter: true).write(toFile: spread, atomically: true, encoding: .utf8)
        // The same first picture: a line of v against t.
        let a = try Self.cli.run([tied, "--print-spec"]), b = try Self.cli.run([spread, "--print-spec"])
        #expect(a.status == 0 && a.stdout == b.stdout && !a.stdout.contains("scatter"), "\(a.stdout)\(b.stdout)")
        // The same pixels.
        let pa = Self.cli.tmp("tied.png"), pb = Self.cli.tmp("spread.png")
        #expect(try Self.cli.run([tied, "--export", pa, "--size", "800x500"]).status == 0)
        #expect(try Self.cli.run([spread, "--export", pb, "--size", "800x500"]).status == 0)
        #expect(FileManager.default.contents(atPath: pa) == FileManager.default.contents(atPath: pb), "the pictures differ")
        // The same statistics, and a moving average over ten seconds of x allowed (it was refused).
        let sa = try Self.cli.run([tied, "--y", "v", "--stats", "--json"]), sb = try Self.cli.run([spread, "--y", "v", "--stats", "--json"])
        #expect(sa.status == 0 && sa.stdout == sb.stdout, "\(sa.stdout)\(sa.stderr)")
        let m = try Self.cli.run([tied, "--derive", "m = movavg(v, 10s)", "--y", "m", "--stats", "--json"])
        #expect(m.status == 0 && m.stdout.contains("\"count\":20000"), "\(m.stdout)\(m.stderr)")
        let d = try Self.cli.run([tied, "--derive", "d = deriv(v)", "--y", "d", "--stats", "--json"])
        #expect(d.status == 0 && d.stdout.contains("\"count\":20000"), "every row has a slope: \(d.stdout)\(d.stderr)")
    }
}
