import Foundation

/// Turns polylines into anti-aliased triangles: a solid core with a 1 px alpha fringe.
///
/// The outline of the stroke is built as a closed loop of boundary vertices (left side
/// forward, end cap, right side backward, start cap); the interior is triangulated between
/// the two sides without overlap, and a fringe quad runs around the whole loop, so translucent
/// strokes blend evenly and every renderer draws the same pixels.
struct Stroker {
    private typealias Edge = StrokeScratch.Edge

    let style: StrokeStyle
    let paint: Paint
    let bounds: Rect
    /// Width of the anti-aliasing fringe in pixels.
    let aa: Double = 1

    /// Strokes `points` (NaN points already removed) into `list`, with the list's scratch arrays.
    func stroke(_ points: [Point], closed: Bool, into list: inout DrawList) {
        var scratch = StrokeScratch()
        swap(&scratch, &list.strokeScratch)
        defer { swap(&scratch, &list.strokeScratch) }
        scratch.reset()
        stroke(points, closed: closed, into: &list, scratch: &scratch)
    }

    /// Strokes `points` into `list`, building the outline in `scratch`'s arrays.
    private func stroke(_ points: [Point], closed: Bool, into list: inout DrawList, scratch: inout StrokeScratch) {
        Self.dedupe(points, closed: closed, into: &scratch.points)
        let pts = scratch.points
        guard let first = pts.first else { return }
        let w = max(0, style.width)
        guard w > 0 else { return }
        let alphaScale = min(1, w)
        let ch = max(0, w / 2 - aa / 2)
        if pts.count == 1 {
            if !closed { strokeDot(first, halfWidth: ch, alphaScale: alphaScale, into: &list) }
            return
        }
        let isClosed = closed && pts.count > 2
        let n = pts.count
        // Boundary vertices of every section, flat: section i owns lefts[lStart[i]..<lStart[i + 1]].
        var lefts = scratch.lefts, rights = scratch.rights
        var lStart = scratch.lStart, rStart = scratch.rStart
        (scratch.lefts, scratch.rights, scratch.lStart, scratch.rStart) = ([], [], [], [])
        defer { (scratch.lefts, scratch.rights, scratch.lStart, scratch.rStart) = (lefts, rights, lStart, rStart) }
        lefts.reserveCapacity(n + 8)
        rights.reserveCapacity(n + 8)
        lStart.reserveCapacity(n + 1)
        rStart.reserveCapacity(n + 1)
        for i in 0..<n {
            let prev: Point? = i > 0 ? pts[i - 1] : (isClosed ? pts[n - 1] : nil)
            let next: Point? = i < n - 1 ? pts[i + 1] : (isClosed ? pts[0] : nil)
            lStart.append(lefts.count)
            rStart.append(rights.count)
            section(at: pts[i], prev: prev, next: next, ch: ch, left: &lefts, right: &rights)
        }
        lStart.append(lefts.count)
        rStart.append(rights.count)
        // A solid paint is packed once, not per vertex.
        var solid: (core: (UInt8, UInt8, UInt8, UInt8), fringe: (UInt8, UInt8, UInt8, UInt8))?
        if case .solid(let c) = paint { solid = (c.fading(alphaScale).rgba8, c.withAlpha(0).rgba8) }
        func emit(_ e: Edge, into list: inout DrawList) -> Int32 {
            if let solid {
                let i = list.addVertex(e.core, rgba: solid.core)
                list.addVertex(e.fringe, rgba: solid.fringe)
                return i
            }
            let c = paint.color(at: e.core, in: bounds)
            let i = list.addVertex(e.core, c.fading(alphaScale))
            list.addVertex(e.fringe, c.withAlpha(0))
            return i
        }
        list.reserve(vertices: (lefts.count + rights.count) * 2 + 16, indices: n * 30)
        var li = scratch.li, ri = scratch.ri
        (scratch.li, scratch.ri) = ([], [])
        defer { (scratch.li, scratch.ri) = (li, ri) }
        for e in lefts { li.append(emit(e, into: &list)) }
        for e in rights { ri.append(emit(e, into: &list)) }
        list.openTriangles()
        defer { list.closeTriangles() }
        // Interior: join fans, then body quads between consecutive sections.
        for i in 0..<n {
            let l0 = lStart[i], l1 = lStart[i + 1], r0 = rStart[i], r1 = rStart[i + 1]
            if l1 - l0 > 1 {
                for k in l0..<(l1 - 1) { list.appendTriangle(ri[r0], li[k], li[k + 1]) }
            }
            if r1 - r0 > 1 {
                for k in r0..<(r1 - 1) { list.appendTriangle(li[l0], ri[k + 1], ri[k]) }
            }
            let j = i + 1 < n ? i + 1 : (isClosed ? 0 : -1)
            if j >= 0 {
                let a = li[l1 - 1], b = li[lStart[j]], c = ri[rStart[j]], d = ri[r1 - 1]
                list.appendTriangle(a, b, c)
                list.appendTriangle(a, c, d)
            }
        }
        // Fringe around the outline.
        func fringe(_ a: Int32, _ b: Int32, into list: inout DrawList) {
            list.appendTriangle(a, b, b + 1)
            list.appendTriangle(a, b + 1, a + 1)
        }
        func fringeChain(_ chain: [Int32], closed: Bool, into list: inout DrawList) {
            guard chain.count > 1 else { return }
            for k in 0..<(chain.count - 1) { fringe(chain[k], chain[k + 1], into: &list) }
            if closed { fringe(chain[chain.count - 1], chain[0], into: &list) }
        }
        if isClosed {
            fringeChain(li, closed: true, into: &list)
            fringeChain(ri, closed: true, into: &list)
            return
        }
        var loop = scratch.loop
        scratch.loop = []
        defer { scratch.loop = loop }
        loop.removeAll(keepingCapacity: true)
        loop.reserveCapacity(li.count + ri.count + 32)
        loop += li
        appendCap(at: pts[n - 1], dir: (pts[n - 1] - pts[n - 2]).normalized, ch: ch, w: w,
                  from: li[li.count - 1], to: ri[ri.count - 1], emit: emit, into: &list, loop: &loop)
        for k in stride(from: ri.count - 1, through: 0, by: -1) { loop.append(ri[k]) }
        appendCap(at: pts[0], dir: (pts[0] - pts[1]).normalized, ch: ch, w: w,
                  from: ri[0], to: li[0], emit: emit, into: &list, loop: &loop)
        fringeChain(loop, closed: true, into: &list)
    }

