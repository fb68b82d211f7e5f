/// Small windows: what gives way so the plot keeps a usable height.
extension ChartView {
    /// How many things can give way: the legend, the title, the footer, the axis titles.
    static let compactLevels = 4

    /// The plot height below which the next thing gives way: 40 % of the chart, at most 80 points.
    static func minimumPlotHeight(_ frame: Rect, scale: Double) -> Double {
        min(80 * scale, frame.height * 0.4)
    }

    /// Shows or hides what gives way at `level` (0 shows everything the settings ask for).
    func applyCompactness(_ level: Int) {
        legendView.isHidden = !legendVisible || level >= 1
        titleView.isHidden = (title ?? "").isEmpty || level >= 2
        // The footer is the app's: hidden here only while the window is small, left as the app set it otherwise.
        if level >= 3, !footer.isHidden {
            footer.isHidden = true
            layoutState.footerHiddenByCompact = true
        } else if level < 3, layoutState.footerHiddenByCompact {
            footer.isHidden = false
            layoutState.footerHiddenByCompact = false
        }
        xTitleView.isHidden = level >= 4
        yTitleView.isHidden = level >= 4
    }
}
