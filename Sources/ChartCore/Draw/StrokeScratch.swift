/// Working arrays of the stroker, kept in the draw list between strokes and frames so a steady
/// stream of frames strokes long lines without allocating.
struct StrokeScratch: Sendable {
    /// One boundary vertex of a stroke: where the solid core ends and where the fringe fades to zero.
    struct Edge: Sendable {
        var core: Point
        var fringe: Point
    }

    /// The path without duplicate points.
    var points: [Point] = []
    /// Boundary vertices on the left and right of the path; section i owns lefts[lStart[i]..<lStart[i + 1]].
    var lefts: [Edge] = []
    var rights: [Edge] = []
    var lStart: [Int] = []
    var rStart: [Int] = []
    /// Draw-list indices of the left and right boundary vertices.
    var li: [Int32] = []
    var ri: [Int32] = []
    /// The outline as a closed loop of vertex indices, for the fringe.
    var loop: [Int32] = []
    /// A dense line's lowest and highest y in each pixel column, and how many of its points
    /// (up to two) fall in each (`DrawList.strokeDense`).
    var spanTop: [Double] = []
    var spanBottom: [Double] = []
    var spanCount: [UInt8] = []

    /// Empties every array, keeping its storage.
    mutating func reset() {
        points.removeAll(keepingCapacity: true)
        lefts.removeAll(keepingCapacity: true)
        rights.removeAll(keepingCapacity: true)
        lStart.removeAll(keepingCapacity: true)
        rStart.removeAll(keepingCapacity: true)
        li.removeAll(keepingCapacity: true)
        ri.removeAll(keepingCapacity: true)
        loop.removeAll(keepingCapacity: true)
    }
}
