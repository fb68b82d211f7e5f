/// Lines with more points than pixel columns, drawn as one vertical span per column.
///
/// A decimated line of millions of points zigzags through first, minimum, maximum and last in
/// every pixel column; stroked segment by segment it costs tens of thousands of thin triangles
/// whose pixels mostly overlap. Being unbroken, the line covers in each column every y from its
/// lowest to its highest point there (counting where it crosses the column's edges), so it is
/// drawn as that span, widened by the stroke width: a strip of a few quads per column, with
/// 1 px fringes above and below. A stroke wider than a pixel also reaches into the next columns,
/// which show their neighbours' spans faintly (a quarter for 1.5 px). The spans depend only on
/// each column's extremes and edge crossings, which decimation keeps, so a decimated and a full
/// line draw the same pixels.
extension DrawList {
    /// Draws `points` as column spans when they run left to right and at least half of the
    /// columns they cross hold two points or more; returns false, drawing nothing, otherwise.
    mutating func strokeDense(_ points: [Point], width: Double, color: Color) -> Bool {
        guard points.count >= 2, let first = points.first, let last = points.last,
              first.x.isFinite, last.x.isFinite, last.x > first.x else { return false }
        // Fewer points than half the columns cannot leave two in half of them.
        let span = last.x.rounded(.down) - first.x.rounded(.down)
        guard span < 65_536 else { return false }
        let crossed = Int(span) + 1
        guard points.count * 2 >= crossed else { return false }
        var s = strokeScratch
        strokeScratch = StrokeScratch()
        defer { strokeScratch = s }
        // One empty column either side, for the neighbours' reach.
        let x0 = first.x.rounded(.down) - 1
        guard Self.columnSpans(points, x0: x0, columns: crossed + 2, into: &s) else { return false }
        emitSpans(s, x0: x0, width: width, color: color)
        return true
    }

    /// Fills `s.spanTop`/`spanBottom` with the lowest and highest y of the line in each column
    /// (its points there and where it crosses the column's edges); false when x goes back or
    /// fewer than half of the columns hold two points.
    static func columnSpans(_ points: [Point], x0: Double, columns n: Int, into s: inout StrokeScratch) -> Bool {
        s.spanTop.removeAll(keepingCapacity: true)
        s.spanBottom.removeAll(keepingCapacity: true)
        s.spanCount.removeAll(keepingCapacity: true)
        s.spanTop.append(contentsOf: repeatElement(.infinity, count: n))
        s.spanBottom.append(contentsOf: repeatElement(-.infinity, count: n))
        s.spanCount.append(contentsOf: repeatElement(0, count: n))
        return s.spanTop.withUnsafeMutableBufferPointer { top in
            s.spanBottom.withUnsafeMutableBufferPointer { bottom in
                s.spanCount.withUnsafeMutableBufferPointer { count in
                    @inline(__always) func add(_ c: Int, _ y: Double) {
                        if y < top[c] { top[c] = y }
                        if y > bottom[c] { bottom[c] = y }
                    }
                    var a = points[0]
                    var multi = 0
                    let end = points[points.count - 1].x
                    for b in points {
                        // Past the last point's x, x must go back later: give up before indexing with it.
                        guard b.isFinite, b.x >= a.x, b.x <= end else { return false }
                        let c = min(n - 2, Int(b.x - x0))
                        add(c, b.y)
                        if count[c] < 2 {
                            count[c] += 1
                            if count[c] == 2 { multi += 1 }
                        }
                        // Where the segment a→b crosses column edges, it is in both columns.
                        var edge = (a.x - x0).rounded(.down) + 1
                        while edge <= b.x - x0, Int(edge) < n - 1 {
                            let y = a.y + (b.y - a.y) * ((edge + x0 - a.x) / (b.x - a.x))
                            add(Int(edge) - 1, y)
                            add(Int(edge), y)
                            edge += 1
                        }
                        a = b
                    }
                    return multi * 2 >= n - 2
                }
            }
        }
    }

