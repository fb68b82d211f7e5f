/// How pies, donuts and radar charts look (Graffeine's radial segment, line and polygon layers).
public struct RadialStyle: Hashable, Sendable {
    /// Hole in the middle as a fraction of the radius: 0 for a pie, about 0.55 for a donut.
    public var innerRadius: Double
    /// Outer radius as a fraction of the largest circle that fits the plot.
    public var outerRadius: Double
    /// Angle of the first segment's start (or the first spoke), in degrees clockwise from 12 o'clock.
    public var startAngle: Double
    /// Gap between pie segments, in points.
    public var segmentGap: Double
    /// Colours per segment (pie) overriding the palette.
    public var colors: [Color]?
    /// How far the selected segment moves outward, in points.
    public var selectedOffset: Double
    /// Radar: the polygon's fill opacity (0 for outline only).
    public var fillOpacity: Double
    /// Radar: number of concentric grid rings.
    public var rings: Int

    /// Creates a radial style; the defaults draw a full pie at 90% of the available radius.
    public init(innerRadius: Double = 0, outerRadius: Double = 0.9, startAngle: Double = 0, segmentGap: Double = 1.5,
                colors: [Color]? = nil, selectedOffset: Double = 10, fillOpacity: Double = 0.25, rings: Int = 4) {
        self.innerRadius = innerRadius
        self.outerRadius = outerRadius
        self.startAngle = startAngle
        self.segmentGap = segmentGap
        self.colors = colors
        self.selectedOffset = selectedOffset
        self.fillOpacity = fillOpacity
        self.rings = rings
    }

    /// A donut: a pie with a hole of `hole` of the radius.
    public static func donut(_ hole: Double = 0.55) -> RadialStyle { RadialStyle(innerRadius: hole) }
}
