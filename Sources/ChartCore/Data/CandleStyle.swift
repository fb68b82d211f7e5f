/// How candlesticks and OHLC bars look: rising and falling colours, body width and hollow bodies.
public struct CandleStyle: Hashable, Sendable {
    /// Colour when the close is at or above the open; nil takes the theme's rising colour.
    public var risingColor: Color?
    /// Colour when the close is below the open; nil takes the theme's falling colour.
    public var fallingColor: Color?
    /// Rising candles drawn as outlines (the classic hollow-up style).
    public var hollowRising: Bool
    /// Body (or tick span) width as a fraction of the smallest gap between points.
    public var bodyWidth: Double
    /// Wick and outline width in points.
    public var lineWidth: Double

    /// Creates a candle style; by default filled bodies 0.7 of the point gap wide with 1-point wicks.
    public init(risingColor: Color? = nil, fallingColor: Color? = nil, hollowRising: Bool = false,
                bodyWidth: Double = 0.7, lineWidth: Double = 1) {
        self.risingColor = risingColor
        self.fallingColor = fallingColor
        self.hollowRising = hollowRising
        self.bodyWidth = bodyWidth
        self.lineWidth = lineWidth
    }
}
