/// How a delimited file is written: its separator and whether it has a header row.
public struct Dialect: Hashable, Sendable {
    /// The field separator, or nil for runs of spaces (whitespace-aligned columns).
    public var delimiter: UInt8?
    /// Whether the first row holds column names rather than data.
    public var hasHeader: Bool
    /// Lines starting with this byte are comments.
    public var comment: UInt8?
    /// How each column writes its numbers (empty: all plain).
    public var numberForms: [NumberForm] = []
    /// Day or month first in dates written with the year last (nil: none read).
    public var dateOrder: DateOrder?
    /// JSON Lines: one JSON object per line (no separator, no header row).
    public var jsonLines = false

    /// Creates a dialect; lines starting with `#` are comments unless another byte (or nil) is given.
    public init(delimiter: UInt8?, hasHeader: Bool, comment: UInt8? = UInt8(ascii: "#")) {
        self.delimiter = delimiter
        self.hasHeader = hasHeader
        self.comment = comment
    }

    /// A name for messages.
    public var delimiterName: String {
        switch delimiter {
        case nil: return "spaces"
        case UInt8(ascii: ","): return "comma"
        case UInt8(ascii: ";"): return "semicolon"
        case UInt8(ascii: "\t"): return "tab"
        case UInt8(ascii: "|"): return "pipe"
        case let d?: return "'\(Character(Unicode.Scalar(d)))'"
        }
    }
}

/// One field of a record: a byte range, and whether it was quoted (and held doubled quotes).
struct FieldRange {
    var start: Int
    var end: Int
    var quoted: Bool
    var escapes: Bool
}

