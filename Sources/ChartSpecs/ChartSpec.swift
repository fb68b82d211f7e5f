import ChartIO
import Foundation
import Yams

/// A declarative chart description (the viewer's counterpart of Graffeine's configuration class),
/// read from YAML or JSON. Every field is optional; command-line flags override it.
public struct ChartSpec: Codable, Hashable, Sendable {
    /// Axis settings.
    public struct Axis: Codable, Hashable, Sendable {
        /// The axis title; nil uses the column name (x) or the single y column's name.
        public var title: String?
        /// Lower end of a fixed axis range; used only together with a larger `max`.
        public var min: Double?
        /// Upper end of a fixed axis range; used only together with a smaller `min`.
        public var max: Double?
        /// Whether grid lines are drawn across this axis; nil keeps the chart's default.
        public var grid: Bool?
        /// Creates axis settings with every field unset.
        public init() {}

        enum CodingKeys: String, CodingKey, CaseIterable { case title, min, max, grid }
    }

    /// Per-series style, by series name (or column name).
    public struct Style: Codable, Hashable, Sendable {
        /// Series colour as CSS hex (`#rgb`, `#rrggbb` or `#rrggbbaa`); applies to lines and bars.
        public var color: String?
        /// Line width in points.
        public var width: Double?
        /// Line dash pattern in points (on, off, …); empty for a solid line.
        public var dash: [Double]?
        /// Whether the line is drawn as a smooth curve.
        public var smooth: Bool?
        /// Whether a dot is drawn at each point of the line.
        public var dots: Bool?
        /// Solid fill under the line, as CSS hex; nil leaves the area unfilled.
        public var fill: String?
        /// Creates a series style with every field unset.
        public init() {}

        enum CodingKeys: String, CodingKey, CaseIterable { case color, width, dash, smooth, dots, fill }
    }

    /// line, bar, scatter, area, step, candle or pie.
    public var kind: String?
    /// The x column (name or 1-based number).
    public var x: String?
    /// The y columns.
    public var y: [String]?
    /// A column whose values split the rows into one series each.
    public var groupBy: String?
    /// The chart title; nil uses the data file's name.
    public var title: String?
    /// The theme name, "light" or "dark"; nil keeps the current theme.
    public var theme: String?
    /// Settings for the horizontal (x) axis; `x_axis` in the file.
    public var xAxis: Axis?
    /// Settings for the vertical (y) axis; `y_axis` in the file.
    public var yAxis: Axis?
    /// Per-series styles keyed by series (or column) name.
    public var styles: [String: Style]?
    /// Keep the newest rows in view as the file grows.
    public var follow: Bool?
    /// Horizontal bars.
    public var horizontal: Bool?
    /// Bars of rows per text key: count, sum or mean (of the y columns).
    public var aggregate: String?
    /// A split's bars stacked in one column per key (true) rather than standing side by side.
    public var stacked: Bool?
    /// The workspace's plots; nil shows one plot from `kind`, `x`, `y` and `group_by`.
    public var plots: [PlotSpec]?
    /// How plots are arranged: vertical (stacked, the default) or horizontal (side by side).
    public var layout: String?
    /// An x offset per file (by file name) added to its x values, to align runs.
    public var offsets: [String: Double]?
    /// Derived columns, in order, each `NAME = EXPRESSION` over the columns before it.
    public var derived: [String]?
    /// Only the rows holding this condition are shown (`temp > 30 and weather == "rain"`; see `RowCondition`).
    public var filter: String?
    /// The rows picked out in every plot (a brush, a category clicked), as a row condition like `filter`.
    public var selection: String?
    /// The keys a bar plot of keys shows, in this order, the rest as "other" — set when a plot is
    /// built again over some of its rows, so its bars stay the same; never read from or written
    /// to a spec file.
    public var shownKeys: [String]?
    /// A histogram's number of bins (Freedman–Diaconis when unset).
    public var bins: Int?
    /// Only the rows with x in [lo, hi] (a histogram or spectrum of the view it was made from).
    public var xRange: [Double]?
    /// A histogram's heights, `count` (the default) or `density`; a spectrum's axes, `log` (dB
    /// over log frequency, the default) or `linear`.
    public var scale: String?
    /// Reference lines and notes pinned on the plot.
    public var annotations: [AnnotationSpec]?
    /// The axes spaced by decades: `[y]`, `[x]` or both (values ≤ 0 are left out, with a banner).
    public var log: [String]?
    /// The y columns read on a right-hand axis; `y_right` in the file.
    public var yRight: [String]?
    /// `equal`: one unit of x as long as one of y (a map of longitude and latitude); nil: each axis fits its data.
    public var aspect: String?
    /// The data to open when no FILE is given: a `clickhouse://` URL (without a password) or a
    /// file (relative to the spec's folder). A saved workspace of a ClickHouse source writes it.
    public var source: String?

    /// Creates an empty spec, leaving every choice to the builder and flags.
    public init() {}

    enum CodingKeys: String, CodingKey, CaseIterable {
        case kind, x, y, title, theme, styles, follow, horizontal, aggregate, stacked, plots, layout, offsets, derived, bins, annotations, scale, source, log, filter, selection, aspect
        case xRange = "x_range"
        case groupBy = "group_by"
        case yRight = "y_right"
        case xAxis = "x_axis"
        case yAxis = "y_axis"
    }

    /// The x of a plot against the row number.
    public static let rowNumber = "(row)"

    /// How bars can aggregate the rows of one key.
    public static let aggregates = ["count", "sum", "mean"]

    /// The candle chart kinds, which read columns named open, high, low and close.
    public static let candleKinds = ["candle", "candlestick", "ohlc"]

    /// The chart kinds the viewer knows.
    public static let kinds = ["line", "bar", "scatter", "area", "step", "candle", "candlestick", "ohlc", "pie", "donut", "radar",
                               "histogram", "spectrum"]

    /// Reads a spec file (JSON when it starts with `{`, YAML otherwise); errors are one line.
    public static func load(path: String) throws -> ChartSpec {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw DataError(file: path, message: "cannot read the spec file")
        }
        return try parse(data, name: path)
    }

    /// What in the spec file at `path` the viewer ignores: one `NAME:LINE: unknown key …` line a key.
    public static func warnings(path: String) -> [String] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        return SpecKeys.unknown(in: String(decoding: data, as: UTF8.self), name: path)
    }

    /// Parses spec text.
    public static func parse(_ data: Data, name: String) throws -> ChartSpec {
        let text = String(decoding: data, as: UTF8.self)
        let spec: ChartSpec
        do {
            if text.drop(while: { $0.isWhitespace }).first == "{" {
                spec = try JSONDecoder().decode(ChartSpec.self, from: data)
            } else if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                spec = ChartSpec()
            } else {
                spec = try YAMLDecoder().decode(ChartSpec.self, from: text)
            }
        } catch let e as DecodingError {
            throw DataError(file: name, message: "spec: \(describe(e))")
        } catch {
            throw DataError(file: name, message: "spec: \(String(describing: error).split(separator: "\n").first ?? "unreadable")")
        }
        try spec.validate(name: name)
        return spec
    }

    static func describe(_ e: DecodingError) -> String {
        switch e {
        case .typeMismatch(_, let c), .valueNotFound(_, let c), .dataCorrupted(let c):
            let path = c.codingPath.map(\.stringValue).joined(separator: ".")
            return (path.isEmpty ? "" : "\(path): ") + c.debugDescription
        case .keyNotFound(let k, _):
            return "missing \(k.stringValue)"
        @unknown default:
            return "unreadable"
        }
    }
}
