import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The ClickHouse server the tests use: the one `.ci/run` started (`CHARTREUSE_CLICKHOUSE_PORT`),
/// else one this test process starts on free loopback ports (`Tests/clickhouse/server.sh`) and stops
/// when it exits. Tests that need it are skipped, saying why, only when `clickhouse-server` is not installed.
public enum ClickHouseTestServer {
    /// The HTTP port of a running server, or why there is none.
    public static let port: Result<Int, Failure> = start()

    /// Why no server runs.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Whether a server runs for the tests.
    public static var available: Bool { (try? port.get()) != nil }
    /// Why the ClickHouse tests are skipped (what a skipped suite says).
    public static var whyUnavailable: String {
        switch port {
        case .success(let p): return "a server answers on port \(p)"
        case .failure(let f): return f.description
        }
    }

    /// A loopback port nothing listens on now.
    /// Never the same port twice in one process: the kernel may offer a port again once it is closed,
    /// and two servers given one port would answer for each other.
    public static func freePort() -> Int {
        handedOut.withLock { used in
            for _ in 0..<64 {
                let p = anyFreePort()
                if p > 0, used.insert(p).inserted { return p }
            }
            return anyFreePort()
        }
    }

    private static let handedOut = Mutex<Set<Int>>([])

    private static func anyFreePort() -> Int {
        let s = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(s) }
        var a = sockaddr_in()
        a.sin_family = sa_family_t(AF_INET)
        a.sin_addr.s_addr = inet_addr("127.0.0.1")
        a.sin_port = 0
        _ = withUnsafePointer(to: &a) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(s, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        var len = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &a) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(s, $0, &len) } }
        return Int(UInt16(bigEndian: a.sin_port))
    }

    /// `Tests/clickhouse/server.sh`.
    public static var script: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("clickhouse/server.sh").path
    }

    private static func start() -> Result<Int, Failure> {
        if let p = ProcessInfo.processInfo.environment["CHARTREUSE_CLICKHOUSE_PORT"], let v = Int(p) { return .success(v) }
        let found = ["/usr/sbin", "/usr/bin", "/usr/local/bin"].contains { FileManager.default.isExecutableFile(atPath: "\($0)/clickhouse-server") }
        guard found else { return .failure(Failure(description: "clickhouse-server is not installed (apt-get install clickhouse-server)")) }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("chartreuse-clickhouse-\(getpid())").path
        let started = launch(dir, watchingThisProcess: true)
        guard let http = started?.http else { return .failure(Failure(description: "clickhouse-server did not start (see \(dir))")) }
        stopDirectory = dir
        atexit {
            guard let d = ClickHouseTestServer.stopDirectory else { return }
            ClickHouseTestServer.stop(d)
            try? FileManager.default.removeItem(atPath: d)
        }
        return .success(http)
    }

    /// Starts a server with its data in `dir` on fresh loopback ports (`shard`: the TCP port of
    /// its cluster's second shard), trying new ports when one was taken between asking and
    /// binding (server.sh then fails); nil when three tries failed. `watchingThisProcess`: it
    /// stops when this process ends, however it ends.
    public static func launch(_ dir: String, shard: Int? = nil, watchingThisProcess: Bool = false) -> (http: Int, tcp: Int)? {
        for _ in 0..<3 {
            let http = freePort(), tcp = freePort()
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/bin/bash")
            p.arguments = [script, "start", dir, "\(http)", "\(tcp)"] + (shard.map { ["\($0)"] } ?? [])
            var env = ProcessInfo.processInfo.environment
            if watchingThisProcess { env["CHARTREUSE_WATCH_PID"] = "\(getpid())" }
            p.environment = env
            guard (try? p.run()) != nil else { return nil }
            p.waitUntilExit()
            if p.terminationStatus == 0 { return (http, tcp) }
            stop(dir)
        }
        return nil
    }

    /// Stops the server started in `dir`.
    public static func stop(_ dir: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/bash")
        p.arguments = [script, "stop", dir]
        try? p.run()
        p.waitUntilExit()
    }

    nonisolated(unsafe) static var stopDirectory: String?
}
