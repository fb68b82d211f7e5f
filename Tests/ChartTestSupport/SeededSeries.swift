import Foundation

/// Deterministic test data: the same series on every run, from the tests' one seeded generator.
public enum SeededSeries {
    /// A xorshift generator of values in [0, 1).
    public struct Generator {
        var s: UInt64
        /// A generator from a non-zero seed.
        public init(seed: UInt64 = 0x9E37_79B9_7F4A_7C15) { s = seed == 0 ? 1 : seed }
        /// The next 64 random bits.
        public mutating func bits() -> UInt64 {
            s ^= s << 13; s ^= s >> 7; s ^= s << 17
            return s
        }
        /// The next value in [0, 1) (in steps of a millionth).
        public mutating func next() -> Double { Double(bits() % 1_000_000) / 1_000_000 }
        /// The next value in 0…1 (in steps of a millionth, 1 included).
        public mutating func unit() -> Double { Double(bits() % 1_000_001) / 1_000_000 }
        /// The next integer in 0..<n (0 when n < 1).
        public mutating func int(_ n: Int) -> Int { Int(bits() % UInt64(max(1, n))) }
    }

    /// The shapes a series can take.
    public enum Shape: String, CaseIterable, Sendable {
        /// A random walk.
        case walk
        /// White noise in [0, 1).
        case noise
        /// Noise with rare spikes up to 50 and down to -40.
        case spikes
        /// A slow sine with noise and runs of NaN gaps.
        case gaps
    }

    /// `n` values of a shape.
    public static func values(_ shape: Shape, n: Int, seed: UInt64 = 0x9E37_79B9_7F4A_7C15) -> [Double] {
        var r = Generator(seed: seed)
        var v = 0.0
        return (0..<max(0, n)).map { i in
            switch shape {
            case .walk: v += r.next() - 0.5; return v
            case .noise: return r.next()
            case .spikes: return i % 9973 == 0 ? 50 : (i % 7919 == 0 ? -40 : r.next())
            case .gaps: return i % 5000 < 40 || i % 77_777 < 3000 ? .nan : sin(Double(i) / 3000) + r.next() * 0.1
            }
        }
    }
}


/// The tests' seeded generator as a `RandomNumberGenerator`, for `Int.random(in:using:)`,
/// `randomElement(using:)` and the like.
public struct SeededRandom: RandomNumberGenerator {
    var g: SeededSeries.Generator
    /// A generator from a non-zero seed.
    public init(seed: UInt64) { g = SeededSeries.Generator(seed: seed) }
    /// The next 64 random bits.
    public mutating func next() -> UInt64 { g.bits() }
}
