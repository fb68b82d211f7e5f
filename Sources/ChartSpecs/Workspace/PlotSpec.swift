/// One plot of a workspace: which columns it shows and how. Unset fields take the workspace's
/// (its x, its kind) or the builder's choice.
public struct PlotSpec: Codable, Hashable, Sendable {
    /// line, bar, scatter, area, step… (one of `ChartSpec.kinds`); nil lets the builder choose.
    public var kind: String?
    /// The x column (name or 1-based number), `ChartSpec.rowNumber` for the row number; nil uses the workspace's.
    public var x: String?
    /// The y columns.
    public var y: [String]?
    /// A column whose values split the rows into one series each.
    public var groupBy: String?
    /// Bars of rows per text key: count, sum or mean (of the y columns).
    public var aggregate: String?
    /// A split's bars stacked in one column per key (true) rather than standing side by side.
    public var stacked: Bool?
    /// The plot's title; nil names its columns.
    public var title: String?
    /// The plot's share of the stack (1 by default).
    public var size: Double?
    /// Whether the plot's x range follows the other plots' (true by default, when x is of one kind).
    public var linked: Bool?
    /// A histogram's number of bins (Freedman–Diaconis when unset).
    public var bins: Int?
    /// Only the rows with x in [lo, hi] (a histogram or spectrum of the view it was made from).
    public var xRange: [Double]?
    /// A histogram's heights, `count` (the default) or `density`; a spectrum's axes, `log` (dB
    /// over log frequency, the default) or `linear`.
    public var scale: String?
    /// Reference lines and notes pinned on the plot.
    public var annotations: [AnnotationSpec]?
    /// The series hidden (by name; a legend click hides one and shows it again).
    public var hidden: [String]?
    /// Cursors A and B where they stand (placed with `a` and `b`).
    public var cursors: CursorSpec?
    /// The axes spaced by decades: `[y]`, `[x]` or both (values ≤ 0 are left out, with a banner).
    public var log: [String]?
    /// The y columns read on a right-hand axis (a column of another size than the rest); `y_right` in the file.
    public var yRight: [String]?
    /// `equal`: one unit of x as long as one of y (a map); nil: each axis fits its data.
    public var aspect: String?
    /// The plot's x axis settings (its title renamed in the window); `x_axis` in the file.
    public var xAxis: ChartSpec.Axis?
    /// The plot's y axis settings; `y_axis` in the file.
    public var yAxis: ChartSpec.Axis?

    /// A plot with every field unset.
    public init() {}

    /// A plot of `y` against `x`.
    public init(kind: String? = nil, x: String? = nil, y: [String]?, groupBy: String? = nil, aggregate: String? = nil) {
        self.kind = kind
        self.x = x
        self.y = y
        self.groupBy = groupBy
        self.aggregate = aggregate
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case kind, x, y, aggregate, stacked, title, size, linked, bins, annotations, scale, hidden, cursors, log, aspect
        case groupBy = "group_by"
        case xRange = "x_range"
        case yRight = "y_right"
        case xAxis = "x_axis"
        case yAxis = "y_axis"
    }
}
