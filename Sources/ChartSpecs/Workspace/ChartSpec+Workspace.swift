import ChartIO
import Foundation
import Yams

/// A spec as a workspace: its plots, each resolved into a one-plot spec the builder reads.
extension ChartSpec {
    /// Checks the kinds, aggregates and layout a spec names; errors are one line.
    func validate(name: String) throws {
        func check(kind: String?, aggregate: String?, at place: String) throws {
            if let k = kind, !Self.kinds.contains(k) {
                throw DataError(file: name, message: "spec: \(place)unknown kind '\(k)' (one of \(Self.kinds.joined(separator: ", ")))")
            }
            if let a = aggregate, !Self.aggregates.contains(a) {
                throw DataError(file: name, message: "spec: \(place)unknown aggregate '\(a)' (one of \(Self.aggregates.joined(separator: ", ")))")
            }
        }
        try check(kind: kind, aggregate: aggregate, at: "")
        for (key, condition) in [("filter", filter), ("selection", selection)] {
            guard let f = condition else { continue }
            do { _ = try RowCondition.parse(f) } catch let e as ExpressionError {
                throw DataError(file: name, message: "spec: \(key): \(e.message)\(e.position.map { " at \($0 + 1)" } ?? "") in '\(f)'")
            }
        }
        func check(scale: String?, at place: String) throws {
            if let s = scale, !["count", "density", "log", "linear"].contains(s) {
                throw DataError(file: name, message: "spec: \(place)scale is count or density (a histogram), log or linear (a spectrum), got '\(s)'")
            }
        }
        func check(_ marks: [AnnotationSpec]?, at place: String) throws {
            for (j, m) in (marks ?? []).enumerated() where m.annotation == nil {
                throw DataError(file: name, message: "spec: \(place)annotations[\(j)] wants x (a vertical line), y (a horizontal line) or both (a note), as finite numbers")
            }
        }
        func check(log: [String]?, at place: String) throws {
            if let bad = (log ?? []).first(where: { $0 != "x" && $0 != "y" }) {
                throw DataError(file: name, message: "spec: \(place)log names the axes spaced by decades, [x], [y] or [x, y]; got '\(bad)'")
            }
        }
        try check(annotations, at: "")
        try check(scale: scale, at: "")
        try check(log: log, at: "")
        func check(aspect: String?, at place: String) throws {
            if let a = aspect, a != "equal", a != "auto" {
                throw DataError(file: name, message: "spec: \(place)aspect is equal (one scale for x and y) or auto, got '\(a)'")
            }
        }
        try check(aspect: aspect, at: "")
        for (i, p) in (plots ?? []).enumerated() {
            try check(kind: p.kind, aggregate: p.aggregate, at: "plots[\(i)]: ")
            try check(p.annotations, at: "plots[\(i)]: ")
            try check(scale: p.scale, at: "plots[\(i)]: ")
            try check(log: p.log, at: "plots[\(i)]: ")
            try check(aspect: p.aspect, at: "plots[\(i)]: ")
            if let c = p.cursors, [c.a, c.b].contains(where: { $0.map { !$0.isFinite } ?? false }) {
                throw DataError(file: name, message: "spec: plots[\(i)]: cursors wants a and b as finite numbers")
            }
            if let s = p.size, !(s.isFinite && s > 0 && s <= 100) {
                throw DataError(file: name, message: "spec: plots[\(i)]: size wants a number above 0 and at most 100, got \(s)")
            }
        }
        if let l = layout, !["vertical", "horizontal"].contains(l) {
            throw DataError(file: name, message: "spec: layout is vertical or horizontal, got '\(l)'")
        }
    }

    /// Whether the spec says what to plot (columns, a kind or plots) rather than leaving it to inference.
    public var choosesColumns: Bool {
        x != nil || y != nil || groupBy != nil || kind != nil || aggregate != nil || !(plots ?? []).isEmpty
    }

    /// The plots, each as a one-plot spec: the plot's fields over the workspace's.
    public var plotSpecs: [ChartSpec] {
        guard let ps = plots, !ps.isEmpty else {
            var one = self
            one.plots = nil
            return [one]
        }
        return ps.map { p in
            var s = self
            s.plots = nil
            s.kind = p.kind ?? kind
            s.x = p.x ?? x
            s.y = p.y
            s.groupBy = p.groupBy
            s.aggregate = p.aggregate
            s.stacked = p.stacked
            s.bins = p.bins
            s.xRange = p.xRange
            s.annotations = p.annotations
            s.scale = p.scale
            s.log = p.log
            s.yRight = p.yRight
            s.aspect = p.aspect
            if let a = p.xAxis { s.xAxis = Self.merged(s.xAxis, a) }
            if let a = p.yAxis { s.yAxis = Self.merged(s.yAxis, a) }
            if let t = p.title { s.title = t }
            return s
        }
    }

    /// The workspace's axis settings with a plot's own over them, field by field.
    static func merged(_ base: Axis?, _ own: Axis) -> Axis {
        var a = base ?? Axis()
        if let t = own.title { a.title = t }
        if let v = own.min { a.min = v }
        if let v = own.max { a.max = v }
        if let g = own.grid { a.grid = g }
        return a
    }

    /// The plots spelled out: a one-plot spec's kind, x, y, group_by and aggregate as its one plot;
    /// plots that take the workspace's kind or x carry them.
    public var spelledOutPlots: [PlotSpec] {
        guard let ps = plots, !ps.isEmpty else {
            var p = PlotSpec(kind: kind, x: x, y: y, groupBy: groupBy, aggregate: aggregate)
            p.annotations = annotations
            p.stacked = stacked
            p.bins = bins
            p.xRange = xRange
            p.scale = scale
            p.log = log
            p.yRight = yRight
            p.aspect = aspect
            return [p]
        }
        return ps.map { p in
            var p = p
            p.kind = p.kind ?? kind
            p.x = p.x ?? x
            return p
        }
    }

    /// This spec showing `plots`, its one-plot fields cleared: the plots stand on their own.
    public func showing(_ plots: [PlotSpec]) -> ChartSpec {
        var w = self
        w.plots = plots
        w.x = nil; w.y = nil; w.kind = nil; w.groupBy = nil; w.aggregate = nil; w.stacked = nil
        w.annotations = nil; w.bins = nil; w.xRange = nil; w.scale = nil; w.log = nil; w.yRight = nil; w.aspect = nil
        return w
    }

    /// The spec as YAML that `load(path:)` reads back (unset fields left out).
    public func yaml() -> String {
        let encoder = YAMLEncoder()
        encoder.options.allowUnicode = true
        let text = (try? encoder.encode(self)) ?? ""
        return text.hasSuffix("\n") ? text : text + "\n"
    }
}
