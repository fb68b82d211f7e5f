import Foundation

/// Reads one column chunk (one column of one row group): its pages in order, decompressed,
/// with nulls from the definition levels and dictionary indices looked up.
struct ParquetChunkReader {
    typealias Bad = ParquetBits.Bad

    /// One data page's parts, valid only during the call that receives it.
    struct Page {
        var count: Int
        /// Definition levels (RLE / bit-packed hybrid, one bit each), nil for a required column.
        var levels: UnsafeRawBufferPointer?
        var values: UnsafeRawBufferPointer
        var encoding: Int32
        /// The values were decompressed straight into the place `direct` gave.
        var done = false
    }

    let file: UnsafeRawBufferPointer
    /// Where the footer begins: no page may reach past it.
    let dataEnd: Int
    let chunk: ParquetMetadata.ColumnChunk
    let plan: ParquetColumnPlan
    let rows: Int
    /// A page may state at most this many uncompressed bytes.
    static let largestPage = 1 << 30

    /// Fills `out` (this row group's rows) with the column's numbers, nulls as NaN.
    func numbers(into out: UnsafeMutableBufferPointer<Double>) throws {
        let values = ParquetValues(plan: plan)
        var dictionary: [Double]?
        var filled = 0, levels: [UInt32] = [], present: [Double] = []
        func decode(_ page: Page, _ count: Int, into dst: UnsafeMutableBufferPointer<Double>) throws {
            if page.encoding == 2 || page.encoding == 8 {
                guard let dictionary else { throw Bad(reason: "has dictionary indices but no dictionary page") }
                // Each index looked up as it is read.
                guard let width = page.values.first else { throw Bad(reason: "has an empty page of dictionary indices") }
                var d = try ParquetBits.Hybrid(UnsafeRawBufferPointer(rebasing: page.values[1...]), width: Int(width))
                try dictionary.withUnsafeBufferPointer { try d.look(up: $0, into: UnsafeMutableBufferPointer(rebasing: dst[0..<count])) }
            } else {
                try values.numbers(page.values, encoding: page.encoding, into: dst)
            }
        }
        // Plain doubles with no nulls are decompressed where they belong: the part's bytes, and where the page's go.
        let direct = plan.isPlainDouble ? { (UnsafeMutableRawBufferPointer(out), filled * 8) } : nil
        try pages(left: { rows - filled }, direct: direct, dictionary: { bytes, count, encoding in
            var d = [Double](repeating: 0, count: count)
            try d.withUnsafeMutableBufferPointer { try values.numbers(bytes, encoding: encoding == 2 ? 0 : encoding, into: $0) }
            dictionary = d
        }) { page in
            let dst = UnsafeMutableBufferPointer(rebasing: out[filled..<(filled + page.count)])
            let shown = try Self.present(page, scratch: &levels)
            if page.done {
            } else if shown == page.count {
                try decode(page, page.count, into: dst)
            } else {
                if present.count < shown { present = [Double](repeating: 0, count: shown) }
                try present.withUnsafeMutableBufferPointer { try decode(page, shown, into: UnsafeMutableBufferPointer(rebasing: $0[0..<shown])) }
                var k = 0
                for i in 0..<page.count {
                    if levels[i] != 0 { dst[i] = present[k]; k += 1 } else { dst[i] = .nan }
                }
            }
            filled += page.count
        }
        if plan.localWallClock {
            // Wall-clock times without a zone are local times, as a CSV's are.
            var clock = DateParser()
            for i in out.indices where out[i].isFinite { out[i] -= Double(clock.localOffset(atWallClock: out[i])) }
        }
    }

    /// The column's text, nulls as empty strings.
    func strings() throws -> [String] {
        let values = ParquetValues(plan: plan)
        var dictionary: [String]?
        var out: [String] = [], levels: [UInt32] = [], indices: [UInt32] = []
        try pages(left: { rows - out.count }, direct: nil, dictionary: { bytes, count, encoding in
            dictionary = try values.strings(bytes, encoding: encoding == 2 ? 0 : encoding, count: count)
        }) { page in
            let shown = try Self.present(page, scratch: &levels)
            var got: [String]
            if page.encoding == 2 || page.encoding == 8 {
                guard let dictionary else { throw Bad(reason: "has dictionary indices but no dictionary page") }
                try Self.indices(page.values, count: shown, scratch: &indices)
                got = []
                got.reserveCapacity(shown)
                for i in 0..<shown {
                    let k = Int(indices[i])
                    guard k < dictionary.count else { throw Bad(reason: "has a dictionary index \(k) past its \(dictionary.count) entries") }
                    got.append(dictionary[k])
                }
            } else {
                got = try values.strings(page.values, encoding: page.encoding, count: shown)
            }
            if shown == page.count {
                out.append(contentsOf: got)
            } else {
                var k = 0
                for i in 0..<page.count {
                    if levels[i] != 0 { out.append(got[k]); k += 1 } else { out.append("") }
                }
            }
        }
        return out
    }

