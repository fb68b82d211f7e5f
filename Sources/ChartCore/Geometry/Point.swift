/// A point in pixel space (origin top-left, y grows downward).
public struct Point: Hashable, Sendable {
    /// Horizontal position in pixels, growing to the right.
    public var x: Double
    /// Vertical position in pixels, growing downward.
    public var y: Double

    /// Creates a point from unlabeled x and y pixel coordinates.
    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    /// Creates a point from labeled x and y pixel coordinates.
    public init(x: Double, y: Double) {
        self.init(x, y)
    }

    /// The origin point (0, 0), the top-left corner.
    public static let zero = Point(0, 0)

    /// True when both coordinates are finite numbers.
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// Adds two points component-wise, e.g. to offset a point by a vector.
    public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    /// Subtracts two points component-wise, giving the vector from `b` to `a`.
    public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    /// Scales both coordinates of the point by the factor `s`.
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
    /// Horizontal extent in pixels.
    public var width: Double
    /// Vertical extent in pixels.
    public var height: Double

    /// Creates a size from an unlabeled width and height in pixels.
    public init(_ width: Double, _ height: Double) {
        self.width = width
        self.height = height
    }

    /// Creates a size from a labeled width and height in pixels.
    public init(width: Double, height: Double) {
        self.init(width, height)
    }

    /// A size with zero width and zero height.
    public static let zero = Size(0, 0)
}

/// Distances inset from each edge of a rectangle.
public struct Insets: Hashable, Sendable {
    /// Distance in pixels inset from the top edge.
    public var top: Double
    /// Distance in pixels inset from the left edge.
    public var left: Double
    /// Distance in pixels inset from the bottom edge.
    public var bottom: Double
    /// Distance in pixels inset from the right edge.
    public var right: Double

    /// Creates insets from per-edge distances in pixels; omitted edges default to 0.
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

    /// Insets of zero on every edge, leaving a rectangle unchanged.
    public static let zero = Insets()
}
