/// The top of a widget tree that a host shows: it lays the tree out, draws it, and routes input
/// along the responder chain.
///
/// Any widget tree can be shown: a single chart (a `ChartView` is a root of its own) or a
/// workspace of several charts. Input takes one route: a key or text goes to `focus` (else the
/// widget under the pointer) and then up through its ancestors; a pointer event goes to the
/// widget under it and its ancestors, then to the gesture recognizers of those widgets; whatever
/// no widget used goes to the app's `onUnhandledInput` (quit keys, app shortcuts).
open class RootWidget: Widget {
    /// The theme the tree is laid out and drawn with.
    public var theme: Theme = .light { didSet { setNeedsLayout() } }
    /// Called when the tree needs a new frame (the host schedules a redraw).
    package var onInvalidate: (() -> Void)?
    /// The app's answer to input that no widget used; return true when it was used.
    public var onUnhandledInput: ((InputEvent) -> Bool)?
    /// The widget keys go to first (then its ancestors); nil starts at the widget under the pointer.
    public weak var focus: Widget?
    /// Routes pointer input to the recognizers of the widgets under it.
    private(set) lazy var dispatcher = GestureDispatcher(root: self)
    /// Whether the tree must be laid out before the next frame.
    private(set) var needsLayout = true
    /// Whether the tree must be drawn again.
    private(set) var needsDisplay = true
    private var lastLayoutKey: (Size, Double)?
    /// The widget last under the pointer, to tell those the pointer left.
    weak var pointerWidget: Widget?
    /// Where the pointer was last seen.
    public internal(set) var pointerPosition: Point?

    /// A root with an optional id.
    public override init(id: String? = "root") {
        super.init(id: id)
    }

    /// The theme after any overrides the root applies (a chart's style); the tree is drawn with it.
    open var resolvedTheme: Theme { theme }

    /// Marks the tree for layout; a root inside another tree passes the request up.
    open override func setNeedsLayout() {
        needsLayout = true
        needsDisplay = true
        if let p = parent { p.setNeedsLayout() } else { onInvalidate?() }
    }

    /// Marks the tree for drawing; a root inside another tree passes the request up.
    open override func setNeedsDisplay() {
        needsDisplay = true
        if let p = parent { p.setNeedsDisplay() } else { onInvalidate?() }
    }

    // MARK: Frames

    /// Lays out (when needed) and draws the whole tree into `list`, which is cleared first.
    /// The backend clears the target to `resolvedTheme.background` before replaying it.
    ///
    /// Widgets hear `didLayout()` after the layout and before drawing: what they report then (a
    /// value under a still pointer) may change the tree, which is laid out again before it is drawn.
    ///
    /// - Parameters:
    ///   - list: the draw list the tree's drawing is appended to.
    ///   - size: output size in device pixels.
    ///   - glyphs: the font backend text is measured and drawn with.
    ///   - scale: device pixels per point (2 on HiDPI outputs).
    public func render(into list: inout DrawList, size: Size, glyphs: GlyphSource, scale: Double = 1) {
        let full = needsLayout || lastLayoutKey.map { $0.0 != size || $0.1 != scale } ?? true
        willRender(fullRedraw: full)
        let ctx = LayoutContext(measurer: TextMeasurer(source: glyphs, scale: scale), theme: resolvedTheme)
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        if full {
            layout(in: bounds, ctx)
            lastLayoutKey = (size, scale)
            needsLayout = false
        }
        visitDidLayout(self)
        if needsLayout {
            layout(in: bounds, ctx)
            needsLayout = false
        }
        list.removeAll()
        var rc = RenderContext(layout: ctx, list: list)
        list = DrawList()
        draw(&rc)
        list = rc.list
        needsDisplay = false
        didRender()
    }

    private func visitDidLayout(_ w: Widget) {
        w.didLayout()
        for c in w.children where !c.isHidden { visitDidLayout(c) }
    }

    /// Called before a frame is built; `fullRedraw` is false when only drawing changed.
    open func willRender(fullRedraw: Bool) {}

    /// Called after a frame has been built into the draw list.
    open func didRender() {}

    // MARK: Timers

    /// Advances every widget's timers (recognizers, momentum, animations) to `time`.
    package func tick(at time: Double) {
        dispatcher.tick(at: time)
        visitAdvance(self, time)
    }

    private func visitAdvance(_ w: Widget, _ time: Double) {
        w.advance(to: time)
        for c in w.children { visitAdvance(c, time) }
    }

    /// When the host should call `tick(at:)` next, or nil to sleep until input.
    package func nextWakeTime(after now: Double) -> Double? {
        var t = dispatcher.nextDeadline
        visitWake(self, now, &t)
        return t
    }

    private func visitWake(_ w: Widget, _ now: Double, _ t: inout Double?) {
        if let d = w.wakeTime(after: now) { t = min(t ?? d, d) }
        for c in w.children { visitWake(c, now, &t) }
    }
}
