/// How two stroked segments meet.
public enum LineJoin: String, Sendable, CaseIterable {
    /// Miter joins extend the edges to a point; round joins arc; bevel joins cut the corner flat.
    case miter, round, bevel
}

/// How an open stroke ends.
public enum LineCap: String, Sendable, CaseIterable {
    /// Butt caps end flush; round caps add a half-disc; square caps extend by half the width.
    case butt, round, square
}

/// Width, joins, caps and dashes of a stroked path.
public struct StrokeStyle: Hashable, Sendable {
    /// Stroke width in pixels.
    public var width: Double
    /// How consecutive segments meet at corners.
    public var join: LineJoin
    /// How the two ends of an open stroke are finished.
    public var cap: LineCap
    /// Alternating on/off lengths in pixels; empty means solid.
    public var dash: [Double]
    /// Offset into the dash pattern at the start of the path.
    public var dashPhase: Double
    /// Longest miter, as a multiple of half the width, before a miter join becomes a bevel.
    public var miterLimit: Double

    /// Creates a stroke style; the default is a solid 1-pixel line with miter joins and butt caps.
    public init(width: Double = 1, join: LineJoin = .miter, cap: LineCap = .butt,
                dash: [Double] = [], dashPhase: Double = 0, miterLimit: Double = 4) {
        self.width = width
        self.join = join
        self.cap = cap
        self.dash = dash
        self.dashPhase = dashPhase
        self.miterLimit = miterLimit
    }
}
