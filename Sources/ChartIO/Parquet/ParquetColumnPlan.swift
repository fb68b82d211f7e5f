import Foundation

/// How one flat Parquet column becomes a table column: its physical type, nullability, and the
/// conversion of its stored values to numbers, instants (seconds since 1970) or text.
struct ParquetColumnPlan {
    enum Output { case number, date, text }

    var name: String
    /// Physical type: 0 BOOLEAN, 1 INT32, 2 INT64, 3 INT96, 4 FLOAT, 5 DOUBLE, 6 BYTE_ARRAY, 7 FIXED_LEN_BYTE_ARRAY.
    var physical: Int32
    var byteWidth: Int
    var optional: Bool
    var output: Output
    var unsigned = false
    /// Stored integers are ticks of this many per unit (timestamps: per second; decimals: 10^scale).
    var divisor: Double = 1
    /// Dates: days, multiplied to seconds.
    var days = false
    /// Integers counting `divisor` ticks a second (durations): split into whole seconds and a
    /// fraction, as instants are, so long ones keep their precision.
    var ticks = false
    /// A duration or a time of day: seconds whose axis reads as a clock.
    var duration = false
    /// Timestamps written as wall-clock times without a zone: read as local time, like a CSV's.
    var localWallClock = false
    var float16 = false
    /// Fixed-length bytes shown as hexadecimal (UUIDs).
    var hex = false

    var isPlainDouble: Bool { physical == 5 && divisor == 1 }

    /// Parquet's name for the physical type, for errors.
    var typeName: String {
        ["BOOLEAN", "INT32", "INT64", "INT96", "FLOAT", "DOUBLE", "BYTE_ARRAY", "FIXED_LEN_BYTE_ARRAY"][Int(physical)]
    }

    /// The plan for a leaf of the schema, or an error naming what is not supported.
    init(_ e: ParquetMetadata.SchemaElement) throws {
        name = e.name
        guard let p = e.physical, (0...7).contains(p) else {
            throw ParquetBits.Bad(reason: "has a physical type \(e.physical.map(String.init) ?? "none") that Parquet does not define")
        }
        physical = p
        optional = e.repetition == 1
        switch p {
        case 1, 4: byteWidth = 4
        case 2, 5: byteWidth = 8
        case 3: byteWidth = 12
        case 7:
            guard let w = e.typeLength, w > 0, w <= 1 << 20 else { throw ParquetBits.Bad(reason: "has a fixed length of \(e.typeLength ?? 0)") }
            byteWidth = Int(w)
        default: byteWidth = 0
        }
        output = p == 6 || p == 7 ? .text : p == 3 ? .date : .number
        var logical = e.logical
        if logical == nil || logical == .other(0), let c = e.converted {
            // The older converted types, for files written before logical types.
            switch c {
            case 0, 4, 19: logical = .string
            case 1, 2: logical = .nested("map")
            case 3: logical = .nested("list")
            case 5: logical = .decimal(scale: e.scale, precision: e.precision)
            case 6: logical = .date
            case 7: logical = .time(unit: 1_000)
            case 8: logical = .time(unit: 1_000_000)
            case 9: logical = .timestamp(unit: 1_000, utc: true)
            case 10: logical = .timestamp(unit: 1_000_000, utc: true)
            case 11...14: logical = .integer(bits: 8, signed: false)
            default: break
            }
        }
        switch logical {
        case .nested(let what)?:
            throw ParquetBits.Bad(reason: "is a \(what), a nested type Chartreuse does not read")
        case .decimal(let scale, _)?:
            guard (0...38).contains(scale), p == 1 || p == 2 || p == 6 || p == 7 else {
                throw ParquetBits.Bad(reason: "has a decimal of scale \(scale) stored as \(typeName)")
            }
            output = .number
            divisor = pow(10, Double(scale))
        case .date?:
            guard p == 1 else { throw ParquetBits.Bad(reason: "has a DATE stored as \(typeName)") }
            output = .date
            days = true
        case .timestamp(let unit, let utc)?:
            guard p == 2 else { throw ParquetBits.Bad(reason: "has a TIMESTAMP stored as \(typeName)") }
            output = .date
            divisor = Double(unit)
            localWallClock = !utc
        case .time(let unit)?:
            guard p == 1 || p == 2 else { throw ParquetBits.Bad(reason: "has a TIME stored as \(typeName)") }
            divisor = Double(unit)
            duration = true
        case .integer(_, let signed)?:
            unsigned = !signed
        case .float16?:
            guard p == 7, byteWidth == 2 else { throw ParquetBits.Bad(reason: "has a FLOAT16 of \(byteWidth) bytes") }
            output = .number
            float16 = true
        case .other(14)?:
            hex = p == 7
        default: break
        }
    }

    /// The most plain values `bytes` bytes can hold (booleans take a bit, strings at least their length's four bytes).
    func mostValues(inBytes bytes: Int) -> Int {
        physical == 0 ? bytes * 8 : physical == 6 ? bytes / 4 : bytes / Swift.max(byteWidth, 1)
    }

    /// A stored 32-bit integer as this column's number.
    @inline(__always)
    func int32(_ v: Int32) -> Double {
        unsigned ? convert(Double(UInt32(bitPattern: v))) : int64(Int64(v))
    }

    /// A stored 64-bit integer as this column's number (instants split into seconds and a
    /// fraction, so nanoseconds since 1970 keep their precision).
    @inline(__always)
    func int64(_ v: Int64) -> Double {
        if unsigned { return convert(Double(UInt64(bitPattern: v))) }
        if days { return Double(v) * 86_400 }
        if divisor == 1 { return Double(v) }
        if output == .date || ticks {
            let d = Int64(divisor)
            return Double(v / d) + Double(v % d) / divisor
        }
        return Double(v) / divisor
    }

    /// A stored floating-point or wide decimal value as this column's number.
    @inline(__always)
    func convert(_ v: Double) -> Double {
        days ? v * 86_400 : divisor == 1 ? v : v / divisor
    }
}
