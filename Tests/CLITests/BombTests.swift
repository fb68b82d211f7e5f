import Foundation
import ChartTestSupport
import Testing

/// A compressed file that decodes to one enormous line (a few megabytes of gzip, a header and a
/// line of zeros far longer than any table's): refused at the line limit with one line naming
/// it, in bounded memory, instead of decoding it whole.
@Suite(.serialized)
struct BombTests {
    static let cli = CLIRunner()

    @Test(.enabled(if: Python.has("gzip", "resource"), "python3 writes the bomb and measures the run"))
    func aOneLineGzipBombIsRefusedInBoundedMemory() throws {
        let bomb = Self.cli.tmp("bomb.csv.gz")
        // Python writes the bomb (zeros past the 256 MB line limit) and runs the viewer, reporting
        // its exit status, its stderr and its peak memory (its own child's: no other test's).
        let script = """
            import gzip, resource, subprocess, sys
            with gzip.open(sys.argv[1], 'wb', compresslevel=1) as f:
                f.write(b'a,b\\n')
                block = b'0' * (1 << 20)
                for _ in range(300): f.write(block)
                f.write(b'\\n1,2\\n')
            r = subprocess.run([sys.argv[2], sys.argv[1], '--stats'], capture_output=True, env={'PATH': '/usr/bin:/bin'})
            print(r.returncode)
            print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss // 1024)
            sys.stdout.write(r.stderr.decode())
            """
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["python3", "-c", script, bomb, CLIRunner.products.appendingPathComponent("chartreuse").path]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(text)")
        guard lines.count == 3 else { return }
        #expect(lines[0] == "1", "exit status \(lines[0])")
        let megabytes = Int(lines[1]) ?? .max
        // A sanitizer build keeps shadow memory and freed blocks (1.2 GB here under ASan): its bound is looser.
        let bound = ProcessInfo.processInfo.environment["CHARTREUSE_SLOW"] == nil ? 1024 : 4096
        #expect(megabytes < bound, "peak memory \(megabytes) MB")
        #expect(lines[2].hasSuffix("bomb.csv.gz:2: a line longer than 256 MB, the most one line may hold (is this a text table?)"), "\(lines[2])")
    }
}
