import Foundation

/// Point markers for dots and scatter plots.
public enum MarkerShape: String, Hashable, Sendable, CaseIterable {
    /// A filled disc, square, equilateral triangle or diamond, or a stroked diagonal cross (×).
    case circle, square, triangle, diamond, cross
}

extension DrawList {
    /// Draws a marker centred on `p`, `size` pixels across, filled with `paint`.
    ///
    /// A cross is stroked with a width of a fifth of its size; the others are filled shapes.
    public mutating func marker(_ shape: MarkerShape, at p: Point, size: Double, paint: Paint) {
        guard p.isFinite, size.isFinite, size > 0 else { return }
        let r = size / 2
        switch shape {
        case .circle:
            fillCircle(center: p, radius: r, paint: paint)
        case .square:
            fillConvex(Rect(x: p.x - r, y: p.y - r, width: size, height: size).corners, paint: paint)
        case .triangle:
            // Equilateral, centred on its centroid.
            let h = size * 3.0.squareRoot() / 2
            fillConvex([Point(p.x, p.y - h * 2 / 3), Point(p.x + r, p.y + h / 3), Point(p.x - r, p.y + h / 3)], paint: paint)
        case .diamond:
            fillConvex([Point(p.x, p.y - r), Point(p.x + r, p.y), Point(p.x, p.y + r), Point(p.x - r, p.y)], paint: paint)
        case .cross:
            let w = max(1, size / 5), d = r * 0.85
            let style = StrokeStyle(width: w, cap: .butt)
            stroke([Point(p.x - d, p.y - d), Point(p.x + d, p.y + d)], style: style, paint: paint)
            stroke([Point(p.x - d, p.y + d), Point(p.x + d, p.y - d)], style: style, paint: paint)
        }
    }
}