    /// Appends each column's span widened by `width` at full alpha, its neighbours' spans
    /// beyond it at the alpha a stroke that wide spills into the next column, and 1 px fringes.
    private mutating func emitSpans(_ s: StrokeScratch, x0: Double, width: Double, color: Color) {
        let rgba = color.rgba8
        let half = width / 2
        let side = min(1, max(0, (width - 1) / 2))
        openTriangles()
        defer { closeTriangles() }
        let n = s.spanTop.count
        // At most eight levels (seven quads) per column.
        write(vertices: n * 16, indices: n * 42) { w in
            for c in 0..<n {
                var top = s.spanTop[c] - half, bottom = s.spanBottom[c] + half
                var nearTop = Double.infinity, nearBottom = -Double.infinity
                if side > 0 {
                    // The neighbours' spans (the first and last columns are always empty).
                    if c > 0, c + 1 < n {
                        nearTop = min(s.spanTop[c - 1], s.spanTop[c + 1]) - half
                        nearBottom = max(s.spanBottom[c - 1], s.spanBottom[c + 1]) + half
                    }
                }
                let own = top <= bottom
                guard own || nearTop <= nearBottom else { continue }
                // A span thinner than a pixel is drawn a pixel tall at a proportionally lower alpha.
                var scale = 1.0
                if own, bottom - top < 1 {
                    scale = bottom - top
                    let mid = (top + bottom) / 2
                    top = mid - 0.5
                    bottom = mid + 0.5
                }
                var strip = ColumnStrip(x: x0 + Double(c), rgba: rgba)
                if !own {
                    // Only a neighbour's reach: one faint span.
                    strip.level(nearTop - 0.5, 0, into: &w)
                    strip.level(nearTop + 0.5, side, into: &w)
                    strip.level(nearBottom - 0.5, side, into: &w)
                    strip.level(nearBottom + 0.5, 0, into: &w)
                    continue
                }
                if nearTop < top - 1 {
                    strip.level(nearTop - 0.5, 0, into: &w)
                    strip.level(nearTop + 0.5, side, into: &w)
                    strip.level(top - 0.5, side, into: &w)
                } else {
                    strip.level(top - 0.5, 0, into: &w)
                }
                strip.level(top + 0.5, scale, into: &w)
                strip.level(bottom - 0.5, scale, into: &w)
                if nearBottom > bottom + 1 {
                    strip.level(bottom + 0.5, side, into: &w)
                    strip.level(nearBottom - 0.5, side, into: &w)
                    strip.level(nearBottom + 0.5, 0, into: &w)
                } else {
                    strip.level(bottom + 0.5, 0, into: &w)
                }
            }
        }
    }
}

/// One pixel column drawn as horizontal edges at increasing y, each with an alpha; consecutive
/// edges are joined by a quad whose alpha blends from one to the other.
private struct ColumnStrip {
    let x: Double
    let rgba: (UInt8, UInt8, UInt8, UInt8)
    /// The left vertex of the last edge (the right one follows it).
    var previous: Int32?
    var lastY = -Double.infinity

    init(x: Double, rgba: (UInt8, UInt8, UInt8, UInt8)) {
        self.x = x
        self.rgba = rgba
    }

    /// Adds an edge at `y` (never above the last) with `alpha` (0…1) times the colour's alpha.
    @inline(__always)
    mutating func level(_ y: Double, _ alpha: Double, into list: inout GeometryWriter) {
        let y = max(y, lastY)
        lastY = y
        let a = UInt8(Double(rgba.3) * alpha + 0.5)   // rounded, without a libm call
        let l = list.addVertex(Point(x, y), rgba: (rgba.0, rgba.1, rgba.2, a))
        _ = list.addVertex(Point(x + 1, y), rgba: (rgba.0, rgba.1, rgba.2, a))
        if let p = previous {
            list.addTriangle(p, p + 1, l + 1)
            list.addTriangle(p, l + 1, l)
        }
        previous = l
    }
}
