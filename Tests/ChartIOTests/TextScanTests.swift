import Foundation
import Testing
@testable import ChartIO
@testable import ChartSpecs

/// A text column's scan in pieces, joined, equals one pass over it, whatever the cut: values
/// first seen in a later piece, repeats and gaps across a join, accents written two ways, more
/// values than sixteen, and more than the cap.
struct TextScanTests {
    func pass(_ t: [String], cap: Int = ColumnSummary.distinctCap) -> TextScan {
        var s = TextScan(cap: cap)
        s.add(t)
        return s
    }

    @Test func piecesJoinToTheWhole() {
        var state: UInt64 = 0x7E57
        func next() -> Int { state ^= state << 13; state ^= state >> 7; state ^= state << 17; return Int(state % 1000) }
        let columns: [[String]] = [
            ["a", "b", "a", "", "a", "c", "c", "b"],
            (0..<300).map { ["Tokyo", "Paris", "São Paulo", "New York, NY", ""][$0 % 5] },
            (0..<300).map { $0 % 7 == 0 ? "" : "v\($0 / 3)" },                          // runs, some split by a cut
            (0..<300).map { _ in "w\(next() % 40)" },                                     // more than sixteen, no order
            (0..<300).map { _ in ["Orléans", "Orle\u{301}ans", "Oslo"][next() % 3] },    // one value written two ways
            ["x", "", "", "x"],                                                            // a repeat across gaps
            ["", ""],
        ]
        for t in columns {
            let whole = pass(t)
            for cut in [0, 1, 2, t.count / 3, t.count / 2, t.count - 1, t.count] {
                for cut2 in [cut, (cut + t.count) / 2, t.count] {
                    let joined = pass(Array(t[..<cut])).followed(by: pass(Array(t[cut..<cut2]))).followed(by: pass(Array(t[cut2...])))
                    #expect(joined == whole, "cuts \(cut), \(cut2) of \(t.prefix(6))")
                    #expect(joined.top(8) == whole.top(8) && joined.distinct == whole.distinct)
                }
            }
        }
    }

    /// Past the cap, a value first seen after the cap is full is not counted: a piece that
    /// stopped at the cap is read again after the pieces before it, and the counts come out as
    /// one pass counts them.
    @Test func cappedPiecesAreReadAgain() {
        let n = ColumnSummary.distinctCap
        // The first piece holds most of the cap's values; the second repeats some and brings more
        // new ones than the cap on its own (it stops, and is read again); the third counts old
        // ones and new ones the cap leaves out.
        let t = (0..<(n - 10)).map { "a\($0)" } + (0..<50).map { "a\($0 % 7)" } + (0..<(n + 5)).map { "b\($0)" }
            + (0..<60).map { "a\($0 % 3)" } + (0..<30).map { "c\($0 % 9)" } + (0..<30).map { "b\($0)" }
        let column = DataTable.Column(name: "k", values: .text(t))
        let cuts = [0, n - 10, 2 * n + 45, t.count]
        let pieces = (0..<3).map { i in ColumnSummary.Piece(column: 0, rows: cuts[i]..<cuts[i + 1], opens: i == 0) }
        let scans = pieces.map { ($0, ColumnSummary.scan(column, $0)) }
        if case .texts(let second) = scans[1].1 { #expect(second.capped && second.rows < n + 60, "the second piece stops at the cap") }
        // Joined, the column is read on from the second piece only until the cap is reached; the
        // rest is counted against the values held, here in three pieces.
        var (joined, from) = ColumnSummary.join(column, .none, scans)
        #expect(from == n - 10 + 50 + 11, "counted frozen from the row after b10, the first value the cap leaves out")
        if let f = from, case .texts(var s) = joined {
            let template = s.frozen
            for j in 0..<3 {
                s.appendFrozen(ColumnSummary.frozenScan(t, template, (f + (t.count - f) * j / 3)..<(f + (t.count - f) * (j + 1) / 3)))
            }
            joined = .texts(s)
        }
        let same = joined == .texts(pass(t))   // (compared apart: a failure would print 200,000 values)
        #expect(same, "the joined scan differs from one pass")
        if case .texts(let s) = joined { #expect(s.capped && s.distinct == n && s.top(1).first?.count == 1 + 8 + 20) }
        // And the summary of the whole column, cut by the cores.
        let whole = ColumnSummary.summary(column, .texts(pass(t)))
        let summarised = ColumnSummary.texts(t, name: "k") == whole
        #expect(summarised, "the column's summary differs from one pass's")
        // And rows appended to a capped column: a value held, one left out, one held, a gap.
        let grown = t + ["b3", "zz", "a1", ""]
        let extended = ColumnSummary.texts(grown, name: "k", extending: whole) == ColumnSummary.summary(
            DataTable.Column(name: "k", values: .text(grown)), .texts(pass(grown)))
        #expect(extended, "the appended rows' summary differs from one pass's")
    }
}
