/// A small, safe expression language over a table's columns, for derived series:
/// `(a - b) / c * 100`, `abs(x)`, `sqrt(a^2 + b^2)`, `"wind speed" * 3.6`, `movavg(temp, 10)`.
///
/// Numbers, column names (bare when they are one word, in double quotes or backticks when they
/// hold spaces or symbols), `+ - * / ^`, parentheses and the functions in `Expression.functions`.
/// Nothing else: no variables, no loops, no calls out. A mistake is an `ExpressionError` naming
/// the position (0-based, in characters) where it was found.
public indirect enum Expression: Hashable, Sendable {
    /// A number.
    case number(Double)
    /// A column, by name.
    case column(String)
    /// `-x`.
    case negate(Expression)
    /// `a op b` for op in `+ - * / ^`.
    case binary(Character, Expression, Expression)
    /// `name(arguments)`.
    case call(String, [Expression])

    /// The functions and how many arguments each takes.
    public static let functions: [String: ClosedRange<Int>] = [
        "abs": 1...1, "log": 1...1, "log10": 1...1, "exp": 1...1, "sqrt": 1...1, "sin": 1...1, "cos": 1...1,
        "tan": 1...1, "min": 2...2, "max": 2...2,
        // Transforms along the rows (x: the table's x, see `Evaluator`).
        "deriv": 1...2, "integral": 1...2, "movavg": 2...2, "movmedian": 2...2,
        // A duration in seconds (what `10min` reads as): a moving window in time, not rows.
        "seconds": 1...1,
    ]

    /// The units a number may carry to make it a duration, in seconds each.
    public static let durationUnits: [String: Double] = ["ms": 0.001, "s": 1, "min": 60, "h": 3600, "d": 86400]

    /// At most this many numbers, columns, operators and calls in one expression (so parsing,
    /// computing and freeing it never recurse deeper than the stack allows).
    public static let maximumTerms = 500

    /// Parses `text`.
    public static func parse(_ text: String) throws -> Expression {
        var p = ExpressionParser(Array(text))
        let e = try p.expression()
        p.skipSpaces()
        guard p.atEnd else { throw ExpressionError("unexpected '\(p.current!)'", at: p.position) }
        return e
    }

    /// The columns it names, in order of first use.
    public var columns: [String] {
        var out: [String] = []
        func walk(_ e: Expression) {
            switch e {
            case .number: break
            case .column(let c): if !out.contains(c) { out.append(c) }
            case .negate(let a): walk(a)
            case .binary(_, let a, let b): walk(a); walk(b)
            case .call(_, let args): args.forEach(walk)
            }
        }
        walk(self)
        return out
    }
}

/// A mistake in an expression, or a column it cannot use, at a position in its text.
public struct ExpressionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var message: String
    /// Where, in characters from the start (nil when it is about the whole expression).
    public var position: Int?

    /// An error at `position`.
    public init(_ message: String, at position: Int? = nil) {
        self.message = message
        self.position = position
    }

    /// Where `word` first appears in `text`, in characters from the start (nil when it does not).
    static func position(of word: String, in text: String) -> Int? {
        text.range(of: word).map { text.distance(from: text.startIndex, to: $0.lowerBound) }
    }

    /// "message at 12".
    public var description: String { position.map { "\(message) at \($0)" } ?? message }

    /// The message, the expression and a caret under the position (for a terminal).
    public func pointing(into text: String) -> String {
        guard let p = position else { return "\(message): \(text)" }
        return "\(message) at \(p + 1):\n  \(text)\n  \(String(repeating: " ", count: p))^"
    }
}

/// Recursive descent over the characters of an expression.
struct ExpressionParser {
    let chars: [Character]
    var position = 0
    /// Terms read so far (see `Expression.maximumTerms`).
    var terms = 0

    /// Counts one more term, refusing past the limit.
    mutating func count() throws {
        terms += 1
        guard terms <= Expression.maximumTerms else {
            throw ExpressionError("the expression is too long (more than \(Expression.maximumTerms) terms)", at: position)
        }
    }

    init(_ chars: [Character]) { self.chars = chars }

    var atEnd: Bool { position >= chars.count }
    var current: Character? { atEnd ? nil : chars[position] }

