import ChartCore
import ChartIO

/// Cursors A and B as a spec writes them: `{a: 3, b: 9}`, either left out when it is not placed.
public struct CursorSpec: Codable, Hashable, Sendable {
    /// Cursor A's x.
    public var a: Double?
    /// Cursor B's x.
    public var b: Double?

    /// The spec of `cursors`; nil when neither is placed.
    public init?(_ cursors: Cursors) {
        guard cursors.a != nil || cursors.b != nil else { return nil }
        a = cursors.a
        b = cursors.b
    }

    /// The cursors it describes (one that is not finite is left out).
    public var cursors: Cursors { Cursors(a: a.flatMap { $0.isFinite ? $0 : nil }, b: b.flatMap { $0.isFinite ? $0 : nil }) }

    enum CodingKeys: String, CodingKey, CaseIterable { case a, b }

    /// Reads each as a number or a date ("2024-03-01", "2024-03-01 12:00").
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        func value(_ key: CodingKeys) throws -> Double? {
            if let v = try? c.decodeIfPresent(Double.self, forKey: key) { return v }
            guard let s = try c.decodeIfPresent(String.self, forKey: key) else { return nil }
            var p = DateParser()
            guard let v = p.parse(s) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "cursor \(key.rawValue) is a number or a date, got '\(s)'")
            }
            return v
        }
        a = try value(.a)
        b = try value(.b)
    }
}
