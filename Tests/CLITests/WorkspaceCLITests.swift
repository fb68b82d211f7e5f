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
        // The same workspace, now naming its source.
        // (The inferred one says why, in comments the spec reads past.)
        let uncommented = printed.stdout.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("#") }.joined(separator: "\n")
        #expect(printed.stdout.hasPrefix("# roles — time: date"), "\(printed.stdout)")
        #expect(again.stdout.replacingOccurrences(of: "source: \(data)\n", with: "") == uncommented, "\(again.stdout)")
        // The same workspace exports pixel for pixel.
        let a = cli.tmp("a.png"), b = cli.tmp("b.png")
        #expect(try cli.run([data, "--export", a, "--size", "800x500"]).status == 0)
        #expect(try cli.run([data, "--spec", saved, "--export", b, "--size", "800x500"]).status == 0)
        #expect(FileManager.default.contents(atPath: a) == FileManager.default.contents(atPath: b))
    }

    @Test func aLogAxisAndASplitAreTheSpecsAndTheExportDrawsThem() throws {
        var rows = ["species,bill,mass"]
        for i in 0..<60 { rows.append("\(["Adelie", "Gentoo", "Chinstrap"][i % 3]),\(30 + (i * 37) % 25),\(i == 5 ? 0 : 10 * (1 + i * i))") }
        let data = try write("birds.csv", rows.joined(separator: "\n") + "\n")
        let linear = try write("linear.yaml", "plots:\n  - x: bill\n    y: [mass]\n    group_by: species\n")
        let log = try write("log.yaml", "plots:\n  - x: bill\n    y: [mass]\n    group_by: species\n    log: [y]\n")
        let printed = try cli.run([data, "--spec", log, "--print-spec"])
        #expect(printed.status == 0 && printed.stdout.contains("log:") && printed.stdout.contains("group_by: species"), "\(printed.stdout)\(printed.stderr)")
        let a = cli.tmp("linear.png"), b = cli.tmp("log.png")
        #expect(try cli.run([data, "--spec", linear, "--export", a, "--size", "600x400"]).status == 0)
        let r = try cli.run([data, "--spec", log, "--export", b, "--size", "600x400"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(FileManager.default.contents(atPath: a) != FileManager.default.contents(atPath: b))
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
        ("plots:\n  - y: [temp]\n    cursors: {a: .nan}\n", "cursors wants a and b as finite numbers"),
        ("plots:\n  - y: [temp]\n    log: [z]\n", "log names the axes spaced by decades"),
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

    /// A saved workspace names its source, so `--spec` alone opens it again: the same workspace and
    /// the same picture, byte for byte, beside the data (a relative name) or elsewhere (absolute).
    @Test(arguments: ["beside", "elsewhere"])
    func aSavedWorkspaceReopensWithSpecAlone(place: String) throws {
        let dir = cli.tmp("round-\(place)")
        try FileManager.default.createDirectory(atPath: dir + "/data", withIntermediateDirectories: true)
        let data = dir + "/data/log.csv"
        try Self.log.write(toFile: data, atomically: true, encoding: .utf8)
        let spec = try write("round-\(place).yaml", "plots:\n- x: date\n  y: [temp]\n  size: 2\n- x: date\n  y: [visitors]\n  linked: false\nlayout: horizontal\nderived: ['t2 = temp * 2']\n")
        // Elsewhere: a folder beside the data's, so the data is not below the workspace file.
        try FileManager.default.createDirectory(atPath: dir + "/specs", withIntermediateDirectories: true)
        let saved = place == "beside" ? dir + "/log.workspace.yaml" : dir + "/specs/log.workspace.yaml"
        let first = try cli.run([data, "--spec", spec, "--save-workspace", saved])
        #expect(first.status == 0, "\(first.stderr)")
        let text = try String(contentsOfFile: saved, encoding: .utf8)
        #expect(text.contains(place == "beside" ? "source: data/log.csv" : "source: \(data)"), "\(text)")
        // Reopened with --spec alone: the same workspace, and a byte-identical export.
        let a = try cli.run([data, "--spec", spec, "--print-spec"]), b = try cli.run(["--spec", saved, "--print-spec"])
        #expect(b.status == 0, "\(b.stderr)")
        let strip = { (s: String) in s.split(separator: "\n").filter { !$0.hasPrefix("source:") }.joined(separator: "\n") }
        #expect(strip(a.stdout) == strip(b.stdout), "\(a.stdout)\n---\n\(b.stdout)")
        let pa = cli.tmp("round-\(place)-a.png"), pb = cli.tmp("round-\(place)-b.png")
        #expect(try cli.run([data, "--spec", spec, "--export", pa, "--size", "640x400"]).status == 0)
        #expect(try cli.run(["--spec", saved, "--export", pb, "--size", "640x400"]).status == 0)
        #expect(FileManager.default.contents(atPath: pa) == FileManager.default.contents(atPath: pb))
        // A source that is gone is one line, naming it, and nothing is drawn.
        try FileManager.default.removeItem(atPath: data)
        let gone = try cli.run(["--spec", saved, "--export", cli.tmp("gone-\(place).png")])
        #expect(gone.status == 1 && gone.stderr.contains("its source \(data) does not exist")
                && gone.stderr.split(separator: "\n").count == 1, "\(gone.stderr)")
    }

    /// A series hidden in a workspace stays hidden: the spec reads it back, the picture leaves it
    /// out, and --stats does not report it.
    @Test func aHiddenSeriesIsSavedAndLeftOut() throws {
        let data = try write("hidden.csv", Self.log)
        let shown = try write("shown.yaml", "plots:\n- x: date\n  y: [temp, visitors]\n")
        let hidden = try write("hidden.yaml", "plots:\n- x: date\n  y: [temp, visitors]\n  hidden: [visitors]\n")
        let printed = try cli.run([data, "--spec", hidden, "--print-spec"])
        #expect(printed.status == 0 && printed.stdout.contains("hidden:\n  - visitors"), "\(printed.stdout)\(printed.stderr)")
        let stats = try cli.run([data, "--spec", hidden, "--stats"])
        #expect(stats.status == 0 && stats.stdout.contains("temp") && !stats.stdout.contains("visitors"), "\(stats.stdout)")
        let a = cli.tmp("hidden-a.png"), b = cli.tmp("hidden-b.png")
        #expect(try cli.run([data, "--spec", shown, "--export", a, "--size", "640x400"]).status == 0)
        #expect(try cli.run([data, "--spec", hidden, "--export", b, "--size", "640x400"]).status == 0)
        #expect(FileManager.default.contents(atPath: a) != FileManager.default.contents(atPath: b))
    }

    /// Cursors are the workspace's: a saved spec keeps them, and the picture draws them where they stood.
    @Test func cursorsAreSavedAndDrawn() throws {
        let data = try write("cursors.csv", Self.log)
        let plain = try write("plain.yaml", "plots:\n- x: date\n  y: [temp]\n")
        let placed = try write("placed.yaml", "plots:\n- x: date\n  y: [temp]\n  cursors: {a: 2024-03-08, b: \"2024-03-15 00:00\"}\n")
        let printed = try cli.run([data, "--spec", placed, "--print-spec"])
        #expect(printed.status == 0 && printed.stdout.contains("cursors:\n    a: 1.709856e+9\n    b: 1.7104608e+9"), "\(printed.stdout)\(printed.stderr)")
        // What --print-spec wrote reads back the same.
        let again = try write("again.yaml", printed.stdout)
        #expect(try cli.run([data, "--spec", again, "--print-spec"]).stdout == printed.stdout)
        let a = cli.tmp("cursors-a.png"), b = cli.tmp("cursors-b.png")
        #expect(try cli.run([data, "--spec", plain, "--export", a, "--size", "640x400"]).status == 0)
        #expect(try cli.run([data, "--spec", placed, "--export", b, "--size", "640x400"]).status == 0)
        #expect(FileManager.default.contents(atPath: a) != FileManager.default.contents(atPath: b))
    }

    /// A spec's key the viewer does not know is named with its line (and the rest still applies).
    @Test func unknownSpecKeysAreNamed() throws {
        let data = try write("keys.csv", Self.log)
        let spec = try write("keys.yaml", "plots:\n- x: date\n  y: [temp]\nwhere: temp > 12\n")
        let r = try cli.run([data, "--spec", spec, "--print-spec"])
        #expect(r.status == 0 && r.stdout.contains("- temp"), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1 && r.stderr.contains("keys.yaml:4: unknown key 'where' (ignored"), "\(r.stderr)")
    }
}
