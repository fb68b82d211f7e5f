/// A layer of value labels over the data (Graffeine's bar, plot and radial label layers).
///
/// Labels that would overlap a label already placed are dropped, so dense data thins its labels
/// instead of smearing them.
public struct LabelLayer: Sendable {
    /// What the labels attach to.
    public enum Kind: String, Hashable, Sendable {
        /// At the end (or inside, or centre) of each bar or stacked segment.
        case bar
        /// Above (or below, or centred on) each point of line and scatter series.
        case plot
        /// Around pie and donut segments, or at the ends of radar spokes.
        case radial
    }

    /// Where a label sits relative to its bar, point or segment.
    public enum Position: String, Hashable, Sendable {
        /// Beyond the bar's end, above the point, outside the segment.
        case outside
        /// Just inside the bar's end, below the point, inside the segment.
        case inside
        /// Centred on the bar, point or segment.
        case center
    }

    /// Whether the labels go on bars, on line and scatter points, or around radial charts.
    public var kind: Kind
    /// The series labelled; nil labels every series the kind applies to.
    public var series: Int?
    /// Where each label sits relative to its bar, point or segment.
    public var position: Position
    /// Space between the label and what it labels, in points.
    public var padding: Double
    /// Label colour; nil takes the theme's secondary text (or white inside dark shapes).
    public var color: Color?
    /// Font; nil takes the theme's label font.
    public var font: Font?
    /// Turns a value into text; nil uses the series' `labels` or a short number.
    public var formatter: (@Sendable (Double) -> String)?
    /// Radial labels: show each segment's share as a percentage after its name.
    public var showsPercent: Bool

    /// Creates a label layer; by default it labels every applicable series, outside, 4 pt away.
    public init(_ kind: Kind, series: Int? = nil, position: Position = .outside, padding: Double = 4,
                color: Color? = nil, font: Font? = nil, showsPercent: Bool = false,
                formatter: (@Sendable (Double) -> String)? = nil) {
        self.kind = kind
        self.series = series
        self.position = position
        self.padding = padding
        self.color = color
        self.font = font
        self.showsPercent = showsPercent
        self.formatter = formatter
    }
}

/// Places label rectangles first come, first served, dropping any that would overlap one already placed.
package struct LabelPlacer: Sendable {
    /// Rectangles placed so far.
    package private(set) var placed: [Rect] = []
    /// Minimum gap between labels, in pixels.
    package var gap: Double
    /// Labels must lie inside this rectangle (nil: anywhere).
    package var bounds: Rect?

    /// Creates an empty placer; `gap` is in pixels, nil `bounds` allows labels anywhere.
    package init(gap: Double = 2, bounds: Rect? = nil) {
        self.gap = gap
        self.bounds = bounds
    }

    /// Places `r` if it fits (inside the bounds, clear of every placed label) and says whether it did.
    package mutating func place(_ r: Rect) -> Bool {
        if let b = bounds, r.minX < b.minX - 0.5 || r.maxX > b.maxX + 0.5 || r.minY < b.minY - 0.5 || r.maxY > b.maxY + 0.5 {
            return false
        }
        let grown = r.insetBy(-gap / 2)
        for p in placed where p.insetBy(-gap / 2).intersects(grown) { return false }
        placed.append(r)
        return true
    }
}