/// Splits bytes into records and fields (RFC 4180 quoting, CRLF, comments, blank lines).
struct RecordScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let dialect: Dialect
    /// Where the next record starts.
    var position: Int
    /// The 1-based line of `position`.
    var line: Int
    /// Fields of the last record read (reused between records).
    var fields: [FieldRange] = []
    /// The line the last record started on.
    var recordLine = 1

    init(bytes: UnsafeBufferPointer<UInt8>, dialect: Dialect, position: Int = 0, line: Int = 1) {
        self.bytes = bytes
        self.dialect = dialect
        self.position = position
        self.line = line
        fields.reserveCapacity(16)
    }

    /// An unterminated quote: the line it opened on.
    struct UnclosedQuote: Error { let line: Int; let column: Int }

    /// Reads the next record into `fields`; false at the end. Blank and comment lines are skipped.
    mutating func next() throws -> Bool {
        let b = bytes
        let n = b.count
        let quote = UInt8(ascii: "\"")
        while position < n {
            // Skip blank lines and comments.
            let c0 = b[position]
            if c0 == 0x0A { position += 1; line += 1; continue }
            if c0 == 0x0D { position += 1; if position < n, b[position] == 0x0A { position += 1 }; line += 1; continue }
            if let cm = dialect.comment, c0 == cm {
                while position < n, b[position] != 0x0A { position += 1 }
                continue
            }
            break
        }
        guard position < n else { return false }
        fields.removeAll(keepingCapacity: true)
        recordLine = line
        var i = position
        let delim = dialect.delimiter
        while true {
            // Leading padding spaces before a field (and, with space separation, the separator run).
            var s = i
            while s < n, b[s] == 0x20 || (delim == nil && b[s] == 0x09) { s += 1 }
            if s < n, b[s] == quote {
                guard let q = Self.closingQuote(b.baseAddress!, from: s, end: n) else {
                    throw UnclosedQuote(line: line, column: s - lineStart(s) + 1)
                }
                line += q.lines
                fields.append(FieldRange(start: s + 1, end: q.at, quoted: true, escapes: q.escapes))
                i = q.at + 1
                // Skip anything up to the separator (padding after the closing quote).
                while i < n, b[i] == 0x20 || (delim == nil && b[i] == 0x09) { i += 1 }
            } else {
                var j = s
                if let d = delim {
                    while j < n, b[j] != d, b[j] != 0x0A, b[j] != 0x0D { j += 1 }
                } else {
                    while j < n, b[j] != 0x20, b[j] != 0x09, b[j] != 0x0A, b[j] != 0x0D { j += 1 }
                }
                var e = j
                while e > s, b[e - 1] == 0x20 || b[e - 1] == 0x09 { e -= 1 }
                fields.append(FieldRange(start: s, end: e, quoted: false, escapes: false))
                i = j
                if delim == nil {
                    while i < n, b[i] == 0x20 || b[i] == 0x09 { i += 1 }
                }
            }
            guard i < n else { position = n; return true }
            let c = b[i]
            if c == 0x0A { position = i + 1; line += 1; return true }
            if c == 0x0D {
                position = i + 1
                if position < n, b[position] == 0x0A { position += 1 }
                line += 1
                return true
            }
            if let d = delim {
                if c == d { i += 1; if i >= n { fields.append(FieldRange(start: n, end: n, quoted: false, escapes: false)); position = n; return true }; continue }
                // Text after a closing quote: keep it as part of a malformed field, to the separator.
                var j = i
                while j < n, b[j] != d, b[j] != 0x0A, b[j] != 0x0D { j += 1 }
                fields[fields.count - 1].end = j
                fields[fields.count - 1].quoted = false
                i = j
                if i < n, b[i] == d { i += 1; continue }
                continue
            } else {
                // Space-separated: another field follows.
                continue
            }
        }
    }

    /// The quote closing the quoted field that opens at `s`, before `end`: where it is, whether
    /// the field holds doubled quotes, and the line feeds inside; nil when none comes by `end`.
    static func closingQuote(_ b: UnsafePointer<UInt8>, from s: Int, end: Int) -> (at: Int, escapes: Bool, lines: Int)? {
        let quote = UInt8(ascii: "\"")
        var j = s + 1
        var escapes = false
        var lines = 0
        while j < end {
            let c = b[j]
            if c == quote {
                if j + 1 < end, b[j + 1] == quote { escapes = true; j += 2; continue }
                return (j, escapes, lines)
            }
            if c == 0x0A { lines += 1 }
            j += 1
        }
        return nil
    }

    /// The start of the line containing byte `k`.
    func lineStart(_ k: Int) -> Int {
        var s = k
        while s > 0, bytes[s - 1] != 0x0A { s -= 1 }
        return s
    }

    /// The text of a field (quotes removed, doubled quotes undone), or nil when it is not UTF-8.
    func string(_ f: FieldRange) -> String? {
        Self.text(UnsafeBufferPointer(rebasing: bytes[f.start..<f.end]), escapes: f.escapes)
    }

    /// The text of a cell, doubled quotes undone when it has `escapes`; nil when it is not UTF-8.
    static func text(_ slice: UnsafeBufferPointer<UInt8>, escapes: Bool) -> String? {
        if !escapes { return utf8(slice) }
        var out: [UInt8] = []
        out.reserveCapacity(slice.count)
        var k = 0
        while k < slice.count {
            out.append(slice[k])
            if slice[k] == UInt8(ascii: "\""), k + 1 < slice.count, slice[k + 1] == UInt8(ascii: "\"") { k += 1 }
            k += 1
        }
        return out.withUnsafeBufferPointer { utf8($0) }
    }

    /// The UTF-8 text in `bytes`, or nil when they are not UTF-8. (`String(validating:)` is
    /// generic and looks up its types on every call: a tenth of the time of loading a table of
    /// short words.)
    static func utf8(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var high: UInt8 = 0
        for c in bytes { high |= c }
        let s = String(decoding: bytes, as: UTF8.self)
        if high < 0x80 { return s }
        // Decoding repairs what is not UTF-8, so the text is valid when its bytes are the same.
        var same = false
        var t = s
        t.withUTF8 { u in same = u.elementsEqual(bytes) }
        return same ? s : nil
    }
}
