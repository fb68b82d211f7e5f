import ChartIO
import Foundation

/// Any bytes as a JSON table: an error or a table whose columns all have the same length.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let t = try? JSONTableReader.parse(Data(bytes: data, count: size), name: "fuzz") else { return 0 }
    let n = t.rowCount
    for c in t.columns where c.count != n { fatalError("ragged JSON table") }
    return 0
}
