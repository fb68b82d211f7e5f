import Foundation
import Testing
@testable import ChartCore

/// A column buffer is a value (snapshots never see later changes) whose appends to the newest
/// snapshot write in place, so appending to a long column costs only the new elements.
struct ColumnBufferTests {
    func base(_ c: ColumnBuffer) -> UnsafeBufferPointer<Double>.Index? {
        c.withUnsafeBufferPointer { $0.baseAddress.map { Int(bitPattern: $0) } }
    }

    @Test func appendingToTheNewestSharesMemoryAndLeavesSnapshotsAlone() {
        let a = ColumnBuffer(count: 10_000, headroom: 100) { b in for i in b.indices { b[i] = Double(i) } }
        let snapshot = a
        var b = a
        b.append(contentsOf: [1e9, 2e9])
        #expect(base(b) == base(snapshot), "the newest snapshot grows in place")
        #expect(snapshot.count == 10_000 && snapshot.last == 9_999)
        #expect(b.count == 10_002 && b.last == 2e9 && b[9_999] == 9_999)
        // The older snapshot is no longer the newest: appending to it copies, and neither sees the other.
        var c = snapshot
        c.append(-1)
        #expect(base(c) != base(snapshot))
        #expect(c.count == 10_001 && c.last == -1 && b[10_000] == 1e9 && snapshot.count == 10_000)
    }

    @Test func growthPastTheRoomCopiesOnceAndStaysAValue() {
        var a = ColumnBuffer(count: 4, headroom: 2) { b in for i in b.indices { b[i] = Double(i) } }
        let before = base(a)
        a.append(contentsOf: [4, 5])
        #expect(base(a) == before)
        let full = a
        a.append(6)
        #expect(base(a) != before, "past the room: fresh storage")
        let moved = base(a)
        a.append(contentsOf: [7, 8])
        a.append(9)
        #expect(base(a) == moved, "fresh storage has room, and appends stay in it")
        a.removeLast(3)
        #expect(Array(a) == [0, 1, 2, 3, 4, 5, 6] && Array(full) == [0, 1, 2, 3, 4, 5])
        // A long run of single appends stays correct across many regrowths.
        for i in 7..<100_000 { a.append(Double(i)) }
        #expect(a.count == 100_000 && a.enumerated().allSatisfy { Double($0.offset) == $0.element })
    }

    @Test func changingAnElementOfASharedBufferCopies() {
        var a: ColumnBuffer = [1, 2, 3]
        let b = a
        a[1] = 20
        #expect(Array(a) == [1, 20, 3] && Array(b) == [1, 2, 3])
        var alone = ColumnBuffer(count: 3) { $0.initialize(repeating: 7) }
        let p = base(alone)
        alone[0] = 1
        #expect(base(alone) == p, "a buffer no one shares is changed in place")
        #expect(Array(alone) == [1, 7, 7])
    }

    @Test func anAdoptedArrayIsReadInPlaceAndNeverChanged() {
        var array = [Double](repeating: 1, count: 10)
        array.reserveCapacity(1_000)
        var c = ColumnBuffer(array)
        #expect(c.withUnsafeBufferPointer { $0.baseAddress } == array.withUnsafeBufferPointer { $0.baseAddress })
        c.append(contentsOf: [2, 3])   // fills the array's spare room, which the array does not see
        #expect(array.count == 10 && c.count == 12 && c.last == 3)
        array.append(9)                // the array copies rather than overwrite what the column claimed
        #expect(c[10] == 2 && array[10] == 9)
        c[0] = 5                       // an adopted array's elements are never written
        #expect(array[0] == 1 && c[0] == 5)
    }

    @Test func equalityHashingAndEditsBehaveAsArrays() {
        let a: ColumnBuffer = [1, 2, 3]
        var b = ColumnBuffer([1, 2])
        b.append(3)
        #expect(a == b && a.hashValue == b.hashValue)
        #expect(ColumnBuffer([.nan]) != ColumnBuffer([.nan]), "NaN differs from NaN, as in arrays")
        var c = a
        c.replaceSubrange(0..<1, with: [9, 9])
        #expect(Array(c) == [9, 9, 2, 3] && Array(a) == [1, 2, 3])
        c.removeAll()
        #expect(c.isEmpty && ColumnBuffer(repeating: 4, count: 3) == [4, 4, 4])
        #expect(Array(a[1...].withUnsafeBufferPointer { Array($0) }) == [2, 3])
    }

