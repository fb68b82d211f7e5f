/// An axis-aligned rectangle in pixel space.
public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size

    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x, y)
        size = Size(max(0, width), max(0, height))
    }

    public init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var x: Double { origin.x }
    public var y: Double { origin.y }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var center: Point { Point(midX, midY) }
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
