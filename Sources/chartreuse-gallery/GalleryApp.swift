import ChartCore
import ChartSDL

/// The interactive gallery window: PageUp/PageDown or arrows move between pages, `t` toggles theme.
final class GalleryApp {
    let pages: [GalleryPage]
    var index = 0
    var theme = Theme.light

    init(pages: [GalleryPage]) {
        self.pages = pages
    }

    func run() throws {
        let host = try WindowHost(title: "Chartreuse gallery — \(pages[0].title)", width: 1000, height: 640, appID: "chartreuse-gallery")
        host.chart = pages[0].make()
        host.onKey = { [unowned self, unowned host] key, _ in
            switch key {
            case .right, .pageDown: self.show(self.index + 1, host)
            case .left, .pageUp: self.show(self.index - 1, host)
            case .character("t"):
                self.theme = self.theme.name == "light" ? .dark : .light
                host.chart?.theme = self.theme
            default: return false
            }
            return true
        }
        host.run()
    }

    private func show(_ i: Int, _ host: WindowHost) {
        index = (i + pages.count) % pages.count
        let c = pages[index].make()
        c.theme = theme
        host.chart = c
        host.title = "Chartreuse gallery — \(pages[index].title)"
    }
}
