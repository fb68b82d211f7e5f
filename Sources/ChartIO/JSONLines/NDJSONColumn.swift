import ChartCore
import Foundation

/// One key of a JSON Lines file as its lines are read: each row's kind and value, typed at the
/// end by the rules a JSON table follows (`JSONTableReader.table`). Strings stay byte ranges of
/// the file until the column's kind is known, so a date or number column makes no strings.
struct NDJSONColumn {
    /// A row's kind.
    enum Tag: UInt8 { case null = 0, number, bool, string, other }

    /// The key, decoded.
    let name: String
    /// The key's bytes as the file wrote them between the quotes (a later line writing the same
    /// bytes is the same key).
    let key: [UInt8]
    /// One `Tag` per row.
    private(set) var tags: [UInt8] = []
    /// The number (or 1 and 0 for a boolean) per row; NaN for the other kinds.
    private(set) var numbers: [Double] = []
    /// Per row, a string's byte range in the file (start shifted left 24 bits, or'ed with the
    /// length), or `owned` or'ed with the place in `texts` of a value kept there; empty until the
    /// first string.
    private(set) var spans: [UInt64] = []
    /// Whether `spans` holds a span per row (it stays empty in a column of no strings).
    private(set) var hasSpans = false
    /// The text of rows the file's bytes cannot give directly: escaped strings, nested values.
    private(set) var texts: [String] = []

    /// The bit that marks a row's span as a place in `texts`.
    static let owned: UInt64 = 1 << 63
    /// The longest string kept as a span (longer ones are kept in `texts`).
    static let maxSpan = (1 << 24) - 1

    init(name: String, key: [UInt8]) {
        self.name = name
        self.key = key
    }

    /// The rows read so far.
    var count: Int { tags.count }
    /// The rows room is kept for (strings' spans too, once there is one).
    private var room = 0

    /// Keeps room for `rows` rows.
    mutating func reserve(_ rows: Int) {
        room = rows
        tags.reserveCapacity(rows)
        numbers.reserveCapacity(rows)
        if hasSpans { spans.reserveCapacity(rows) }
    }

    /// Starts the strings' spans: a zero for each row so far.
    private mutating func startSpans(_ rows: Int) {
        spans = Array(repeating: 0, count: rows)
        spans.reserveCapacity(max(room, rows))
        hasSpans = true
    }

    /// Sets row `row` (the next one, or the last again: a key written twice in a line, the last
    /// wins); rows skipped before it are gaps. Returns whether the row is new.
    @discardableResult
    mutating func put(_ row: Int, _ tag: Tag, number: Double = .nan, span: UInt64 = 0, text: String? = nil) -> Bool {
        var span = span
        if let text {
            span = Self.owned | UInt64(texts.count)
            texts.append(text)
        }
        let fresh = tags.count <= row
        if fresh {
            gaps(to: row)
            tags.append(tag.rawValue)
            numbers.append(number)
            if tag == .string || tag == .other, !hasSpans { startSpans(row) }
            if hasSpans { spans.append(span) }
        } else {
            tags[row] = tag.rawValue
            numbers[row] = number
            if tag == .string || tag == .other, !hasSpans { startSpans(row + 1) }
            if hasSpans { spans[row] = span }
        }
        return fresh
    }

    /// Pads the column with gaps up to `rows` rows.
    mutating func gaps(to rows: Int) {
        let n = rows - tags.count
        guard n > 0 else { return }
        tags.append(contentsOf: repeatElement(Tag.null.rawValue, count: n))
        numbers.append(contentsOf: repeatElement(.nan, count: n))
        if hasSpans { spans.append(contentsOf: repeatElement(0, count: n)) }
    }

