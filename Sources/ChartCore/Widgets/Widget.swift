/// How a widget arranges its children.
public enum StackAxis: Hashable, Sendable {
    /// Top to bottom, each child sized by its `length` along y.
    case vertical
    /// Left to right, each child sized by its `length` along x.
    case horizontal
    /// Every child gets the whole content rectangle.
    case overlay
}

/// A node of the chart's widget tree: a frame, children, drawing and hit-testing.
///
/// Subclasses override `preferredLength`, `layoutChildren` and `drawContent`; the defaults
/// stack children and draw nothing but an optional background, so no method is abstract.
@MainActor
open class Widget {
    /// An optional name to find the widget by.
    public var id: String?
    /// The frame in device pixels, set by the last layout.
    public internal(set) var frame: Rect = .zero
    /// Child widgets, in drawing order (last on top).
    public private(set) var children: [Widget] = []
    /// The containing widget.
    public private(set) weak var parent: Widget?
    /// Size along the parent's stacking axis.
    public var length: Dimension = .auto
    /// Space between the frame and the children or content, in points.
    public var padding: Insets = .zero
    /// Hidden widgets take no space, draw nothing and are not hit.
    public var isHidden = false
    /// Filled behind the content when set.
    public var backgroundColor: Color?
    /// How children are arranged.
    public var stackAxis: StackAxis = .vertical
    /// Whether this widget (rather than only its children) receives hits.
    public var isHitTestable = true
    /// Recognizers fed with the input that hits this widget or its descendants.
    public private(set) var gestureRecognizers: [GestureRecognizer] = []

    /// Creates an empty widget with an optional id to find it by.
    public init(id: String? = nil) {
        self.id = id
    }

    /// Adds a child at the end (on top).
    public func addChild(_ w: Widget) {
        w.removeFromParent()
        w.parent = self
        children.append(w)
        setNeedsLayout()
    }

    /// Inserts a child at a position in drawing order.
    public func insertChild(_ w: Widget, at index: Int) {
        w.removeFromParent()
        w.parent = self
        children.insert(w, at: max(0, min(index, children.count)))
        setNeedsLayout()
    }

    /// Attaches a gesture recognizer to this widget.
    public func addGestureRecognizer(_ r: GestureRecognizer) {
        r.widget = self
        gestureRecognizers.append(r)
    }

    /// Detaches a gesture recognizer.
    public func removeGestureRecognizer(_ r: GestureRecognizer) {
        gestureRecognizers.removeAll { $0 === r }
        if r.widget === self { r.widget = nil }
    }

    /// Removes this widget from its parent.
    public func removeFromParent() {
        guard let p = parent else { return }
        p.children.removeAll { $0 === self }
        parent = nil
        p.setNeedsLayout()
    }

    /// The first widget in this subtree with the given id.
    public func widget(id: String) -> Widget? {
        if self.id == id { return self }
        for c in children { if let w = c.widget(id: id) { return w } }
        return nil
    }

    /// The root of the tree.
    public var root: Widget { parent?.root ?? self }

    /// Asks the root to lay out and redraw before the next frame.
    open func setNeedsLayout() {
        parent?.setNeedsLayout()
    }

    /// Asks the root to redraw before the next frame.
    open func setNeedsDisplay() {
        parent?.setNeedsDisplay()
    }

    /// The frame inset by the padding.
    public func contentFrame(_ ctx: LayoutContext) -> Rect {
        frame.inset(by: Insets(top: ctx.px(padding.top), left: ctx.px(padding.left),
                               bottom: ctx.px(padding.bottom), right: ctx.px(padding.right)))
    }

    /// Preferred length along `axis` when the other dimension is `cross` pixels.
    ///
    /// The default sums (along the stack axis) or maxes (across it) the children's preferences,
    /// plus padding.
    open func preferredLength(along axis: StackAxis, cross: Double, _ ctx: LayoutContext) -> Double {
        let pad = axis == .vertical ? ctx.px(padding.top + padding.bottom) : ctx.px(padding.left + padding.right)
        let crossPad = axis == .vertical ? ctx.px(padding.left + padding.right) : ctx.px(padding.top + padding.bottom)
        let inner = max(0, cross - crossPad)
        var v = 0.0
        var any = false
        for c in children where !c.isHidden {
            any = true
            let p: Double
            if case .points(let pts) = c.length, stackAxis == axis { p = ctx.px(pts) } else {
                p = c.preferredLength(along: axis, cross: inner, ctx)
            }
            v = (stackAxis == axis) ? v + p : max(v, p)
        }
        return any ? v + pad : 0
    }

