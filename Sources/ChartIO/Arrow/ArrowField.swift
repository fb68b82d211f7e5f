import Foundation

/// One flat field of an Arrow schema and how its values become a table column: numbers,
/// instants (seconds since 1970) or text; dictionary-encoded fields look their values up.
struct ArrowField {
    enum Kind: Equatable {
        case null, bool
        case int(bits: Int, signed: Bool)
        /// 0 half, 1 single, 2 double.
        case float(precision: Int)
        /// Ticks per second of a stored integer (dates in days: `days`).
        case days, ticks(perSecond: Int64, bits: Int)
        case decimal(scale: Int, bytes: Int)
        case text(largeOffsets: Bool)
        /// Strings (or bytes) as 16-byte views: short ones inline, longer ones in data buffers.
        case textView
    }
    enum Output { case number, date, text }

    var name: String
    var kind: Kind = .null
    var output: Output = .number
    /// Instants stored without a zone: wall-clock times, read as local time (as a CSV's are).
    var localWallClock = false
    /// A duration or a time of day: seconds whose axis reads as a clock.
    var duration = false
    /// Dictionary-encoded: the dictionary's id and the indices' integer kind.
    var dictionary: (id: Int64, index: Kind)?

    /// Buffers the field takes in a record batch's fixed layout (validity first; a string view's
    /// data buffers come on top, as many as each batch says).
    var bufferCount: Int {
        if dictionary != nil { return 2 }
        switch kind {
        case .null: return 0
        case .text: return 3
        default: return 2
        }
    }

    /// The field described by a schema's Field table, or an error naming what is not read.
    init(_ t: FlatBuffer.Table) throws {
        let column = try t.string(0) ?? ""
        name = column
        let type = try t.scalar(2, UInt8(0))
        func bad(_ what: String) -> ArrowFieldError { ArrowFieldError(column: column, reason: what) }
        if type == 1 { kind = .null; output = .number; return }
        guard let body = try t.table(3) else { throw bad("has no type") }
        let unitTicks: [Int64] = [1, 1_000, 1_000_000, 1_000_000_000]
        func unit(_ i: Int, _ fallback: Int16) throws -> Int64 {
            let u = Int(try body.scalar(i, fallback))
            guard (0...3).contains(u) else { throw bad("has a time unit \(u) that Arrow does not define") }
            return unitTicks[u]
        }
        output = .number
        switch type {
        case 1: kind = .null
        case 2: kind = try Self.int(body, bad)
        case 3:
            let p = Int(try body.scalar(0, Int16(0)))
            guard (0...2).contains(p) else { throw bad("has a float precision \(p)") }
            kind = .float(precision: p)
        case 4, 5: kind = .text(largeOffsets: false); output = .text
        case 19, 20: kind = .text(largeOffsets: true); output = .text
        case 23, 24: kind = .textView; output = .text
        case 6: kind = .bool
        case 7:
            let bits = Int(try body.scalar(2, Int32(128))), scale = Int(try body.scalar(1, Int32(0)))
            guard bits == 128 || bits == 256, (0...76).contains(scale) else { throw bad("is a decimal of \(bits) bits and scale \(scale)") }
            kind = .decimal(scale: scale, bytes: bits / 8)
        case 8:
            kind = try body.scalar(0, Int16(1)) == 0 ? .days : .ticks(perSecond: 1_000, bits: 64)
            output = .date
        case 9:
            let bits = Int(try body.scalar(1, Int32(32)))
            guard bits == 32 || bits == 64 else { throw bad("is a time of \(bits) bits") }
            kind = .ticks(perSecond: try unit(0, 1), bits: bits)
            duration = true
        case 10:
            kind = .ticks(perSecond: try unit(0, 0), bits: 64)
            output = .date
            localWallClock = (try body.string(1) ?? "").isEmpty
        case 18:
            kind = .ticks(perSecond: try unit(0, 1), bits: 64)
            duration = true
        case 12, 13, 14, 16, 17, 21, 22, 25, 26:
            let names = [12: "list", 13: "struct", 14: "union", 16: "fixed-size list", 17: "map", 21: "large list",
                         22: "run-end encoded array", 25: "list view", 26: "large list view"]
            throw bad("is a \(names[Int(type)]!), a nested type Chartreuse does not read")
        case 11: throw bad("is an interval, which Chartreuse does not read")
        case 15: throw bad("is fixed-size binary, which Chartreuse does not read")
        default: throw bad("has an Arrow type \(type) that Chartreuse does not know")
        }
        if let d = try t.table(4) {
            guard let index = try d.table(1) else { throw bad("has a dictionary without an index type") }
            dictionary = (try d.scalar(0, Int64(0)), try Self.int(index, bad))
        }
    }

    private static func int(_ t: FlatBuffer.Table, _ bad: (String) -> ArrowFieldError) throws -> Kind {
        let bits = Int(try t.scalar(0, Int32(0)))
        guard [8, 16, 32, 64].contains(bits) else { throw bad("is an integer of \(bits) bits") }
        return .int(bits: bits, signed: try t.bool(1))
    }

    /// Bytes one value of `kind` takes (bits are rounded to whole values: booleans report 0).
    static func width(_ kind: Kind) -> Int {
        switch kind {
        case .int(let bits, _): return bits / 8
        case .float(let p): return [2, 4, 8][p]
        case .days: return 4
        case .ticks(_, let bits): return bits / 8
        case .decimal(_, let bytes): return bytes
        case .null, .bool, .text, .textView: return 0
        }
    }
}

/// A field that cannot be read, with its column's name.
struct ArrowFieldError: Error {
    var column: String
    var reason: String
}
