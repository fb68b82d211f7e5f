import ChartCore
import Foundation

/// One gallery page: a name, a line saying what it shows, and a function building its chart.
public struct GalleryPage: Sendable {
    /// A short name for the command line and file names (`--page SLUG`).
    public let slug: String
    /// The line saying what the page shows.
    public let title: String
    /// Builds the page's chart (through the public library API only).
    public let make: @MainActor @Sendable () -> ChartView
    /// Called about five times a second while the page is shown (live data); nil for static pages.
    public var tick: (@MainActor @Sendable (ChartView, Int) -> Void)?

    /// A page from its slug, title, chart builder and optional live tick.
    public init(_ slug: String, _ title: String, make: @escaping @MainActor @Sendable () -> ChartView,
         tick: (@MainActor @Sendable (ChartView, Int) -> Void)? = nil) {
        self.slug = slug
        self.title = title
        self.make = make
        self.tick = tick
    }
}

/// A small deterministic random generator (SplitMix64), so every export looks the same.
struct SeededRandom {
    private var state: UInt64

    init(_ seed: UInt64) { state = seed }

    /// A value in [0, 1).
    mutating func next() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(1 << 53)
    }

    /// A value in [a, b).
    mutating func uniform(_ a: Double, _ b: Double) -> Double { a + (b - a) * next() }

    /// A normally distributed value (Box–Muller).
    mutating func normal(_ mean: Double = 0, _ sd: Double = 1) -> Double {
        let u = max(next(), 1e-12), v = next()
        return mean + sd * (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
    }
}

/// A tooltip that follows the chart's selection (JBChartView's demo tooltip).
final class SelectionTooltip: Widget, ChartViewDelegate {
    private let bubble = TooltipView()
    private let format: @MainActor (ChartView, SelectionEvent) -> [String]

    /// Installs a tooltip on `chart`; `format` gives its lines for a selection.
    @discardableResult
    static func install(on chart: ChartView, format: @escaping @MainActor (ChartView, SelectionEvent) -> [String]) -> SelectionTooltip {
        let t = SelectionTooltip(format: format)
        chart.plotRegion.addChild(t)
        chart.addObserver(t)
        return t
    }

    private init(format: @escaping @MainActor (ChartView, SelectionEvent) -> [String]) {
        self.format = format
        super.init(id: "selectionTooltip")
        isHitTestable = false
        length = .relative(1)
        stackAxis = .overlay
        addChild(bubble)
    }

    override func preferredLength(along axis: StackAxis, cross: Double, _ ctx: LayoutContext) -> Double { 0 }

    func chartView(_ chart: ChartView, didSelect event: SelectionEvent) {
        bubble.anchor = chart.position(of: event.selection) ?? event.touchPoint
        bubble.lines = format(chart, event)
    }

    func chartViewDidDeselect(_ chart: ChartView) {
        bubble.anchor = nil
    }
}
