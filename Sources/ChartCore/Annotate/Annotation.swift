/// A mark a person pins on a chart: a horizontal or vertical reference line, or a note at a point.
public struct Annotation: Sendable, Equatable {
    /// What kind of mark.
    public enum Kind: String, Sendable, CaseIterable {
        /// A line across the plot at `y`.
        case horizontal
        /// A line across the plot at `x`.
        case vertical
        /// A text note pinned to the point (`x`, `y`).
        case note
    }

    /// What kind of mark this is.
    public var kind: Kind
    /// The data x of a vertical line or a note (unused by a horizontal line).
    public var x: Double
    /// The data y of a horizontal line or a note (unused by a vertical line).
    public var y: Double
    /// The note's text, or a line's label (may be empty).
    public var text: String

    /// A mark of `kind` at (`x`, `y`) reading `text`.
    public init(_ kind: Kind, x: Double = 0, y: Double = 0, text: String = "") {
        self.kind = kind
        self.x = x
        self.y = y
        self.text = text
    }

    /// A horizontal reference line at `y`.
    public static func horizontal(_ y: Double, text: String = "") -> Annotation { Annotation(.horizontal, y: y, text: text) }
    /// A vertical reference line at `x`.
    public static func vertical(_ x: Double, text: String = "") -> Annotation { Annotation(.vertical, x: x, text: text) }
    /// A note reading `text` pinned to (`x`, `y`).
    public static func note(_ text: String, x: Double, y: Double) -> Annotation { Annotation(.note, x: x, y: y, text: text) }

    /// Whether its coordinates are finite (a mark that is not is never drawn).
    public var isFinite: Bool {
        switch kind {
        case .horizontal: return y.isFinite
        case .vertical: return x.isFinite
        case .note: return x.isFinite && y.isFinite
        }
    }
}
