import ChartCore

/// Where the plots of a workspace go: a pure function of their shares, the one maximised and
/// the space, so it is tested without a window.
public struct StackLayout: Hashable, Sendable {
    /// Plots top to bottom (vertical) or left to right (horizontal).
    public var axis: StackAxis = .vertical
    /// Each plot's share of the space (1 each by default).
    public var shares: [Double] = []
    /// The plot shown alone, filling the space, or nil.
    public var maximized: Int?
    /// Pixels between plots (a divider to drag).
    public var gap: Double = 6
    /// No plot is made smaller than this many pixels by a divider drag.
    public var minimum: Double = 60

    /// A layout of `count` equal plots.
    public init(count: Int = 0, axis: StackAxis = .vertical) {
        self.axis = axis
        shares = Array(repeating: 1, count: count)
    }

    /// The plots' frames in `bounds` (a maximised plot fills it; the others get empty frames).
    public func frames(in bounds: Rect) -> [Rect] {
        let n = shares.count
        guard n > 0 else { return [] }
        if let m = maximized, m >= 0, m < n {
            return (0..<n).map { $0 == m ? bounds : Rect(x: bounds.minX, y: bounds.minY, width: 0, height: 0) }
        }
        let vertical = axis != .horizontal
        let total = vertical ? bounds.height : bounds.width
        let free = max(0, total - gap * Double(n - 1))
        let sum = shares.reduce(0) { $0 + max(0.01, $1) }
        var at = vertical ? bounds.minY : bounds.minX
        var out: [Rect] = []
        for (i, s) in shares.enumerated() {
            // Whole pixels; the last plot takes what rounding left.
            let end = i == n - 1 ? (vertical ? bounds.maxY : bounds.maxX) : (at + free * max(0.01, s) / sum).rounded()
            let l = max(0, end - at)
            out.append(vertical ? Rect(x: bounds.minX, y: at, width: bounds.width, height: l)
                                : Rect(x: at, y: bounds.minY, width: l, height: bounds.height))
            at = end + gap
        }
        return out
    }

    /// The dividers' frames: the gap after each plot but the last (none while one is maximised).
    public func dividers(in bounds: Rect) -> [Rect] {
        guard maximized == nil, shares.count > 1 else { return [] }
        let f = frames(in: bounds)
        return f.dropLast().map { r in
            axis != .horizontal ? Rect(x: r.minX, y: r.maxY, width: r.width, height: gap)
                                : Rect(x: r.maxX, y: r.minY, width: gap, height: r.height)
        }
    }

    /// Moves divider `i` (between plots i and i+1) by `delta` pixels, keeping both at least `minimum`.
    public mutating func drag(divider i: Int, by delta: Double, in bounds: Rect) {
        guard i >= 0, i + 1 < shares.count else { return }
        let f = frames(in: bounds)
        let vertical = axis != .horizontal
        let a = vertical ? f[i].height : f[i].width, b = vertical ? f[i + 1].height : f[i + 1].width
        guard a + b > 0 else { return }
        let d = min(max(delta, minimum - a), b - minimum)
        guard a + b >= 2 * minimum else { return }
        let pair = shares[i] + shares[i + 1]
        shares[i] = pair * (a + d) / (a + b)
        shares[i + 1] = pair - shares[i]
    }

    /// Where a new plot dropped at `p` goes: the index it takes, when `p` is in a gap, within a
    /// quarter of a plot's edge or past the last plot; nil when it is over a plot's middle.
    public func insertionIndex(at p: Point, in bounds: Rect) -> Int? {
        let f = frames(in: bounds)
        let vertical = axis != .horizontal
        let v = vertical ? p.y : p.x
        for (i, r) in f.enumerated() {
            let lo = vertical ? r.minY : r.minX, hi = vertical ? r.maxY : r.maxX
            let edge = min(40, (hi - lo) / 4)
            if v < lo { return i }
            if v < lo + edge { return i }
            if v <= hi - edge { return nil }
            if v <= hi { return i + 1 }
        }
        return f.count
    }

    /// Adds a plot at `index` with an equal share.
    public mutating func insert(at index: Int) {
        let avg = shares.isEmpty ? 1 : shares.reduce(0, +) / Double(shares.count)
        shares.insert(avg, at: max(0, min(index, shares.count)))
        maximized = nil
    }

    /// Removes plot `index`.
    public mutating func remove(at index: Int) {
        guard shares.indices.contains(index) else { return }
        shares.remove(at: index)
        if let m = maximized { maximized = m == index ? nil : (m > index ? m - 1 : m) }
    }
}