    /// Readers of a snapshot on other threads see its values unchanged while the newest grows in
    /// place (run under the thread sanitizer in CI).
    @Test func readersOfASnapshotAreUndisturbedByAppends() async {
        var newest = ColumnBuffer(count: 50_000) { b in for i in b.indices { b[i] = Double(i) } }
        let snapshot = newest
        await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<2 {
                group.addTask {
                    var ok = true
                    for _ in 0..<20 {
                        ok = ok && snapshot.withUnsafeBufferPointer { b in b.indices.allSatisfy { b[$0] == Double($0) } }
                    }
                    return ok
                }
            }
            for i in 0..<20_000 { newest.append(-Double(i)) }
            for await ok in group { #expect(ok) }
        }
        #expect(newest.count == 70_000 && snapshot.count == 50_000)
    }
}

/// Whether a column ascends is remembered with its storage and carried on over appended values.
struct ColumnOrderTests {
    func reference(_ v: [Double]) -> (Bool, Bool) {
        var prev = -Double.infinity, finite = true
        for x in v where x.isFinite { if x < prev { finite = false }; prev = x }
        let strict = v.allSatisfy(\.isFinite) && zip(v, v.dropFirst()).allSatisfy { $0 < $1 }
        return (finite, strict)
    }

    @Test func answersAsAFullPassDoesAfterEveryAppend() {
        var state: UInt64 = 7
        for trial in 0..<200 {
            var c = ColumnBuffer()
            var all: [Double] = []
            var x = 0.0
            for _ in 0..<8 {
                var piece: [Double] = []
                for _ in 0..<Int.random(in: 0...6) {
                    state = state &* 6364136223846793005 &+ 1442695040888963407
                    switch state >> 59 {
                    case 0: piece.append(.nan)
                    case 1: piece.append(x)                 // a repeat
                    case 2 where trial % 3 == 0: piece.append(x - 1)   // a descent, in some trials
                    case 3: piece.append(.infinity)
                    default: x += 1; piece.append(x)
                    }
                }
                let snapshot = c
                c.append(contentsOf: piece)
                all += piece
                let (finite, strict) = reference(all)
                #expect(c.finiteValuesAscend == finite && c.strictlyAscends == strict, "trial \(trial): \(all)")
                // An older snapshot asked after a newer one answers for its own values.
                let old = reference(Array(all.prefix(snapshot.count)))
                #expect(snapshot.finiteValuesAscend == old.0 && snapshot.strictlyAscends == old.1)
            }
        }
    }

    /// A column long enough to be examined on all cores, broken in one place (a repeat, a descent
    /// or a gap) at a piece's first value, just before it, in the middle, or among the last few.
    @Test(arguments: [1, 1_500_000, 1_499_999, 1_500_001, 777_777, 2_999_998, 2_999_999])
    func aLongColumnIsExaminedInPiecesAsInOne(at k: Int) {
        let n = 3_000_000
        for breakage in 0..<3 {
            var c = ColumnBuffer(count: n) { b in for i in b.indices { b[i] = Double(i) } }
            #expect(c.strictlyAscends && c.finiteValuesAscend)
            c.withUnsafeMutableBufferPointer { b in
                switch breakage {
                case 0: b[k] = b[k - 1]
                case 1: b[k] = b[k - 1] - 0.5
                default: b[k] = .nan
                }
            }
            let want = reference(c.array)
            #expect(c.finiteValuesAscend == want.0 && c.strictlyAscends == want.1, "\(breakage) at \(k)")
            #expect(!c.strictlyAscends)
        }
        // Known to ascend: its extent is read at its ends.
        let fixed = ColumnBuffer(count: n) { b in for i in b.indices { b[i] = Double(i) - 10 } }
        #expect(fixed.strictlyAscends && fixed.knownToStrictlyAscend)
        let e = PlotGeometry.SeriesExtent(Series(name: "s", x: fixed, y: fixed))
        #expect(e.x! == (-10, Double(n - 11)) && e.y! == (-10, Double(n - 11)) && e.positiveY! == (1, Double(n - 11)))
    }

    @Test func changingAValueForgetsWhatWasFound() {
        var c = ColumnBuffer(count: 5) { b in for i in b.indices { b[i] = Double(i) } }
        #expect(c.strictlyAscends)
        c[2] = -1
        #expect(!c.strictlyAscends && !c.finiteValuesAscend)
        c[2] = 2
        #expect(c.strictlyAscends)
        c.withUnsafeMutableBufferPointer { $0[4] = .nan }
        #expect(!c.strictlyAscends && c.finiteValuesAscend)
    }
}
