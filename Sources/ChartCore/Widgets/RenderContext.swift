/// What layout needs: text measuring, the device scale and the resolved theme.
public struct LayoutContext {
    public let measurer: TextMeasurer
    public let theme: Theme
    /// The frame of the chart this subtree belongs to (set by the chart for its widgets).
    public var plotFrame: PlotFrame?
    /// Device pixels per point (2 on a HiDPI output).
    public var scale: Double { measurer.scale }

    public init(measurer: TextMeasurer, theme: Theme) {
        self.measurer = measurer
        self.theme = theme
    }

    /// Converts points to device pixels.
    public func px(_ points: Double) -> Double { points * scale }
}

/// What drawing needs: the layout context plus the draw list being filled.
public struct RenderContext {
    public var layout: LayoutContext
    public var list: DrawList

    public init(layout: LayoutContext, list: DrawList) {
        self.layout = layout
        self.list = list
    }

    public var theme: Theme { layout.theme }
    /// The frame of the chart being drawn, if any.
    public var plotFrame: PlotFrame? { layout.plotFrame }
    public var measurer: TextMeasurer { layout.measurer }
    public var scale: Double { layout.scale }
    public func px(_ points: Double) -> Double { layout.px(points) }
}
