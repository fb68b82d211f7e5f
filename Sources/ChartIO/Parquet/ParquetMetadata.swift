/// Parquet's file footer (FileMetaData), the parts a reader of flat tables needs.
struct ParquetMetadata {
    /// A node of the schema tree, as the footer lists them (depth first).
    struct SchemaElement {
        var name = ""
        var physical: Int32?
        var typeLength: Int32?
        /// 0 required, 1 optional, 2 repeated.
        var repetition: Int32?
        var children: Int32 = 0
        var converted: Int32?
        var scale: Int32 = 0
        var precision: Int32 = 0
        var logical: ParquetLogicalType?
    }

    /// Where one column's pages sit in one row group.
    struct ColumnChunk {
        var externalFile: String?
        var physical: Int32 = -1
        var path: [String] = []
        var codec: Int32 = 0
        var values: Int64 = 0
        var compressedSize: Int64 = 0
        var dataPageOffset: Int64 = -1
        var dictionaryPageOffset: Int64?

        /// Where the chunk's first page lies: its dictionary page when one comes before the data.
        var firstPageOffset: Int64 {
            dictionaryPageOffset.flatMap { $0 > 0 && $0 < dataPageOffset ? $0 : nil } ?? dataPageOffset
        }
    }

    /// A horizontal slice of the table.
    struct RowGroup {
        var columns: [ColumnChunk] = []
        var rows: Int64 = 0
    }

    var schema: [SchemaElement] = []
    var rows: Int64 = 0
    var rowGroups: [RowGroup] = []
    var createdBy: String?
    /// The Arrow schema pyarrow and polars keep beside the Parquet one (base64, `ARROW:schema`).
    var arrowSchema: String?

    /// Decodes the footer from its Thrift bytes.
    init(_ r: inout ThriftCompactReader) throws {
        typealias R = ThriftCompactReader
        try r.structure { r, id, kind in
            switch id {
            case 2:
                schema = try r.list(.structure, "schema") { r in try Self.schemaElement(&r) }
            case 3:
                try R.expect(kind, .i64, "num_rows")
                rows = try r.int()
            case 4:
                rowGroups = try r.list(.structure, "row_groups") { r in try Self.rowGroup(&r) }
            case 5:
                // Only a hint: metadata of another shape is passed over, not an error.
                guard kind == .list else { return false }
                let pairs = try r.list(.structure, "key_value_metadata") { r in try Self.keyValue(&r) }
                arrowSchema = pairs.last { $0.key == "ARROW:schema" }?.value
            case 6:
                try R.expect(kind, .binary, "created_by")
                createdBy = try r.string()
            default: return false
            }
            return true
        }
    }

    private static func keyValue(_ r: inout ThriftCompactReader) throws -> (key: String, value: String?) {
        var key = "", value: String?
        try r.structure { r, id, kind in
            switch id {
            case 1 where kind == .binary: key = try r.string()
            case 2 where kind == .binary: value = try r.string()
            default: return false
            }
            return true
        }
        return (key, value)
    }

    private static func schemaElement(_ r: inout ThriftCompactReader) throws -> SchemaElement {
        typealias R = ThriftCompactReader
        var e = SchemaElement()
        try r.structure { r, id, kind in
            switch id {
            case 1: try R.expect(kind, .i32, "type"); e.physical = try r.int32()
            case 2: try R.expect(kind, .i32, "type_length"); e.typeLength = try r.int32()
            case 3: try R.expect(kind, .i32, "repetition_type"); e.repetition = try r.int32()
            case 4: try R.expect(kind, .binary, "name"); e.name = try r.string()
            case 5: try R.expect(kind, .i32, "num_children"); e.children = try r.int32()
            case 6: try R.expect(kind, .i32, "converted_type"); e.converted = try r.int32()
            case 7: try R.expect(kind, .i32, "scale"); e.scale = try r.int32()
            case 8: try R.expect(kind, .i32, "precision"); e.precision = try r.int32()
            case 10: try R.expect(kind, .structure, "logicalType"); e.logical = try ParquetLogicalType(&r)
            default: return false
            }
            return true
        }
        return e
    }

