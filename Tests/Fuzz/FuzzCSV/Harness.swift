import ChartCore
import ChartTestSupport
import FuzzSupport
import ChartIO
import ChartSpecs
import Foundation

/// Any bytes: load as a table (CSV/TSV/JSON sniffing, inference), build the default chart, lay it
/// out and draw it. Must never crash, and never emit a non-finite vertex. The parallel chunked
/// parser must read the bytes exactly as the general one does, or fail with the same error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSV(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    sameOnBothPaths(UnsafeBufferPointer(start: data, count: size))
    guard let parsed = try? DataLoader.parse(bytes, name: "fuzz") else { return 0 }
    guard let built = try? ChartBuilder.build(parsed.table, spec: ChartSpec(), name: "fuzz") else { return 0 }
    // libFuzzer calls the harness on the main thread, where charts live.
    MainActor.assumeIsolated {
        let chart = ChartView(data: built.data)
        if built.xIsDate { chart.configuration.xAxis.timeZone = TimeZone(identifier: "UTC") }
        var list = DrawList()
        chart.render(into: &list, size: Size(320, 200), glyphs: FakeGlyphs())
        for v in list.vertices where !(v.x.isFinite && v.y.isFinite) { fatalError("non-finite vertex") }
        for i in list.indices where Int(i) >= list.vertices.count { fatalError("index out of range") }
    }
    return 0
}

/// Stops when the chunked path (asked for with two threads) and the general one disagree.
func sameOnBothPaths(_ b: UnsafeBufferPointer<UInt8>) {
    func read(_ threads: Int) -> Result<DataTable, Error> {
        Result { try DelimitedParser.parse(b, name: "fuzz", timeZone: TimeZone(identifier: "UTC")!, threads: threads).table }
    }
    switch (read(0), read(2)) {
    case (.success(let g), .success(let c)):
        guard g.columns.count == c.columns.count else { fatalError("the paths read different widths") }
        for (x, y) in zip(g.columns, c.columns) {
            guard x.name == y.name, x.isDate == y.isDate, x.isDuration == y.isDuration else { fatalError("the paths disagree on \(x.name)") }
            switch (x.values, y.values) {
            case (.text(let u), .text(let v)) where u == v: continue
            default:
                guard let u = x.numbers, let v = y.numbers, u.map(\.bitPattern) == v.map(\.bitPattern) else {
                    fatalError("the paths read \(x.name) differently")
                }
            }
        }
    case (.failure(let e), .failure(let f)):
        guard "\(e)" == "\(f)" else { fatalError("the paths fail differently: \(e) / \(f)") }
    default:
        fatalError("one path fails where the other reads")
    }
}
