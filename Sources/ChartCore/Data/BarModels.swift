/// A bar in SwiftCharts' terms: a constant position on the category axis and two values it spans.
public struct BarModel: Hashable, Sendable {
    /// Where the bar stands on the category axis (its column).
    public var constant: Double
    /// The value the bar starts at (its bottom, or left end when horizontal).
    public var axisValue1: Double
    /// The value the bar ends at (its top, or right end).
    public var axisValue2: Double
    /// The bar's colour; nil takes the palette.
    public var color: Color?

    /// Creates a bar at `constant` spanning `axisValue1`…`axisValue2` (from 0 by default).
    public init(constant: Double, axisValue1: Double = 0, axisValue2: Double, color: Color? = nil) {
        self.constant = constant
        self.axisValue1 = axisValue1
        self.axisValue2 = axisValue2
        self.color = color
    }
}

/// One frame of a stacked bar: its length in values and its colour.
public struct StackedBarItem: Hashable, Sendable {
    /// The frame's length in data values, added on top of the frames below it.
    public var quantity: Double
    /// The frame's colour; nil uses the series colour from the palette.
    public var color: Color?

    /// Creates a stacked-bar frame of the given length and optional colour.
    public init(quantity: Double, color: Color? = nil) {
        self.quantity = quantity
        self.color = color
    }
}

/// A stacked bar: a constant position, the value it starts at, and its frames bottom to top.
public struct StackedBarModel: Hashable, Sendable {
    /// Where the bar stands on the category axis (its column).
    public var constant: Double
    /// The value the first frame starts from (0 by default).
    public var start: Double
    /// The frames stacked from `start`, bottom to top.
    public var items: [StackedBarItem]

    /// Creates a stacked bar at `constant` whose frames pile up from `start`.
    public init(constant: Double, start: Double = 0, items: [StackedBarItem]) {
        self.constant = constant
        self.start = start
        self.items = items
    }
}

/// A group of (possibly stacked) bars sharing one constant position: grouped and grouped-stacked bars.
public struct BarGroupModel: Hashable, Sendable {
    /// Where the group stands on the category axis (its column).
    public var constant: Double
    /// The bars side by side in the group; a bar with one item is a plain bar.
    public var bars: [StackedBarModel]

    /// Creates a group of bars side by side at one category position.
    public init(constant: Double, bars: [StackedBarModel]) {
        self.constant = constant
        self.bars = bars
    }
}

/// Chart data from SwiftCharts-style bar models.
extension ChartData {
    /// The default label of a bar's constant: the number as an axis prints it (`3`, `2.5`).
    public static func barLabel(_ value: Double) -> String { Ticks.format(value, step: 1) }

    /// Plain bars: one series whose bars span axisValue1…axisValue2, one column per distinct constant.
    public static func bars(_ models: [BarModel], name: String = "Bars",
                            label: (Double) -> String = ChartData.barLabel) -> ChartData {
        let constants = Array(Set(models.map(\.constant).filter(\.isFinite))).sorted()
        let column = Dictionary(uniqueKeysWithValues: constants.enumerated().map { ($1, $0) })
        var y = [Double](repeating: .nan, count: constants.count), lo = y
        var colors = [Color](repeating: Color(hex: 0x0072B2), count: constants.count)
        var anyColor = false
        for m in models {
            guard let k = column[m.constant] else { continue }
            lo[k] = m.axisValue1
            y[k] = m.axisValue2
            if let c = m.color { colors[k] = c; anyColor = true }
        }
        var s = Series(name: name, kind: .bar, y: y, lo: lo)
        if anyColor { s.bar.colors = colors }
        return ChartData(series: [s], categories: constants.map(label))
    }

    /// Grouped (and stacked) bars: bar `b` of every group is a column slot, item `k` of it a
    /// series stacked on the items below. `names[k]` names the items (the legend entries).
    public static func groupedBars(_ groups: [BarGroupModel], itemNames names: [String] = [],
                                   label: (Double) -> String = ChartData.barLabel) -> ChartData {
        let sorted = groups.filter { $0.constant.isFinite }.sorted { $0.constant < $1.constant }
        let barCount = sorted.map(\.bars.count).max() ?? 0
        var series: [Series] = []
        for b in 0..<barCount {
            let itemCount = sorted.map { b < $0.bars.count ? $0.bars[b].items.count : 0 }.max() ?? 0
            for k in 0..<itemCount {
                var y = [Double](repeating: .nan, count: sorted.count), lo = y
                var colors: [Color] = []
                for (g, group) in sorted.enumerated() {
                    guard b < group.bars.count, k < group.bars[b].items.count else { colors.append(.black); continue }
                    let bar = group.bars[b]
                    let below = bar.items[..<k].reduce(bar.start) { $0 + $1.quantity }
                    lo[g] = below
                    y[g] = below + bar.items[k].quantity
                    colors.append(bar.items[k].color ?? .black)
                }
                let name = k < names.count ? names[k] : "Item \(k + 1)"
                var s = Series(name: barCount > 1 ? "\(name) (\(b + 1))" : name, kind: .bar, y: y, lo: lo)
                let own = sorted.compactMap { b < $0.bars.count && k < $0.bars[b].items.count ? $0.bars[b].items[k].color : nil }
                if let first = own.first {
                    // One colour for the item everywhere reads as the series colour (and the legend's).
                    if own.allSatisfy({ $0 == first }) { s.bar.color = first } else { s.bar.colors = colors }
                }
                s.stack = "bar\(b)"
                series.append(s)
            }
        }
        return ChartData(series: series, categories: sorted.map { label($0.constant) })
    }

    /// Stacked bars: one bar per model, its items stacked from `start`.
    public static func stackedBars(_ models: [StackedBarModel], itemNames names: [String] = [],
                                   label: (Double) -> String = ChartData.barLabel) -> ChartData {
        groupedBars(models.map { BarGroupModel(constant: $0.constant, bars: [$0]) }, itemNames: names, label: label)
    }
}
