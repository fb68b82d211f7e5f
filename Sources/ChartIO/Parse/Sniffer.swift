/// Guesses the dialect of a delimited file from its first lines.
enum Sniffer {
    /// The separator that splits the first lines into the most consistent number of fields
    /// (comma, semicolon, tab, pipe; runs of spaces when none of them appears).
    static func delimiter(_ b: UnsafeBufferPointer<UInt8>, comment: UInt8?) -> UInt8? {
        var lines: [Range<Int>] = []
        var start = 0
        var i = 0
        let limit = min(b.count, 256 * 1024)
        while i < limit, lines.count < 30 {
            if b[i] == 0x0A {
                if i > start, !(comment != nil && b[start] == comment!) { lines.append(start..<i) }
                start = i + 1
            }
            i += 1
        }
        if lines.count < 30, start < limit, !(comment != nil && b[start] == comment!) { lines.append(start..<limit) }
        guard !lines.isEmpty else { return UInt8(ascii: ",") }
        var best: (UInt8?, Int) = (UInt8(ascii: ","), 0)
        for d in [UInt8(ascii: ","), UInt8(ascii: "\t"), UInt8(ascii: ";"), UInt8(ascii: "|")] {
            let counts = lines.map { r -> Int in
                var inQuotes = false, c = 0
                for k in r {
                    if b[k] == UInt8(ascii: "\"") { inQuotes.toggle() } else if b[k] == d && !inQuotes { c += 1 }
                }
                return c
            }
            guard let f = counts.first, f > 0 else { continue }
            let consistent = counts.filter { $0 == f }.count
            let score = consistent * 1000 + min(f, 999)
            if score > best.1 { best = (d, score) }
        }
        if best.1 > 0 { return best.0 }
        // No separator characters: whitespace-aligned columns if lines split into several words.
        let words = lines.prefix(10).map { r -> Int in
            var n = 0, inWord = false
            for k in r {
                let sp = b[k] == 0x20 || b[k] == 0x09 || b[k] == 0x0D
                if !sp && !inWord { n += 1 }
                inWord = !sp
            }
            return n
        }
        if let f = words.first, f > 1, words.allSatisfy({ $0 == f }) { return nil }
        return UInt8(ascii: ",")
    }
}
