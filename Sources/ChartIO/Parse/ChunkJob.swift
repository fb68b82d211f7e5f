import Foundation

/// What `ChunkedParser`'s parsing pass shares between threads: each chunk writes only its own
/// rows of the columns (numbers and text) and its own slot of outcomes.
struct ChunkJob: @unchecked Sendable {
    let base: UnsafePointer<UInt8>
    let bounds: [Int]
    /// Each chunk's first row; chunk k's rows end before `offsets[k + 1]`. Both are written
    /// before chunk k runs.
    let offsets: UnsafeMutableBufferPointer<Int>
    let out: [UnsafeMutablePointer<Double>]
    let outcomes: UnsafeMutableBufferPointer<ChunkedParser.Outcome>
    let delim: UInt8
    let comment: UInt8?
    let dates: [Bool]
    /// How each column writes its numbers.
    let forms: [NumberForm]
    /// Each column's place among the text columns, or -1 for a column of numbers or dates.
    let textSlots: [Int]
    /// Each text column's storage, by row (in the order of the text columns).
    let texts: [UnsafeMutablePointer<String>]
    /// Each column's decimal mark for the quick way (`points(...)`).
    let points: [UInt8]
    /// Whether a row's errors are named here: with no quote in the body and no text column, a
    /// row's fields are its separators plus one, as the general parser counts them. Otherwise a
    /// bad row sends the file to the general parser, which names it.
    let plainErrors: Bool
    let dateOrder: DateOrder?
    let timeZone: TimeZone
    let release: (@Sendable (Range<Int>) -> Void)?
    let cancelled: (@Sendable () -> Bool)?
    let progress: ParseProgress?

    /// Each column's decimal mark for the quick way, or 0 where cells are read one by one
    /// (text, dates, durations, grouped points, and a decimal comma in a comma-separated file:
    /// there the comma ends the field, and `LocaleNumber` reads what the cell holds).
    static func points(kinds: [ColumnKind], forms: [NumberForm], delimiter: UInt8) -> [UInt8] {
        zip(kinds, forms).map { kind, form in
            let mark = kind == .date || kind == .text ? 0
                : form == .plain ? UInt8(ascii: ".") : form == .decimalComma ? UInt8(ascii: ",") : 0
            return mark == delimiter ? 0 : mark
        }
    }

    /// Called every `releaseWindow` bytes: hands back the pages behind, reports the bytes
    /// parsed, and tells whether to stop.
    func checkpoint(_ range: Range<Int>) -> Bool {
        release?(range)
        progress?.add(range.count)
        return cancelled?() == true
    }

    /// Parses chunk k into its rows and its slots.
    func run(_ k: Int) {
        for (c, column) in out.enumerated() where textSlots[c] < 0 {
            ChunkedParser.prefault(column + offsets[k], count: offsets[k + 1] - offsets[k])
        }
        var strings = texts.map { TextCells(into: $0) }
        var dateParser = DateParser(timeZone: timeZone)
        dateParser.order = dateOrder
        outcomes[k] = ChunkedParser.powersOfTen.withUnsafeBufferPointer { pow10 in
            DigitRun.scales.withUnsafeBufferPointer { scales in
                out.withUnsafeBufferPointer { columns in
                    // Lines of short numbers go the short way when every column holds plain numbers.
                    let plain = points.allSatisfy { $0 == UInt8(ascii: ".") }
                    return PowersOfFive.words.withUnsafeBufferPointer { fives in
                        let short = !plain ? nil : ShortRows(base: base, columns: columns.baseAddress!, width: columns.count,
                                                             delimiter: delim, comment: comment ?? 0x0A, pow10: pow10.baseAddress!,
                                                             scales: scales.baseAddress!, powersOfFive: fives.baseAddress!)
                        return parseChunk(from: bounds[k], to: bounds[k + 1], row0: offsets[k], rowLimit: offsets[k + 1],
                                   dateParser: &dateParser, strings: &strings, short: short, pow10: pow10.baseAddress!, scales: scales.baseAddress!,
                                   powersOfFive: fives.baseAddress!)
                    }
                }
            }
        }
    }

