import ChartIO
import Foundation

/// Bytes as a number: the parser agrees with strtod bit for bit (or both refuse).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNumber(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size < 64 else { return 0 }
    let buf = UnsafeBufferPointer(start: data, count: size)
    // strtod skips leading spaces and accepts hex; compare only on plain decimal text.
    guard !buf.contains(where: { $0 == 0 || $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0x0B || $0 == 0x0C || ($0 | 0x20) == UInt8(ascii: "x") || ($0 | 0x20) == UInt8(ascii: "p") }) else { return 0 }
    let mine = NumberParser.parse(buf)
    var bytes = Array(buf) + [0]
    var end: UnsafeMutablePointer<CChar>?
    let ref: Double? = bytes.withUnsafeMutableBufferPointer { b in
        b.baseAddress!.withMemoryRebound(to: CChar.self, capacity: b.count) { p in
            let v = strtod(p, &end)
            return end! - p == size && size > 0 ? v : nil
        }
    }
    if let m = mine, let r = ref {
        if !(m.bitPattern == r.bitPattern || (m.isNaN && r.isNaN)) { fatalError("\(String(decoding: buf, as: UTF8.self)): \(m) vs \(r)") }
    } else if (mine == nil) != (ref == nil) {
        // We refuse a few spellings strtod takes ("infinity" variants are both accepted; "nan(…)" is not ours).
        let s = String(decoding: buf, as: UTF8.self).lowercased()
        if mine == nil && (s.contains("nan") || s.contains("inf")) { return 0 }
        fatalError("\(s): mine \(String(describing: mine)) vs strtod \(String(describing: ref))")
    }
    return 0
}