    /// Sets the frame and lays out the subtree.
    public func layout(in frame: Rect, _ ctx: LayoutContext) {
        self.frame = frame
        layoutChildren(ctx)
    }

    /// Places the children inside the content frame according to `stackAxis` and their lengths.
    open func layoutChildren(_ ctx: LayoutContext) {
        let content = contentFrame(ctx)
        guard stackAxis != .overlay else {
            for c in children where !c.isHidden { c.layout(in: content, ctx) }
            return
        }
        // Hidden children take no space: as a zero length they change nothing else.
        let vertical = stackAxis == .vertical
        let kids = children
        withUnsafeTemporaryAllocation(of: Double.self, capacity: kids.count) { lengths in
            LinearLayout.lengths(count: kids.count, dimension: { kids[$0].isHidden ? .points(0) : kids[$0].length },
                                 container: vertical ? content.height : content.width, scale: ctx.scale,
                                 intrinsic: { kids[$0].preferredLength(along: self.stackAxis,
                                                                       cross: vertical ? content.width : content.height, ctx) },
                                 into: lengths)
            var at = vertical ? content.minY : content.minX
            for (i, c) in kids.enumerated() where !c.isHidden {
                let l = lengths[i]
                c.layout(in: vertical ? Rect(x: content.minX, y: at, width: content.width, height: l)
                                      : Rect(x: at, y: content.minY, width: l, height: content.height), ctx)
                at += l
            }
        }
    }

    /// Draws the background, the content and then the children, clipped to the frame.
    public func draw(_ ctx: inout RenderContext) {
        guard !isHidden, !frame.isEmpty else { return }
        if let bg = backgroundColor { ctx.list.addSolidRect(frame, color: bg) }
        if let inner = subtreeContext(ctx.layout) {
            let outer = ctx.layout
            ctx.layout = inner
            drawBody(&ctx)
            ctx.layout = outer
        } else {
            drawBody(&ctx)
        }
    }

    private func drawBody(_ ctx: inout RenderContext) {
        drawContent(&ctx)
        for c in children { c.draw(&ctx) }
        drawOverlay(&ctx)
    }

    /// The context this widget and its subtree draw with, when it differs from the parent's (a
    /// chart puts its `PlotFrame` in it); nil keeps the parent's. The default returns nil.
    open func subtreeContext(_ ctx: LayoutContext) -> LayoutContext? { nil }

    /// Draws this widget's own content (below its children). The default draws nothing.
    open func drawContent(_ ctx: inout RenderContext) {}

    /// Draws above the children. The default draws nothing.
    open func drawOverlay(_ ctx: inout RenderContext) {}

    // MARK: Responding

    /// Answers an input event that reached this widget along the responder chain (from the widget
    /// under the pointer, or with focus, up to the root); true stops the event there. The default
    /// uses nothing.
    open func respond(to event: InputEvent) -> Bool { false }

    /// Advances this widget's own timers (momentum, animations) to `time`; the root calls it on
    /// every tick. The default does nothing.
    open func advance(to time: Double) {}

    /// When this widget next needs `advance(to:)`, or nil. The default is nil.
    open func wakeTime(after now: Double) -> Double? { nil }

    /// Called after each layout of the tree and before it is drawn (a chart reports the value
    /// under a still pointer here). The default does nothing.
    open func didLayout() {}

    /// The deepest visible widget containing `p`, children first (topmost wins).
    public func hitTest(_ p: Point) -> Widget? {
        guard !isHidden, frame.contains(p) else { return nil }
        for c in children.reversed() {
            if let hit = c.hitTest(p) { return hit }
        }
        return isHitTestable ? self : nil
    }
}
