import ChartIO
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One HTTP/1.0 POST over a plain socket: the request, then the whole answer until the server
/// closes. Every wait is bounded by a deadline, the answer by a size limit, and another thread may
/// cancel it (the socket is shut down, which wakes the waiting side).
public final class HTTPExchange: @unchecked Sendable {
    /// What came back.
    struct Response {
        /// The status code (200 for an answer; ClickHouse's errors come with 500 or 4xx).
        var status: Int
        /// The body.
        var body: [UInt8]
    }

    /// Why an exchange failed: `message` names host and port and never holds a credential.
    struct Failure: Error, CustomStringConvertible {
        var description: String
        /// It was cancelled from another thread (not an error to show).
        var cancelled = false
    }

    private let lock = NSLock()
    private var fd: Int32 = -1
    private var cancelled = false

    /// An exchange not yet begun.
    public init() {}

    /// Stops the exchange from any thread: its socket is shut down and the waiting call throws.
    public func cancel() {
        lock.lock(); defer { lock.unlock() }
        cancelled = true
        if fd >= 0 { shutdown(fd, Int32(SHUT_RDWR)) }
    }

    /// Posts `body` to `target` (a path with its query string) on `host:port` and reads the answer.
    func post(host: String, port: Int, target: String, headers: [(String, String)], body: [UInt8],
              timeout: Double, limit: Int) throws -> Response {
        let deadline = Date().timeIntervalSince1970 + timeout
        let where_ = "\(host):\(port)"
        let sock = try connect(host: host, port: port, deadline: deadline, where_: where_)
        defer {
            lock.lock(); fd = -1; lock.unlock()
            close(sock)
        }
        var head = "POST \(target) HTTP/1.0\r\nHost: \(host)\r\nContent-Length: \(body.count)\r\n"
        for (k, v) in headers { head += "\(k): \(v)\r\n" }
        head += "\r\n"
        try send(sock, Array(head.utf8) + body, deadline: deadline, where_: where_)
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        var headerEnd: Int?
        while true {
            try wait(sock, events: Int16(POLLIN), deadline: deadline, where_: where_)
            let n = buffer.withUnsafeMutableBytes { recv(sock, $0.baseAddress, $0.count, 0) }
            if n == 0 { break }
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw failure("reading from \(where_): \(String(cString: strerror(errno)))")
            }
            answer.append(contentsOf: buffer[0..<n])
            if headerEnd == nil {
                headerEnd = Self.headerEnd(answer, from: max(0, answer.count - n - 3))
                if headerEnd == nil && answer.count > 65536 { throw Failure(description: "\(where_) did not answer in HTTP") }
            }
            if answer.count - (headerEnd ?? 0) > limit {
                throw Failure(description: "\(where_) answered more than the \(limit) bytes asked for")
            }
        }
        try checkCancelled()
        guard let h = headerEnd,
              let statusLine = String(decoding: answer[0..<h], as: UTF8.self).split(separator: "\r\n").first else {
            throw Failure(description: "\(where_) did not answer in HTTP")
        }
        let parts = statusLine.split(separator: " ")
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/"), let status = Int(parts[1]) else {
            throw Failure(description: "\(where_) did not answer in HTTP")
        }
        return Response(status: status, body: Array(answer[h...]))
    }

    /// The index just past the blank line ending the headers.
    private static func headerEnd(_ b: [UInt8], from start: Int) -> Int? {
        guard b.count >= 4, start <= b.count - 4 else { return nil }
        for i in start...(b.count - 4) where b[i] == 13 && b[i + 1] == 10 && b[i + 2] == 13 && b[i + 3] == 10 { return i + 4 }
        return nil
    }

    private func checkCancelled() throws {
        lock.lock(); defer { lock.unlock() }
        if cancelled { throw Failure(description: "cancelled", cancelled: true) }
    }

    private func failure(_ s: String) -> Failure {
        lock.lock(); defer { lock.unlock() }
        return cancelled ? Failure(description: "cancelled", cancelled: true) : Failure(description: s)
    }

    private func connect(host: String, port: Int, deadline: Double, where_: String) throws -> Int32 {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        let rc = getaddrinfo(host, String(port), &hints, &list)
        guard rc == 0, let first = list else {
            throw Failure(description: "cannot find host \(host): \(String(cString: gai_strerror(rc)))")
        }
        defer { freeaddrinfo(list) }
        var lastError = "no address"
        var ai: UnsafeMutablePointer<addrinfo>? = first
        while let a = ai {
            ai = a.pointee.ai_next
            let s = socket(a.pointee.ai_family, a.pointee.ai_socktype | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), a.pointee.ai_protocol)
            if s < 0 { lastError = String(cString: strerror(errno)); continue }
            lock.lock()
            if cancelled { lock.unlock(); close(s); throw Failure(description: "cancelled", cancelled: true) }
            fd = s
            lock.unlock()
            var one: Int32 = 1
            setsockopt(s, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
            if Glibc.connect(s, a.pointee.ai_addr, a.pointee.ai_addrlen) == 0 { return s }
            if errno == EINPROGRESS {
                do {
                    try wait(s, events: Int16(POLLOUT), deadline: deadline, where_: where_)
                    var err: Int32 = 0
                    var len = socklen_t(MemoryLayout<Int32>.size)
                    getsockopt(s, SOL_SOCKET, SO_ERROR, &err, &len)
                    if err == 0 { return s }
                    lastError = String(cString: strerror(err))
                } catch let f as Failure {
                    lock.lock(); fd = -1; lock.unlock()
                    close(s)
                    if f.cancelled { throw f }
                    lastError = "no answer within the time allowed"
                    continue
                }
            } else {
                lastError = String(cString: strerror(errno))
            }
            lock.lock(); fd = -1; lock.unlock()
            close(s)
            try checkCancelled()
        }
        throw Failure(description: "cannot connect to \(where_): \(lastError)")
    }

    private func send(_ s: Int32, _ bytes: [UInt8], deadline: Double, where_: String) throws {
        var off = 0
        while off < bytes.count {
            try wait(s, events: Int16(POLLOUT), deadline: deadline, where_: where_)
            let n = bytes.withUnsafeBytes { Glibc.send(s, $0.baseAddress! + off, bytes.count - off, Int32(MSG_NOSIGNAL)) }
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw failure("writing to \(where_): \(String(cString: strerror(errno)))")
            }
            off += n
        }
    }

    /// Waits until `s` is ready for `events`, or throws at the deadline or on cancel.
    private func wait(_ s: Int32, events: Int16, deadline: Double, where_: String) throws {
        while true {
            try checkCancelled()
            let left = deadline - Date().timeIntervalSince1970
            if left <= 0 { throw Failure(description: "no answer from \(where_) within the time allowed") }
            var p = pollfd(fd: s, events: events, revents: 0)
            let r = poll(&p, 1, Int32(min(left, 3600) * 1000) + 1)
            if r > 0 { return }
            if r < 0 && errno != EINTR { throw failure("waiting for \(where_): \(String(cString: strerror(errno)))") }
        }
    }
}
