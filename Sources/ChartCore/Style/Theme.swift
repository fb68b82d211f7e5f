/// Colours and fonts for every chart element; `light` and `dark` are built in.
public struct Theme: Hashable, Sendable {
    /// The theme's name, e.g. "light" or "dark".
    public var name: String
    /// Fill colour of the whole chart.
    public var background: Color
    /// Fill colour behind the plot area.
    public var plotBackground: Color
    /// Primary text colour, used for titles and legend text.
    public var text: Color
    /// Dimmer text colour, used for tick labels.
    public var secondaryText: Color
    /// Colour of major grid lines.
    public var grid: Color
    /// Colour of minor grid lines.
    public var minorGrid: Color
    /// Colour of the axis lines along the plot edges.
    public var axis: Color
    /// Colour of the line drawn at value zero when a range spans negative and positive values.
    public var zeroLine: Color
    /// Series colours, used in order.
    public var palette: [Color]
    /// Colour of a line's dots (JBChartView defaults: black dots in light, white in dark).
    public var dot: Color
    /// Font of the chart title.
    public var titleFont: Font
    /// Font of tick labels.
    public var labelFont: Font
    /// Font of axis titles.
    public var axisTitleFont: Font
    /// Font of legend text.
    public var legendFont: Font
    /// Candles whose close is at or above the open.
    public var rising = Color(hex: 0x009E73)
    /// Candles whose close is below the open.
    public var falling = Color(hex: 0xD55E00)

    /// Okabe & Ito's colour-blind-safe qualitative palette (yellow moved last: low contrast on white).
    public static let okabeIto: [Color] = [
        Color(hex: 0x0072B2), Color(hex: 0xE69F00), Color(hex: 0x009E73), Color(hex: 0xD55E00),
        Color(hex: 0xCC79A7), Color(hex: 0x56B4E9), Color(hex: 0xF0E442),
    ]

    /// The built-in light theme: dark text on white with the Okabe & Ito palette.
    public static let light = Theme(
        name: "light",
        background: Color(hex: 0xFFFFFF), plotBackground: Color(hex: 0xFFFFFF),
        text: Color(hex: 0x1F2328), secondaryText: Color(hex: 0x57606A),
        grid: Color(hex: 0xE3E6EA), minorGrid: Color(hex: 0xF2F3F5), axis: Color(hex: 0x8C959F),
        zeroLine: Color(hex: 0x8C959F),
        palette: okabeIto, dot: Color(hex: 0x1F2328),
        titleFont: Font(size: 16, weight: .bold), labelFont: Font(size: 11),
        axisTitleFont: Font(size: 12, weight: .bold), legendFont: Font(size: 11.5))

    /// The built-in dark theme: light text on a near-black background.
    public static let dark = Theme(
        name: "dark",
        background: Color(hex: 0x16181D), plotBackground: Color(hex: 0x1B1E24),
        text: Color(hex: 0xE6EDF3), secondaryText: Color(hex: 0x9DA7B3),
        grid: Color(hex: 0x2D323B), minorGrid: Color(hex: 0x23272E), axis: Color(hex: 0x6E7681),
        zeroLine: Color(hex: 0x8B949E),
        palette: [Color(hex: 0x56B4E9), Color(hex: 0xE69F00), Color(hex: 0x009E73), Color(hex: 0xF0E442),
                  Color(hex: 0xCC79A7), Color(hex: 0xD55E00), Color(hex: 0x0072B2)],
        dot: Color(hex: 0xFFFFFF),
        titleFont: Font(size: 16, weight: .bold), labelFont: Font(size: 11),
        axisTitleFont: Font(size: 12, weight: .bold), legendFont: Font(size: 11.5))

    /// The built-in theme with this name ("light" or "dark").
    public static func named(_ name: String) -> Theme? {
        switch name.lowercased() {
        case "light": return .light
        case "dark": return .dark
        default: return nil
        }
    }

    /// The palette colour for a series index (wrapping).
    public func seriesColor(_ i: Int) -> Color {
        palette.isEmpty ? text : palette[((i % palette.count) + palette.count) % palette.count]
    }
}
