/// A condition on a table's rows, for filters: `temp > 30 and weather == "rain"`,
/// `not (a <= b or c != 0)`, `day >= "2024-03-01"`, `abs(x - y) > 2`.
///
/// Comparisons (`==` or `=`, `!=`, `<`, `<=`, `>`, `>=`) of the expression language's values,
/// joined by `and`, `or` and `not` with parentheses. A quoted word compared with a text column is
/// text (`"rain"` or `'rain'`), with a date column a date, with a number a number; a quoted name
/// that is a column and meets no text or date is that column, as in expressions. A row with a gap
/// in a compared value fails the comparison (`!=` too). Mistakes are `ExpressionError`s naming
/// the position.
public indirect enum RowCondition: Hashable, Sendable {
    /// `a op b`.
    case compare(Operand, Comparison, Operand)
    /// Both hold.
    case and(RowCondition, RowCondition)
    /// Either holds.
    case or(RowCondition, RowCondition)
    /// It does not hold.
    case not(RowCondition)

    /// One side of a comparison.
    public enum Operand: Hashable, Sendable {
        /// A value of the expression language (a number, a column, arithmetic, a function).
        case expression(Expression)
        /// A quoted word: text, a date or a number by what it meets, or a column it names
        /// (double quotes only: single quotes are always text).
        case quoted(String, singleQuoted: Bool)
    }

    /// How two sides compare.
    public enum Comparison: String, Hashable, Sendable, CaseIterable {
        case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="

        /// The comparison with its sides swapped (`a < b` is `b > a`).
        public var flipped: Comparison {
            switch self {
            case .equal, .notEqual: self
            case .less: .greater
            case .lessOrEqual: .greaterOrEqual
            case .greater: .less
            case .greaterOrEqual: .lessOrEqual
            }
        }

        /// Whether `a op b` holds for two values of one kind.
        @inline(__always)
        func holds<T: Comparable>(_ a: T, _ b: T) -> Bool {
            switch self {
            case .equal: a == b
            case .notEqual: a != b
            case .less: a < b
            case .lessOrEqual: a <= b
            case .greater: a > b
            case .greaterOrEqual: a >= b
            }
        }
    }

    /// Parses `text`.
    public static func parse(_ text: String) throws -> RowCondition {
        var p = RowConditionParser(ExpressionParser(Array(text)))
        let c = try p.disjunction()
        p.base.skipSpaces()
        guard p.base.atEnd else { throw ExpressionError("unexpected '\(p.base.current!)' (conditions join with and, or, not)", at: p.base.position) }
        return c
    }

    /// The columns it may read (quoted words included, which may be text rather than columns).
    public var names: [String] {
        var out: [String] = []
        func add(_ o: Operand) {
            switch o {
            case .expression(let e): for c in e.columns where !out.contains(c) { out.append(c) }
            case .quoted(let s, false): if !out.contains(s) { out.append(s) }
            case .quoted: break
            }
        }
        func walk(_ c: RowCondition) {
            switch c {
            case .compare(let a, _, let b): add(a); add(b)
            case .and(let a, let b), .or(let a, let b): walk(a); walk(b)
            case .not(let a): walk(a)
            }
        }
        walk(self)
        return out
    }
}

/// Recursive descent for conditions over the expression parser (which reads each side).
struct RowConditionParser {
    var base: ExpressionParser

    init(_ base: ExpressionParser) { self.base = base }

    /// disjunction := conjunction ('or' conjunction)*
    mutating func disjunction() throws -> RowCondition {
        var c = try conjunction()
        while keyword("or") { c = .or(c, try conjunction()) }
        return c
    }

    /// conjunction := negation ('and' negation)*
    mutating func conjunction() throws -> RowCondition {
        var c = try negation()
        while keyword("and") { c = .and(c, try negation()) }
        return c
    }

    /// negation := 'not' negation | '(' disjunction ')' | comparison
    mutating func negation() throws -> RowCondition {
        try base.count()
        if keyword("not") { return .not(try negation()) }
        base.skipSpaces()
        if base.current == "(" {
            // A condition in parentheses, unless they hold arithmetic: `(a + b) > 3`.
            let start = base.position
            base.position += 1
            if let inner = try? disjunction() {
                base.skipSpaces()
                if base.current == ")" {
                    base.position += 1
                    if comparison(peek: true) == nil { return inner }
                }
            }
            base.position = start
        }
        return try comparisonTerm()
    }

    /// comparison := operand op operand
    mutating func comparisonTerm() throws -> RowCondition {
        let a = try operand()
        base.skipSpaces()
        let at = base.position
        guard let op = comparison(peek: false) else {
            if base.atEnd { throw ExpressionError("a condition compares two values (==, !=, <, <=, >, >=)", at: at) }
            throw ExpressionError("expected a comparison (==, !=, <, <=, >, >=), not '\(base.current!)'", at: at)
        }
        return .compare(a, op, try operand())
    }

    /// A quoted word standing alone before a comparison, a keyword or the end; else an expression.
    mutating func operand() throws -> RowCondition.Operand {
        base.skipSpaces()
        guard let q = base.current, q == "\"" || q == "'" else { return .expression(try base.expression()) }
        let start = base.position
        base.position += 1
        var word = ""
        while let d = base.current, d != q { word.append(d); base.position += 1 }
        guard base.current == q else { throw ExpressionError("a quoted word is not closed", at: start) }
        base.position += 1
        base.skipSpaces()
        let alone = base.atEnd || base.current == ")" || comparison(peek: true) != nil || atKeyword
        if alone || q == "'" {
            guard alone else { throw ExpressionError("'\(word)' in single quotes is text: it cannot be computed with", at: start) }
            return .quoted(word, singleQuoted: q == "'")
        }
        // A quoted column in arithmetic: read it again as an expression.
        base.position = start
        return .expression(try base.expression())
    }

    /// Whether an `and`, `or` or `not` begins here.
    var atKeyword: Bool {
        var copy = self
        return copy.keyword("and") || copy.keyword("or") || copy.keyword("not")
    }

    /// Reads `word` when it stands here as a word of its own.
    mutating func keyword(_ word: String) -> Bool {
        base.skipSpaces()
        let chars = Array(word)
        let end = base.position + chars.count
        guard end <= base.chars.count, Array(base.chars[base.position..<end]) == chars else { return false }
        if end < base.chars.count, base.chars[end].isLetter || base.chars[end].isNumber || base.chars[end] == "_" || base.chars[end] == "." { return false }
        base.position = end
        return true
    }

    /// The comparison operator here, read (unless `peek`).
    mutating func comparison(peek: Bool) -> RowCondition.Comparison? {
        base.skipSpaces()
        let p = base.position, c = base.chars
        guard p < c.count else { return nil }
        let two = p + 1 < c.count ? String(c[p...(p + 1)]) : ""
        let op: RowCondition.Comparison?
        var length = 2
        switch two {
        case "==": op = .equal
        case "!=", "<>": op = .notEqual
        case "<=": op = .lessOrEqual
        case ">=": op = .greaterOrEqual
        default:
            length = 1
            switch c[p] {
            case "=": op = .equal
            case "<": op = .less
            case ">": op = .greater
            default: op = nil
            }
        }
        if op != nil, !peek { base.position += length }
        return op
    }
}
