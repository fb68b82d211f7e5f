import Foundation

/// The order in which a JSON text names its keys, which `JSONSerialization` forgets: the keys of
/// the records of a top-level array (in order of first appearance) or of a top-level object.
enum JSONKeyOrder {
    /// Each key's place in `keys(_:records:)`.
    static func ranks(_ data: Data, records: Bool) -> [String: Int] {
        Dictionary(keys(data, records: records).enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// Keys in first-appearance order: of the objects directly inside a top-level array
    /// (`records`), or of the top-level object itself.
    static func keys(_ data: Data, records: Bool) -> [String] {
        var out: [String] = []
        var seen = Set<String>()
        // Open containers: true for an object, false for an array.
        var stack: [Bool] = []
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let b = raw.bindMemory(to: UInt8.self)
            var i = 0
            let n = b.count
            while i < n {
                let c = b[i]
                switch c {
                case UInt8(ascii: "{"): stack.append(true)
                case UInt8(ascii: "["): stack.append(false)
                case UInt8(ascii: "}"), UInt8(ascii: "]"): if !stack.isEmpty { stack.removeLast() }
                case UInt8(ascii: "\""):
                    let start = i + 1
                    var j = start
                    var escaped = false
                    while j < n, b[j] != UInt8(ascii: "\"") { if b[j] == UInt8(ascii: "\\") { escaped = true; j += 1 }; j += 1 }
                    let end = min(j, n)
                    // A key is a string followed by a colon, in an object at the wanted depth.
                    var k = j + 1
                    while k < n, b[k] == 0x20 || b[k] == 0x09 || b[k] == 0x0A || b[k] == 0x0D { k += 1 }
                    let wanted = records ? (stack.count == 2 && stack[0] == false && stack[1]) : (stack.count == 1 && stack[0])
                    if wanted, k < n, b[k] == UInt8(ascii: ":") {
                        let bytes = UnsafeRawBufferPointer(rebasing: raw[start..<end])
                        if let key = decode(bytes, escaped: escaped), seen.insert(key).inserted { out.append(key) }
                    }
                    i = j
                default: break
                }
                i += 1
            }
        }
        return out
    }

    /// A key's text: as UTF-8, or through the JSON decoder when it holds escapes.
    private static func decode(_ bytes: UnsafeRawBufferPointer, escaped: Bool) -> String? {
        guard escaped else { return String(decoding: bytes, as: UTF8.self) }
        var quoted = Data([UInt8(ascii: "\"")])
        quoted.append(contentsOf: bytes)
        quoted.append(UInt8(ascii: "\""))
        return (try? JSONSerialization.jsonObject(with: quoted, options: [.fragmentsAllowed])) as? String
    }
}
