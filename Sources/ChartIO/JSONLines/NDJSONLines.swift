import Foundation

/// Reads a stretch of JSON Lines straight from the file's bytes into columns: no value tree,
/// no string per key, and a key found by comparing its bytes with the key at the same place in
/// the line before (loggers and `to_json(lines=True)` write every line's keys in one order).
///
/// It takes what machine-written lines hold — objects of numbers, strings (escapes undone in
/// place), booleans, nulls and Python's `NaN`/`Infinity` — and hands surrogate escapes and nested
/// values to `JSONScanner`. At
/// anything else (a line that is not one object, a broken value, text that is not UTF-8, more
/// than 100,000 keys) it stops and says so, and the caller reads the file with the general
/// reader, whose error names the line and column.
struct NDJSONLines {
    private let b: UnsafeBufferPointer<UInt8>
    private let name: String
    /// The columns in their first appearance order.
    private(set) var columns: [NDJSONColumn] = []
    /// Each column's place in `columns`, by decoded key.
    private var index: [String: Int] = [:]
    /// The rows read.
    private(set) var rows = 0
    /// The columns of the line before, in its order.
    private var shape: [Int] = []
    /// The bytes of room still to be kept for columns: twice the stretch's, so a short first
    /// line before long ones (`{}`), or thousands of keys, never reserve more than the file holds.
    private var budget = 0

    /// Bytes of a string whose escapes are being undone (kept between strings).
    private var scratch: [UInt8] = []
    /// The rows the stretch being read is expected to hold (from its first line's length), each
    /// column's room: growing by doubling copied and faulted in the columns again and again.
    private var expected = 0

    /// A reader over `bytes`, with `names` as its first columns (those of the table an append extends).
    init(_ bytes: UnsafeBufferPointer<UInt8>, name: String, names: [String] = []) {
        b = bytes
        self.name = name
        for n in names { addColumn(n, key: Array(n.utf8)) }
    }

    /// The tables plain numbers are read with — 10⁰ … 10²² as doubles, 10⁰ … 10¹⁹ as integers,
    /// `PowersOfFive.words` for Eisel–Lemire — valid inside `with`.
    struct NumberTables {
        let pow10: UnsafePointer<Double>
        let scales: UnsafePointer<UInt64>
        let powersOfFive: UnsafePointer<UInt64>

        /// Calls `body` with the tables.
        static func with<T>(_ body: (NumberTables) -> T) -> T {
            ChunkedParser.powersOfTen.withUnsafeBufferPointer { pow10 in
                DigitRun.scales.withUnsafeBufferPointer { scales in
                    PowersOfFive.words.withUnsafeBufferPointer { fives in
                        body(NumberTables(pow10: pow10.baseAddress!, scales: scales.baseAddress!, powersOfFive: fives.baseAddress!))
                    }
                }
            }
        }
    }

    /// The most keys a file may bring (more is more than can be charted; the general reader says so).
    static let maxKeys = 100_000

