import ChartIO
import Foundation
import Yams

/// The keys a spec file may hold, at each place: a key the viewer does not know (a `filter:` it
/// would otherwise ignore in silence, a misspelt `titel:`) is named with its line.
enum SpecKeys {
    /// Where in a spec a mapping stands, and so which keys it may hold.
    indirect enum Place: Sendable {
        /// Keys from `known`; each key in `inside` holds the place given.
        case keys(Set<String>, inside: [String: Place])
        /// Any keys, each holding `value`.
        case names(of: Place)
        /// A list of `element`.
        case list(of: Place)
        /// A value whose keys are not checked (a scalar, or a free map).
        case any
    }

    static let annotation = Place.keys(Set(AnnotationSpec.CodingKeys.allCases.map(\.rawValue)), inside: [:])
    static let plot = Place.keys(Set(PlotSpec.CodingKeys.allCases.map(\.rawValue)), inside: [
        "annotations": .list(of: annotation),
        "x_axis": axis, "y_axis": axis,
        "cursors": .keys(Set(CursorSpec.CodingKeys.allCases.map(\.rawValue)), inside: [:]),
    ])
    static let axis = Place.keys(Set(ChartSpec.Axis.CodingKeys.allCases.map(\.rawValue)), inside: [:])
    static let spec = Place.keys(Set(ChartSpec.CodingKeys.allCases.map(\.rawValue)), inside: [
        "x_axis": axis, "y_axis": axis,
        "styles": .names(of: .keys(Set(ChartSpec.Style.CodingKeys.allCases.map(\.rawValue)), inside: [:])),
        "plots": .list(of: plot),
        "annotations": .list(of: annotation),
    ])

    /// `NAME:LINE: unknown key 'KEY' (ignored)` for each key of `text` the spec does not know.
    static func unknown(in text: String, name: String) -> [String] {
        guard let root = try? Yams.compose(yaml: text) else { return [] }
        var out: [String] = []
        check(root, spec, path: "", name: name, into: &out)
        return out
    }

    /// The edit distance of two keys, exact up to 2 (3 for anything further: no key is suggested then).
    static func distance(_ a: String, _ b: String) -> Int {
        MissingFile.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars), cap: 2)
    }

    private static func check(_ node: Node, _ place: Place, path: String, name: String, into out: inout [String]) {
        switch place {
        case .any:
            return
        case .list(let element):
            for (i, n) in (node.sequence ?? []).enumerated() { check(n, element, path: "\(path)[\(i)]", name: name, into: &out) }
        case .names(let value):
            for (k, v) in node.mapping ?? [:] { check(v, value, path: "\(path).\(k.string ?? "")", name: name, into: &out) }
        case .keys(let known, let inside):
            for (k, v) in node.mapping ?? [:] {
                guard let key = k.string else { continue }
                let at = path.isEmpty ? key : "\(path).\(key)"
                if !known.contains(key) {
                    let line = k.mark.map { ":\($0.line)" } ?? ""
                    // A likely misspelling: the nearest known key, when it is close for the key's length.
                    let near = known.map { (distance(key, $0), $0) }.min { $0 < $1 }.flatMap { $0.0 <= min(2, key.count / 2) ? $0.1 : nil }
                    out.append("\(name)\(line): unknown key '\(at)' (ignored\(near.map { "; did you mean '\($0)'?" } ?? ""))")
                } else if let p = inside[key] {
                    check(v, p, path: at, name: name, into: &out)
                }
            }
        }
    }
}
