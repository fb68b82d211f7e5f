/// A drawing operation as the chart asked for it, before tessellation: what SVG export writes.
package enum VectorOp: Sendable {
    /// A stroked polyline (a polygon outline when `closed`); `bounds` places a gradient paint.
    case stroke(points: [Point], style: StrokeStyle, paint: Paint, closed: Bool, bounds: Rect)
    /// A filled polygon; `bounds` places a gradient paint.
    case fill(points: [Point], paint: Paint, bounds: Rect)
    /// The region between the `top` polyline and the horizontal line y = `baseline`, filled.
    case area(top: [Point], baseline: Double, paint: Paint, bounds: Rect)
    /// A solid-colour axis-aligned rectangle.
    case rect(Rect, Color)
    /// A text run: its left end on the baseline, font size in pixels, and rotation about `pivot`.
    case text(String, origin: Point, size: Double, bold: Bool, color: Color, angle: Double, pivot: Point)
    /// Restricts later operations to the given rectangle (already intersected with the outer clip).
    case pushClip(Rect)
    /// Restores the clip in force before the matching `pushClip`.
    case popClip
}

extension DrawList {
    /// Starts recording vector operations alongside the triangles (for SVG export).
    package mutating func recordVectorOps() {
        vectorOps = []
    }

    /// Appends an operation when recording and not inside another recorded operation.
    mutating func record(_ op: @autoclosure () -> VectorOp) {
        if vectorOps != nil && recordingDepth == 0 { vectorOps!.append(op()) }
    }
}
