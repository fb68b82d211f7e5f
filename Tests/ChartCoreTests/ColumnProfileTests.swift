import Testing

@testable import ChartCore

/// The four-at-a-time pass over finite columns agrees with the value-by-value one.
struct ColumnProfileTests {
    @Test func theFastPassAgreesWithTheGeneralOne() {
        var rng = SystemRandomNumberGenerator()
        for trial in 0..<400 {
            let n = Int.random(in: 0..<200, using: &rng)
            var v = (0..<n).map { _ in Double.random(in: -5...5, using: &rng).rounded() }
            if trial % 3 == 0 { v.sort() }   // ascending, with ties
            if trial % 5 == 0, n > 0 { v[Int.random(in: 0..<n, using: &rng)] = [.nan, .infinity, -.infinity][trial % 3] }
            if trial % 7 == 0 { v = v.map { abs($0) + 1 } }   // all positive
            v.withUnsafeBufferPointer { b in
                for r in [0..<n, (n / 3)..<n, 0..<(n / 2)] {
                    let general = ColumnProfile.general(b, r)
                    guard let fast = ColumnProfile.finite(b, r) else {
                        #expect(r.count < 16 || !general.allFinite, "trial \(trial): the fast pass gave up on finite values")
                        continue
                    }
                    #expect(general.allFinite, "trial \(trial)")
                    #expect(fast.extent?.0 == general.extent?.0 && fast.extent?.1 == general.extent?.1, "trial \(trial)")
                    #expect(fast.positive?.0 == general.positive?.0 && fast.positive?.1 == general.positive?.1, "trial \(trial)")
                    #expect(fast.ascends == general.ascends, "trial \(trial) \(Array(b[r]))")
                    #expect(fast.first == general.first && fast.last == general.last, "trial \(trial)")
                }
            }
        }
    }
}