    /// Appends `other`'s rows (read from a later stretch of the same file) after this column's
    /// `rows` rows.
    mutating func append(_ other: NDJSONColumn, at rows: Int) {
        gaps(to: rows)
        if other.hasSpans, !hasSpans { startSpans(rows) }
        reserve(rows + other.count)
        tags += other.tags
        numbers += other.numbers
        if other.hasSpans {
            let shift = UInt64(texts.count)
            spans += shift == 0 ? other.spans : other.spans.map { $0 & Self.owned != 0 ? $0 + shift : $0 }
        } else if hasSpans { spans.append(contentsOf: repeatElement(0, count: other.count)) }
        texts += other.texts
    }

    /// The typed column: numbers (booleans as 1 and 0; seconds since 1970 in a column named
    /// like a time), dates when every value is a date string, text otherwise (`null` empty).
    func column(_ bytes: UnsafeBufferPointer<UInt8>, dates: inout DateParser) -> DataTable.Column {
        var kinds: UInt8 = 0   // a bit per tag seen
        for t in tags { kinds |= 1 << t }
        let nonNull = kinds & ~1
        if nonNull & ~0b110 == 0 {
            if CellKinds.looksLikeTimeName(name), let scale = TableBuilder.epochScale(numbers) {
                return .init(name: name, values: .date(ColumnBuffer(numbers.map { $0 / scale })))
            }
            return .init(name: name, values: .number(ColumnBuffer(numbers)))
        }
        if nonNull == 1 << Tag.string.rawValue, let d = self.dates(bytes, &dates) {
            return .init(name: name, values: .date(ColumnBuffer(d)))
        }
        var out: [String] = []
        out.reserveCapacity(tags.count)
        for (row, t) in tags.enumerated() {
            switch Tag(rawValue: t) ?? .null {
            case .null: out.append("")
            case .number: out.append(JSONValue.number(numbers[row]).text)
            case .bool: out.append(numbers[row] == 1 ? "true" : "false")
            case .string, .other: out.append(text(row, bytes))
            }
        }
        return .init(name: name, values: .text(out))
    }

    /// Every row's date (NaN for a gap), or nil when a string is not one; read in two halves
    /// at once when there are many rows (each with its own copy of `parser`).
    private func dates(_ bytes: UnsafeBufferPointer<UInt8>, _ parser: inout DateParser) -> [Double]? {
        let n = tags.count
        let parts = n >= 1 << 16 ? 2 : 1
        let failed = UnsafeMutableBufferPointer<Bool>.allocate(capacity: parts)
        failed.initialize(repeating: false)
        defer { failed.deallocate() }
        let out = [Double](unsafeUninitializedCapacity: n) { buffer, count in
            // Each half writes only its own rows and flag.
            nonisolated(unsafe) let target = buffer, first = parser, bytes = bytes, failed = failed
            let tags = tags, spans = spans, texts = texts
            let half: @Sendable (Int) -> Void = { k in
                var p = first
                for row in (n * k / parts)..<(n * (k + 1) / parts) {
                    guard tags[row] == NDJSONColumn.Tag.string.rawValue else { target[row] = .nan; continue }
                    let span = spans[row]
                    let d: Double?
                    if span & NDJSONColumn.owned != 0 { d = p.parse(texts[Int(span & ~NDJSONColumn.owned)]) } else {
                        d = p.parse(UnsafeBufferPointer(rebasing: bytes[NDJSONColumn.range(span)]))
                    }
                    guard let d else { failed[k] = true; for r in row..<(n * (k + 1) / parts) { target[r] = .nan }; return }
                    target[row] = d
                }
            }
            if parts == 1 { half(0) } else { DispatchQueue.concurrentPerform(iterations: parts, execute: half) }
            count = n
        }
        return failed.contains(true) ? nil : out
    }

    /// Row `row`'s text (a string or a nested value).
    private func text(_ row: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let span = spans[row]
        if span & Self.owned != 0 { return texts[Int(span & ~Self.owned)] }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[Self.range(span)]), as: UTF8.self)
    }

    /// The bytes of the file a string's span covers.
    static func range(_ span: UInt64) -> Range<Int> {
        let start = Int(span >> 24)
        return start..<(start + Int(span & UInt64(maxSpan)))
    }
}
