import Dispatch
import Glibc
import Synchronization

/// Large blocks of column memory kept for a few seconds after their columns are freed, so that
/// a reload takes back the memory the last load of the same file gave up.
///
/// Fresh memory costs more than its values: the kernel clears every page on first touch, and on a
/// virtual machine the host may have to back each one too (on this project's 2-core machines a
/// fresh 10M-row Parquet load spends a fifth to two fifths of its time there). A live file's
/// reloads free and ask for columns of the same size, one after the other; a kept block serves
/// the next one. Blocks are kept only when large (16 MiB or more), only up to a quarter of the
/// memory the process may use, and only for `keptFor` seconds (a column that grows by appends
/// frees blocks no later column asks for again: they wait out their seconds and go).
package enum ColumnMemory {
    /// The fewest elements a block must hold to be kept.
    package static let smallest = 2 << 20
    /// How long a freed block is kept for a column of its size (seconds).
    package static let keptFor = 5.0

    private struct Block {
        let address: Int
        let capacity: Int
        let freed: UInt64
    }

    private static let blocks = Mutex<[Block]>([])
    /// The most bytes kept at once: a quarter of the memory this process may use (the machine's,
    /// or its control group's limit when lower, as in a container).
    private static let most: Int = {
        let pages = sysconf(Int32(_SC_PHYS_PAGES)), size = sysconf(Int32(_SC_PAGESIZE))
        var total = pages > 0 && size > 0 ? pages * size : 4 << 30
        for file in ["/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"] {
            if let limit = firstNumber(in: file), limit > 0 { total = min(total, limit) }
        }
        return total / 4
    }()

    /// The number a one-line file begins with (nil for "max", or when it cannot be read).
    private static func firstNumber(in path: String) -> Int? {
        guard let f = fopen(path, "r") else { return nil }
        defer { fclose(f) }
        var line = [CChar](repeating: 0, count: 64)
        guard fgets(&line, 64, f) != nil else { return nil }
        let digits = line.prefix { $0 >= 0x30 && $0 <= 0x39 }.map { UInt8(bitPattern: $0) }
        return Int(String(decoding: digits, as: UTF8.self))
    }

    /// A kept block of at least `capacity` elements (and at most an eighth more), or nil; its
    /// elements hold whatever its last column left there.
    static func take(capacity: Int) -> (base: UnsafeMutablePointer<Double>, capacity: Int)? {
        guard capacity >= smallest else { return nil }
        let found = blocks.withLock { kept -> Block? in
            guard let i = kept.lastIndex(where: { $0.capacity >= capacity && $0.capacity <= capacity + capacity / 8 }) else { return nil }
            return kept.remove(at: i)
        }
        guard let found, let base = UnsafeMutablePointer<Double>(bitPattern: found.address) else { return nil }
        assert(poison(base, found.capacity))
        return (base, found.capacity)
    }

    /// Keeps the block at `base` (allocated with `capacity` elements) for a while, or frees it
    /// now when it is small or the kept blocks are at their limit.
    static func give(_ base: UnsafeMutablePointer<Double>, capacity: Int) {
        guard capacity >= smallest, capacity * 8 <= most else {
            base.deallocate()
            return
        }
        let freed = now()
        let evicted = blocks.withLock { kept -> [Int] in
            kept.append(Block(address: Int(bitPattern: base), capacity: capacity, freed: freed))
            var out: [Int] = []
            while kept.reduce(0, { $0 + $1.capacity * 8 }) > most { out.append(kept.removeFirst().address) }
            return out
        }
        free(evicted)
        DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + keptFor + 0.25) { trim() }
    }

    /// Frees the blocks kept longer than `keptFor` seconds (before `now`, when given).
    static func trim(now: UInt64? = nil) {
        let limit = UInt64(keptFor * 1e9)
        let old = blocks.withLock { kept -> [Int] in
            let t = now ?? Self.now()
            let gone = kept.filter { t &- $0.freed >= limit && t > $0.freed }.map(\.address)
            kept.removeAll { t &- $0.freed >= limit && t > $0.freed }
            return gone
        }
        free(old)
    }

    /// Asks for 2 MiB pages under a large column's `bytes` at `p` (where the kernel grants them
    /// on request): writing a fresh column of millions of values then takes a few hundred page
    /// faults, not tens of thousands, and the kernel clears its memory in large pieces.
    package static func preferHugePages(_ p: UnsafeMutableRawPointer, bytes: Int) {
        let huge = 2 << 20
        guard bytes >= 4 * huge else { return }
        let start = (Int(bitPattern: p) + huge - 1) / huge * huge, end = (Int(bitPattern: p) + bytes) / huge * huge
        guard start < end, let at = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(at, end - start, 14)   // MADV_HUGEPAGE
    }

    /// Frees every kept block now (a measurement of fresh memory's cost starts here).
    package static func releaseAll() { trim(now: .max) }

    /// Whether the block at `address` is kept.
    static func holds(_ address: Int) -> Bool { blocks.withLock { $0.contains { $0.address == address } } }

    private static func free(_ addresses: [Int]) {
        for a in addresses { UnsafeMutablePointer<Double>(bitPattern: a)?.deallocate() }
    }

    /// The monotonic clock, in nanoseconds.
    static func now() -> UInt64 {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return UInt64(t.tv_sec) &* 1_000_000_000 &+ UInt64(t.tv_nsec)
    }

    /// Debug builds fill a block taken back with a NaN of its own payload, so that code counting
    /// on fresh memory being zero shows itself in tests.
    private static func poison(_ base: UnsafeMutablePointer<Double>, _ count: Int) -> Bool {
        base.update(repeating: Double(bitPattern: 0x7FF8_0000_DEAD_BEEF), count: count)
        return true
    }
}
