import ChartIO
import ChartCore
import Foundation

/// A chart's viewport provider for lines held in ClickHouse: each viewport of each line is asked
/// of the server (`ClickHouseViewport`) on a worker thread; meanwhile the plot draws the line's
/// last answer moved to the new viewport (`.pending`) and draws again when the new one arrives.
///
/// Requests wait until the viewport has been still for `settle` seconds (a drag asks once, when it
/// stops or slows); a request a newer one replaced is cancelled — its connection closed and the
/// query killed by id. When the server cannot be reached, the last pictures stay and the request is
/// tried again with growing pauses. Series the server does not hold (another x, derived columns)
/// are answered by the chart's own store.
package final class ClickHouseProvider: ViewportProvider {
    /// Called on the drawing thread when an answer arrived.
    public var onAnswer: (() -> Void)?
    /// Called on the drawing thread when series `i`'s answer arrived: the y column, the rows it
    /// drew (points, or grid columns), its x range and the milliseconds it took.
    public var onReceived: ((_ series: Int, _ y: String, _ rows: Int, _ columns: Bool, _ x: ClosedRange<Double>, _ ms: Double) -> Void)?
    /// Called on the drawing thread with a problem to show (nil once answers come again).
    public var onProblem: ((String?) -> Void)?
    /// Seconds the viewport stays still before it is asked for.
    public var settle: Double = 0.05
    /// Answer on the calling thread, waiting for the server (for export: one picture, complete).
    public var synchronous = false
    /// The last problem, when `synchronous` (export reports it).
    public private(set) var lastProblem: String?
    /// How many viewport requests reached the server (for tests and the bench).
    public private(set) var requests = 0

    private let viewport: ClickHouseViewport
    private let yColumns: [String: String]
    /// Each y expression's rollups.
    private let rollups: [String: ClickHouseRollups]
    private weak var store: SeriesStore?
    private let deliver: @Sendable (@escaping @Sendable () -> Void) -> Void
    private var answers: [Int: Answer] = [:]
    /// Each series' prefetched columns: the last answer's view and a screen either side, on its grid.
    private var around: [Int: Answer] = [:]
    /// Each series' grid, kept while a pan leaves the zoom alone (as the store keeps its own).
    private var grids: [Int: ViewportGrid] = [:]
    private var problem: String?
    /// The viewport each series last failed for (not asked again until the view changes; the
    /// worker itself retries a server that could not be reached).
    private var failed: [Int: Key] = [:]
    private let worker: Worker

    /// One series' answer for one viewport.
    struct Answer {
        var key: Key
        var rows: ClickHouseViewport.Rows
    }

    /// What a viewport request is: the series' y expression, its grid, and its first and last x.
    struct Key: Hashable, Sendable {
        var y: String
        var grid: ViewportGrid
        var first: Double, last: Double
    }

    /// A provider asking `source` for the lines of `store`'s series named after its y columns;
    /// `deliver` runs a closure on the drawing thread (the window's mailbox).
    package init(source: ClickHouseSource, store: SeriesStore, deliver: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void) throws {
        viewport = try source.viewport()
        var ys: [String: String] = [:]
        var rolled: [String: ClickHouseRollups] = [:]
        for c in source.y {
            let v = try c.value()
            ys[c.name] = v
            rolled[v] = source.rollups[c.name]
        }
        yColumns = ys
        rollups = rolled
        self.store = store
        self.deliver = deliver
        worker = Worker(viewport: viewport, rollups: rolled)
    }

    deinit { worker.stop() }

    /// Whether series `i` ascends in x (the store knows from the rows it holds).
    public func isSorted(_ i: Int) -> Bool { store?.isSorted(i) ?? false }

    /// The points of series `i` over `g`: the server's answer for this viewport when it has come,
    /// else the last answer moved into it while the new one is asked for.
    package func linePoints(_ i: Int, of s: Series, in g: PlotGeometry, into out: inout [Point]) -> ViewportAnswer {
        guard let y = yColumns[s.name], isSorted(i), s.count > 0,
              let grid = ViewportGrid(g, anchor: s.xValue(0), previous: grids[i]) else { return local(i, s, g, &out) }
        grids[i] = grid
        let key = Key(y: y, grid: grid, first: s.xValue(0), last: s.xValue(s.count - 1))
        if let a = answers[i], a.key == key {
            draw(a.rows, g, &out)
            return .current
        }
        if synchronous {
            do {
                let rows = try viewport.rows(y: y, grid: grid, first: key.first, last: key.last, rollups: rollups[y])
                requests += 1
                answers[i] = Answer(key: key, rows: rows)
                draw(rows, g, &out)
                return .current
            } catch {
                lastProblem = "\(error)"
                return local(i, s, g, &out)
            }
        }
        // A view that failed (the banner names why) is not asked again, nor drawn as awaited.
        let settled = failed[i] == key
        if !settled {
            failed[i] = nil
            ask(i, key)
        }
        // Meanwhile: the prefetched screens around the last view when they hold this one (a pan
        // on the same grid), else the last answer moved into this view when it covers most of it
        // (a small zoom), else the rows held here (a preview of the whole line).
        if let w = around[i], w.key.grid.width == grid.width, w.key.grid.anchor == grid.anchor,
           w.key.grid.lo <= grid.lo, w.key.grid.hi >= grid.hi, case .columns(let cols, _, _, _, _, _, _) = w.rows {
            // The columns of the rows just outside the view, within a column of its edges, as an answer has them.
            let l = Int(grid.position(grid.lo).rounded(.down)) - 1, h = Int(grid.position(grid.hi).rounded(.down)) + 1
            let before = cols.last { $0.firstX < grid.lo }?.column ?? l, after = cols.first { $0.lastX > grid.hi }?.column ?? h
            let k = max(l, before)...max(max(l, before), min(h, after))
            LineDecimator.points(columns: cols, grid: grid, span: (k.lowerBound, k.upperBound, k), before: nil, after: nil, g: g, into: &out)
        } else if let a = answers[i], min(a.key.grid.hi, grid.hi) - max(a.key.grid.lo, grid.lo) >= (grid.hi - grid.lo) / 2 {
            moved(a, g, &out)
        } else {
            _ = local(i, s, g, &out)
        }
        return settled ? .current : .pending
    }

    /// Asks the worker for `key` of series `i`; the reply hops to the drawing thread, where alone
    /// the provider is touched.
    private func ask(_ i: Int, _ key: Key) {
        let me = WeakBox(self), deliver = self.deliver
        worker.ask(i, key, settle: settle) { i, key, result, ms in
            deliver { me.value?.received(i, key, result, ms) }
        }
    }

    /// Worker requests for prefetches are numbered from here (series i's is `prefetch + i`).
    static let prefetch = 1 << 40

    /// After an answer of columns, asks for a screen either side of it on the same grid, so a pan
    /// has an exact picture to draw while its own answer is on its way.
    private func prefetch(_ i: Int, _ key: Key, _ rows: ClickHouseViewport.Rows) {
        guard case .columns = rows else { return }
        if let w = around[i], w.key.grid.width == key.grid.width, w.key.grid.anchor == key.grid.anchor,
           w.key.grid.lo <= key.grid.lo - (key.grid.hi - key.grid.lo) / 2, w.key.grid.hi >= key.grid.hi + (key.grid.hi - key.grid.lo) / 2 { return }
        var wide = key
        let span = key.grid.hi - key.grid.lo
        wide.grid.lo -= span
        wide.grid.hi += span
        wide.grid.columns *= 3
        ask(Self.prefetch + i, wide)
    }

    private func received(_ i: Int, _ key: Key, _ result: Result<ClickHouseViewport.Rows, ClickHouseError>, _ ms: Double) {
        switch result {
        case .success(let rows) where i >= Self.prefetch:
            around[i - Self.prefetch] = Answer(key: key, rows: rows)
            return
        case .success(let rows):
            requests += 1
            answers[i] = Answer(key: key, rows: rows)
            prefetch(i, key, rows)
            let name = yColumns.first { $0.value == key.y }?.key ?? key.y
            switch rows {
            case .points(let x, _): onReceived?(i, name, x.count, false, key.grid.lo...key.grid.hi, ms)
            case .columns(let c, _, _, _, _, _, _): onReceived?(i, name, c.count, true, key.grid.lo...key.grid.hi, ms)
            }
            if problem != nil { problem = nil; onProblem?(nil) }
        case .failure where i >= Self.prefetch:
            return
        case .failure(let e):
            if !e.unreachable { failed[i] = key }
            problem = e.description
            onProblem?(e.description)
        }
        onAnswer?()
    }

    private func local(_ i: Int, _ s: Series, _ g: PlotGeometry, _ out: inout [Point]) -> ViewportAnswer {
        guard let store else { out.removeAll(); return .current }
        return store.linePoints(i, of: s, in: g, into: &out)
    }

    private func draw(_ rows: ClickHouseViewport.Rows, _ g: PlotGeometry, _ out: inout [Point]) {
        switch rows {
        case .points(let x, let y):
            LineDecimator.points(x: x, y: y, g: g, into: &out)
        case .columns(let c, let grid, let a, let b, let range, let before, let after):
            LineDecimator.points(columns: c, grid: grid, span: (a, b, range), before: before.map { ($0.x, $0.y) },
                                 after: after.map { ($0.x, $0.y) }, g: g, into: &out)
        }
    }

    /// An earlier answer drawn in a new viewport: its rows where they lie, its columns' extremes at
    /// their centres (until the exact answer replaces it).
    private func moved(_ a: Answer, _ g: PlotGeometry, _ out: inout [Point]) {
        guard case .columns(let cols, let grid, _, _, _, _, _) = a.rows else { return draw(a.rows, g, &out) }
        var xs: [Double] = [], ys: [Double] = []
        xs.reserveCapacity(cols.count * 4); ys.reserveCapacity(cols.count * 4)
        for c in cols {
            let centre = grid.anchor + (Double(c.column) + 0.5) * grid.width
            xs.append(c.firstX); ys.append(c.firstY)
            let (p, q) = c.minX <= c.maxX ? (c.minY, c.maxY) : (c.maxY, c.minY)
            xs.append(centre); ys.append(p)
            xs.append(centre); ys.append(q)
            xs.append(c.lastX); ys.append(c.lastY)
        }
        LineDecimator.points(x: xs, y: ys, g: g, into: &out)
    }
}

/// A weak reference handed across threads; it is only dereferenced on the drawing thread.
private struct WeakBox: @unchecked Sendable {
    weak var value: ClickHouseProvider?
    init(_ v: ClickHouseProvider) { value = v }
}
