import Foundation

/// Writes recorded vector operations as an SVG document: real strokes with joins, caps and
/// dashes, polygons, linear gradients, clip paths and text.
package enum SVGWriter {
    /// The SVG for `ops` on a `size` canvas cleared to `background`.
    package static func document(_ ops: [VectorOp], size: Size, background: Color, fontFamily: String = "DejaVu Sans") -> String {
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="\(num(size.width))" height="\(num(size.height))" \
        viewBox="0 0 \(num(size.width)) \(num(size.height))">
        <rect width="100%" height="100%" \(fill(.solid(background), defs: nil))/>

        """
        var defs = ""
        var ids = 0
        var open = 0
        func paintAttr(_ p: Paint, _ bounds: Rect, stroke: Bool) -> String {
            switch p {
            case .solid(let c):
                let (r, g, b, a) = c.rgba8
                let name = stroke ? "stroke" : "fill"
                return "\(name)=\"#\(hex(r))\(hex(g))\(hex(b))\"" + (a < 255 ? " \(name)-opacity=\"\(num(Double(a) / 255))\"" : "")
            case .gradient(let gr):
                ids += 1
                let id = "g\(ids)"
                let x1 = bounds.minX + gr.start.x * bounds.width, y1 = bounds.minY + gr.start.y * bounds.height
                let x2 = bounds.minX + gr.end.x * bounds.width, y2 = bounds.minY + gr.end.y * bounds.height
                defs += "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(num(x1))\" y1=\"\(num(y1))\" x2=\"\(num(x2))\" y2=\"\(num(y2))\">"
                for st in gr.stops {
                    let (r, g, b, a) = st.color.rgba8
                    defs += "<stop offset=\"\(num(st.position))\" stop-color=\"#\(hex(r))\(hex(g))\(hex(b))\" stop-opacity=\"\(num(Double(a) / 255))\"/>"
                }
                defs += "</linearGradient>\n"
                return "\(stroke ? "stroke" : "fill")=\"url(#\(id))\""
            }
        }
        for op in ops {
            switch op {
            case .stroke(let pts, let style, let paint, let closed, let bounds):
                guard pts.count > 1 || style.cap != .butt else { continue }
                let tag = closed ? "polygon" : "polyline"
                var attrs = "fill=\"none\" \(paintAttr(paint, bounds, stroke: true)) stroke-width=\"\(num(style.width))\""
                attrs += " stroke-linejoin=\"\(style.join.rawValue)\" stroke-linecap=\"\(style.cap.rawValue)\""
                if style.join == .miter { attrs += " stroke-miterlimit=\"\(num(style.miterLimit))\"" }
                if !style.dash.isEmpty {
                    attrs += " stroke-dasharray=\"\(style.dash.map(num).joined(separator: " "))\""
                    if style.dashPhase != 0 { attrs += " stroke-dashoffset=\"\(num(style.dashPhase))\"" }
                }
                out += "<\(tag) points=\"\(points(pts.count == 1 ? [pts[0], pts[0]] : pts))\" \(attrs)/>\n"
            case .fill(let pts, let paint, let bounds):
                out += "<polygon points=\"\(points(pts))\" \(paintAttr(paint, bounds, stroke: false))/>\n"
            case .area(let top, let baseline, let paint, let bounds):
                guard let f = top.first, let l = top.last else { continue }
                let poly = top + [Point(l.x, baseline), Point(f.x, baseline)]
                out += "<polygon points=\"\(points(poly))\" \(paintAttr(paint, bounds, stroke: false))/>\n"
            case .rect(let r, let c):
                out += "<rect x=\"\(num(r.minX))\" y=\"\(num(r.minY))\" width=\"\(num(r.width))\" height=\"\(num(r.height))\" \(paintAttr(.solid(c), r, stroke: false))/>\n"
            case .text(let s, let o, let size, let bold, let c, let angle, let pivot):
                var t = "<text x=\"\(num(o.x))\" y=\"\(num(o.y))\" font-family=\"\(fontFamily)\" font-size=\"\(num(size))\""
                if bold { t += " font-weight=\"bold\"" }
                t += " \(paintAttr(.solid(c), .zero, stroke: false))"
                if angle != 0 { t += " transform=\"rotate(\(num(angle * 180 / .pi)) \(num(pivot.x)) \(num(pivot.y)))\"" }
                out += t + ">\(escape(s))</text>\n"
            case .pushClip(let r):
                ids += 1
                defs += "<clipPath id=\"c\(ids)\"><rect x=\"\(num(r.minX))\" y=\"\(num(r.minY))\" width=\"\(num(r.width))\" height=\"\(num(r.height))\"/></clipPath>\n"
                out += "<g clip-path=\"url(#c\(ids))\">\n"
                open += 1
            case .popClip:
                if open > 0 { out += "</g>\n"; open -= 1 }
            }
        }
        out += String(repeating: "</g>\n", count: open)
        out += "</svg>\n"
        if !defs.isEmpty, let r = out.range(of: "\n<rect width=\"100%\"") {
            out.insert(contentsOf: "\n<defs>\n\(defs)</defs>", at: r.lowerBound)
        }
        return out
    }

    private static func fill(_ p: Paint, defs: String?) -> String {
        guard case .solid(let c) = p else { return "" }
        let (r, g, b, _) = c.rgba8
        return "fill=\"#\(hex(r))\(hex(g))\(hex(b))\""
    }

    static func hex(_ v: UInt8) -> String {
        let d = Array("0123456789abcdef")
        return String([d[Int(v >> 4)], d[Int(v & 15)]])
    }

    /// A short decimal for coordinates (two decimals, no trailing zeros).
    static func num(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        let r = (v * 100).rounded() / 100
        if r == r.rounded() { return String(Int64(r)) }
        var s = String(format: "%.2f", r)
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }

    static func points(_ pts: [Point]) -> String {
        pts.map { "\(num($0.x)),\(num($0.y))" }.joined(separator: " ")
    }

    static func escape(_ s: String) -> String {
        var o = ""
        for ch in s {
            switch ch {
            case "&": o += "&amp;"
            case "<": o += "&lt;"
            case ">": o += "&gt;"
            case "\"": o += "&quot;"
            default: o.append(ch)
            }
        }
        return o
    }
}
