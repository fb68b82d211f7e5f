import Foundation
import ChartTestSupport
import Testing

/// The workspace from the command line: --print-spec, --save-workspace, restoring with --spec,
/// and bad workspace files.
@Suite(.serialized)
struct WorkspaceCLITests {
    let cli = CLIRunner()

    func write(_ name: String, _ text: String) throws -> String {
        let p = cli.tmp(name)
        try text.write(toFile: p, atomically: true, encoding: .utf8)
        return p
    }

    static let log = "date,temp,visitors\n" + (0..<40).map { "2024-03-\(String(format: "%02d", $0 / 2 + 1))T\(String(format: "%02d", $0 % 2 * 12)):00:00,\(10 + $0 % 7),\(20000 + $0 * 331)" }.joined(separator: "\n") + "\n"

    @Test func printSpecShowsTheInferredWorkspaceAndSpecRestoresIt() throws {
        let data = try write("log.csv", Self.log)
        let printed = try cli.run([data, "--print-spec"])
        #expect(printed.status == 0, "\(printed.stderr)")
        #expect(printed.stdout.contains("plots:") && printed.stdout.contains("x: date"), "\(printed.stdout)")
        // temp and visitors differ 2000x: two plots.
        #expect(printed.stdout.components(separatedBy: "- x: date").count == 3, "\(printed.stdout)")
        let saved = cli.tmp("log.workspace.yaml")
        #expect(try cli.run([data, "--save-workspace", saved]).status == 0)
        let again = try cli.run([data, "--spec", saved, "--print-spec"])
        #expect(again.stdout == printed.stdout)
        // The same workspace exports pixel for pixel.
        let a = cli.tmp("a.png"), b = cli.tmp("b.png")
        #expect(try cli.run([data, "--export", a, "--size", "800x500"]).status == 0)
        #expect(try cli.run([data, "--spec", saved, "--export", b, "--size", "800x500"]).status == 0)
        #expect(FileManager.default.contents(atPath: a) == FileManager.default.contents(atPath: b))
    }

    @Test func textColumnsAloneGiveCounts() throws {
        let data = try write("colours.csv", "name,colour\nx,red\ny,blue\nz,red\nw,green\n")
        let r = try cli.run([data, "--print-spec"])
        #expect(r.status == 0 && r.stdout.contains("x: colour") && r.stdout.contains("aggregate: count"), "\(r.stdout)\(r.stderr)")
    }

    @Test func aWorkspaceNamingMissingColumnsShowsTheRestAndSaysWhich() throws {
        let data = try write("log2.csv", Self.log)
        let spec = try write("missing.yaml", "plots:\n  - x: date\n    y: [temp]\n  - x: date\n    y: [pressure]\n")
        let out = cli.tmp("missing.png")
        let r = try cli.run([data, "--spec", spec, "--export", out])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("no column 'pressure'"), "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: out))
    }

    @Test(arguments: [
        ("plots:\n  - kind: donught\n", "unknown kind 'donught'"),
        ("plots: [1, 2\n", "spec"),
        ("layout: diagonal\n", "layout is vertical or horizontal"),
    ])
    func aMalformedWorkspaceFileIsOneClearLine(text: String, expected: String) throws {
        let data = try write("log3.csv", Self.log)
        let spec = try write("bad.yaml", text)
        let r = try cli.run([data, "--spec", spec, "--print-spec"])
        #expect(r.status == 1)
        #expect(r.stderr.split(separator: "\n").count == 1 && r.stderr.contains(expected), "\(r.stderr)")
    }

    @Test func severalFilesAreOverlaidAndOffsetsAlignThem() throws {
        let a = try write("run1.csv", "day,temp\n0,10\n1,12\n2,11\n")
        let b = try write("run2.csv", "day,temp\n0,20\n1,22\n2,21\n")
        let r = try cli.run([a, b, "--print-spec"])
        #expect(r.status == 0 && r.stdout.contains("- run2.csv:temp"), "\(r.stdout)\(r.stderr)")
        let spec = try write("runs.yaml", "plots:\n- x: day\n  y: [temp, 'run2.csv:temp']\noffsets:\n  run2.csv: 0.5\n")
        let out = cli.tmp("runs.png")
        #expect(try cli.run([a, b, "--spec", spec, "--export", out]).status == 0)
        // The offset moves the second run: the picture differs from the one without it.
        let still = try write("runs-still.yaml", "plots:\n- x: day\n  y: [temp, 'run2.csv:temp']\n")
        let plain = cli.tmp("runs-plain.png")
        #expect(try cli.run([a, b, "--spec", still, "--export", plain]).status == 0)
        #expect(FileManager.default.contents(atPath: out) != FileManager.default.contents(atPath: plain))
        // A column of a file that is not open is named.
        let bad = try write("bad-runs.yaml", "plots:\n- x: day\n  y: ['run3.csv:temp']\n")
        let e = try cli.run([a, b, "--spec", bad, "--export", out])
        #expect(e.status == 1 && e.stderr.contains("run3.csv:temp"), "\(e.stderr)")
        // Standard input can only be the first file; a missing further file is one line.
        let dash = try cli.run([a, "-", "--print-spec"])
        #expect(dash.status == 64 && dash.stderr.contains("first file"))
        let missing = try cli.run([a, cli.tmp("nope.csv"), "--print-spec"])
        #expect(missing.status == 1 && missing.stderr.contains("no such file") && missing.stderr.split(separator: "\n").count == 1, "\(missing.stderr)")
    }

    @Test func layoutFlagIsChecked() throws {
        let r = try cli.run(["--layout", "diagonal"])
        #expect(r.status == 64 && r.stderr.contains("--layout is vertical or horizontal"), "\(r.stderr)")
    }
}
