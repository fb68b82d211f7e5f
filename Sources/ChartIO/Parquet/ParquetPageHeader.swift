/// A Parquet page header: what kind of page follows, its sizes, and how its values are encoded.
struct ParquetPageHeader {
    enum Kind: Int32 { case data = 0, index = 1, dictionary = 2, dataV2 = 3 }

    var kind: Int32 = -1
    var uncompressedSize: Int32 = -1
    var compressedSize: Int32 = -1
    /// Values in the page, nulls included (data pages), or dictionary entries.
    var values: Int32 = 0
    var encoding: Int32 = 0
    var definitionEncoding: Int32 = 3
    /// Version 2 data pages: bytes of definition and repetition levels (never compressed) before the values.
    var definitionBytes: Int32 = 0
    var repetitionBytes: Int32 = 0
    var nulls: Int32 = 0
    var valuesCompressed = true

    /// Decodes a page header.
    init(_ r: inout ThriftCompactReader) throws {
        typealias R = ThriftCompactReader
        var h = self
        try r.structure { r, id, kind in
            switch id {
            case 1: try R.expect(kind, .i32, "page type"); h.kind = try r.int32()
            case 2: try R.expect(kind, .i32, "uncompressed_page_size"); h.uncompressedSize = try r.int32()
            case 3: try R.expect(kind, .i32, "compressed_page_size"); h.compressedSize = try r.int32()
            case 5:   // DataPageHeader
                try R.expect(kind, .structure, "data_page_header")
                try r.structure { r, id, kind in
                    switch id {
                    case 1: try R.expect(kind, .i32, "num_values"); h.values = try r.int32()
                    case 2: try R.expect(kind, .i32, "encoding"); h.encoding = try r.int32()
                    case 3: try R.expect(kind, .i32, "definition_level_encoding"); h.definitionEncoding = try r.int32()
                    default: return false
                    }
                    return true
                }
            case 7:   // DictionaryPageHeader
                try R.expect(kind, .structure, "dictionary_page_header")
                try r.structure { r, id, kind in
                    switch id {
                    case 1: try R.expect(kind, .i32, "num_values"); h.values = try r.int32()
                    case 2: try R.expect(kind, .i32, "encoding"); h.encoding = try r.int32()
                    default: return false
                    }
                    return true
                }
            case 8:   // DataPageHeaderV2
                try R.expect(kind, .structure, "data_page_header_v2")
                try r.structure { r, id, kind in
                    switch id {
                    case 1: try R.expect(kind, .i32, "num_values"); h.values = try r.int32()
                    case 2: try R.expect(kind, .i32, "num_nulls"); h.nulls = try r.int32()
                    case 4: try R.expect(kind, .i32, "encoding"); h.encoding = try r.int32()
                    case 5: try R.expect(kind, .i32, "definition_levels_byte_length"); h.definitionBytes = try r.int32()
                    case 6: try R.expect(kind, .i32, "repetition_levels_byte_length"); h.repetitionBytes = try r.int32()
                    case 7: h.valuesCompressed = try R.bool(kind)
                    default: return false
                    }
                    return true
                }
            default: return false
            }
            return true
        }
        self = h
    }

    /// Parquet's name for an encoding number, for errors.
    static func encodingName(_ e: Int32) -> String {
        switch e {
        case 0: return "PLAIN"
        case 2: return "PLAIN_DICTIONARY"
        case 3: return "RLE"
        case 4: return "BIT_PACKED"
        case 5: return "DELTA_BINARY_PACKED"
        case 6: return "DELTA_LENGTH_BYTE_ARRAY"
        case 7: return "DELTA_BYTE_ARRAY"
        case 8: return "RLE_DICTIONARY"
        case 9: return "BYTE_STREAM_SPLIT"
        default: return "encoding \(e)"
        }
    }
}
