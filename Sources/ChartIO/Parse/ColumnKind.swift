/// What a column holds, as inferred from its cells.
enum ColumnKind: Equatable {
    case number, date, text, empty
}

/// Cell classification used by inference.
enum CellKinds {
    /// Spellings of "no value": empty, `-`, `.`, `?` (the UCI repository's and Weka's), NA, NaN,
    /// N/A, nil, null, None.
    static func isMissing(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        switch b.count {
        case 0: return true
        case 1: return b[0] == UInt8(ascii: "-") || b[0] == UInt8(ascii: ".") || b[0] == UInt8(ascii: "?")
        case 2: return (b[0] | 0x20) == UInt8(ascii: "n") && (b[1] | 0x20) == UInt8(ascii: "a")
        case 3:
            let s = (b[0] | 0x20, b[1], b[2] | 0x20)
            return (s.0 == UInt8(ascii: "n") && (b[1] | 0x20) == UInt8(ascii: "a") && s.2 == UInt8(ascii: "n"))
                || (s.0 == UInt8(ascii: "n") && s.1 == UInt8(ascii: "/") && s.2 == UInt8(ascii: "a"))
                || (s.0 == UInt8(ascii: "n") && (b[1] | 0x20) == UInt8(ascii: "i") && s.2 == UInt8(ascii: "l"))
        case 4:
            let l = (b[0] | 0x20, b[1] | 0x20, b[2] | 0x20, b[3] | 0x20)
            return (l.0, l.1, l.2, l.3) == (UInt8(ascii: "n"), UInt8(ascii: "u"), UInt8(ascii: "l"), UInt8(ascii: "l"))
                || (l.0, l.1, l.2, l.3) == (UInt8(ascii: "n"), UInt8(ascii: "o"), UInt8(ascii: "n"), UInt8(ascii: "e"))
        default: return false
        }
    }

    /// Whether a column name suggests Unix epoch times.
    static func looksLikeTimeName(_ name: String) -> Bool {
        let n = name.lowercased()
        return ["time", "timestamp", "epoch", "unix", "ts", "datetime", "date", "created", "updated"].contains(n)
            || n.hasSuffix("_time") || n.hasSuffix("_ts") || n.hasSuffix("time") || n.hasSuffix("_at")
            || n.hasPrefix("time") || n.hasPrefix("timestamp")
    }
}
