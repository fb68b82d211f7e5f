/// How two stroked segments meet.
public enum LineJoin: String, Sendable, CaseIterable {
    case miter, round, bevel
}

/// How an open stroke ends.
public enum LineCap: String, Sendable, CaseIterable {
    case butt, round, square
}

/// Width, joins, caps and dashes of a stroked path.
public struct StrokeStyle: Hashable, Sendable {
    public var width: Double
    public var join: LineJoin
    public var cap: LineCap
    /// Alternating on/off lengths in pixels; empty means solid.
    public var dash: [Double]
    /// Offset into the dash pattern at the start of the path.
    public var dashPhase: Double
    /// Longest miter, as a multiple of half the width, before a miter join becomes a bevel.
    public var miterLimit: Double

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
