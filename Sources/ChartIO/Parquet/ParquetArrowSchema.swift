import Foundation

/// What the Arrow schema that pyarrow and polars store in a Parquet file's metadata says that
/// Parquet's own schema cannot: which integer columns are durations, and in what unit (Parquet
/// has no duration type, so they are written as plain 64-bit integers).
enum ParquetArrowSchema {
    /// A duration column: its name and ticks per second.
    struct Duration: Equatable {
        var name: String
        var perSecond: Int64
    }

    /// The duration columns among the first `columns` top-level fields, by place (the Arrow
    /// schema lists them in the Parquet schema's order; names may repeat); empty when the
    /// metadata is absent, unreadable or lists another number of fields (it is only a hint: the
    /// columns are then read as their integers).
    static func durations(_ base64: String?, columns: Int) -> [Int: Duration] {
        guard let base64, let data = Data(base64Encoded: base64, options: .ignoreUnknownCharacters) else { return [:] }
        return data.withUnsafeBytes { b in
            guard let m = try? ArrowMessage.read(b, at: 0), m.type == 1, let fields = try? m.header.tables(1),
                  fields.count == columns, ArrowReader.namesFit(fields) else { return [:] }
            var out: [Int: Duration] = [:]
            for (k, t) in fields.enumerated() {
                guard (try? t.scalar(2, UInt8(0))) == 18, let f = try? ArrowField(t), case .ticks(let perSecond, 64) = f.kind else { continue }
                out[k] = Duration(name: f.name, perSecond: perSecond)
            }
            return out
        }
    }
}