    /// How many of the page's values are present; when some are null, `scratch` holds each one's level.
    private static func present(_ page: Page, scratch: inout [UInt32]) throws -> Int {
        guard let lv = page.levels, !ParquetBits.isSingleRun(lv, width: 1, count: page.count, value: 1) else { return page.count }
        if scratch.count < page.count { scratch = [UInt32](repeating: 0, count: page.count) }
        try scratch.withUnsafeMutableBufferPointer { try ParquetBits.hybrid(lv, width: 1, into: UnsafeMutableBufferPointer(rebasing: $0[0..<page.count])) }
        var n = 0
        for i in 0..<page.count { n += Int(scratch[i]) }
        return n
    }

    /// Decodes `count` dictionary indices (a bit width byte, then the hybrid encoding) into `scratch`.
    private static func indices(_ bytes: UnsafeRawBufferPointer, count: Int, scratch: inout [UInt32]) throws {
        guard count > 0 else { return }
        guard let width = bytes.first else { throw Bad(reason: "has an empty page of dictionary indices") }
        if scratch.count < count { scratch = [UInt32](repeating: 0, count: count) }
        try scratch.withUnsafeMutableBufferPointer {
            try ParquetBits.hybrid(UnsafeRawBufferPointer(rebasing: bytes[1...]), width: Int(width), into: UnsafeMutableBufferPointer(rebasing: $0[0..<count]))
        }
    }

    /// The bytes of the file the chunk's pages lie in, as far as the file holds them.
    var byteRange: Range<Int> {
        let first = chunk.firstPageOffset
        let start = Int(clamping: max(0, min(first, Int64(dataEnd))))
        return start..<Int(clamping: max(Int64(start), min(Int64(start) &+ max(0, chunk.compressedSize), Int64(dataEnd))))
    }

    /// Walks the chunk's pages until `left()` is zero: a dictionary page to `dictionary`, each
    /// data page to `body`; index pages are skipped.
    private func pages(left: () -> Int, direct: (() -> (UnsafeMutableRawBufferPointer, Int))?, dictionary: (UnsafeRawBufferPointer, Int, Int32) throws -> Void,
                       _ body: (Page) throws -> Void) throws {
        let first = chunk.firstPageOffset
        guard first >= 4, chunk.compressedSize >= 0, first < Int64(dataEnd), chunk.compressedSize <= Int64(dataEnd) - first else {
            throw Bad(reason: "has pages placed outside the file (offset \(first), \(chunk.compressedSize) bytes)")
        }
        var position = Int(first)
        let end = position + Int(chunk.compressedSize)
        var scratch: [UInt8] = [], valueScratch: [UInt8] = []
        while left() > 0 {
            guard position < end else { throw Bad(reason: "ends after \(rows - left()) of its \(rows) values") }
            var r = ThriftCompactReader(UnsafeRawBufferPointer(rebasing: file[position..<end]))
            let h = try ParquetPageHeader(&r)
            let start = position + r.position
            guard h.compressedSize >= 0, Int(h.compressedSize) <= end - start else {
                throw Bad(reason: "has a page of \(h.compressedSize) bytes, more than are left in its chunk (\(end - start))")
            }
            // A stated size is checked against the bytes that are there before memory is taken for
            // it: no codec Parquet uses expands a page by more than about 1,100 times, past 16 MiB.
            guard h.uncompressedSize >= 0, Int(h.uncompressedSize) <= Self.largestPage,
                  chunk.codec == 0 ? h.uncompressedSize == h.compressedSize : Int(h.uncompressedSize) <= Int(h.compressedSize) * 1_100 + (1 << 24) else {
                throw Bad(reason: "has a page claiming \(h.uncompressedSize) bytes uncompressed from \(h.compressedSize)")
            }
            position = start + Int(h.compressedSize)
            let raw = UnsafeRawBufferPointer(rebasing: file[start..<position])
            guard h.kind == 0 || h.kind == 2 || h.kind == 3 else { continue }
            guard h.values >= 0 else { throw Bad(reason: "has a page of \(h.values) values") }
            if h.kind == 2 {
                // A dictionary holds at most the chunk's values, and what its bytes can hold.
                guard Int(h.values) <= plan.mostValues(inBytes: Int(h.uncompressedSize)), Int(h.values) <= rows + 1 << 16 else {
                    throw Bad(reason: "has a dictionary of \(h.values) entries in \(h.uncompressedSize) bytes")
                }
                try withPage(raw, h.uncompressedSize, &scratch) { try dictionary($0, Int(h.values), h.encoding) }
                continue
            }
            let count = Int(h.values)
            guard count <= left() else { throw Bad(reason: "has more values in its pages than its row group's \(rows) rows") }
            if h.kind == 0 {
                func read(_ page: UnsafeRawBufferPointer) throws {
                    var values = page, levels: UnsafeRawBufferPointer?
                    if plan.optional {
                        guard h.definitionEncoding == 3 else {
                            throw Bad(reason: "has definition levels in \(ParquetPageHeader.encodingName(h.definitionEncoding)), which Chartreuse does not read")
                        }
                        guard page.count >= 4 else { throw Bad(reason: "ends before its definition levels") }
                        let n = Int(page.loadUnaligned(as: UInt32.self))
                        guard n <= page.count - 4 else { throw Bad(reason: "has definition levels longer than their page") }
                        levels = UnsafeRawBufferPointer(rebasing: page[4..<(4 + n)])
                        values = UnsafeRawBufferPointer(rebasing: page[(4 + n)...])
                    }
                    try body(Page(count: count, levels: levels, values: values, encoding: h.encoding))
                }
                if let direct, chunk.codec != 0, h.encoding == 0 {
                    switch try inPlace(raw, h, count: count, direct(), scratch: &scratch) {
                    case .done:
                        try body(Page(count: count, levels: nil, values: UnsafeRawBufferPointer(start: nil, count: 0), encoding: 0, done: true))
                        continue
                    case .inScratch:
                        try scratch.withUnsafeBytes { try read(UnsafeRawBufferPointer(rebasing: $0[0..<Int(h.uncompressedSize)])) }
                        continue
                    case .notTried: break
                    }
                }
                try withPage(raw, h.uncompressedSize, &scratch, read)
            } else {
                let rep = Int(h.repetitionBytes), def = Int(h.definitionBytes)
                guard rep >= 0, def >= 0, rep + def <= raw.count, rep + def <= Int(h.uncompressedSize) else {
                    throw Bad(reason: "has levels longer than their page")
                }
                let levels = plan.optional ? UnsafeRawBufferPointer(rebasing: raw[rep..<(rep + def)]) : nil
                let rest = UnsafeRawBufferPointer(rebasing: raw[(rep + def)...])
                let size = Int32(Int(h.uncompressedSize) - rep - def)
                let compressed = h.valuesCompressed ? chunk.codec : 0
                if let direct, compressed != 0, h.encoding == 0, h.nulls == 0, Int(size) == count * 8 {
                    let (out, at) = direct()
                    try ParquetCodec.decompress(compressed, rest, into: UnsafeMutableRawBufferPointer(rebasing: out[at..<(at + count * 8)]))
                    try body(Page(count: count, levels: nil, values: UnsafeRawBufferPointer(start: nil, count: 0), encoding: 0, done: true))
                    continue
                }
                try Self.decompressed(rest, size, codec: compressed, &valueScratch) { values in
                    try body(Page(count: count, levels: levels, values: values, encoding: h.encoding))
                }
            }
        }
    }

