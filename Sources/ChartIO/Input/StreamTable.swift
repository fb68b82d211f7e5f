import Foundation

/// The text of a stream so far and the table read from its complete lines: each parse reads
/// only the lines that arrived since the last one, appending them (or, when a new cell does
/// not fit its column's kind, reads all the text again).
struct StreamTable {
    let name: String
    let forms: TextForms
    /// All the text received.
    var text: [UInt8] = []
    /// The table read so far, and how many bytes and lines of `text` it covers.
    private(set) var table: ParsedTable?
    private var covered = 0
    private var lines = 0

    init(name: String, forms: TextForms) {
        self.name = name
        self.forms = forms
    }

    /// The table with the lines received since the last call, and the rows they added (nil: a
    /// whole new table); nil when there is nothing new yet. `final` takes a last line without
    /// its line feed, and JSON (read only whole).
    mutating func parse(final: Bool) throws -> (ParsedTable, Int?)? {
        var end = text.count
        if !final {
            guard let nl = text.lastIndex(of: 0x0A), nl + 1 > covered else { return nil }
            end = nl + 1
        }
        guard end > covered else {
            if final, table == nil { throw DataError(file: name, message: "the stream is empty") }
            return nil
        }
        // Parquet, Arrow and SQLite are read whole, once the stream has ended.
        if table == nil, text.count >= 16 || final, Self.isColumnar(text) {
            guard final else { return nil }
            let whole = try DataLoader.parse(Data(text), name: name, forms: forms)
            table = whole
            covered = text.count
            return (whole, nil)
        }
        if let previous = table {
            let region = Array(text[covered..<end])
            let appended: ParsedTable?
            do {
                appended = try Reloader.parseAppended(region, previous: previous, name: name, firstLine: lines)
            } catch let e as DataError where !final && e.message.contains("never closed") {
                return nil   // a quoted field with a line break, its end not here yet
            } catch {
                // The rows after these may be good: they are read from where these end.
                covered = end
                lines += region.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
                throw error
            }
            if let next = appended {
                table = next
                covered = end
                lines += region.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
                return (next, next.rows - previous.rows)
            }
        } else if !final {
            // The first table needs the header and a row, and JSON needs the whole document.
            let first = StreamInput.firstSignificant(text)
            if first == UInt8(ascii: "[") || (first == UInt8(ascii: "{") && !NDJSONReader.looksLikeLines(Data(text[0..<end]))) { return nil }
            if text[0..<end].reduce(0, { $0 + ($1 == 0x0A ? 1 : 0) }) < 2 { return nil }
        }
        let whole: ParsedTable
        do {
            whole = try DataLoader.parseText(Data(text[0..<end]), name: name, forms: forms)
        } catch where !final && table == nil && end < 1 << 16 {
            return nil   // perhaps only comments or blank lines so far: wait for more
        }
        table = whole
        covered = end
        lines = text[0..<end].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
        return (whole, nil)
    }

    /// Whether `bytes` begin a Parquet or Arrow file, an Arrow stream or a SQLite database: the
    /// magic, and a control byte among the first 64 (a CSV whose header begins `PAR1,` is text).
    static func isColumnar(_ bytes: [UInt8]) -> Bool {
        guard StreamInput.holdsControlByte(bytes.prefix(64)) else { return false }
        return bytes.starts(with: [0xFF, 0xFF, 0xFF, 0xFF])
            || bytes.withUnsafeBytes { ParquetReader.detect($0) || ArrowReader.detect($0) || SQLiteReader.detect($0) }
    }
}
