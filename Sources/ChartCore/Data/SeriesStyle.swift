/// How consecutive points of a line series are joined.
public enum LineInterpolation: String, Hashable, Sendable {
    /// Straight segments.
    case linear
    /// Horizontal then vertical: each value holds until the next point.
    case step
    /// No line at all (a scatter plot: markers only).
    case none
}

/// How a line series looks (JBChartView's per-line customisations).
public struct LineStyle: Hashable, Sendable {
    /// How points are joined (straight, stepped, or not at all for scatter plots).
    public var interpolation: LineInterpolation = .linear
    /// A marker drawn at every point (scatter plots); nil for none.
    public var marker: MarkerShape?
    /// Marker size in points.
    public var markerSize: Double = 6
    /// Diameter of the largest bubble, in points, when the series has per-point `size` values.
    public var maxBubbleSize: Double = 40
    /// Line colour; nil takes the palette colour for the series index.
    public var color: Color?
    /// Width in points.
    public var width: Double
    /// Dash pattern in points; empty for a solid line.
    public var dash: [Double]
    /// Draw a smooth curve (monotone cubic: it never overshoots the data).
    public var smoothed: Bool
    /// How the line bends at each point (round by default).
    public var join: LineJoin
    /// How the two ends of the line are finished (round by default).
    public var cap: LineCap
    /// Show a dot at each point.
    public var showsDots: Bool
    /// Dot radius in points; nil means 3× the line width (JBChartView's default).
    public var dotRadius: Double?
    /// Dot colour; nil takes the theme's dot colour.
    public var dotColor: Color?
    /// Fill between the line and the baseline (or the lower bounds): solid or gradient.
    public var fill: Paint?
    /// Without an explicit `fill`, fill the area in the line's own colour at this opacity.
    public var areaOpacity: Double?
    /// Paint the line itself with a gradient across the plot instead of `color`.
    public var gradient: LinearGradient?
    /// Colour of the line while one of its points is selected (default: its colour).
    public var selectionColor: Color?
    /// Fill while selected (default: its fill).
    public var selectionFill: Paint?
    /// Colour of the selected point's dot (default: the line colour).
    public var selectionDotColor: Color?
    /// Opacity of this line while another line is selected (default: the chart's, 20%).
    public var dimmedOpacity: Double?
    /// Taps never select this line, and it is not dimmed by other selections.
    public var ignoresSelection = false

    /// Creates a line style; by default a solid, unsmoothed 2-point line with round joins and caps.
    public init(color: Color? = nil, width: Double = 2, dash: [Double] = [], smoothed: Bool = false,
                join: LineJoin = .round, cap: LineCap = .round, showsDots: Bool = false,
                dotRadius: Double? = nil, dotColor: Color? = nil, fill: Paint? = nil,
                gradient: LinearGradient? = nil) {
        self.color = color
        self.width = width
        self.dash = dash
        self.smoothed = smoothed
        self.join = join
        self.cap = cap
        self.showsDots = showsDots
        self.dotRadius = dotRadius
        self.dotColor = dotColor
        self.fill = fill
        self.gradient = gradient
    }

    /// JBChartView's dashed line style.
    public static let dashPattern: [Double] = [6, 4]
}

/// How a bar series looks.
public struct BarStyle: Hashable, Sendable {
    /// Bar colour; nil takes the palette colour for the series (or bar, with one series).
    public var color: Color?
    /// Colours per bar index, overriding `color` where present.
    public var colors: [Color]?
    /// A gradient per bar, or across the whole plot when `gradientSpansPlot` is set.
    public var gradient: LinearGradient?
    /// Apply the gradient across the plot area (JBChartView's chart-wide gradient).
    public var gradientSpansPlot: Bool
    /// Rounded corners in points.
    public var cornerRadius: Double

    /// Creates a bar style; by default square-cornered bars in the palette colour.
    public init(color: Color? = nil, colors: [Color]? = nil, gradient: LinearGradient? = nil,
                gradientSpansPlot: Bool = false, cornerRadius: Double = 0) {
        self.color = color
        self.colors = colors
        self.gradient = gradient
        self.gradientSpansPlot = gradientSpansPlot
        self.cornerRadius = cornerRadius
    }
}
