/// Table, database and column names made safe to put in a query: checked, then quoted.
public enum ClickHouseIdentifier {
    /// Why a name cannot be used.
    public struct Invalid: Error, CustomStringConvertible, Equatable {
        /// What is wrong, naming the kind of name.
        public let description: String
    }

    /// The longest name accepted (ClickHouse's own names are far shorter; a longer one is a mistake).
    public static let maximumLength = 256

    /// `name` in backquotes with backquotes and backslashes escaped, after checking it is a name at all:
    /// not empty, no longer than `maximumLength`, valid UTF-8 text without control characters.
    /// Whatever it holds (`x; DROP TABLE t`, quotes, backquotes) is then one identifier, never SQL.
    public static func quoted(_ name: String, kind: String = "column") throws -> String {
        try check(name, kind: kind)
        var out = "`"
        for ch in name.unicodeScalars {
            switch ch {
            case "`": out += "\\`"
            case "\\": out += "\\\\"
            default: out.unicodeScalars.append(ch)
            }
        }
        return out + "`"
    }

    /// Throws when `name` is not a usable identifier (see `quoted`).
    public static func check(_ name: String, kind: String) throws {
        if name.isEmpty { throw Invalid(description: "empty \(kind) name") }
        if name.utf8.count > maximumLength { throw Invalid(description: "\(kind) name longer than \(maximumLength) bytes") }
        if name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            throw Invalid(description: "\(kind) name '\(printable(name))' holds a control character")
        }
    }

    /// A string literal: single quotes, with quotes and backslashes escaped.
    public static func literal(_ s: String) -> String {
        var out = "'"
        for ch in s.unicodeScalars {
            switch ch {
            case "'": out += "\\'"
            case "\\": out += "\\\\"
            case "\0": out += "\\0"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(ch)
            }
        }
        return out + "'"
    }

    /// A name with control characters shown as `?`, for messages.
    static func printable(_ s: String) -> String {
        String(String.UnicodeScalarView(s.unicodeScalars.prefix(80).map { $0.value < 0x20 || $0.value == 0x7F ? "?" : $0 }))
    }
}
