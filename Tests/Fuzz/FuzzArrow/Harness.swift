import ChartIO
import Foundation

/// Any bytes as an Arrow IPC file or stream (the file's magic numbers put in place when the
/// input starts with them, so the flatbuffers and buffers are what varies): a table or an
/// error, never a crash; a table's columns all hold its rows.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArrow(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if bytes.count >= 12, bytes.starts(with: Array("ARROW1".utf8)) {
        bytes.replaceSubrange((bytes.count - 6)..<bytes.count, with: Array("ARROW1".utf8))
    }
    guard let t = try? DataLoader.parse(Data(bytes), name: "fuzz").table else { return 0 }
    if t.columns.contains(where: { $0.count != t.rowCount }) { fatalError("columns of different lengths") }
    return 0
}
