/// What layout needs: text measuring, the device scale and the resolved theme.
public struct LayoutContext {
    /// Measures and truncates text in device pixels at the output's scale.
    public let measurer: TextMeasurer
    /// The resolved theme: the colours and fonts widgets draw with.
    public var theme: Theme
    /// The frame of the chart this subtree belongs to (set by the chart for its widgets).
    package var plotFrame: PlotFrame?
    /// Device pixels per point (2 on a HiDPI output).
    public var scale: Double { measurer.scale }

    /// Creates a context with no chart frame; a chart sets `plotFrame` for its subtree.
    public init(measurer: TextMeasurer, theme: Theme) {
        self.measurer = measurer
        self.theme = theme
    }

    /// Converts points to device pixels.
    public func px(_ points: Double) -> Double { points * scale }
}

/// What drawing needs: the layout context plus the draw list being filled.
public struct RenderContext {
    /// The measurer, theme and chart frame used while drawing.
    public var layout: LayoutContext
    /// The draw list that widgets append their primitives to.
    public var list: DrawList

    /// Creates a context that draws into `list` with the given layout context.
    public init(layout: LayoutContext, list: DrawList) {
        self.layout = layout
        self.list = list
    }

    /// The resolved theme, from the layout context.
    public var theme: Theme { layout.theme }
    /// The frame of the chart being drawn, if any.
    package var plotFrame: PlotFrame? { layout.plotFrame }
    /// The text measurer, from the layout context.
    public var measurer: TextMeasurer { layout.measurer }
    /// Device pixels per point (2 on a HiDPI output), from the layout context.
    public var scale: Double { layout.scale }
    /// Converts points to device pixels.
    public func px(_ points: Double) -> Double { layout.px(points) }
}
