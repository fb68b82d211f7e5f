import ChartIO
import ChartCore
import Foundation

/// A reference line or note as a spec writes it: `{y: 5}` a horizontal line, `{x: 3}` a vertical
/// one (either with an optional `text` label), `{x: 3, y: 5, text: "peak"}` a note at a point.
/// x may be written as a date on a date axis.
public struct AnnotationSpec: Codable, Hashable, Sendable {
    /// The x of a vertical line or a note.
    public var x: Double?
    /// The y of a horizontal line or a note.
    public var y: Double?
    /// The note's text or the line's label.
    public var text: String?

    /// A spec of the mark `a`.
    public init(_ a: Annotation) {
        x = a.kind == .horizontal ? nil : a.x
        y = a.kind == .vertical ? nil : a.y
        text = a.text.isEmpty ? nil : a.text
    }

    /// The mark it describes; nil when it gives neither x nor y, or a coordinate that is not finite.
    public var annotation: Annotation? {
        switch (x, y) {
        case let (x?, y?) where x.isFinite && y.isFinite: return .note(text ?? "", x: x, y: y)
        case let (x?, nil) where x.isFinite: return .vertical(x, text: text ?? "")
        case let (nil, y?) where y.isFinite: return .horizontal(y, text: text ?? "")
        default: return nil
        }
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case x, y, text }

    /// Reads x as a number or a date ("2024-03-01", "2024-03-01 12:00").
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        y = try c.decodeIfPresent(Double.self, forKey: .y)
        text = try c.decodeIfPresent(String.self, forKey: .text)
        if let v = try? c.decodeIfPresent(Double.self, forKey: .x) {
            x = v
        } else if let s = try c.decodeIfPresent(String.self, forKey: .x) {
            var p = DateParser()
            guard let v = p.parse(s) else {
                throw DecodingError.dataCorruptedError(forKey: .x, in: c, debugDescription: "x is a number or a date, got '\(s)'")
            }
            x = v
        }
    }
}
