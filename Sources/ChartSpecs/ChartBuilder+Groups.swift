import ChartCore
import ChartIO

/// A split's series: one per value of the column, the largest few when there are many, the rest
/// as one "other".
extension ChartBuilder {
    /// The most series a split draws: the values with the most rows, then one "other".
    public static let splitSeries = 20

    /// One series' worth of a split: its label, its rows in order, and whether it is the rest.
    struct Group {
        var label: String
        var rows: [Int]
        var isOther = false
    }

    /// The groups of a key column's rows: every value when there are at most `limit`, else the
    /// `limit - 1` with the most rows (in order of first appearance) and "other (N values)"
    /// holding the rest's rows in row order.
    static func groups(_ column: DataTable.Column, limit: Int = splitSeries) -> [Group] {
        let (order, rows) = rowsByKey(column)
        guard order.count > limit else { return order.map { Group(label: $0, rows: rows[$0]!) } }
        let ranked = order.enumerated().sorted { a, b in
            let (na, nb) = (rows[a.element]!.count, rows[b.element]!.count)
            return na != nb ? na > nb : a.offset < b.offset
        }
        let kept = Set(ranked.prefix(limit - 1).map(\.element))
        let rest = order.filter { !kept.contains($0) }
        return order.filter(kept.contains).map { Group(label: $0, rows: rows[$0]!) }
            + [Group(label: "other (\(rest.count) values)", rows: rest.flatMap { rows[$0]! }.sorted(), isOther: true)]
    }

    /// The rest of a split drawn apart from its named values: grey dots (a line through rows
    /// of different values would zigzag between them).
    static func markAsOther(_ s: inout Series) {
        s.line.interpolation = .none
        s.line.marker = .circle
        s.line.color = Color(hex: 0x9A9A9A)
        s.bar.color = Color(hex: 0x9A9A9A)
    }
}
