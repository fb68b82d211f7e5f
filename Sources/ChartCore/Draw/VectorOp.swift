/// A drawing operation as the chart asked for it, before tessellation: what SVG export writes.
public enum VectorOp: Sendable {
    case stroke(points: [Point], style: StrokeStyle, paint: Paint, closed: Bool, bounds: Rect)
    case fill(points: [Point], paint: Paint, bounds: Rect)
    case area(top: [Point], baseline: Double, paint: Paint, bounds: Rect)
    case rect(Rect, Color)
    /// A text run: its left end on the baseline, font size in pixels, and rotation about `pivot`.
    case text(String, origin: Point, size: Double, bold: Bool, color: Color, angle: Double, pivot: Point)
    case pushClip(Rect)
    case popClip
}

extension DrawList {
    /// Starts recording vector operations alongside the triangles (for SVG export).
    public mutating func recordVectorOps() {
        vectorOps = []
    }

    /// Appends an operation when recording and not inside another recorded operation.
    mutating func record(_ op: @autoclosure () -> VectorOp) {
        if vectorOps != nil && recordingDepth == 0 { vectorOps!.append(op()) }
    }
}
