import ChartCore
import ChartTestSupport
import Foundation
import Testing

/// End-to-end tests of the `chartreuse` executable: export, errors, and the no-display message.
@Suite(.serialized)
struct CLITests {
    /// Runs the built executables (the shared runner of the test-support target).
    let cli = CLIRunner()
    static let products = CLIRunner.products
    static let repo = CLIRunner.repo

    func run(_ args: [String], tool: String = "chartreuse", env: [String: String]? = nil, asNobody: Bool = false) throws -> CLIRunner.Result {
        try cli.run(args, tool: tool, env: env, asNobody: asNobody)
    }

    func tmp(_ name: String) -> String { cli.tmp(name) }

    /// Width and height from a PNG's IHDR chunk.
    func pngSize(_ path: String) -> (Int, Int)? {
        guard let d = FileManager.default.contents(atPath: path), d.count > 24,
              d.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        let b = [UInt8](d)
        func be(_ o: Int) -> Int { Int(b[o]) << 24 | Int(b[o + 1]) << 16 | Int(b[o + 2]) << 8 | Int(b[o + 3]) }
        return (be(16), be(20))
    }

    @Test func exportRefusesExtensionsItCannotWrite() throws {
        for out in [tmp("chart.jpg"), tmp("chart")] {
            let r = try run([Self.repo.appendingPathComponent("Assets/Samples/sample.csv").path, "--export", out])
            #expect(r.status == 64, "\(out): \(r.stderr)")
            #expect(r.stderr.contains(".png or .svg"), "\(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out), "nothing written to \(out)")
        }
    }

    @Test func theGalleryPrintsItsHelpAndRefusesUnknownOptions() throws {
        let help = try run(["--help"], tool: "chartreuse-gallery")
        #expect(help.status == 0 && help.stdout.contains("USAGE: chartreuse-gallery") && help.stdout.contains("jb-bars"), "\(help.stderr)")
        let bad = try run(["--bogus"], tool: "chartreuse-gallery")
        #expect(bad.status == 64 && bad.stderr.contains("Unknown option '--bogus'"), "\(bad.stderr)")
        // The bench's --help is help, not a run of the benchmark.
        let bench = try run(["--help"], tool: "chartreuse-bench")
        #expect(bench.status == 0 && bench.stdout.contains("USAGE: chartreuse-bench") && bench.stdout.contains("--only"), "\(bench.stderr)")
    }