    /// A decimal (optional sign, up to 19 digits, optional fraction after `point` and
    /// exponent) ending at a field end, in one pass; nil (and `p` untouched) for anything
    /// else, which the general cell path reads.
    @inline(__always)
    func quickNumber(_ p: inout Int, _ end: Int, point: UInt8, pow10: UnsafePointer<Double>, scales: UnsafePointer<UInt64>,
                     powersOfFive: UnsafePointer<UInt64>) -> Double? {
        let b = base
        var i = p
        // The sign without a branch: random signs would be mispredicted half the time.
        let negative = i < end && b[i] == UInt8(ascii: "-")
        i &+= negative ? 1 : 0
        if point == UInt8(ascii: "."), i + 25 <= end, b[i + 20] | 0x20 == UInt8(ascii: "e"), let v = scientific19(at: i, powersOfFive: powersOfFive, scales: scales) {
            // numpy's default form, read at fixed places.
            p = i + 24
            return Double(bitPattern: v.bitPattern | (negative ? 1 << 63 : 0))
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var fraction = 0
        if i + 49 <= end {
            // Room for two runs of 24 digits and the point: read each without a loop.
            let (whole, n) = DigitRun.run24(at: b + i, scales: scales)
            i += n
            mantissa = whole
            if b[i] == point {
                i += 1
                let (part, f) = DigitRun.run24(at: b + i, scales: scales)
                i += f
                fraction = f
                guard f < 20 else { return nil }
                mantissa = mantissa &* scales[f] &+ part
            }
            digits = n + fraction
        } else {
            let first = i
            DigitRun.read(b, &i, end, &mantissa, scales: scales)
            digits = i - first
            if i < end, b[i] == point {
                i += 1
                let f0 = i
                DigitRun.read(b, &i, end, &mantissa, scales: scales)
                fraction = i - f0
                digits += fraction
            }
        }
        guard digits > 0, digits <= 19 else { return nil }
        var exponent = 0
        if i < end, b[i] | 0x20 == UInt8(ascii: "e") {
            i += 1
            var expNegative = false
            if i < end, b[i] == UInt8(ascii: "-") || b[i] == UInt8(ascii: "+") {
                expNegative = b[i] == UInt8(ascii: "-")
                i += 1
            }
            let e0 = i
            while i < end, b[i] &- 48 < 10, i - e0 < 5 { exponent = exponent * 10 + Int(b[i] &- 48); i += 1 }
            guard i > e0 else { return nil }
            if expNegative { exponent = -exponent }
        }
        if i < end {
            let c = b[i]
            guard c == delim || c == 0x0A || c == 0x0D else { return nil }
        }
        let scale = exponent - fraction
        var v: Double
        if digits <= 15, scale <= 0, scale >= -22 {
            // At most 15 digits fit a Double exactly, so one division by an exact power of ten rounds correctly.
            v = scale == 0 ? Double(mantissa) : Double(mantissa) / pow10[-scale]
        } else if let exact = EiselLemire.convert(mantissa, scale, powers: powersOfFive) {
            v = exact
        } else {
            return nil
        }
        p = i
        v = Double(bitPattern: v.bitPattern | (negative ? 1 << 63 : 0))
        return v
    }

    /// The number in numpy's `%.18e` form at `i` ending at a field end (25 bytes readable), or
    /// nil. Kept out of line: the other forms' path stays as small as it was.
    @inline(never)
    func scientific19(at i: Int, powersOfFive: UnsafePointer<UInt64>, scales: UnsafePointer<UInt64>) -> Double? {
        guard let (m, q) = DigitRun.scientific19(at: base + i, scales: scales) else { return nil }
        let c = base[i + 24]
        guard c == delim || c == 0x0A || c == 0x0D else { return nil }
        return EiselLemire.convert(m, q, powers: powersOfFive)
    }

    /// Parses lines in [start, end) into rows from `row0`.
    /// Rows are written in [row0, rowLimit); more rows than line feeds (lone carriage returns
    /// ending lines, or a file changed since it was counted) send the file to the general parser.
    func parseChunk(from start: Int, to end: Int, row0: Int, rowLimit: Int, dateParser: inout DateParser, strings: inout [TextCells],
                    short: ShortRows?, pow10: UnsafePointer<Double>, scales: UnsafePointer<UInt64>,
                    powersOfFive: UnsafePointer<UInt64>) -> ChunkedParser.Outcome {
        let b = base
        let width = out.count
        let cm = comment ?? 0x0A
        var p = start
        var row = row0
        var line = 0
        var released = start
        defer {
            release?(released..<end)
            progress?.add(end - released)
        }
        let windowed = release != nil || cancelled != nil || progress != nil
        let points = self.points
        if cancelled?() == true { return .cancelled }
        // After a run of lines the short way could not take, it is tried again only some lines on
        // (a column of long numbers would fail it on every line).
        var shortMisses = 0, shortAgain = 0
        while p < end {
            // The short way first; the line it cannot take goes through the full rules below.
            if let short, line >= shortAgain {
                let from = p
                short.read(&p, end: end, limit: windowed ? released + ChunkedParser.releaseWindow : end,
                           row: &row, rowLimit: rowLimit, line: &line)
                if p > from {
                    shortMisses = 0
                    if windowed, p - released >= ChunkedParser.releaseWindow {
                        if checkpoint(released..<p) { return .cancelled }
                        released = p
                    }
                    continue
                }
                shortMisses += 1
                if shortMisses >= 16 { shortAgain = line + 4096; shortMisses = 0 }
            }
            let c0 = b[p]
            if c0 == 0x0A { p += 1; line += 1; continue }
            if c0 == 0x0D { p += 1; if p < end, b[p] == 0x0A { p += 1 }; line += 1; continue }
            if c0 == cm {
                while p < end, b[p] != 0x0A { p += 1 }
                continue
            }
            if row >= rowLimit { return .fallBack }
            var col = 0
            while true {
                if col < width, points[col] != 0,
                   let v = quickNumber(&p, end, point: points[col], pow10: pow10, scales: scales, powersOfFive: powersOfFive) {
                    out[col][row] = v
                    col += 1
                    if p < end, b[p] == delim { p += 1; continue }
                    break
                }
                // A field: its cell [s, t) and where it ends (e, at a separator or line end).
                var s = p
                while s < end, b[s] == 0x20 { s += 1 }
                var e = s, t = s
                var escapes = false
                if s < end, b[s] == ChunkJob.quote {
                    guard let q = quotedField(at: s, end: end, line: &line) else { return .fallBack }
                    (s, t, e, escapes) = q
                } else {
                    while e < end {
                        let ch = b[e]
                        if ch == delim || ch == 0x0A || ch == 0x0D { break }
                        e += 1
                    }
                    t = e
                    while t > s, b[t - 1] == 0x20 || b[t - 1] == 0x09 { t -= 1 }
                }
                if col < width {
                    let cell = UnsafeBufferPointer(start: b + s, count: t - s)
                    if textSlots[col] >= 0 {
                        // Which of a record's errors the general parser names first depends on
                        // the whole record: it tells.
                        guard strings[textSlots[col]].write(cell, escapes: escapes, row: row) else { return .fallBack }
                    } else if let v = dates[col] ? dateParser.parse(cell) : LocaleNumber.parse(cell, form: forms[col]) {
                        out[col][row] = v
                    } else if CellKinds.isMissing(cell) {
                        out[col][row] = .nan
                    } else {
                        return .fallBack
                    }
                } else if t > s {
                    // Counted as the general parser counts only when no field is quoted or text.
                    guard plainErrors else { return .fallBack }
                    var fields = col + 1
                    var q = e
                    while q < end, b[q] != 0x0A, b[q] != 0x0D { if b[q] == delim { fields += 1 }; q += 1 }
                    return .error(line: line, column: col + 1, message: "this row has \(fields) fields but the header has \(width)")
                }
                col += 1
                p = e
                if p < end, b[p] == delim { p += 1; continue }
                break
            }
            while col < width {
                if textSlots[col] >= 0 { texts[textSlots[col]][row] = "" } else { out[col][row] = .nan }
                col += 1
            }
            row += 1
            if windowed, p - released >= ChunkedParser.releaseWindow {
                if checkpoint(released..<p) { return .cancelled }
                released = p
            }
            if p < end, b[p] == 0x0D { p += 1 }
            if p < end, b[p] == 0x0A { p += 1 }
            line += 1
        }
        return .rows(row - row0)
    }

    /// The double quote that opens a quoted field.
    static let quote = UInt8(ascii: "\"")

    /// The quoted field opening at `s`, as `RecordScanner` reads it: its cell, where the field
    /// ends, and whether the cell holds doubled quotes; line feeds inside count in `line`.
    /// Nil when the quote is not closed before `end`: the field goes on into the next chunk (the
    /// cut was inside it) or is never closed, and either way the general parser must read it.
    @inline(never)
    func quotedField(at s: Int, end: Int, line: inout Int) -> (start: Int, end: Int, next: Int, escapes: Bool)? {
        let b = base
        guard let (j, escapes, lines) = RecordScanner.closingQuote(b, from: s, end: end) else { return nil }
        line += lines
        var e = j + 1
        while e < end, b[e] == 0x20 { e += 1 }
        guard e < end, b[e] != delim, b[e] != 0x0A, b[e] != 0x0D else { return (s + 1, j, e, escapes) }
        // Text after the closing quote: the cell runs on to the separator, quote and all.
        while e < end, b[e] != delim, b[e] != 0x0A, b[e] != 0x0D { e += 1 }
        return (s + 1, e, e, escapes)
    }
}