    private static func rowGroup(_ r: inout ThriftCompactReader) throws -> RowGroup {
        typealias R = ThriftCompactReader
        var g = RowGroup()
        try r.structure { r, id, kind in
            switch id {
            case 1: g.columns = try r.list(.structure, "columns") { r in try Self.columnChunk(&r) }
            case 3: try R.expect(kind, .i64, "num_rows"); g.rows = try r.int()
            default: return false
            }
            return true
        }
        return g
    }

    private static func columnChunk(_ r: inout ThriftCompactReader) throws -> ColumnChunk {
        typealias R = ThriftCompactReader
        var c = ColumnChunk()
        try r.structure { r, id, kind in
            switch id {
            case 1: try R.expect(kind, .binary, "file_path"); c.externalFile = try r.string()
            case 3:
                try R.expect(kind, .structure, "meta_data")
                try r.structure { r, id, kind in
                    switch id {
                    case 1: try R.expect(kind, .i32, "type"); c.physical = try r.int32()
                    case 3: c.path = try r.list(.binary, "path_in_schema") { r in try r.string() }
                    case 4: try R.expect(kind, .i32, "codec"); c.codec = try r.int32()
                    case 5: try R.expect(kind, .i64, "num_values"); c.values = try r.int()
                    case 7: try R.expect(kind, .i64, "total_compressed_size"); c.compressedSize = try r.int()
                    case 9: try R.expect(kind, .i64, "data_page_offset"); c.dataPageOffset = try r.int()
                    case 11: try R.expect(kind, .i64, "dictionary_page_offset"); c.dictionaryPageOffset = try r.int()
                    default: return false
                    }
                    return true
                }
            default: return false
            }
            return true
        }
        return c
    }
}

/// A schema element's logical type (the union in parquet.thrift), as far as it changes how
/// values read.
enum ParquetLogicalType: Equatable {
    case string, date, decimal(scale: Int32, precision: Int32)
    case timestamp(unit: Int64, utc: Bool)   // unit: ticks per second
    case time(unit: Int64)
    case integer(bits: Int8, signed: Bool)
    case float16, null, nested(String), other(Int16)

    init(_ r: inout ThriftCompactReader) throws {
        typealias R = ThriftCompactReader
        var found: ParquetLogicalType = .other(0)
        try r.structure { r, id, kind in
            try R.expect(kind, .structure, "logicalType")
            switch id {
            case 1, 4, 12: found = .string; return false   // STRING, ENUM, JSON
            case 2: found = .nested("map"); return false
            case 3: found = .nested("list"); return false
            case 5:
                var scale: Int32 = 0, precision: Int32 = 0
                try r.structure { r, id, kind in
                    if id == 1 { try R.expect(kind, .i32, "scale"); scale = try r.int32(); return true }
                    if id == 2 { try R.expect(kind, .i32, "precision"); precision = try r.int32(); return true }
                    return false
                }
                found = .decimal(scale: scale, precision: precision)
            case 6: found = .date; return false
            case 7, 8:
                var utc = false, unit: Int64 = 1000
                try r.structure { r, id, kind in
                    if id == 1 { utc = try R.bool(kind); return true }
                    if id == 2 {
                        try R.expect(kind, .structure, "unit")
                        try r.structure { _, id, _ in
                            unit = id == 1 ? 1_000 : id == 2 ? 1_000_000 : 1_000_000_000
                            return false
                        }
                        return true
                    }
                    return false
                }
                found = id == 8 ? .timestamp(unit: unit, utc: utc) : .time(unit: unit)
            case 10:
                var bits: Int8 = 64, signed = true
                try r.structure { r, id, kind in
                    if id == 1 { try R.expect(kind, .byte, "bitWidth"); bits = Int8(bitPattern: try r.byte()); return true }
                    if id == 2 { signed = try R.bool(kind); return true }
                    return false
                }
                found = .integer(bits: bits, signed: signed)
            case 11: found = .null; return false
            case 15: found = .float16; return false
            default: found = .other(id); return false
            }
            return true
        }
        self = found
    }
}
