/// How current the points a viewport provider gave are.
package enum ViewportAnswer: Sendable, Equatable {
    /// Exactly the points for the viewport asked about.
    case current
    /// An earlier answer moved into the viewport asked about, while the exact one is on its way;
    /// the provider calls `onAnswer` when it arrives and the plot draws again.
    case pending
}

/// Where a plot gets the points of a long line for its viewport.
///
/// The plot asks for "series S over the x-range of this geometry at its pixel columns"; the
/// answer is at most four points per column (first, last, minimum and maximum: the M4 method), so
/// a frame costs O(width · log n) whatever the series holds. The in-memory `SeriesStore` answers
/// at once from its min/max indexes; a remote engine may answer later (`.pending`).
package protocol ViewportProvider: AnyObject {
    /// Whether series `i`'s x values ascend (its visible points can then be found by bisection).
    func isSorted(_ i: Int) -> Bool
    /// Writes into `out` (emptied first) the pixel points that draw series `i`, drawn as `s`,
    /// over the x-range of `g` at one point per pixel column or fewer.
    func linePoints(_ i: Int, of s: Series, in g: PlotGeometry, into out: inout [Point]) -> ViewportAnswer
    /// Called (on the thread that draws) when a later answer has arrived; the chart that uses the
    /// provider sets it and draws again.
    var onAnswer: (() -> Void)? { get set }
}

extension SeriesStore: ViewportProvider {
    /// Decimates from the series' min/max index (built on first use) on a column grid kept
    /// between frames, so a pan computes only the columns it brings into view: always `.current`.
    package func linePoints(_ i: Int, of s: Series, in g: PlotGeometry, into out: inout [Point]) -> ViewportAnswer {
        let sorted = isSorted(i), index = minMaxIndex(i)
        if sorted, let index, LineDecimator.gridPoints(s, g: g, index: index, grid: &grids[i], into: &out) { return .current }
        LineDecimator.points(s, g: g, sorted: sorted, index: index, into: &out)
        return .current
    }
}
