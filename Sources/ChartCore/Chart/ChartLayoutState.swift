/// What a chart's layout keeps between frames: the regions' sizes asked and frames found, the
/// gutters' widths, and what a small window or a hidden legend set aside.
struct ChartLayoutState {
    /// Sizes of the regions; `.auto` takes the content's size.
    var regionSizes: [ChartRegion: Dimension] = [
        .header: .auto, .footer: .auto, .topGutter: .points(12), .bottomGutter: .auto,
        .leftGutter: .auto, .rightGutter: .points(16), .plot: .relative(1),
    ]
    /// Region frames from the last layout.
    var regions = RegionLayout(frames: [:])
    /// The least widths of the left and right gutters (0: as wide as their labels need).
    var minimumGutterWidths = GutterWidths()
    /// The widths the gutters' labels asked for at the last layout.
    var naturalGutterWidths = GutterWidths()
    /// The footer was hidden by a small window (not by the app), and shows again when there is room.
    var footerHiddenByCompact = false
    /// The fitted ranges while some series was visible, kept while the legend hides them all.
    var lastShownRanges: (x: ClosedRange<Double>, y: ClosedRange<Double>)?
}
