/// A point in pixel space (origin top-left, y grows downward).
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    public init(x: Double, y: Double) {
        self.init(x, y)
    }

    public static let zero = Point(0, 0)

    /// True when both coordinates are finite numbers.
    public var isFinite: Bool { x.isFinite && y.isFinite }

    public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    public static func * (a: Point, s: Double) -> Point { Point(a.x * s, a.y * s) }

    /// Euclidean length of the point taken as a vector.
    public var length: Double { (x * x + y * y).squareRoot() }

    /// The unit vector in the same direction, or zero for a zero vector.
    public var normalized: Point {
        let l = length
        return l > 0 ? Point(x / l, y / l) : .zero
    }

    /// The vector rotated 90° (left normal in y-down space).
    public var perpendicular: Point { Point(-y, x) }

    /// Dot product.
    public func dot(_ o: Point) -> Double { x * o.x + y * o.y }

    /// z component of the 2-D cross product.
    public func cross(_ o: Point) -> Double { x * o.y - y * o.x }
}

/// A width and height in pixels.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(_ width: Double, _ height: Double) {
        self.width = width
        self.height = height
    }

    public init(width: Double, height: Double) {
        self.init(width, height)
    }

    public static let zero = Size(0, 0)
}

/// Distances inset from each edge of a rectangle.
public struct Insets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on all four sides.
    public init(all v: Double) {
        self.init(top: v, left: v, bottom: v, right: v)
    }

    public static let zero = Insets()
}