    mutating func skipSpaces() { while let c = current, c.isWhitespace { position += 1 } }

    /// expression := term (('+' | '-') term)*
    mutating func expression() throws -> Expression {
        var e = try term()
        while true {
            skipSpaces()
            guard let c = current, c == "+" || c == "-" else { return e }
            position += 1
            e = .binary(c, e, try term())
        }
    }

    /// term := unary (('*' | '/') unary)*
    mutating func term() throws -> Expression {
        var e = try unary()
        while true {
            skipSpaces()
            guard let c = current, c == "*" || c == "/" else { return e }
            position += 1
            e = .binary(c, e, try unary())
        }
    }

    /// unary := '-' unary | power
    mutating func unary() throws -> Expression {
        try count()
        skipSpaces()
        if current == "-" { position += 1; return .negate(try unary()) }
        if current == "+" { position += 1; return try unary() }
        return try power()
    }

    /// power := atom ('^' unary)?   (right-associative: 2^3^2 is 2^9)
    mutating func power() throws -> Expression {
        let base = try atom()
        skipSpaces()
        guard current == "^" else { return base }
        position += 1
        return .binary("^", base, try unary())
    }

    /// atom := number | name | quoted name | name '(' arguments ')' | '(' expression ')'
    mutating func atom() throws -> Expression {
        try count()
        skipSpaces()
        guard let c = current else { throw ExpressionError("the expression ends too soon", at: position) }
        let start = position
        if c == "(" {
            position += 1
            let e = try expression()
            skipSpaces()
            guard current == ")" else { throw ExpressionError("expected ')'", at: position) }
            position += 1
            return e
        }
        if c == "\"" || c == "`" {
            position += 1
            var name = ""
            while let d = current, d != c { name.append(d); position += 1 }
            guard current == c else { throw ExpressionError("a quoted name is not closed", at: start) }
            position += 1
            return .column(name)
        }
        if c.isNumber || c == "." {
            var text = ""
            while let d = current, d.isNumber || d == "." { text.append(d); position += 1 }
            if let e = current, e == "e" || e == "E" {
                // An exponent only when digits follow (else `e` starts a name: 2e is an error).
                var look = position + 1
                if look < chars.count, chars[look] == "-" || chars[look] == "+" { look += 1 }
                if look < chars.count, chars[look].isNumber {
                    text.append(contentsOf: chars[position..<look])
                    position = look
                    while let d = current, d.isNumber { text.append(d); position += 1 }
                }
            }
            guard let v = Double(text) else { throw ExpressionError("'\(text)' is not a number", at: start) }
            // A duration: a number with a unit straight after it (10s, 5min, 2h, 1d, 250ms).
            var unit = ""
            var look = position
            while look < chars.count, chars[look].isLetter { unit.append(chars[look]); look += 1 }
            if let factor = Expression.durationUnits[unit] {
                position = look
                return .call("seconds", [.number(v * factor)])
            }
            return .number(v)
        }
        if c.isLetter || c == "_" {
            var name = ""
            while let d = current, d.isLetter || d.isNumber || d == "_" || d == "." { name.append(d); position += 1 }
            skipSpaces()
            guard current == "(" else { return .column(name) }
            guard let arity = Expression.functions[name] else {
                throw ExpressionError("unknown function '\(name)' (there are \(Expression.functions.keys.sorted().joined(separator: ", ")))", at: start)
            }
            position += 1
            var args: [Expression] = []
            skipSpaces()
            if current != ")" {
                while true {
                    args.append(try expression())
                    skipSpaces()
                    if current == "," { position += 1; continue }
                    break
                }
            }
            guard current == ")" else { throw ExpressionError("expected ',' or ')'", at: position) }
            position += 1
            guard arity.contains(args.count) else {
                let want = arity.lowerBound == arity.upperBound ? "\(arity.lowerBound)" : "\(arity.lowerBound) or \(arity.upperBound)"
                throw ExpressionError("\(name) takes \(want) argument\(arity.upperBound == 1 ? "" : "s"), not \(args.count)", at: start)
            }
            return .call(name, args)
        }
        throw ExpressionError("unexpected '\(c)'", at: position)
    }
}
