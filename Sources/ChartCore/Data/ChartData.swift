/// Everything a chart shows: its series and, for bars, the category names.
public struct ChartData: Hashable, Sendable {
    /// The series to draw, in palette and legend order.
    public var series: [Series]
    /// Names of the bar columns (or x labels for index-spaced lines).
    public var categories: [String]

    /// Creates chart data from series and optional category names (empty by default).
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
