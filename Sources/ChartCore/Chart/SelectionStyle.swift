/// How selection shows: JBChartView's selection bar colour, vertical selection line and dimming.
public struct SelectionStyle: Hashable, Sendable {
    /// Fill of a selected bar (default: the bar's colour lightened toward the background).
    public var barColor: Color?
    /// Colour of the vertical line through a selected line point (default: the text colour, faint).
    public var verticalLineColor: Color?
    /// Width of that line in points.
    public var verticalLineWidth: Double = 1.5
    /// Opacity of lines that are not selected while another is (0 hides them, 1 leaves them).
    public var dimmedOpacity: Double = 0.2

    /// Creates the default style: derived colours, a 1.5 pt line and unselected lines at 0.2 opacity.
    public init() {}
}
