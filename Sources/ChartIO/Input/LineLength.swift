import Foundation

/// Watches text as it is decoded for a line longer than a limit, and names it: the line's number
/// and the limit (a one-line bomb is refused when it reaches the limit, not when memory runs out).
struct LineLength {
    /// The most one line of a text file may hold (a line feed or carriage return ends one).
    static let longest = 256 << 20
    /// The most one line of JSON may hold: writers put a whole array on one line.
    static let longestJSON = 1 << 30

    let name: String
    private(set) var limit: Int
    /// Whether the text's first byte was seen (JSON, starting with a bracket, has the larger limit).
    private var started = false
    /// Line feeds so far, and the bytes since the last line end.
    private(set) var lineFeeds = 0
    private(set) var open = 0
    /// A carriage return was seen (lines may end with lone returns: then no line number is named).
    private var sawReturn = false

    init(name: String, limit: Int = Self.longest) {
        self.name = name
        self.limit = limit
    }

    /// Takes the next piece of text; throws when the line it is in has grown past the limit.
    mutating func add(_ piece: UnsafeRawBufferPointer) throws {
        guard let base = piece.baseAddress, piece.count > 0 else { return }
        if !started, let first = piece.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }) {
            started = true
            if first == UInt8(ascii: "[") || first == UInt8(ascii: "{") { limit = max(limit, Self.longestJSON) }
        }
        var lastEnd = -1
        var at = 0
        while at < piece.count, let p = memchr(base + at, 0x0A, piece.count - at) {
            let i = base.distance(to: UnsafeRawPointer(p))
            lineFeeds += 1
            lastEnd = i
            at = i + 1
        }
        // A carriage return after the last line feed ends a line too (old Mac text).
        if memchr(base + lastEnd + 1, 0x0D, piece.count - lastEnd - 1) != nil, let r = piece[(lastEnd + 1)...].lastIndex(of: 0x0D) {
            lastEnd = r
            sawReturn = true
        }
        open = lastEnd < 0 ? open + piece.count : piece.count - lastEnd - 1
        if open > limit { throw Self.tooLong(name: name, line: sawReturn && lineFeeds == 0 ? nil : lineFeeds + 1, limit: limit) }
    }

    /// The error for line `line` of `name` (nil: not known) passing `limit` bytes.
    static func tooLong(name: String, line: Int?, limit: Int) -> DataError {
        let hint = limit < longestJSON ? " (is this a text table?)" : ""
        return DataError(file: name, line: line, message: "a line longer than \(limit >> 20) MB, the most one line may hold\(hint)")
    }
}
