import ChartIO
import ChartSpecs

/// A row condition (`--filter`, `= where …`, a spec's `filter:`) as a ClickHouse WHERE clause,
/// built from the schema's quoted identifiers and literals only — the condition's text is never
/// spliced in. It keeps the rows the condition keeps in a file: a column is compared with a
/// number, a quoted word (text beside a text column, a date beside a date column) or another
/// column; a gap (NULL, NaN, an empty text) fails every comparison.
public enum ClickHouseWhere {
    /// The WHERE clause for condition `text` over `schema`'s columns.
    public static func sql(_ text: String, schema: ClickHouseSchema) throws -> String {
        try sql(RowCondition.parse(text), schema: schema, text: text)
    }

    static func sql(_ c: RowCondition, schema: ClickHouseSchema, text: String) throws -> String {
        switch c {
        case .and(let a, let b): return "(\(try sql(a, schema: schema, text: text)) AND \(try sql(b, schema: schema, text: text)))"
        case .or(let a, let b): return "(\(try sql(a, schema: schema, text: text)) OR \(try sql(b, schema: schema, text: text)))"
        case .not(let a): return "NOT (\(try sql(a, schema: schema, text: text)))"
        case .compare(let l, let op, let r): return try compare(l, op, r, schema: schema, text: text)
        }
    }

    /// One side read against the schema.
    enum Side {
        case column(ClickHouseSchema.Column)
        case number(Double)
        case word(String)
    }

    /// One side, read beside `other` (read first): a double-quoted word beside a text or date
    /// column is a value, else the column it names, if any — as a file's condition reads it.
    static func side(_ o: RowCondition.Operand, beside other: Side?, schema: ClickHouseSchema, text: String) throws -> Side {
        switch o {
        case .quoted(ChartSpec.rowNumber, _):
            throw refusal("the row number is not asked of ClickHouse", text)
        case .quoted(let name, false):
            if case .column(let c)? = other, kind(c) != .number { return .word(name) }
            return schema.column(name).map { .column($0) } ?? .word(name)
        case .expression(.column(let name)):
            guard let c = schema.column(name) else { throw refusal("no column '\(name)' in the table", text) }
            return .column(c)
        case .expression(.number(let v)): return .number(v)
        case .expression(.negate(.number(let v))): return .number(-v)
        case .quoted(let s, _): return .word(s)
        case .expression:
            throw refusal("only columns compared with values or columns are asked of ClickHouse (no arithmetic or functions)", text)
        }
    }

    static func compare(_ l: RowCondition.Operand, _ op: RowCondition.Comparison, _ r: RowCondition.Operand,
                        schema: ClickHouseSchema, text: String) throws -> String {
        // A quoted word takes its meaning from the other side: that side is read first.
        var a: Side, b: Side
        if case .quoted = l, !isQuoted(r) {
            b = try side(r, beside: nil, schema: schema, text: text)
            a = try side(l, beside: b, schema: schema, text: text)
        } else {
            a = try side(l, beside: nil, schema: schema, text: text)
            b = try side(r, beside: a, schema: schema, text: text)
        }
        var op = op
        // The column on the left.
        if case .column = b, !isColumn(a) { swap(&a, &b); op = op.flipped }
        guard case .column(let c) = a else { throw refusal("a condition compares a column with something", text) }
        let sqlOp = op == .equal ? "=" : op.rawValue
        switch b {
        case .column(let d):
            guard kind(c) == kind(d) else { throw refusal("'\(c.name)' and '\(d.name)' hold different kinds of values", text) }
            return kind(c) == .text ? textCompare(try textValue(c), sqlOp, try textValue(d))
                                    : numberCompare(try c.value(), sqlOp, try d.value())
        case .number(let v):
            guard kind(c) != .text else { throw refusal("'\(c.name)' is a text column: compare it with a quoted word", text) }
            return numberCompare(try c.value(), sqlOp, ClickHouseViewport.literal(v))
        case .word(let s):
            switch kind(c) {
            case .text: return textCompare(try textValue(c), sqlOp, ClickHouseIdentifier.literal(s))
            case .date:
                var p = DateParser()
                guard let t = p.parse(s) else { throw refusal("\"\(s)\" is not a date ('\(c.name)' holds dates)", text) }
                return numberCompare(try c.value(), sqlOp, ClickHouseViewport.literal(t))
            case .number:
                guard let v = Double(s) else { throw refusal("\"\(s)\" is not a number ('\(c.name)' holds numbers)", text) }
                return numberCompare(try c.value(), sqlOp, ClickHouseViewport.literal(v))
            }
        }
    }

    enum Kind { case number, date, text }

    static func kind(_ c: ClickHouseSchema.Column) -> Kind { c.isDate ? .date : c.isNumber ? .number : .text }

    static func isQuoted(_ o: RowCondition.Operand) -> Bool {
        if case .quoted = o { return true }
        return false
    }

    static func isColumn(_ s: Side) -> Bool {
        if case .column = s { return true }
        return false
    }

    /// A text column as text (an enum's name, a fixed string's bytes; empty for NULL).
    static func textValue(_ c: ClickHouseSchema.Column) throws -> String {
        "ifNull(toString(\(try ClickHouseIdentifier.quoted(c.name))), '')"
    }

    /// Numbers compared; a NaN (a NULL read as one) fails `!=` too.
    static func numberCompare(_ a: String, _ op: String, _ b: String) -> String {
        op == "!=" ? "(\(a) != \(b) AND NOT isNaN(\(a)) AND NOT isNaN(\(b)))" : "\(a) \(op) \(b)"
    }

    /// Texts compared; an empty text is a gap and fails every comparison.
    static func textCompare(_ a: String, _ op: String, _ b: String) -> String {
        "(\(a) \(op) \(b) AND \(a) != '' AND \(b) != '')"
    }

    static func refusal(_ why: String, _ text: String) -> ClickHouseError {
        ClickHouseError("filter \(text): \(why)")
    }
}
