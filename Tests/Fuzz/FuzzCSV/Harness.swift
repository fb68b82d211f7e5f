import ChartCore
import ChartTestSupport
import FuzzSupport
import ChartIO
import Foundation

/// Any bytes: load as a table (CSV/TSV/JSON sniffing, inference), build the default chart, lay it
/// out and draw it. Must never crash, and never emit a non-finite vertex.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSV(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    guard let parsed = try? DataLoader.parse(bytes, name: "fuzz") else { return 0 }
    guard let built = try? ChartBuilder.build(parsed.table, spec: ChartSpec(), name: "fuzz") else { return 0 }
    let chart = ChartView(data: built.data)
    if built.xIsDate { chart.configuration.xAxis.timeZone = TimeZone(identifier: "UTC") }
    var list = DrawList()
    chart.render(into: &list, size: Size(320, 200), glyphs: FakeGlyphs())
    for v in list.vertices where !(v.x.isFinite && v.y.isFinite) { fatalError("non-finite vertex") }
    for i in list.indices where Int(i) >= list.vertices.count { fatalError("index out of range") }
    return 0
}
