import Foundation

/// What the Arrow schema that pyarrow and polars store in a Parquet file's metadata says that
/// Parquet's own schema cannot: which integer columns are durations, and in what unit (Parquet
/// has no duration type, so they are written as plain 64-bit integers).
enum ParquetArrowSchema {
    /// Ticks per second of each top-level duration column, by name; empty when the metadata is
    /// absent or unreadable (it is only a hint: the column is then read as its integers).
    static func durations(_ base64: String?) -> [String: Int64] {
        guard let base64, let data = Data(base64Encoded: base64, options: .ignoreUnknownCharacters) else { return [:] }
        return data.withUnsafeBytes { b in
            guard let m = try? ArrowMessage.read(b, at: 0), m.type == 1, let fields = try? m.header.tables(1) else { return [:] }
            var out: [String: Int64] = [:]
            for t in fields {
                guard (try? t.scalar(2, UInt8(0))) == 18, let f = try? ArrowField(t), case .ticks(let perSecond, 64) = f.kind else { continue }
                out[f.name] = perSecond
            }
            return out
        }
    }
}
