/// An axis-aligned rectangle in pixel space.
public struct Rect: Hashable, Sendable {
    /// The top-left corner of the rectangle in pixels.
    public var origin: Point
    /// The rectangle's width and height in pixels.
    public var size: Size

    /// Creates a rectangle from its top-left corner and size; negative sizes are clamped to 0.
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x, y)
        size = Size(max(0, width), max(0, height))
    }

    /// Creates a rectangle from an origin point and a size; negative sizes are clamped to 0.
    public init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    /// An empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The x coordinate of the left edge in pixels (same as `minX`).
    public var x: Double { origin.x }
    /// The y coordinate of the top edge in pixels (same as `minY`).
    public var y: Double { origin.y }
    /// The rectangle's width in pixels.
    public var width: Double { size.width }
    /// The rectangle's height in pixels.
    public var height: Double { size.height }
    /// The x coordinate of the left edge in pixels.
    public var minX: Double { origin.x }
    /// The y coordinate of the top edge in pixels.
    public var minY: Double { origin.y }
    /// The x coordinate of the right edge in pixels (left edge plus width).
    public var maxX: Double { origin.x + size.width }
    /// The y coordinate of the bottom edge in pixels (top edge plus height).
    public var maxY: Double { origin.y + size.height }
    /// The x coordinate halfway between the left and right edges.
    public var midX: Double { origin.x + size.width / 2 }
    /// The y coordinate halfway between the top and bottom edges.
    public var midY: Double { origin.y + size.height / 2 }
    /// The point at the middle of the rectangle.
    public var center: Point { Point(midX, midY) }
    /// True when the rectangle has zero width or zero height and so covers no pixels.
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// True when the point lies inside (min edges inclusive, max edges exclusive).
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// The rectangle shrunk by the insets (never negative in size).
    public func inset(by i: Insets) -> Rect {
        Rect(x: x + i.left, y: y + i.top,
             width: width - i.left - i.right, height: height - i.top - i.bottom)
    }

    /// The rectangle shrunk by `d` on every side.
    public func insetBy(_ d: Double) -> Rect { inset(by: Insets(all: d)) }

    /// The overlap of two rectangles (empty when they do not meet).
    public func intersection(_ o: Rect) -> Rect {
        let x0 = max(minX, o.minX), y0 = max(minY, o.minY)
        let x1 = min(maxX, o.maxX), y1 = min(maxY, o.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// True when the two rectangles overlap with positive area.
    public func intersects(_ o: Rect) -> Bool { !intersection(o).isEmpty }

    /// The rectangle with edges rounded outward to whole pixels.
    public var integral: Rect {
        let x0 = minX.rounded(.down), y0 = minY.rounded(.down)
        return Rect(x: x0, y: y0, width: maxX.rounded(.up) - x0, height: maxY.rounded(.up) - y0)
    }
}