    /// The boundary vertices at one point of the path: left side and right side.
    private func section(at p: Point, prev: Point?, next: Point?, ch: Double,
                         left: inout [Edge], right: inout [Edge]) {
        let dIn = prev.map { (p - $0).normalized }
        let dOut = next.map { ($0 - p).normalized }
        let a = aa
        func edge(_ v: Point, scale: Double = 1) -> Edge {
            Edge(core: p + v * (ch * scale), fringe: p + v * ((ch + a) * scale))
        }
        guard let din = dIn, let dout = dOut else {
            let d = dIn ?? dOut ?? Point(1, 0)
            let nrm = d.perpendicular
            left.append(edge(nrm))
            right.append(edge(nrm * -1))
            return
        }
        let nIn = din.perpendicular, nOut = dout.perpendicular
        let turn = din.cross(dout)
        let cosTheta = din.dot(dout)
        if abs(turn) < 1e-9 && cosTheta > 0 {
            left.append(edge(nIn))
            right.append(edge(nIn * -1))
            return
        }
        let sum = nIn + nOut
        let m = sum.length > 1e-9 ? sum.normalized : din * -1
        let denom = max(1e-6, m.dot(nIn))
        let miterScale = 1 / denom
        let leftOuter = dout.dot(nIn) < 0
        if style.join == .miter && miterScale <= style.miterLimit {
            left.append(edge(m, scale: miterScale))
            right.append(edge(m * -1, scale: miterScale))
            return
        }
        // Inner side: the miter point, clamped so very sharp turns on short segments do not spike.
        let segLimit = max(1, min((p - prev!).length, (next! - p).length) / max(ch, 0.5))
        let innerScale = min(miterScale, segLimit)
        let innerDir = leftOuter ? m * -1 : m
        // The inner fringe stays within two fringe widths of the core: a sharper inner miter would
        // spread a faint wedge into the angle.
        let inner = Edge(core: p + innerDir * (ch * innerScale),
                         fringe: p + innerDir * (ch * innerScale + a * min(miterScale, 2)))
        let from = leftOuter ? nIn : nIn * -1
        let to = leftOuter ? nOut : nOut * -1
        if leftOuter { right.append(inner) } else { left.append(inner) }
        if style.join == .round {
            Self.forEachArcPoint(from: from, to: to, radius: ch + a) { v in
                if leftOuter { left.append(edge(v)) } else { right.append(edge(v)) }
            }
        } else if leftOuter {
            left.append(edge(from)); left.append(edge(to))
        } else {
            right.append(edge(from)); right.append(edge(to))
        }
    }

