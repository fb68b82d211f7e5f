import Foundation
import ChartTestSupport
import Testing

/// The catalogue of hostile files: each gives a sensible chart or one clear error line with a
/// non-zero exit, never a crash or a hang.
@Suite(.serialized)
struct HostileFilesTests {
    enum Outcome {
        case chart
        case error(String)
    }

    static let cli = CLIRunner()

    /// Writes the file, runs the headless export with a time limit, and checks the outcome.
    func check(_ name: String, _ content: Data, _ expected: Outcome, args: [String] = [], limit: Double = 60) throws {
        let path = Self.cli.tmp(name)
        try content.write(to: URL(fileURLWithPath: path))
        try check(path: path, expected, args: args, limit: limit)
    }

    func check(path: String, _ expected: Outcome, args: [String] = [], limit: Double = 60, asUser: Bool = false) throws {
        let out = Self.cli.tmp("\(URL(fileURLWithPath: path).lastPathComponent).png")
        try? FileManager.default.removeItem(atPath: out)
        let start = Date()
        let r = try Self.cli.run([path, "--export", out, "--size", "400x300"] + args, asNobody: asUser)
        // Sanitizer builds run several times slower; CHARTREUSE_SLOW stretches the hang limit.
        let stretch = ProcessInfo.processInfo.environment["CHARTREUSE_SLOW"] == nil ? 1.0 : 10.0
        #expect(Date().timeIntervalSince(start) < limit * stretch, "\(path) took too long")
        #expect(r.status != 134 && r.status != 139 && r.status < 128, "\(path) crashed: status \(r.status)")
        switch expected {
        case .chart:
            #expect(r.status == 0, "\(path): \(r.stderr)")
            #expect(FileManager.default.fileExists(atPath: out))
        case .error(let needle):
            #expect(r.status == 1, "\(path): status \(r.status), \(r.stderr)")
            let lines = r.stderr.split(separator: "\n", omittingEmptySubsequences: true)
            #expect(lines.count == 1, "one line: \(r.stderr)")
            #expect(r.stderr.contains(needle), "\(path): \(r.stderr)")
        }
    }

    func text(_ s: String) -> Data { Data(s.utf8) }

    @Test func empty() throws { try check("empty.csv", Data(), .error("empty")) }
    @Test func headerOnly() throws { try check("header.csv", text("a,b,c\n"), .error("a header but no data rows")) }
    @Test func raggedShortRows() throws { try check("ragged.csv", text("a,b,c\n1,2,3\n4,5\n6\n"), .chart) }
    @Test func raggedLongRows() throws { try check("ragged-long.csv", text("a,b\n1,2\n3,4,5\n"), .error("ragged-long.csv:3:3")) }

    @Test func binaryGarbage() throws {
        var rng = SystemRandomNumberGenerator()
        let bytes = (0..<65_536).map { _ in UInt8.random(in: 0...255, using: &rng) }
        try check("garbage.bin", Data(bytes), .error("binary"))
    }

    /// Text that is not UTF-8 (Latin-1's ü here) is read as Latin-1, with a note, not refused.
    @Test func invalidUTF8() throws {
        try check("latin1.csv", Data("name,v\nZ".utf8) + Data([0xFC]) + Data("rich,1\nB,2\n".utf8), .chart)
    }

    @Test func fiftyMegabyteSingleLine() throws {
        var line = [UInt8]()
        line.reserveCapacity(50_000_000)
        while line.count < 50_000_000 { line += Array("12345.678,".utf8) }
        try check("oneline.csv", Data(line), .error("columns"))
    }

    @Test func tenThousandColumns() throws {
        let header = (0..<10_000).map { "c\($0)" }.joined(separator: ",")
        let row = (0..<10_000).map { String($0 % 97) }.joined(separator: ",")
        try check("wide.csv", text(header + "\n" + row + "\n" + row + "\n"), .chart)
    }

    @Test func allNaNColumn() throws { try check("nan.csv", text("x,a,b\n1,NaN,3\n2,NA,4\n3,,5\n"), .chart) }
    @Test func onlyNaN() throws { try check("allnan.csv", text("x,a\n1,nan\n2,nan\n"), .chart) }
    @Test func allEqual() throws { try check("equal.csv", text("x,a\n1,5\n2,5\n3,5\n"), .chart) }
    @Test func oneRow() throws { try check("one.csv", text("x,a\n1,5\n"), .chart) }
    @Test func unsortedAndDuplicateX() throws { try check("unsorted.csv", text("x,a\n3,1\n1,2\n1,3\n2,4\n3,5\n"), .chart) }
    @Test func hugeAndSubnormal() throws {
        try check("extreme.csv", text("x,a\n1,1e308\n2,-1e308\n3,5e-324\n4,2.2e-308\n"), .chart)
    }
    @Test func nonPositiveValues() throws { try check("nonpos.csv", text("x,a\n1,0\n2,-5\n3,10\n"), .chart) }
    @Test func negativeValuesForAPie() throws {
        try check("pie.csv", text("k,v\na,3\nb,-2\n"), .error("pie"), args: ["--type", "pie"])
    }
    @Test func aDirectory() throws {
        let d = Self.cli.tmp("adir")
        try FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true)
        try check(path: d, .error("is a directory"))
    }
    @Test func missingFile() throws { try check(path: "/nonexistent/nothing.csv", .error("no such file")) }

    @Test func unreadableFile() throws {
        let path = Self.cli.tmp("secret.csv")
        try "x,a\n1,2\n".write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o000)
        defer { chmod(path, 0o644) }
        // Root reads anything: run the check as an unprivileged user then.
        let asNobody = getuid() == 0
        if asNobody {
            chmod(Self.cli.tmp(""), 0o777)
            // Only meaningful when the unprivileged user can run the binary where it was built.
            let probe = Process()
            probe.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            probe.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", "/usr/bin/test", "-x",
                               CLITests.products.appendingPathComponent("chartreuse").path]
            try probe.run()
            probe.waitUntilExit()
            guard probe.terminationStatus == 0 else {
                print("unreadableFile: skipped (the build folder is not reachable by an unprivileged user)")
                return
            }
        }
        try check(path: path, .error("permission denied"), asUser: asNobody)
    }
}
