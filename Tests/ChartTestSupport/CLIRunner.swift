import Foundation

/// Runs the built executables (`chartreuse`, `chartreuse-gallery`, `chartreuse-bench`) as a person
/// would from a shell, without a display, and collects what they print.
public struct CLIRunner: Sendable {
    /// A runner of the products built beside the test bundle.
    public init() {}

    /// The built products folder (beside the test bundle).
    public static let products: URL = {
        let exe = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var dir = exe.deletingLastPathComponent()
        for _ in 0..<4 where !FileManager.default.fileExists(atPath: dir.appendingPathComponent("chartreuse").path) {
            dir = dir.deletingLastPathComponent()
        }
        return dir
    }()
    /// The repository's folder.
    public static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// What a run printed and how it ended.
    public struct Result: Sendable {
        /// The exit status.
        public var status: Int32
        /// Everything written to standard output.
        public var stdout: String
        /// Everything written to standard error.
        public var stderr: String
    }

    /// How long a run may take before it is killed as hung.
    public static let timeLimit: Double = 300

    /// Runs `tool` with `args` (optionally as the nobody user) and waits for it to end.
    public func run(_ args: [String], tool: String = "chartreuse", env: [String: String]? = nil, asNobody: Bool = false) throws -> Result {
        let p = Process()
        let exe = Self.products.appendingPathComponent(tool).path
        if asNobody {
            // setpriv drops to the nobody user (for permission tests when running as root).
            p.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            p.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", exe] + args
        } else {
            p.executableURL = URL(fileURLWithPath: exe)
            p.arguments = args
        }
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        // No settings file or remembered state of the person running the tests.
        environment["XDG_CONFIG_HOME"] = tmp("no-config")
        environment["XDG_STATE_HOME"] = tmp("no-state")
        for (k, v) in env ?? [:] { environment[k] = v }
        p.environment = environment
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        // A run that hangs (a window nobody sees) is killed, and says so, rather than hanging the suite;
        // `ended` is set when the process is reaped, so a later kill never reaches a reused pid.
        let killed = Flag(), ended = Flag()
        p.terminationHandler = { _ in ended.set() }
        try p.run()
        let pid = p.processIdentifier
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.timeLimit) {
            ended.withLock { isEnded in if !isEnded { killed.set(); kill(pid, SIGKILL) } }
        }
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Result(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
                      stderr: String(decoding: e, as: UTF8.self) + (killed.isSet ? "\n[killed: still running after \(Int(Self.timeLimit)) s]" : ""))
    }

    /// A path in a scratch folder of this test process (the folder itself for an empty name).
    public func tmp(_ name: String) -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("chartreuse-cli-\(getpid())")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        if name.isEmpty { return dir.path }
        return dir.appendingPathComponent(name).path
    }

}

/// A flag set from another thread.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.lock(); value = true; lock.unlock() }
    var isSet: Bool { lock.lock(); defer { lock.unlock() }; return value }
    /// Runs `body` with the value, the flag held (so it cannot be set meanwhile).
    func withLock(_ body: (Bool) -> Void) { lock.lock(); body(value); lock.unlock() }
}