    /// Reads the lines in `range` (which starts at a line's start); false where the general
    /// reader must take the file.
    mutating func read(_ range: Range<Int>, tables: NumberTables) -> Bool {
        var start = range.lowerBound
        let end = range.upperBound
        while start < end {
            let lineEnd = b.baseAddress.map { base in
                memchr(base + start, 0x0A, end - start).map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base } ?? end
            } ?? end
            guard line(start, lineEnd, tables) else { return false }
            if expected == 0, rows > 0 {
                budget = 2 * (end - range.lowerBound)
                expected = min((end - range.lowerBound) / max(lineEnd + 1 - start, 1) * 5 / 4 + 64, (end - range.lowerBound) / 6)
                for c in columns.indices { reserve(c) }
            }
            start = lineEnd + 1
        }
        return true
    }

    /// Adds `other` (the lines after this reader's) to this one.
    mutating func append(_ other: NDJSONLines) {
        for column in other.columns {
            let c = index[column.name] ?? addColumn(column.name, key: column.key)
            columns[c].append(column, at: rows)
        }
        rows += other.rows
        for c in columns.indices { columns[c].gaps(to: rows) }
    }

    @discardableResult
    private mutating func addColumn(_ name: String, key: [UInt8]) -> Int {
        index[name] = columns.count
        columns.append(NDJSONColumn(name: name, key: key))
        if expected > 0 { reserve(columns.count - 1) }
        return columns.count - 1
    }

    /// Keeps room for `expected` rows in column `c`, within the budget.
    private mutating func reserve(_ c: Int) {
        let bytes = expected * 9   // a tag and a number a row
        guard bytes <= budget else { return }
        budget -= bytes
        columns[c].reserve(expected)
    }

    private func at(_ i: Int, _ end: Int) -> UInt8 { i < end ? b[i] : 0 }

    private func skipSpace(_ i: inout Int, _ end: Int) {
        while i < end, b[i] == 0x20 || b[i] == 0x09 || b[i] == 0x0D { i += 1 }
    }

    /// Reads one line; false where the general reader must take the file.
    private mutating func line(_ start: Int, _ end: Int, _ tables: NumberTables) -> Bool {
        var i = start
        skipSpace(&i, end)
        if i == end { return true }   // a blank line
        guard b[i] == UInt8(ascii: "{") else { return false }
        i += 1
        skipSpace(&i, end)
        var set = 0      // columns given a value in this row
        var k = 0        // keys read
        if at(i, end) == UInt8(ascii: "}") { i += 1 } else {
            while true {
                guard at(i, end) == UInt8(ascii: "\""), let c = key(&i, end, place: k) else { return false }
                k += 1
                skipSpace(&i, end)
                guard at(i, end) == UInt8(ascii: ":") else { return false }
                i += 1
                skipSpace(&i, end)
                guard let fresh = value(&i, end, column: c, tables) else { return false }
                if fresh { set += 1 }
                skipSpace(&i, end)
                let sep = at(i, end)
                i += 1
                if sep == UInt8(ascii: ",") { skipSpace(&i, end); continue }
                guard sep == UInt8(ascii: "}") else { return false }
                break
            }
        }
        skipSpace(&i, end)
        guard i == end, columns.count <= Self.maxKeys else { return false }
        if shape.count > k { shape.removeLast(shape.count - k) }
        rows += 1
        if set < columns.count { for c in columns.indices where columns[c].count < rows { columns[c].gaps(to: rows) } }
        return true
    }

    /// The column of the key at `i` (its opening quote), the `place`th in its line; moves `i`
    /// past its closing quote.
    private mutating func key(_ i: inout Int, _ end: Int, place: Int) -> Int? {
        let from = i + 1
        var j = from
        let high = stringEnd(&j, end)
        guard j < end else { return nil }
        let c: Int
        if b[j] == UInt8(ascii: "\"") {
            let raw = UnsafeBufferPointer(rebasing: b[from..<j])
            if place < shape.count, columns[shape[place]].key.withUnsafeBufferPointer({
                $0.count == raw.count && ($0.count == 0 || memcmp($0.baseAddress!, raw.baseAddress!, raw.count) == 0)
            }) {
                c = shape[place]
            } else {
                guard high < 0x80 || String(validating: raw, as: UTF8.self) != nil else { return nil }
                let name = String(decoding: raw, as: UTF8.self)
                c = index[name] ?? addColumn(name, key: Array(raw))
            }
            i = j + 1
        } else {
            guard let (v, after) = try? JSONScanner.value(in: b, at: i, end: end, depth: 1, name: name), case .string(let name) = v else { return nil }
            c = index[name] ?? addColumn(name, key: Array(b[from..<(after - 1)]))
            i = after
        }
        if place < shape.count { shape[place] = c } else { shape.append(c) }
        return c
    }

    /// Reads the value at `i` into column `c`'s current row; whether the row is new to the
    /// column, or nil where the general reader must take the file.
    private mutating func value(_ i: inout Int, _ end: Int, column c: Int, _ tables: NumberTables) -> Bool? {
        let row = rows
        let first = at(i, end)
        switch first {
        case UInt8(ascii: "\""):
            let from = i + 1
            var j = from
            let high = stringEnd(&j, end)
            guard j < end else { return nil }
            if b[j] == UInt8(ascii: "\""), j - from <= NDJSONColumn.maxSpan {
                guard high < 0x80 || String(validating: UnsafeBufferPointer(rebasing: b[from..<j]), as: UTF8.self) != nil else { return nil }
                i = j + 1
                return columns[c].put(row, .string, span: UInt64(from) << 24 | UInt64(j - from))
            }
            if let s = unescaped(&i, end) { return columns[c].put(row, .string, text: s) }
            return nested(&i, end, column: c)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            return nested(&i, end, column: c)
        case UInt8(ascii: "t"): return literal("true", &i, end).map { columns[c].put(row, .bool, number: 1) }
        case UInt8(ascii: "f"): return literal("false", &i, end).map { columns[c].put(row, .bool, number: 0) }
        case UInt8(ascii: "n"): return literal("null", &i, end).map { columns[c].put(row, .null) }
        case UInt8(ascii: "N"): return literal("NaN", &i, end).map { columns[c].put(row, .number) }
        case UInt8(ascii: "I"): return literal("Infinity", &i, end).map { columns[c].put(row, .number, number: .infinity) }
        case UInt8(ascii: "-") where at(i + 1, end) == UInt8(ascii: "I"):
            i += 1
            return literal("Infinity", &i, end).map { columns[c].put(row, .number, number: -.infinity) }
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            if let v = plainNumber(&i, end, tables) { return columns[c].put(row, .number, number: v) }
            // The bytes JSONScanner takes as a number, read by the same parser.
            let from = i
            var j = i + 1
            while j < end {
                let x = b[j]
                guard x &- 48 < 10 || x == UInt8(ascii: ".") || x | 0x20 == UInt8(ascii: "e")
                        || ((x == UInt8(ascii: "+") || x == UInt8(ascii: "-")) && b[j - 1] | 0x20 == UInt8(ascii: "e")) else { break }
                j += 1
            }
            guard let v = NumberParser.parse(UnsafeBufferPointer(rebasing: b[from..<j])) else { return nil }
            i = j
            return columns[c].put(row, .number, number: v)
        default:
            return nil
        }
    }

    /// Moves `j` to the first quote, backslash or control byte at or after it (or to `end`);
    /// the bytes passed, or'ed (a high bit set means there was one beyond ASCII). Eight bytes a
    /// step: a byte equal to a pattern is a zero byte of their exclusive or.
    @inline(__always)
    private func stringEnd(_ j: inout Int, _ end: Int) -> UInt8 {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        var seen: UInt64 = 0
        while j + 8 <= end {
            let w = UInt64(littleEndian: UnsafeRawPointer(b.baseAddress! + j).loadUnaligned(as: UInt64.self))
            let q = w ^ (ones &* 0x22), s = w ^ (ones &* 0x5C)
            // Exact up to and including the first marked byte (a borrow only reaches later ones).
            let marks = ((q &- ones) & ~q | (s &- ones) & ~s | (w &- ones &* 0x20) & ~w) & highs
            if marks != 0 {
                let k = marks.trailingZeroBitCount >> 3
                seen |= k == 0 ? 0 : w & ((1 << UInt64(k * 8)) &- 1)
                j += k
                return Self.fold(seen)
            }
            seen |= w
            j += 8
        }
        while j < end, b[j] != UInt8(ascii: "\""), b[j] != UInt8(ascii: "\\"), b[j] >= 0x20 { seen |= UInt64(b[j]); j += 1 }
        return Self.fold(seen)
    }

    /// The bytes of `w` or'ed into one.
    private static func fold(_ w: UInt64) -> UInt8 {
        var v = w | w >> 32
        v |= v >> 16
        v |= v >> 8
        return UInt8(truncatingIfNeeded: v)
    }

    /// A plain number at `i` — a minus sign, up to 19 digits with at most one point among them,
    /// no exponent — read a word of digits at a time (`DigitRun.longDecimal`) and moving `i`
    /// past it; nil (not moving) for any other form, which `NumberParser` reads.
    @inline(__always)
    private func plainNumber(_ i: inout Int, _ end: Int, _ tables: NumberTables) -> Double? {
        guard i + 48 <= b.count else { return nil }   // longDecimal reads up to 44 bytes
        let negative = b[i] == UInt8(ascii: "-")
        let p = i + (negative ? 1 : 0)
        guard let (m, digits, fraction, n) = DigitRun.longDecimal(at: b.baseAddress! + p, scales: tables.scales),
              p + n <= end else { return nil }
        let next = b[p + n]
        guard next != UInt8(ascii: "."), next | 0x20 != UInt8(ascii: "e") else { return nil }
        let v: Double
        if digits <= 15 {
            // Exact digits over an exact power of ten: one division rounds correctly.
            v = Double(m) / tables.pow10[fraction]
        } else {
            guard let x = EiselLemire.convert(m, -fraction, powers: tables.powersOfFive) else { return nil }
            v = x
        }
        i = p + n
        return negative ? -v : v
    }

    /// The string at `i` (its opening quote) with its escapes undone, moving `i` past its closing
    /// quote, as pandas writes every character beyond ASCII (`S\u00e3o Paulo`); nil for a
    /// surrogate escape, a control byte, text that is not UTF-8 or a string not closed, which
    /// `JSONScanner` reads (or names).
    private mutating func unescaped(_ i: inout Int, _ end: Int) -> String? {
        scratch.removeAll(keepingCapacity: true)
        var j = i + 1
        while j < end {
            let c = b[j]
            if c == UInt8(ascii: "\"") {
                guard let s = String(validating: scratch, as: UTF8.self) else { return nil }
                i = j + 1
                return s
            }
            guard c >= 0x20 else { return nil }
            j += 1
            if c != UInt8(ascii: "\\") { scratch.append(c); continue }
            guard j < end else { return nil }
            let e = b[j]
            j += 1
            if let x = JSONScanner.escaped(e) { scratch.append(x); continue }
            guard e == UInt8(ascii: "u"), j + 4 <= end else { return nil }
            var v: UInt32 = 0
            for k in j..<(j + 4) {
                guard let d = JSONScanner.hexDigit(b[k]) else { return nil }
                v = v << 4 | d
            }
            // A surrogate (half of a pair, or alone) is no scalar: JSONScanner pairs or replaces it.
            guard let scalar = Unicode.Scalar(v) else { return nil }
            j += 4
            scratch.append(contentsOf: scalar.utf8)
        }
        return nil
    }

    /// An escaped string or a nested value, read by `JSONScanner` and kept as text.
    private mutating func nested(_ i: inout Int, _ end: Int, column c: Int) -> Bool? {
        guard let (v, after) = try? JSONScanner.value(in: b, at: i, end: end, depth: 1, name: name) else { return nil }
        i = after
        if case .string(let s) = v { return columns[c].put(rows, .string, text: s) }
        return columns[c].put(rows, .other, text: v.text)
    }

    /// Moves `i` past `word` when it is there; nil otherwise.
    private func literal(_ word: StaticString, _ i: inout Int, _ end: Int) -> Void? {
        let n = word.utf8CodeUnitCount
        guard i + n <= end, memcmp(b.baseAddress! + i, word.utf8Start, n) == 0 else { return nil }
        i += n
        return ()
    }
}
