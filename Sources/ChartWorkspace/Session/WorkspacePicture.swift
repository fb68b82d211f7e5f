import ChartClickHouse
import ChartCore
import WorkspaceModel

/// The picture `--export` writes: the document's plots as the window shows them, without the
/// column browser and the status line, a ClickHouse source's plots answered before it is drawn.
@MainActor
public final class WorkspacePicture {
    /// The views' root, to export.
    public let view = WorkspaceView()
    /// The plots shown.
    public let plots: WorkspacePlots
    /// The ClickHouse viewport providers asked (their `lastProblem` says what failed).
    package let providers: [ClickHouseProvider]

    /// The picture of `document` in `theme` (of `themeNamed`'s), numbers in `numberStyle`.
    public init(document: WorkspaceDocument, theme: String, themeNamed: @escaping (String) -> Theme, numberStyle: NumberStyle) {
        view.showsBrowser = false
        view.theme = themeNamed(theme)
        view.footer.isHidden = true
        plots = WorkspacePlots(view: view)
        plots.themeNamed = themeNamed
        plots.numberStyle = numberStyle
        let theme = view.theme
        plots.configure = { c in
            c.theme = theme
            c.footer.isHidden = true
        }
        plots.show(document, appended: false)
        providers = plots.waitingProviders(document)
        // One plot is titled by its spec, else by the files it shows (the window's title bar says it there).
        let names = ([document.displayName] + document.extras.map(\.name)).joined(separator: " + ")
        if plots.charts.count == 1 { plots.charts[0].title = document.spec.title ?? names }
    }
}