    /// What became of a page `inPlace` was given.
    private enum InPlace { case done, inScratch, notTried }

    /// Decompresses a version 1 page of plain doubles straight into the column: the page begins
    /// with its definition levels, so it is written that many bytes early, over the end of the
    /// previous page's values, which are put back after. Done when the page has no nulls;
    /// otherwise its decompressed bytes are copied to `scratch` for the general path.
    private func inPlace(_ raw: UnsafeRawBufferPointer, _ h: ParquetPageHeader, count: Int,
                         _ target: (UnsafeMutableRawBufferPointer, Int), scratch: inout [UInt8]) throws -> InPlace {
        let (out, at) = target
        let size = Int(h.uncompressedSize), lead = size - count * 8
        guard lead >= 0, lead <= 64, lead <= at, at + count * 8 <= out.count else { return .notTried }
        let region = UnsafeMutableRawBufferPointer(rebasing: out[(at - lead)..<(at + count * 8)])
        return try withUnsafeTemporaryAllocation(byteCount: 64, alignment: 8) { saved in
            saved.copyMemory(from: UnsafeRawBufferPointer(rebasing: region[0..<lead]))
            defer { region.copyMemory(from: UnsafeRawBufferPointer(rebasing: saved[0..<lead])) }
            try ParquetCodec.decompress(chunk.codec, raw, into: region)
            if plan.optional {
                if lead >= 4, h.definitionEncoding == 3, Int(region.loadUnaligned(as: UInt32.self)) == lead - 4,
                   ParquetBits.isSingleRun(UnsafeRawBufferPointer(rebasing: region[4..<lead]), width: 1, count: count, value: 1) {
                    return .done
                }
            } else if lead == 0 {
                return .done
            }
            if scratch.count < size { scratch = [UInt8](repeating: 0, count: size) }
            scratch.withUnsafeMutableBytes { $0.copyMemory(from: UnsafeRawBufferPointer(region)) }
            return .inScratch
        }
    }

    /// Calls `body` with the page's bytes decompressed with the chunk's codec.
    private func withPage(_ raw: UnsafeRawBufferPointer, _ size: Int32, _ scratch: inout [UInt8],
                          _ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        try Self.decompressed(raw, size, codec: chunk.codec, &scratch, body)
    }

    private static func decompressed(_ raw: UnsafeRawBufferPointer, _ size: Int32, codec: Int32, _ scratch: inout [UInt8],
                                     _ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        if codec == 0 { return try body(raw) }
        let n = Int(size)
        if scratch.count < n { scratch = [UInt8](repeating: 0, count: n) }
        try scratch.withUnsafeMutableBytes { s in
            let out = UnsafeMutableRawBufferPointer(rebasing: s[0..<n])
            try ParquetCodec.decompress(codec, raw, into: out)
            try body(UnsafeRawBufferPointer(out))
        }
    }
}
