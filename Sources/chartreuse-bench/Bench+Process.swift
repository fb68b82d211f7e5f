import Foundation

/// Measurements of the viewer as a separate, cold process: export time and peak memory, time to
/// the first frame, idle CPU with a window open.
extension Bench {
    /// The viewer binary built next to this one (`swift build -c release` builds both).
    static var viewer: String? {
        let dir = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let path = dir.appendingPathComponent("chartreuse").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// Runs a process to its end; returns wall seconds and peak resident memory in bytes (from
    /// wait4's rusage; spawned directly so nothing else reaps the child first).
    static func run(_ path: String, _ args: [String], env: [String: String] = [:]) throws -> (seconds: Double, peakBytes: Int, status: Int32) {
        var e = ProcessInfo.processInfo.environment
        for (k, v) in env { e[k] = v }
        let argv = ([path] + args).map { strdup($0) } + [nil]
        let envp = e.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        let start = now()
        guard posix_spawn(&pid, path, &actions, nil, argv, envp) == 0 else { throw BenchError("cannot start \(path)") }
        var status: Int32 = 0
        var usage = rusage()
        _ = wait4(pid, &status, 0, &usage)
        return (now() - start, Int(usage.ru_maxrss) * 1024, (status >> 8) & 0xFF)
    }

    /// A cold `chartreuse FILE --export out.png` of an n-row random walk at 1600×900: time and peak memory.
    static func coldExport(rows: Int, repeats: Int = 1) throws -> [BenchResult] {
        guard let bin = viewer else { throw BenchError("build the viewer first: swift build -c release") }
        let (path, _) = try writeCSV(megabytes: 0, rows: rows, repeats: repeats, name: "chartreuse-bench-export-\(rows)-\(repeats).csv")
        defer { unlink(path) }
        var times: [Double] = [], peaks: [Double] = []
        for _ in 0..<3 {
            let r = try run(bin, [path, "--export", "/tmp/chartreuse-bench-export.png", "--size", "1600x900"])
            guard r.status == 0 else { throw BenchError("the viewer failed to export \(path)") }
            times.append(r.seconds * 1000)
            peaks.append(Double(r.peakBytes) / 1_048_576)
        }
        let perPoint = (peaks.min()! - 40) * 1_048_576 / Double(rows)
        let what = "\(rows.formatted()) points\(repeats > 1 ? ", x ×\(repeats)" : "")"
        return [
            BenchResult(name: "cold export, \(what) (time)", unit: "ms", values: percentiles(times)),
            BenchResult(name: "cold export, \(what) (peak RSS)", unit: "MB", values: percentiles(peaks)),
            BenchResult(name: "  bytes per point beyond 40 MB", unit: "B", values: ["p50": perPoint, "p99": perPoint, "mean": perPoint]),
        ]
    }

    /// The viewer at `exe` on `file` in X display `display`, its `--log-events` lines to the
    /// returned pipe (the process is not started yet).
    static func viewerProcess(_ exe: String, _ file: String, display: String) -> (Process, Pipe) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: exe)
        p.arguments = [file, "--log-events"]
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        env["WAYLAND_DISPLAY"] = ""
        p.environment = env
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = FileHandle.nullDevice
        return (p, pipe)
    }

    /// A private X server for the window measurements (nil when Xvfb is not installed).
    static func startXvfb() -> (Process, String)? {
        let xvfb = "/usr/bin/Xvfb"
        guard FileManager.default.isExecutableFile(atPath: xvfb) else { return nil }
        for display in 90..<110 where !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(display)") {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: xvfb)
            p.arguments = [":\(display)", "-screen", "0", "1280x800x24", "-nolisten", "tcp"]
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            guard (try? p.run()) != nil else { continue }
            for _ in 0..<50 where !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(display)") { usleep(100_000) }
            return (p, ":\(display)")
        }
        return nil
    }

    /// Start to first frame on screen for a small file, and CPU used over 10 s with the window open and idle.
    static func windowFigures() throws -> [BenchResult] {
        guard let bin = viewer else { throw BenchError("build the viewer first: swift build -c release") }
        guard let (xvfb, display) = startXvfb() else { throw BenchError("Xvfb is not installed") }
        defer { xvfb.terminate(); xvfb.waitUntilExit() }
        let (path, _) = try writeCSV(megabytes: 0, rows: 1000, name: "chartreuse-bench-small.csv")
        defer { unlink(path) }
        var starts: [Double] = []
        for _ in 0..<5 {
            let r = try run(bin, [path], env: ["DISPLAY": display, "WAYLAND_DISPLAY": "", "CHARTREUSE_EXIT_AFTER_FIRST_FRAME": "1"])
            guard r.status == 0 else { throw BenchError("the viewer did not open a window") }
            starts.append(r.seconds * 1000)
        }
        // Idle: the window open, nothing changing.
        let p = Process()
        p.executableURL = URL(fileURLWithPath: bin)
        p.arguments = [path]
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        env["WAYLAND_DISPLAY"] = ""
        p.environment = env
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        defer { p.terminate(); p.waitUntilExit() }
        sleep(2)
        func cpu() -> Double {
            guard let stat = try? String(contentsOfFile: "/proc/\(p.processIdentifier)/stat", encoding: .utf8) else { return 0 }
            let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
            guard fields.count > 13, let u = Double(fields[11]), let s = Double(fields[12]) else { return 0 }
            return (u + s) / Double(sysconf(Int32(_SC_CLK_TCK)))
        }
        let before = cpu()
        sleep(10)
        let idle = cpu() - before
        return [
            BenchResult(name: "start to first frame, 1,000-row file", unit: "ms", values: percentiles(starts)),
            BenchResult(name: "idle CPU, window open 10 s", unit: "s", values: ["p50": idle, "p99": idle, "mean": idle]),
        ]
    }
}
