import Foundation

/// Reading from file descriptors that are not regular files (standard input, pipes, FIFOs,
/// character devices), and the one-line errors that name why a path could not be opened.
public enum StreamInput {
    /// Everything readable from `fd` until its end; `name` is the file named in errors, and
    /// `expected` the size when known (a regular file's), reserved up front.
    public static func readAll(fd: Int32, name: String, expected: Int = 0) throws -> [UInt8] {
        var out: [UInt8] = []
        if expected > 0 { out.reserveCapacity(expected + 1) }
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw DataError(file: name, message: "cannot be read (\(String(cString: strerror(errno))))")
            }
            if n == 0 { return out }
            out.append(contentsOf: chunk[0..<n])
        }
    }

    /// The first byte of `bytes` that is not white space or a UTF-8 byte-order mark's: `[` or
    /// `{` begins JSON.
    static func firstSignificant<C: Collection>(_ bytes: C) -> UInt8? where C.Element == UInt8 {
        bytes.first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D && $0 != 0xEF && $0 != 0xBB && $0 != 0xBF }
    }

    /// Whether `bytes` begin as JSON does, with `[` or `{`.
    static func beginsJSON<C: Collection>(_ bytes: C) -> Bool where C.Element == UInt8 {
        let first = firstSignificant(bytes)
        return first == UInt8(ascii: "[") || first == UInt8(ascii: "{")
    }

    /// Whether `bytes` hold a control byte other than a tab or a line end: binary data, not text.
    static func holdsControlByte<C: Collection>(_ bytes: C) -> Bool where C.Element == UInt8 {
        bytes.contains { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
    }

    /// Why `path` could not be opened or read, from the `errno` of the failed call.
    public static func openError(_ path: String, errno code: Int32) -> DataError {
        switch code {
        case ENOENT: return DataError(file: path, message: "no such file")
        case EACCES, EPERM: return DataError(file: path, message: "cannot be read (permission denied)")
        case EISDIR: return DataError(file: path, message: "is a directory, not a data file")
        case ENOTDIR: return DataError(file: path, message: "no such file (a part of the path is not a folder)")
        case ENXIO: return DataError(file: path, message: "cannot be opened (no device or no writer behind it)")
        default: return DataError(file: path, message: "cannot be opened (\(String(cString: strerror(code))))")
        }
    }
}
