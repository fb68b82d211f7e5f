import ChartCore
import ChartGallery
import ChartSDL
import Foundation

/// The interactive gallery: arrows or PageUp/PageDown move between pages, Home (or `o`, or Escape
/// on a page) shows the overview of thumbnails, `t` toggles dark and light, space collapses and
/// expands the chart, `a` replays the page's entry animation, `q` quits.
@MainActor
final class GalleryApp {
    let pages: [GalleryPage]
    /// The page shown, or nil for the overview.
    var index: Int?
    var theme = Theme.light
    private var overviewGrid: ChartGrid?
    private var liveTimer: WindowHost.TimerID?
    private var ticks = 0
    private var host: WindowHost?
    private var chart: ChartView?

    init(pages: [GalleryPage]) {
        self.pages = pages
    }

    func run(startAt start: Int?) throws {
        let host = try WindowHost(title: "Chartreuse gallery", width: 1100, height: 700, appID: "chartreuse-gallery")
        if let icon = WindowHost.bundledIcon() { host.setIcon(path: icon) }
        self.host = host
        show(start)
        host.run()
    }

    /// The gallery's keys: the end of each page's input route (after the chart's own keys).
    private func input(_ e: InputEvent) -> Bool {
        guard case .key(let key, let mods, _) = e, let host else { return false }
        switch key {
        case .right, .pageDown: show(((index ?? -1) + 1) % pages.count)
        case .left, .pageUp: show(((index ?? pages.count) - 1 + pages.count) % pages.count)
        case .home, .character("o"): show(nil)
        case .escape where index != nil: show(nil)
        case .character("q") where mods.isEmpty, .character("w") where mods == .control: host.stop()
        case .enter where index == nil: show(overviewGrid?.highlighted ?? 0)
        case .character("t"):
            theme = theme.name == "light" ? .dark : .light
            chart?.theme = theme
        case .space:
            guard let c = chart, index != nil else { return false }
            c.setState(c.state == .expanded ? .collapsed : .expanded, animated: true)
        case .character("a"):
            guard let c = chart, index != nil else { return false }
            Self.playEntry(c)
        default: return false
        }
        return true
    }

    /// The page's entry animation: pies spin, lines trace, everything else grows.
    static func playEntry(_ chart: ChartView) {
        let kinds = Set(chart.data.series.map(\.kind))
        let style: DataAnimationStyle = kinds.contains(.pie) || kinds.contains(.radar) ? .spin
            : kinds == [.line] ? .trace : .grow
        chart.setData(chart.data, animation: DataAnimation(style, Animation(duration: 0.8, easing: style == .grow ? .spring() : .easeOut)))
    }

    private func show(_ i: Int?) {
        guard let host else { return }
        if let t = liveTimer { host.cancelTimer(t) }
        liveTimer = nil
        index = i
        let c: ChartView
        if let i {
            overviewGrid = nil
            let page = pages[i]
            c = page.make()
            c.theme = theme
            host.title = "Chartreuse gallery — \(page.title) (\(i + 1)/\(pages.count))"
            Self.playEntry(c)
            // A live page gets new data five times a second from a timer of the event loop.
            if let tick = page.tick {
                liveTimer = host.schedule(after: 0.2, every: 0.2) { [unowned self, unowned c] in
                    self.ticks += 1
                    tick(c, self.ticks)
                }
            }
        } else {
            let (overview, grid) = GalleryPages.overview(theme: theme, highlighted: nil)
            grid.onSelectTile = { [unowned self] k in self.show(k) }
            overviewGrid = grid
            c = overview
            host.title = "Chartreuse gallery — overview"
        }
        // The gallery's keys turn pages and replay animations: the chart answers none of its own.
        c.interaction.keyboard = false
        c.onUnhandledInput = { [unowned self] e in self.input(e) }
        chart = c
        host.root = c
    }
}
