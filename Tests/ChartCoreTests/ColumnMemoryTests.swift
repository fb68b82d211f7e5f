import Testing

@testable import ChartCore

/// A large column's memory, freed, is taken back by the next column of its size, for a while:
/// a reload of the same file writes over the memory its last load gave up.
@MainActor
@Suite(.serialized) struct ColumnMemoryTests {
    /// A size no other test asks for, so that no other test takes its block.
    private let n = ColumnMemory.smallest + 4_321

    private func column(_ n: Int, _ value: Double, sawPoison: inout Bool) -> ColumnBuffer {
        var poisoned = false
        let b = ColumnBuffer(count: n, headroom: 0) { out in
            poisoned = out[0].bitPattern == 0x7FF8_0000_DEAD_BEEF && out[n - 1].bitPattern == 0x7FF8_0000_DEAD_BEEF
            out.update(repeating: value)
        }
        sawPoison = poisoned
        return b
    }

    private func address(_ b: ColumnBuffer) -> Int { b.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) } }

    @Test func aFreedColumnIsTakenBackBySameSizeOnly() {
        var poisoned = false
        var first: ColumnBuffer? = column(n, 1, sawPoison: &poisoned)
        let at = address(first!)
        first = nil
        #expect(ColumnMemory.holds(at))
        // Twice the size: a fresh block, the kept one left alone.
        let large = column(2 * n, 2, sawPoison: &poisoned)
        #expect(address(large) != at)
        // The same size: the kept block, its old values gone (debug builds fill it with a NaN of
        // their own before it is handed out), the new ones written.
        let again = column(n, 3, sawPoison: &poisoned)
        #expect(address(again) == at)
        _isDebugAssertConfiguration() ? #expect(poisoned) : ()
        #expect(again.allSatisfy { $0 == 3 })
        #expect(large.allSatisfy { $0 == 2 })
    }

    @Test func smallColumnsAreNotKept() {
        var small: ColumnBuffer? = ColumnBuffer(count: 1_000, headroom: 0) { $0.update(repeating: 1) }
        let at = address(small!)
        small = nil
        #expect(!ColumnMemory.holds(at))
    }

    @Test func keptBlocksAreFreedAfterAWhile() {
        var poisoned = false
        var b: ColumnBuffer? = column(n + 1, 1, sawPoison: &poisoned)
        let at = address(b!)
        b = nil
        #expect(ColumnMemory.holds(at))
        ColumnMemory.trim()   // not yet
        #expect(ColumnMemory.holds(at))
        ColumnMemory.trim(now: ColumnMemory.now() + UInt64(ColumnMemory.keptFor * 1e9) + 1)
        #expect(!ColumnMemory.holds(at))
    }
}