    @Test func exportsThePNGHeadless() throws {
        let out = tmp("sample.png")
        let r = try run([Self.repo.appendingPathComponent("Assets/Samples/sample.csv").path,
                         "--export", out, "--size", "640x360", "--theme", "dark"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(pngSize(out)! == (640, 360))
    }

    @Test func exportsTheBundledSampleWithNoFile() throws {
        let out = tmp("default.png")
        let r = try run(["--export", out])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(pngSize(out)! == (1600, 900))
    }

    @Test func noDisplayIsOneClearLine() throws {
        let r = try run([Self.repo.appendingPathComponent("Assets/Samples/sample.csv").path])
        #expect(r.status != 0)
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(r.stderr.contains("no display") && r.stderr.contains("--export"))
    }

    /// A display named but not there: the window host's typed error (`WindowError.noDisplay`)
    /// reaches the terminal as one line with the way out.
    @Test func anUnreachableDisplayIsOneClearLine() throws {
        let free = (900..<1000).first { !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\($0)") } ?? 999
        let r = try run([Self.repo.appendingPathComponent("Assets/Samples/sample.csv").path],
                        env: ["DISPLAY": ":\(free)", "SDL_VIDEODRIVER": ""])
        #expect(r.status != 0)
        #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        #expect(r.stderr.hasPrefix("chartreuse: cannot open a display") && r.stderr.contains("--export"), "\(r.stderr)")
    }

    /// A path that is not there: the window would wait for it, but a typo is named at once with
    /// the names nearest it; a folder that is not there ends the run with one line.
    @Test func aMissingPathIsNamedAtOnce() throws {
        let dir = tmp("typo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: dir + "/readings.csv", contents: Data("t,v\n1,2\n".utf8))
        let r = try run([dir + "/raedings.csv"])
        let first = r.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix("chartreuse: waiting for /") && first.hasSuffix("/raedings.csv: no such file yet (nearest here: readings.csv)"), "\(r.stderr)")
        let gone = try run([dir + "/nope/readings.csv"])
        #expect(gone.status == 1 && gone.stderr.split(separator: "\n").count == 1 && gone.stderr.contains("no such folder"), "\(gone.stderr)")
        let headless = try run([dir + "/raedings.csv", "--stats"])
        #expect(headless.status == 1 && headless.stderr.split(separator: "\n").count == 1 && headless.stderr.contains("raedings.csv"), "\(headless.stderr)")
    }

    @Test(arguments: [
        ("ragged.csv", "a,b\n1,2\n3,4,5\n", "ragged.csv:3:3"),
        ("empty.csv", "", "empty"),
        ("quote.csv", "a,b\n\"1,2\n", "never closed"),
    ])
    func malformedCSVIsOneClearLine(name: String, content: String, expected: String) throws {
        let path = tmp(name)
        try content.write(toFile: path, atomically: true, encoding: .utf8)
        let r = try run([path, "--export", tmp("never.png")])
        #expect(r.status == 1)
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(r.stderr.contains(expected), "\(r.stderr)")
    }

    /// A mistake in the arguments: the usual usage message (the error, the usage line, a pointer
    /// to --help) and the usual exit code, 64.
    @Test(arguments: [
        (["--size", "0x10", "--export", "x.png"], "--size wants WIDTHxHEIGHT"),
        (["--theme", "purple"], "--theme is light or dark"),
        (["--bogus"], "Unknown option '--bogus'"),
        (["--x"], "Missing value for '--x <col>'"),
    ])
    func badArgumentsGetTheUsage(args: [String], expected: String) throws {
        let r = try run(args)
        #expect(r.status == 64, "\(r.stderr)")
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.first?.hasPrefix("Error: ") == true && lines.first?.contains(expected) == true, "\(r.stderr)")
        #expect(lines.contains { $0.hasPrefix("Usage: chartreuse") } && r.stderr.contains("--help"), "\(r.stderr)")
    }

    /// Bad input (what is named cannot be read): one line naming the cause.
    @Test(arguments: [
        (["/definitely/missing.csv", "--export", "x.png"], "no such file"),
        (["/tmp", "--export", "x.png"], "directory"),
        (["--derive", "x = a +* 2", "--stats"], "unexpected '*' at 3"),
    ])
    func badInputIsOneClearLine(args: [String], expected: String) throws {
        let r = try run(args)
        #expect(r.status != 0)
        #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        #expect(r.stderr.contains(expected), "\(r.stderr)")
    }

    /// --version names the package version and the commit built; the completion scripts parse.
    @Test func versionAndCompletionScripts() throws {
        for tool in ["chartreuse", "chartreuse-gallery", "chartreuse-bench"] {
            let v = try run(["--version"], tool: tool)
            #expect(v.status == 0 && v.stdout.hasPrefix("\(tool) \(ChartreuseVersion.number) (commit "), "\(tool): \(v.stdout) \(v.stderr)")
            let bash = try run(["--generate-completion-script", "bash"], tool: tool)
            #expect(bash.status == 0 && bash.stdout.contains("complete"), "\(tool): \(bash.stderr)")
            let path = tmp("\(tool).bash")
            try bash.stdout.write(toFile: path, atomically: true, encoding: .utf8)
            let check = Process()
            check.executableURL = URL(fileURLWithPath: "/bin/bash")
            check.arguments = ["-n", path]
            try check.run()
            check.waitUntilExit()
            #expect(check.terminationStatus == 0, "bash -n refuses \(tool)'s completion script")
            for shell in ["zsh", "fish"] {
                let s = try run(["--generate-completion-script", shell], tool: tool)
                #expect(s.status == 0 && !s.stdout.isEmpty, "\(tool) \(shell): \(s.stderr)")
            }
        }
    }

    @Test func readsStandardInputAndWritesSVG() throws {
        let p = Process()
        p.executableURL = Self.products.appendingPathComponent("chartreuse")
        let out = tmp("stdin.svg")
        p.arguments = ["-", "--export", out, "--type", "step"]
        let input = Pipe(), err = Pipe()
        p.standardInput = input
        p.standardError = err
        try p.run()
        input.fileHandleForWriting.write("t;v\n1;3\n2;5\n3;4\n".data(using: .utf8)!)
        try input.fileHandleForWriting.close()
        p.waitUntilExit()
        #expect(p.terminationStatus == 0, "\(String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))")
        let svg = try String(contentsOfFile: out, encoding: .utf8)
        #expect(svg.hasPrefix("<?xml") && svg.contains("<polyline") && svg.contains("stdin"))
    }

    @Test func specAndFlagsShapeTheChart() throws {
        let data = tmp("long.csv"), spec = tmp("spec.yaml"), out = tmp("long.png")
        try "city,day,temp\nOslo,2024-01-01,1\nRome,2024-01-01,12\nOslo,2024-01-02,2\nRome,2024-01-02,13\n"
            .write(toFile: data, atomically: true, encoding: .utf8)
        try "kind: area\ntitle: Temperatures\ny_axis: {title: °C}\n".write(toFile: spec, atomically: true, encoding: .utf8)
        let r = try run([data, "--spec", spec, "--export", out, "--size", "500x300"])
        #expect(r.status == 0, "\(r.stderr)")
        let bad = try run([data, "--y", "nope", "--export", out])
        #expect(bad.status == 1 && bad.stderr.contains("no column 'nope'"))
        try "kind: [".write(toFile: spec, atomically: true, encoding: .utf8)
        let badSpec = try run([data, "--spec", spec, "--export", out])
        #expect(badSpec.status == 1 && badSpec.stderr.split(separator: "\n").count == 1)
    }

    @Test func unwritableExportPathIsAnError() throws {
        let r = try run(["--export", "/nonexistent-dir/out.png"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("cannot write"))
    }

    @Test func galleryExportsEveryPage() throws {
        let dir = tmp("gallery")
        let r = try run(["--export", dir], tool: "chartreuse-gallery")
        #expect(r.status == 0, "\(r.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".png") }
        #expect(files.count >= 7)
    }
}
