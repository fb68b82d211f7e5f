import ChartIO
import Foundation

/// Any bytes as a possibly compressed file: the whole-buffer path and the streaming decoder (fed
/// in pieces whose sizes come from the input) agree — both fail, or both give the same text —
/// and the text, when there is one, loads as a table or fails with an error, never a crash; read
/// as a file (its blocks parsed as they decode) it gives the same table as its text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecompress(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    guard let format = Compression.detect(bytes) else { return 0 }
    let whole = try? Decompressor.decompress(bytes, format: format, name: "fuzz", limit: 1 << 24)
    var streamed: [UInt8]? = []
    do {
        let d = try Decompressor(format, name: "fuzz")
        var at = 0, k = 0
        while at < size {
            let n = min(size - at, 1 + Int(bytes[k % size]) % 97)
            try d.feed(UnsafeRawBufferPointer(rebasing: bytes[at..<(at + n)])) {
                streamed!.append(contentsOf: $0)
                if streamed!.count > 1 << 24 { throw CancellationError() }
            }
            at += n
            k += 1
        }
        try d.finish { streamed!.append(contentsOf: $0) }
    } catch {
        streamed = nil
    }
    if let whole, let streamed, whole != streamed { fatalError("whole \(whole.count) bytes, streamed \(streamed.count)") }
    // libdeflate (whole gzip files) gives igzip's text whenever both succeed.
    if format == .gzip, let streamed, let fast = Decompressor.inflateWhole(bytes), fast != streamed {
        fatalError("libdeflate \(fast.count) bytes, igzip \(streamed.count)")
    }
    if let text = whole {
        let plain = try? DataLoader.parse(Data(text), name: "fuzz")
        let packed = try? DataLoader.parse(Data(bytes), name: "fuzz")
        if let plain, let packed, fingerprint(plain.table) != fingerprint(packed.table) {
            fatalError("the text and the compressed file read differently: \(plain.rows) and \(packed.rows) rows")
        }
    }
    return 0
}

/// A table's names, kinds and every value's bits (gaps included).
func fingerprint(_ t: DataTable) -> [String] {
    t.columns.map { c in
        switch c.values {
        case .number(let v): return c.name + " n " + v.map { String($0.bitPattern, radix: 16) }.joined(separator: ",")
        case .date(let v): return c.name + " d " + v.map { String($0.bitPattern, radix: 16) }.joined(separator: ",")
        case .text(let v): return c.name + " t " + v.joined(separator: "\u{1}")
        }
    }
}
