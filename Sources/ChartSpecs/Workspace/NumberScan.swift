/// What one pass over a stretch of a number column finds (its finite values only).
///
/// Stretches whose values are all finite are read four at a time with no branch per value; a
/// random walk's "is this one below the last" would otherwise be guessed wrong half the time.
/// A stretch with a gap or an infinity is read value by value.
struct NumberScan: Hashable, Sendable {
    var lo = Double.infinity, hi = -Double.infinity
    /// The least value above zero (infinity when none).
    var positiveLo = Double.infinity
    var count = 0
    var ascends = true, repeats = false, integral = true
    var first: Double?, last: Double?

    /// Values read four at a time before a stretch is joined to the scan so far.
    static let block = 4096

    init() {}

    /// The scan of `v[r]`.
    init(_ v: UnsafeBufferPointer<Double>, _ r: Range<Int>) {
        var k = r.lowerBound
        while k < r.upperBound {
            let end = Swift.min(r.upperBound, k + Self.block)
            let piece = Self.finite(v, k..<end) ?? Self.oneByOne(v, k..<end)
            self = k == r.lowerBound ? piece : followed(by: piece)
            k = end
        }
    }

    /// The scan of `v[r]`, value by value.
    static func oneByOne(_ v: UnsafeBufferPointer<Double>, _ r: Range<Int>) -> NumberScan {
        var s = NumberScan()
        var prev = -Double.infinity
        for k in r {
            let x = v[k]
            guard x.isFinite else { continue }
            if s.first == nil { s.first = x }
            s.count += 1
            if x < prev { s.ascends = false } else if x == prev { s.repeats = true }
            prev = x
            if x < s.lo { s.lo = x }
            if x > s.hi { s.hi = x }
            if x > 0, x < s.positiveLo { s.positiveLo = x }
            // Whole: the same after a round trip through Int64 (two instructions; rounded() is a
            // libm call). Beyond 2^53 every double is whole.
            if s.integral, abs(x) < 9.0e15, x != Double(Int64(x)) { s.integral = false }
        }
        if s.count > 0 { s.last = prev }
        return s
    }

    /// The scan of `v[r]` when every value after its first one up to its last few is finite:
    /// those four at a time, the first and the last few value by value; nil when one of the four
    /// at a time is not finite (or the stretch is short).
    static func finite(_ v: UnsafeBufferPointer<Double>, _ r: Range<Int>) -> NumberScan? {
        guard r.count >= 8, let base = v.baseAddress else { return nil }
        // Two lanes (one SSE register) per vector: the seven running findings and the constants
        // then stay in registers, where four lanes spilled them to the stack on every step.
        typealias V = SIMD2<Double>
        typealias M = SIMDMask<SIMD2<Int64>>
        let zero = V(repeating: 0), infinity = V(repeating: .infinity)
        let magnitude = SIMD2<UInt64>(repeating: ~(1 << 63))
        // Below 2^52 a magnitude is whole when adding and taking away 2^52 (rounding it to a
        // whole number) gives it back; from there up every double is whole. (A negative value
        // itself would not do: -1.5 + 2^52 is exact, so -1.5 would come back.)
        let big = V(repeating: 4_503_599_627_370_496)
        var lo = infinity, hi = -infinity, plo = infinity
        var bad = M(repeating: false), down = bad, same = bad, part = bad
        /// Takes in the two values at `p`, each against the one before it.
        @inline(__always) func take(_ p: UnsafePointer<Double>) {
            let x = UnsafeRawPointer(p).loadUnaligned(as: V.self)
            let before = UnsafeRawPointer(p - 1).loadUnaligned(as: V.self)
            bad .|= (x - x) .!= zero   // NaN and infinities give NaN
            down .|= x .< before
            same .|= x .== before
            let a = unsafeBitCast(unsafeBitCast(x, to: SIMD2<UInt64>.self) & magnitude, to: V.self)
            part .|= (a .< big) .& (((a + big) - big) .!= a)
            lo.replace(with: x, where: x .< lo)
            hi.replace(with: x, where: x .> hi)
            let positive = x.replacing(with: infinity, where: x .<= zero)
            plo.replace(with: positive, where: positive .< plo)
        }
        // Each value against the one before it, from the second on.
        let start = r.lowerBound + 1
        var k = start
        while k + 4 <= r.upperBound {
            take(base + k)
            take(base + k + 2)
            k += 4
        }
        guard !any(bad), base[r.lowerBound].isFinite else { return nil }
        var body = NumberScan()
        body.lo = lo.min()
        body.hi = hi.max()
        body.positiveLo = plo.min()
        body.ascends = !any(down)
        body.repeats = any(same)
        body.integral = !any(part)
        body.count = k - start
        body.first = base[start]
        body.last = base[k - 1]
        // The first value (which the body was compared with) and the last few, as any stretch is read.
        return oneByOne(v, r.lowerBound..<start).followed(by: body).followed(by: oneByOne(v, k..<r.upperBound))
    }

    /// This stretch followed by `next`.
    func followed(by next: NumberScan) -> NumberScan {
        var out = self
        out.lo = Swift.min(lo, next.lo)
        out.hi = Swift.max(hi, next.hi)
        out.positiveLo = Swift.min(positiveLo, next.positiveLo)
        out.count = count + next.count
        out.integral = integral && next.integral
        out.ascends = ascends && next.ascends && !(last.map { l in next.first.map { $0 < l } ?? false } ?? false)
        out.repeats = repeats || next.repeats || (last != nil && last == next.first)
        out.first = first ?? next.first
        out.last = next.last ?? last
        return out
    }
}
