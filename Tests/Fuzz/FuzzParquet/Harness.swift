import ChartIO
import Foundation

/// Any bytes as a Parquet file (the magic numbers are put in place, so the footer and pages are
/// what varies): read on one core and on all, both fail or both give the same table, never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParquet(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if bytes.count >= 8 {
        bytes.replaceSubrange(0..<4, with: Array("PAR1".utf8))
        bytes.replaceSubrange((bytes.count - 4)..<bytes.count, with: Array("PAR1".utf8))
    }
    let one = try? DataLoader.parse(Data(bytes), name: "fuzz", threads: 1).table
    let all = try? DataLoader.parse(Data(bytes), name: "fuzz").table
    if (one == nil) != (all == nil) { fatalError("one core \(one == nil ? "failed" : "read"), all \(all == nil ? "failed" : "read")") }
    if let one, let all, one.columns.map(\.name) != all.columns.map(\.name) || one.rowCount != all.rowCount {
        fatalError("one core and all cores read different tables")
    }
    return 0
}
