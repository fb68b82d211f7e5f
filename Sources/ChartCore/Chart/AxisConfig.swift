import Foundation

/// How labels line up with their ticks or bar columns (Graffeine's label alignment).
public enum LabelAlignment: String, Hashable, Sendable {
    /// Every label centred on its tick or column.
    case center
    /// First label left-aligned, last right-aligned, the rest centred (they stay inside the plot's span).
    case centerLeftRight
}

/// Settings of one axis: range, ticks, grid, labels and title.
public struct AxisConfig: Sendable {
    /// Axis title drawn in the gutter beside the labels.
    public var title: String?
    /// An explicit visible range; nil derives it from the data.
    public var range: ClosedRange<Double>?
    /// Fraction of the data span added on each side when the range comes from the data.
    public var rangePadding: Double
    /// Round the data-derived range outward to whole ticks.
    public var nice: Bool
    /// A fixed major tick step (major tick frequency override).
    public var majorTickInterval: Double?
    /// Preferred pixel distance between major ticks when no interval is set.
    public var tickSpacing: Double
    /// Minor subdivisions per major step (0 or 1 for none).
    public var minorTicksPerMajor: Int
    /// Draw grid lines across the plot at the major ticks.
    public var showsGrid: Bool
    /// Draw fainter grid lines at the minor ticks.
    public var showsMinorGrid: Bool
    /// Draw the tick labels in the gutter (without them the gutter shrinks to the marks).
    public var showsLabels: Bool
    /// Draw short tick marks on the gutter edge facing the plot.
    public var showsTickMarks: Bool
    /// Whether the end labels stay centred or are pulled inside the plot's span.
    public var labelAlignment: LabelAlignment
    /// Turns a value into its label; nil uses the step-aware default.
    public var formatter: (@Sendable (Double) -> String)?
    /// Set for a date-time axis (values are seconds since 1970): ticks and labels follow the calendar
    /// in this zone.
    public var timeZone: TimeZone?
    /// The decimal and thousands marks of the number labels (dates keep theirs).
    public var numberStyle = NumberStyle.standard
    /// Set for an axis of durations in seconds (not a date axis): ticks at whole seconds,
    /// minutes, hours or days, labelled `1:30:00` (see `DurationTicks`).
    public var durations = false

    /// One value as this axis writes it, to about `resolution` (a step in data units; for a date
    /// axis, seconds): the formatter's text, a date-time on a date axis (naming its zone when that
    /// is not the local one: "2024-03-05 14:30 UTC"), else a number. Crosshair tags, status lines
    /// and copied values use it, so they read like the ticks.
    public func text(_ v: Double, resolution: Double) -> String {
        if let formatter { return formatter(v) }
        if let timeZone {
            let t = DateTicks.format(v, resolution: resolution, timeZone: timeZone)
            guard timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: v)) != TimeZone.current.secondsFromGMT(for: Date(timeIntervalSince1970: v)),
                  resolution < 86_400 else { return t }
            return t + " " + (timeZone.abbreviation(for: Date(timeIntervalSince1970: v)) ?? timeZone.identifier)
        }
        if durations { return DurationTicks.format(v, step: resolution) }
        return numberStyle.apply(Ticks.format(v, step: resolution))
    }
    /// How values are spaced: linear, logarithmic or with excluded ranges (discontinuous).
    public var transform: AxisTransform = .linear
    /// The gutter the axis sits in; nil puts the primary axes left and bottom, additional ones right and top.
    package var side: AxisLabelsView.Side?

    /// A date-time axis (values are seconds since 1970) in `timeZone` (local by default).
    public static func dateTime(title: String? = nil, timeZone: TimeZone = .current,
                                excluding breaks: AxisBreaks? = nil) -> AxisConfig {
        var a = AxisConfig(title: title, rangePadding: 0, nice: false)
        a.timeZone = timeZone
        if let breaks { a.transform = .breaks(breaks) }
        return a
    }

    /// A base-10 logarithmic axis with minor ticks at 2…9 of each decade.
    public static func log(title: String? = nil) -> AxisConfig {
        var a = AxisConfig(title: title, showsMinorGrid: true)
        a.transform = .log10
        return a
    }

    /// Creates an axis; the defaults give a linear, data-fitted, rounded axis with 5% padding.
    public init(title: String? = nil, range: ClosedRange<Double>? = nil, rangePadding: Double = 0.05,
                nice: Bool = true, majorTickInterval: Double? = nil, tickSpacing: Double = 80,
                minorTicksPerMajor: Int = 0, showsGrid: Bool = true, showsMinorGrid: Bool = false,
                showsLabels: Bool = true, showsTickMarks: Bool = true,
                labelAlignment: LabelAlignment = .center, formatter: (@Sendable (Double) -> String)? = nil) {
        self.title = title
        self.range = range
        self.rangePadding = rangePadding
        self.nice = nice
        self.majorTickInterval = majorTickInterval
        self.tickSpacing = tickSpacing
        self.minorTicksPerMajor = minorTicksPerMajor
        self.showsGrid = showsGrid
        self.showsMinorGrid = showsMinorGrid
        self.showsLabels = showsLabels
        self.showsTickMarks = showsTickMarks
        self.labelAlignment = labelAlignment
        self.formatter = formatter
    }
}

/// A tick: its value, pixel position along the axis and label.
public struct Tick: Hashable, Sendable {
    /// The data value the tick marks (the column index on a category axis).
    public var value: Double
    /// Where the tick sits along its axis, in device pixels.
    public var position: Double
    /// The text shown for the tick (the category name on a category axis).
    public var label: String
    /// For category axes: the column's extent along the axis.
    public var band: ClosedRange<Double>?

    /// Creates a tick; `band` is given only for category columns.
    public init(value: Double, position: Double, label: String, band: ClosedRange<Double>? = nil) {
        self.value = value
        self.position = position
        self.label = label
        self.band = band
    }
}
