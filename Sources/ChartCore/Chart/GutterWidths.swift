/// The widths of a chart's left and right gutters, in pixels.
public struct GutterWidths: Equatable, Sendable {
    /// The left gutter's width.
    public var left = 0.0
    /// The right gutter's width.
    public var right = 0.0

    /// Widths of 0 (none imposed) unless given.
    public init(left: Double = 0, right: Double = 0) {
        self.left = left
        self.right = right
    }
}
