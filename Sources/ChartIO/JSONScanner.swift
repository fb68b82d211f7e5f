import Foundation

/// A JSON value as the file wrote it: numbers read exactly (the same Double as strtod), objects
/// with their keys in the file's order.
indirect enum JSONValue {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    /// Compact JSON text of the value (for nested values shown as text).
    var text: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let v): return v.isFinite && v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : "\(v)"
        case .string(let s): return "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        case .array(let a): return "[" + a.map(\.text).joined(separator: ",") + "]"
        case .object(let o): return "{" + o.map { JSONValue.string($0.key).text + ":" + $0.value.text }.joined(separator: ",") + "}"
        }
    }
}

/// Reads one JSON document from bytes: RFC 8259, plus `NaN`, `Infinity` and `-Infinity` as
/// Python's json module writes them. Errors name the line and column; nesting is limited.
struct JSONScanner {
    private let b: UnsafeBufferPointer<UInt8>
    private let name: String
    /// The 1-based line of the first byte (for JSON Lines, the line's number in the file).
    private let firstLine: Int
    private var i = 0
    private var depth = 0
    /// The deepest nesting read.
    static let maxDepth = 512

    /// Parses the whole of `bytes` as one value (whitespace around it only).
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, name: String, firstLine: Int = 1) throws -> JSONValue {
        var s = JSONScanner(b: bytes, name: name, firstLine: firstLine)
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { s.i = 3 }
        s.skipSpace()
        let v = try s.value()
        s.skipSpace()
        guard s.i == bytes.count else { throw s.fail("text after the JSON value") }
        return v
    }

    /// Parses the one value that starts at byte `start` of `bytes`, reading no further than
    /// `end`, inside `depth` levels of nesting (a JSON line's value is inside its object: 1):
    /// the value and the index after it.
    static func value(in bytes: UnsafeBufferPointer<UInt8>, at start: Int, end: Int, depth: Int, name: String) throws -> (JSONValue, Int) {
        var s = JSONScanner(b: UnsafeBufferPointer(rebasing: bytes[..<end]), name: name, firstLine: 1)
        s.i = start
        s.depth = depth
        let v = try s.value()
        return (v, s.i)
    }

    private init(b: UnsafeBufferPointer<UInt8>, name: String, firstLine: Int) {
        self.b = b
        self.name = name
        self.firstLine = firstLine
    }

    private func fail(_ what: String) -> DataError {
        var line = firstLine, column = 1
        for k in 0..<min(i, b.count) { if b[k] == 0x0A { line += 1; column = 1 } else { column += 1 } }
        return DataError(file: name, line: line, column: column, message: "JSON: \(what)")
    }

    private mutating func skipSpace() {
        while i < b.count, b[i] == 0x20 || b[i] == 0x0A || b[i] == 0x0D || b[i] == 0x09 { i += 1 }
    }

    private mutating func literal(_ word: String, _ v: JSONValue) throws -> JSONValue {
        for c in word.utf8 {
            guard i < b.count, b[i] == c else { throw fail("expected \(word)") }
            i += 1
        }
        return v
    }

    private mutating func value() throws -> JSONValue {
        guard i < b.count else { throw fail("the text ends where a value should be") }
        switch b[i] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "N"): return try literal("NaN", .number(.nan))
        case UInt8(ascii: "I"): return try literal("Infinity", .number(.infinity))
        case UInt8(ascii: "-") where i + 1 < b.count && b[i + 1] == UInt8(ascii: "I"):
            i += 1
            return try literal("Infinity", .number(-.infinity))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw fail("unexpected '\(Character(Unicode.Scalar(b[i])))'")
        }
    }

    private mutating func nest() throws {
        depth += 1
        guard depth <= Self.maxDepth else { throw fail("nested more than \(Self.maxDepth) deep") }
    }

    private mutating func object() throws -> JSONValue {
        try nest()
        defer { depth -= 1 }
        i += 1
        var out: [(key: String, value: JSONValue)] = []
        skipSpace()
        if i < b.count, b[i] == UInt8(ascii: "}") { i += 1; return .object(out) }
        while true {
            skipSpace()
            guard i < b.count, b[i] == UInt8(ascii: "\"") else { throw fail("expected a key in quotes") }
            let key = try string()
            skipSpace()
            guard i < b.count, b[i] == UInt8(ascii: ":") else { throw fail("expected ':' after a key") }
            i += 1
            skipSpace()
            out.append((key, try value()))
            skipSpace()
            guard i < b.count else { throw fail("an object is never closed") }
            if b[i] == UInt8(ascii: ",") { i += 1; continue }
            guard b[i] == UInt8(ascii: "}") else { throw fail("expected ',' or '}'") }
            i += 1
            return .object(out)
        }
    }

    private mutating func array() throws -> JSONValue {
        try nest()
        defer { depth -= 1 }
        i += 1
        var out: [JSONValue] = []
        skipSpace()
        if i < b.count, b[i] == UInt8(ascii: "]") { i += 1; return .array(out) }
        while true {
            skipSpace()
            out.append(try value())
            skipSpace()
            guard i < b.count else { throw fail("an array is never closed") }
            if b[i] == UInt8(ascii: ",") { i += 1; continue }
            guard b[i] == UInt8(ascii: "]") else { throw fail("expected ',' or ']'") }
            i += 1
            return .array(out)
        }
    }

    private mutating func number() throws -> Double {
        let start = i
        if b[i] == UInt8(ascii: "-") { i += 1 }
        while i < b.count, b[i] &- 48 < 10 || b[i] == UInt8(ascii: ".") || b[i] | 0x20 == UInt8(ascii: "e")
                || ((b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-")) && b[i - 1] | 0x20 == UInt8(ascii: "e")) {
            i += 1
        }
        guard let v = NumberParser.parse(UnsafeBufferPointer(rebasing: b[start..<i])) else {
            i = start
            throw fail("not a number")
        }
        return v
    }

    private mutating func string() throws -> String {
        i += 1
        let start = i
        // The common case: no escapes, read in place.
        while i < b.count, b[i] != UInt8(ascii: "\""), b[i] != UInt8(ascii: "\\"), b[i] >= 0x20 { i += 1 }
        if i < b.count, b[i] == UInt8(ascii: "\"") {
            defer { i += 1 }
            guard let s = String(validating: UnsafeBufferPointer(rebasing: b[start..<i]), as: UTF8.self) else { throw fail("a string that is not UTF-8") }
            return s
        }
        var bytes = Array(b[start..<i])
        while true {
            guard i < b.count else { throw fail("a string is never closed") }
            let c = b[i]
            if c == UInt8(ascii: "\"") { i += 1; break }
            guard c >= 0x20 else { throw fail("a control character inside a string") }
            if c != UInt8(ascii: "\\") { bytes.append(c); i += 1; continue }
            guard i + 1 < b.count else { throw fail("a string is never closed") }
            let e = b[i + 1]
            i += 2
            switch e {
            case UInt8(ascii: "u"):
                var scalar = try hex4()
                if (0xD800..<0xDC00).contains(scalar), i + 1 < b.count, b[i] == UInt8(ascii: "\\"), b[i + 1] == UInt8(ascii: "u") {
                    i += 2
                    let low = try hex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw fail("a broken surrogate pair") }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                bytes += Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
            default:
                guard let x = Self.escaped(e) else { throw fail("an unknown escape '\\\(Character(Unicode.Scalar(e)))'") }
                bytes.append(x)
            }
        }
        guard let s = String(validating: bytes, as: UTF8.self) else { throw fail("a string that is not UTF-8") }
        return s
    }

    /// The byte a one-letter escape (`\n`, `\"`, `\/`…) stands for; nil for another letter.
    static func escaped(_ e: UInt8) -> UInt8? {
        switch e {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return e
        case UInt8(ascii: "b"): return 0x08
        case UInt8(ascii: "f"): return 0x0C
        case UInt8(ascii: "n"): return 0x0A
        case UInt8(ascii: "r"): return 0x0D
        case UInt8(ascii: "t"): return 0x09
        default: return nil
        }
    }

    private mutating func hex4() throws -> UInt32 {
        guard i + 4 <= b.count else { throw fail("a short \\u escape") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard let d = Self.hexDigit(b[i]) else { throw fail("a bad \\u escape") }
            v = v << 4 | d
            i += 1
        }
        return v
    }

    /// The value of a hexadecimal digit (either case, folded by setting bit 5), nil for another byte.
    @inline(__always)
    static func hexDigit(_ c: UInt8) -> UInt32? {
        let h = c | 0x20
        if h &- 48 < 10 { return UInt32(h &- 48) }   // 0-9
        if h &- 97 < 6 { return UInt32(h &- 87) }    // a-f
        return nil
    }
}
