/// A linear gradient between colour stops, placed in unit space of the shape it fills.
///
/// `start` and `end` are in the unit square of the filled shape's bounds
/// (0,0 top-left, 1,1 bottom-right), as CAGradientLayer's start and end points are.
public struct LinearGradient: Hashable, Sendable {
    /// A colour at a position 0…1 along the gradient axis.
    public struct Stop: Hashable, Sendable {
        /// Where the stop sits along the gradient axis, 0 (start) … 1 (end).
        public var position: Double
        /// The colour at this stop.
        public var color: Color
        /// Creates a stop with the given colour at a position 0…1 along the gradient axis.
        public init(_ position: Double, _ color: Color) {
            self.position = position
            self.color = color
        }
    }

    /// The colour stops, sorted by position.
    public var stops: [Stop]
    /// Where the gradient begins, in the unit square of the filled shape (0,0 is top-left).
    public var start: Point
    /// Where the gradient ends, in the unit square of the filled shape (1,1 is bottom-right).
    public var end: Point

    /// Creates a gradient from stops (sorted by position); by default it runs top to bottom.
    public init(stops: [Stop], start: Point = Point(0, 0), end: Point = Point(0, 1)) {
        self.stops = stops.sorted { $0.position < $1.position }
        self.start = start
        self.end = end
    }

    /// Evenly spaced colours from `start` to `end`.
    public init(colors: [Color], start: Point = Point(0, 0), end: Point = Point(0, 1)) {
        let n = max(1, colors.count - 1)
        self.init(stops: colors.enumerated().map { Stop(Double($0.offset) / Double(n), $0.element) },
                  start: start, end: end)
    }

    /// Colour at a parameter t along the gradient axis.
    public func color(at t: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if !(t > first.position) { return first.color }
        if t >= last.position { return last.color }
        for i in 1..<stops.count where t <= stops[i].position {
            let a = stops[i - 1], b = stops[i]
            let span = b.position - a.position
            return a.color.mix(b.color, span > 0 ? (t - a.position) / span : 1)
        }
        return last.color
    }

    /// Colour at a pixel point for a shape with the given bounds.
    public func color(at p: Point, in bounds: Rect) -> Color {
        let s = Point(bounds.minX + start.x * bounds.width, bounds.minY + start.y * bounds.height)
        let e = Point(bounds.minX + end.x * bounds.width, bounds.minY + end.y * bounds.height)
        let axis = e - s
        let len2 = axis.dot(axis)
        guard len2 > 0 else { return color(at: 0) }
        return color(at: (p - s).dot(axis) / len2)
    }
}

/// How a shape is painted: one colour or a gradient.
public enum Paint: Hashable, Sendable {
    /// Fills the whole shape with one colour.
    case solid(Color)
    /// Fills the shape with a linear gradient.
    case gradient(LinearGradient)

    /// Colour at a pixel point for a shape with the given bounds.
    public func color(at p: Point, in bounds: Rect) -> Color {
        switch self {
        case .solid(let c): return c
        case .gradient(let g): return g.color(at: p, in: bounds)
        }
    }

    /// The same paint with every colour's alpha multiplied by `f`.
    public func fading(_ f: Double) -> Paint {
        switch self {
        case .solid(let c): return .solid(c.fading(f))
        case .gradient(var g):
            g.stops = g.stops.map { .init($0.position, $0.color.fading(f)) }
            return .gradient(g)
        }
    }
}
