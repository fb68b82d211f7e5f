import ChartCore
import ChartSDL
import Foundation

/// The interactive gallery: arrows or PageUp/PageDown move between pages, Home (or `o`) shows the
/// overview of thumbnails, `t` toggles dark and light, space collapses and expands the chart,
/// `a` replays the page's entry animation, `q` or Escape quits.
final class GalleryApp {
    let pages: [GalleryPage]
    /// The page shown, or nil for the overview.
    var index: Int?
    var theme = Theme.light
    private var overviewGrid: ChartGrid?
    private var liveFlag: LiveFlag?
    private var ticks = 0

    init(pages: [GalleryPage]) {
        self.pages = pages
    }

    func run(startAt start: Int?) throws {
        let host = try WindowHost(title: "Chartreuse gallery", width: 1100, height: 700, appID: "chartreuse-gallery")
        show(start, host)
        host.onKey = { [unowned self, unowned host] key, mods in
            switch key {
            case .right, .pageDown: self.show(((self.index ?? -1) + 1) % self.pages.count, host)
            case .left, .pageUp: self.show(((self.index ?? self.pages.count) - 1 + self.pages.count) % self.pages.count, host)
            case .home, .character("o"): self.show(nil, host)
            case .character("q"), .escape: host.stop()
            case .enter where self.index == nil: self.show(self.overviewGrid?.highlighted ?? 0, host)
            case .character("t"):
                self.theme = self.theme.name == "light" ? .dark : .light
                host.chart?.theme = self.theme
            case .space:
                guard let c = host.chart, self.index != nil else { return false }
                c.setState(c.state == .expanded ? .collapsed : .expanded, animated: true)
            case .character("a"):
                guard let c = host.chart, self.index != nil else { return false }
                Self.playEntry(c)
            default: return false
            }
            return true
        }
        host.onInput = { [unowned self, unowned host] e in
            guard self.index == nil, case .pointerUp(.left, let p, _, _) = e,
                  let i = self.overviewGrid?.tile(at: p, scale: host.scale) else { return }
            self.show(i, host)
        }
        host.run()
    }

    /// The page's entry animation: pies spin, lines trace, everything else grows.
    static func playEntry(_ chart: ChartView) {
        let kinds = Set(chart.data.series.map(\.kind))
        let style: DataAnimationStyle = kinds.contains(.pie) || kinds.contains(.radar) ? .spin
            : kinds == [.line] ? .trace : .grow
        chart.setData(chart.data, animation: DataAnimation(style, Animation(duration: 0.8, easing: style == .grow ? .spring() : .easeOut)))
    }

    private func show(_ i: Int?, _ host: WindowHost) {
        liveFlag?.stop()
        liveFlag = nil
        index = i
        guard let i else {
            let (c, grid) = GalleryPages.overview(theme: theme, highlighted: nil)
            overviewGrid = grid
            host.chart = c
            host.title = "Chartreuse gallery — overview"
            return
        }
        overviewGrid = nil
        let page = pages[i]
        let c = page.make()
        c.theme = theme
        host.chart = c
        host.title = "Chartreuse gallery — \(page.title) (\(i + 1)/\(pages.count))"
        Self.playEntry(c)
        if let tick = page.tick { startTicking(tick, host) }
    }

    /// Feeds a live page five times a second until another page is shown.
    private func startTicking(_ tick: @escaping @Sendable (ChartView, Int) -> Void, _ host: WindowHost) {
        let flag = LiveFlag()
        liveFlag?.stop()
        liveFlag = flag
        let box = UncheckedBox(self, host)
        Thread.detachNewThread {
            while flag.isLive {
                Thread.sleep(forTimeInterval: 0.2)
                box.host.mailbox.post {
                    guard flag.isLive, let c = box.host.chart else { return }
                    box.app.ticks += 1
                    tick(c, box.app.ticks)
                }
            }
        }
    }
}

/// Tells a live page's ticking thread to stop.
private final class LiveFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var live = true
    var isLive: Bool { lock.lock(); defer { lock.unlock() }; return live }
    func stop() { lock.lock(); live = false; lock.unlock() }
}

/// Hands the app and host to the ticking thread, which only touches them through the mailbox.
private final class UncheckedBox: @unchecked Sendable {
    let app: GalleryApp
    let host: WindowHost
    init(_ app: GalleryApp, _ host: WindowHost) {
        self.app = app
        self.host = host
    }
}
