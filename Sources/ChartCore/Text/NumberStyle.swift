/// How numbers are written for a reader: the decimal mark and the mark grouping thousands
/// (`1,234.5`, `1.234,5`, `1 234,5`, `1234.5`). Text is made in the standard style and turned.
public struct NumberStyle: Hashable, Sendable {
    /// The decimal mark.
    public var decimal: Character
    /// The mark between groups of thousands; nil writes none.
    public var grouping: Character?

    /// `decimal` and `grouping` marks.
    public init(decimal: Character = ".", grouping: Character? = ",") {
        self.decimal = decimal
        self.grouping = grouping
    }

    /// `1,234.5`: what every number is made in.
    public static let standard = NumberStyle()

    /// The style a sample number shows: `1,234.5`, `1.234,5`, `1 234,5`, `1234.5` or `1234,5`;
    /// nil for anything else.
    public init?(sample: String) {
        let marks = sample.filter { !$0.isNumber }
        switch marks.count {
        case 1: self.init(decimal: marks.first!, grouping: nil)
        case 2 where marks.first != marks.last: self.init(decimal: marks.last!, grouping: marks.first!)
        default: return nil
        }
        guard [".", ","].contains(decimal), grouping.map({ [",", ".", " ", "'", "\u{202F}"].contains($0) }) ?? true,
              Array(sample.filter(\.isNumber)) == Array("12345") else { return nil }
    }

    /// `text` (a number in the standard style) in this style.
    public func apply(_ text: String) -> String {
        guard self != .standard else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for c in text {
            switch c {
            case ".": out.append(decimal)
            case ",": if let g = grouping { out.append(g) }
            default: out.append(c)
            }
        }
        return out
    }

    /// A sample in this style: `1,234.5`.
    public var sample: String { apply("1,234.5") }
}
