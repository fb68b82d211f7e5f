/// The way a series is drawn.
public enum SeriesKind: String, Hashable, Sendable, CaseIterable {
    case line, bar
}

/// One point of a series (the ShinobiCharts-style data source hands these out).
public struct DataPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double
    /// Optional lower bound (Graffeine's `values.lo`): bars and line fills start here.
    public var lo: Double?

    public init(x: Double, y: Double, lo: Double? = nil) {
        self.x = x
        self.y = y
        self.lo = lo
    }
}

/// A named run of values with its kind and style; columnar storage.
///
/// `x` nil means the values are evenly spaced by index (0, 1, 2, …), as JBChartView lays them out.
/// NaN in `y` is a missing value: lines are drawn across it, bars and dots are skipped.
public struct Series: Hashable, Sendable {
    public var name: String
    public var kind: SeriesKind
    public var x: [Double]?
    public var y: [Double]
    /// Lower bounds per point (bars and fills start here instead of the baseline).
    public var lo: [Double]?
    public var line: LineStyle
    public var bar: BarStyle
    /// Hidden series keep their data but are not drawn (a legend click toggles this).
    public var isVisible: Bool
    /// Graffeine-style selection carried in the data: the selected point's index, if any.
    /// `ChartView.selection`, when set, takes precedence.
    public var selectedIndex: Int?

    public init(name: String, kind: SeriesKind = .line, x: [Double]? = nil, y: [Double], lo: [Double]? = nil,
                line: LineStyle = LineStyle(), bar: BarStyle = BarStyle(), isVisible: Bool = true) {
        self.name = name
        self.kind = kind
        self.x = x
        self.y = y
        self.lo = lo
        self.line = line
        self.bar = bar
        self.isVisible = isVisible
    }

    /// A series built from points.
    public init(name: String, kind: SeriesKind = .line, points: [DataPoint],
                line: LineStyle = LineStyle(), bar: BarStyle = BarStyle()) {
        let hasLo = points.contains { $0.lo != nil }
        self.init(name: name, kind: kind, x: points.map(\.x), y: points.map(\.y),
                  lo: hasLo ? points.map { $0.lo ?? .nan } : nil, line: line, bar: bar)
    }

    /// Number of points.
    public var count: Int { y.count }

    /// The x value of point `i` (its index when `x` is nil).
    @inline(__always)
    public func xValue(_ i: Int) -> Double {
        if let x, i < x.count { return x[i] }
        return Double(i)
    }

    /// The lower bound of point `i`, if any.
    public func loValue(_ i: Int) -> Double? {
        guard let lo, i < lo.count, lo[i].isFinite else { return nil }
        return lo[i]
    }
}

/// Everything a chart shows: its series and, for bars, the category names.
public struct ChartData: Hashable, Sendable {
    public var series: [Series]
    /// Names of the bar columns (or x labels for index-spaced lines).
    public var categories: [String]

    public init(series: [Series] = [], categories: [String] = []) {
        self.series = series
        self.categories = categories
    }

    /// True when no series has a point.
    public var isEmpty: Bool { series.allSatisfy { $0.y.isEmpty } }

    /// The selection carried in the data: the first series with a valid `selectedIndex`.
    public var selection: ChartSelection? {
        for (i, s) in series.enumerated() {
            if let k = s.selectedIndex, k >= 0, k < s.count { return ChartSelection(series: i, index: k) }
        }
        return nil
    }

    /// A copy with the selection carried in the data set to `selection` (nil clears it), as
    /// Graffeine hands updated data to its select handler for the app to apply.
    public func selecting(_ selection: ChartSelection?) -> ChartData {
        var d = self
        for i in d.series.indices {
            d.series[i].selectedIndex = selection?.series == i ? selection?.index : nil
        }
        return d
    }
}
