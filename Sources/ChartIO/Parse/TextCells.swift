/// One text column's cells as a chunk reads them, written to their rows. A cell seen lately is
/// taken again from a small table, not made anew: the words of a categorical column (a branch,
/// a state, a carrier) cost no check of their bytes and no allocation, and repeated long words
/// share one store.
struct TextCells {
    /// The column's storage, by row (each row initialized; a write replaces it).
    let out: UnsafeMutablePointer<String>
    /// Per slot: the cell's first 16 bytes as two words, and its length (`UInt64.max`: empty slot).
    private var keys = [UInt64](repeating: .max, count: 3 * TextCells.slots)
    private var words = [String](repeating: "", count: TextCells.slots)
    private static let slots = 256

    init(into out: UnsafeMutablePointer<String>) {
        self.out = out
    }

    /// Writes the text of `cell` (doubled quotes undone when it has `escapes`) to `row`; false
    /// when it is not UTF-8.
    mutating func write(_ cell: UnsafeBufferPointer<UInt8>, escapes: Bool, row: Int) -> Bool {
        guard !escapes, let base = cell.baseAddress else {
            guard let s = RecordScanner.text(cell, escapes: escapes) else { return false }
            out[row] = s
            return true
        }
        var head: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &head) { $0.copyMemory(from: UnsafeRawBufferPointer(start: base, count: min(16, cell.count))) }
        let length = UInt64(cell.count)
        let mixed = (head.0 &* 0x9E37_79B9_7F4A_7C15) ^ (head.1 &* 0xC2B2_AE3D_27D4_EB4F) ^ (length &* 0x1656_67B1_9E37_79F9)
        let slot = Int(truncatingIfNeeded: mixed >> 56)
        if keys[3 * slot] == head.0, keys[3 * slot + 1] == head.1, keys[3 * slot + 2] == length {
            // Sixteen bytes or fewer are the key itself; a longer cell must match in full.
            var word = words[slot]
            if cell.count <= 16 || word.withUTF8({ $0.elementsEqual(cell) }) {
                out[row] = word
                return true
            }
        }
        guard let s = RecordScanner.utf8(cell) else { return false }
        keys[3 * slot] = head.0
        keys[3 * slot + 1] = head.1
        keys[3 * slot + 2] = length
        words[slot] = s
        out[row] = s
        return true
    }
}