    /// Appends an end cap: outline vertices from the left side's end `from` round to the right
    /// side's end `to` (their indices go on `loop`) and the triangles filling the cap.
    private func appendCap(at p: Point, dir d: Point, ch: Double, w: Double, from: Int32, to: Int32,
                           emit: (Edge, inout DrawList) -> Int32, into list: inout DrawList, loop: inout [Int32]) {
        let n = d.perpendicular
        switch style.cap {
        case .butt, .square:
            // Corner vertices replace the side ends; their fringe also extends past the end.
            let c = p + d * (style.cap == .square ? w / 2 : 0)
            let a = emit(Edge(core: c + n * ch, fringe: c + n * (ch + aa) + d * aa), &list)
            let b = emit(Edge(core: c + n * -ch, fringe: c + n * -(ch + aa) + d * aa), &list)
            list.addQuad(from, a, b, to)
            loop.append(a)
            loop.append(b)
        case .round:
            let c = list.addVertex(p, paint.color(at: p, in: bounds).fading(min(1, style.width)))
            var first: Int32 = -1, previous: Int32 = -1
            Self.forEachArcPoint(from: n, to: n * -1, radius: ch + aa, via: d) { v in
                let i = emit(Edge(core: p + v * ch, fringe: p + v * (ch + aa)), &list)
                if previous >= 0 { list.addTriangle(c, previous, i) } else { first = i }
                previous = i
                loop.append(i)
            }
            list.addTriangle(c, from, first)
            list.addTriangle(c, previous, to)
        }
    }

    /// A dot for a one-point path: a disc for round caps, a square otherwise.
    private func strokeDot(_ p: Point, halfWidth: Double, alphaScale: Double, into list: inout DrawList) {
        let c = paint.color(at: p, in: bounds).fading(alphaScale)
        let r = style.width / 2
        if style.cap == .round {
            list.fillCircle(center: p, radius: r, paint: .solid(c))
        } else if style.cap == .square {
            list.fillConvex(Rect(x: p.x - r, y: p.y - r, width: 2 * r, height: 2 * r).corners,
                              paint: .solid(c))
        }
    }

    /// Hands `body` unit vectors sweeping from `from` to `to` (the shorter way, or through `via` when given),
    /// finely enough that the chord error at `radius` stays under a quarter pixel.
    static func forEachArcPoint(from: Point, to: Point, radius: Double, via: Point? = nil, _ body: (Point) -> Void) {
        let a0 = atan2(from.y, from.x)
        var sweep = atan2(to.y, to.x) - a0
        while sweep <= -Double.pi { sweep += 2 * .pi }
        while sweep > Double.pi { sweep -= 2 * .pi }
        if let via {
            let s: Double = from.cross(via) >= 0 ? 1 : -1
            if sweep * s <= 0 { sweep += s * 2 * .pi }
        }
        let a1 = a0 + sweep
        let step = 2 * acos(max(-1, min(1, 1 - 0.25 / max(radius, 0.5))))
        let segments = max(1, Int((abs(sweep) / max(step, 0.05)).rounded(.up)))
        for k in 0...segments {
            let a = a0 + (a1 - a0) * Double(k) / Double(segments)
            body(Point(cos(a), sin(a)))
        }
    }

    /// Drops consecutive duplicate points (and a closing duplicate of the first point).
    static func dedupe(_ pts: [Point], closed: Bool) -> [Point] {
        var out: [Point] = []
        dedupe(pts, closed: closed, into: &out)
        return out
    }

    /// `dedupe` into `out`, which is emptied first (its storage kept).
    static func dedupe(_ pts: [Point], closed: Bool, into out: inout [Point]) {
        out.removeAll(keepingCapacity: true)
        out.reserveCapacity(pts.count)
        for p in pts where p.isFinite {
            if let l = out.last, (l - p).length < 1e-9 { continue }
            out.append(p)
        }
        if closed, out.count > 1, let f = out.first, let l = out.last, (f - l).length < 1e-9 {
            out.removeLast()
        }
    }
}
