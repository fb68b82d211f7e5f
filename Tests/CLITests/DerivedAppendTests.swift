import ChartIO
import Foundation
import Testing
@testable import chartreuse
import WorkspaceModel

/// Derived columns over a growing file: a column of each row alone is extended over the new rows;
/// one that reads a column computed again in full (a derivative's last row changes as rows come)
/// is computed again too, so every row equals what a fresh load computes.
struct DerivedAppendTests {
    static func table(_ n: Int) -> DataTable {
        DataTable(columns: [
            .init(name: "t", values: .number((0..<n).map(Double.init))),
            .init(name: "a", values: .number((0..<n).map { Double($0 * $0 % 97) })),
        ])
    }

    @Test func aChainOverADerivativeMatchesAFreshLoad() throws {
        var o = WorkspaceOptions()
        o.derived = ["v = deriv(a)", "w = v * 2", "s = a + 1", "u = s * 3"]
        let growing = WorkspaceDocument(path: "grow.csv", options: o)
        try growing.accept(Self.table(100))
        try growing.accept(Self.table(150), appended: 50)
        let fresh = WorkspaceDocument(path: "grow.csv", options: o)
        try fresh.accept(Self.table(150))
        for name in ["v", "w", "s", "u"] {
            let g = try #require(growing.table?.columns.first { $0.name == name }?.numbers)
            let f = try #require(fresh.table?.columns.first { $0.name == name }?.numbers)
            #expect(g == f, "\(name) after the append differs from a fresh load at rows \(g.indices.filter { g[$0] != f[$0] })")
        }
    }
}
