import ChartIO
import ChartSpecs
import Foundation

/// Any bytes as a spec file (YAML or JSON): an error or a spec whose kind is known.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let s = try? ChartSpec.parse(Data(bytes: data, count: size), name: "fuzz") else { return 0 }
    if let k = s.kind, !ChartSpec.kinds.contains(k) { fatalError("unknown kind accepted") }
    return 0
}
