/// Convenience constructors for each series kind.
extension Series {
    /// A scatter plot: markers only (a bubble chart when `sizes` is given).
    public static func scatter(name: String, x: [Double], y: [Double], marker: MarkerShape = .circle,
                               markerSize: Double = 7, sizes: [Double]? = nil, color: Color? = nil) -> Series {
        var style = LineStyle(color: color)
        style.interpolation = .none
        style.marker = marker
        style.markerSize = markerSize
        var s = Series(name: name, x: x, y: y, line: style)
        s.size = sizes
        return s
    }

    /// A line filled down to the baseline (or onto the series below it when `stack` is set).
    public static func area(name: String, x: [Double]? = nil, y: [Double], stack: String? = nil,
                            opacity: Double = 0.35, color: Color? = nil) -> Series {
        var style = LineStyle(color: color)
        style.areaOpacity = opacity
        var s = Series(name: name, x: x, y: y, line: style)
        s.stack = stack
        return s
    }

    /// A step line: each value holds until the next point.
    public static func step(name: String, x: [Double]? = nil, y: [Double], color: Color? = nil) -> Series {
        var style = LineStyle(color: color)
        style.interpolation = .step
        return Series(name: name, x: x, y: y, line: style)
    }

    /// A band: the area between `lower` and `upper` shaded, both edges drawn.
    public static func band(name: String, x: [Double]? = nil, lower: [Double], upper: [Double],
                            color: Color? = nil, opacity: Double = 0.3) -> Series {
        var style = LineStyle(color: color, width: 1.5)
        style.areaOpacity = opacity
        return Series(name: name, kind: .band, x: x, y: upper, lo: lower, line: style)
    }

    /// Bars stacked with the other bar series of the same `stack` (SwiftCharts' stacked bar items).
    public static func stackedBars(name: String, y: [Double], stack: String, color: Color? = nil) -> Series {
        var s = Series(name: name, kind: .bar, y: y, bar: BarStyle(color: color))
        s.stack = stack
        return s
    }

    /// A candlestick series from open/high/low/close columns.
    public static func candlestick(name: String, x: [Double], open: [Double], high: [Double], low: [Double],
                                   close: [Double], style: CandleStyle = CandleStyle()) -> Series {
        var s = Series(name: name, kind: .candlestick, x: x, y: close)
        s.open = open; s.high = high; s.low = low
        s.candle = style
        return s
    }

    /// An OHLC bar series from open/high/low/close columns.
    public static func ohlc(name: String, x: [Double], open: [Double], high: [Double], low: [Double],
                            close: [Double], style: CandleStyle = CandleStyle()) -> Series {
        var s = candlestick(name: name, x: x, open: open, high: high, low: low, close: close, style: style)
        s.kind = .ohlc
        return s
    }

    /// A pie (or, with `RadialStyle.donut()`, a donut) of `values`, one segment each.
    public static func pie(name: String, values: [Double], style: RadialStyle = RadialStyle()) -> Series {
        var s = Series(name: name, kind: .pie, y: values)
        s.radial = style
        return s
    }

    /// A radar polygon over one spoke per value.
    public static func radar(name: String, values: [Double], color: Color? = nil,
                             style: RadialStyle = RadialStyle(outerRadius: 0.8)) -> Series {
        var s = Series(name: name, kind: .radar, y: values, line: LineStyle(color: color))
        s.radial = style
        return s
    }
}
