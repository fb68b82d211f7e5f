import CKissFFT
import Foundation

/// The power spectrum of a series over x: resampled onto an even grid (a power of two of points,
/// linear between the samples), its mean taken out, Hann-windowed, then kissfft's real FFT. The
/// power is a one-sided spectral density (value² per unit of frequency), frequencies in cycles
/// per unit of x (per second on a date axis).
public struct Spectrum: Sendable, Equatable {
    /// Frequencies from 0 to the Nyquist frequency.
    public var frequencies: [Double]
    /// Power spectral density at each frequency.
    public var power: [Double]

    /// The frequency of the largest power above 0, if any.
    public var peakFrequency: Double? {
        guard power.count > 1, let k = power.indices.dropFirst().max(by: { power[$0] < power[$1] }) else { return nil }
        return frequencies[k]
    }

    /// Whether every x and y is finite and x never falls.
    static func finiteAscending(_ x: [Double], _ y: [Double]) -> Bool {
        x.withUnsafeBufferPointer { xs in
            y.withUnsafeBufferPointer { ys in
                var prev = -Double.infinity
                for i in xs.indices {
                    let v = xs[i]
                    guard v.isFinite, ys[i].isFinite, v >= prev else { return false }
                    prev = v
                }
                return true
            }
        }
    }

    /// At most this many points are transformed (longer series are resampled down to it).
    public static let maximumPoints = 1 << 21

    /// The spectrum of `y` over `x` (their finite pairs, in x order).
    public static func of(x: [Double], y: [Double]) throws -> Spectrum {
        // The finite pairs in x order: as given when they are all finite and ascend (the usual
        // case: no copy), else filtered and sorted.
        var (px, py) = (x, y)
        if px.count != py.count || !Self.finiteAscending(px, py) {
            var pairs = zip(x, y).filter { $0.0.isFinite && $0.1.isFinite }
            pairs.sort { $0.0 < $1.0 }
            (px, py) = (pairs.map(\.0), pairs.map(\.1))
        }
        let count = px.count
        guard count >= 4 else { throw AnalysisError("a spectrum needs 4 points or more, not \(count)") }
        let x0 = px[0], x1 = px[count - 1]
        guard x1 > x0 else { throw AnalysisError("a spectrum needs x to span more than one value") }
        var n = 4
        while n < count, n < maximumPoints { n *= 2 }
        let dt = (x1 - x0) / Double(n - 1)
        // Linear interpolation onto the even grid.
        var grid = [Double](repeating: 0, count: n)
        px.withUnsafeBufferPointer { xs in
            py.withUnsafeBufferPointer { ys in
                var j = 0
                for k in 0..<n {
                    let t = x0 + Double(k) * dt
                    while j + 1 < count - 1, xs[j + 1] < t { j += 1 }
                    let b = Swift.min(j + 1, count - 1)
                    let (ax, ay, bx, by) = (xs[j], ys[j], xs[b], ys[b])
                    grid[k] = bx > ax ? ay + (by - ay) * Swift.min(1, Swift.max(0, (t - ax) / (bx - ax))) : ay
                }
            }
        }
        let mean = grid.reduce(0, +) / Double(n)
        var input = [Float](repeating: 0, count: n)
        var windowSquares = 0.0
        // The Hann window's cosines by rotation (a complex multiply a sample, not a cos() call),
        // started again from cos() every 4096 samples so rounding does not drift.
        let theta = 2 * Double.pi / Double(n - 1)
        let (cr, sr) = (cos(theta), sin(theta))
        var (c, s) = (1.0, 0.0)
        for k in 0..<n {
            if k % 4096 == 0 { (c, s) = (cos(theta * Double(k)), sin(theta * Double(k))) }
            let w = 0.5 * (1 - c)
            windowSquares += w * w
            input[k] = Float((grid[k] - mean) * w)
            (c, s) = (c * cr - s * sr, s * cr + c * sr)
        }
        var output = [kiss_fft_cpx](repeating: kiss_fft_cpx(), count: n / 2 + 1)
        try FFTPlan.shared.transform(n, input, into: &output)
        let fs = 1 / dt
        let scale = 1 / (fs * windowSquares)
        var power = output.map { (Double($0.r) * Double($0.r) + Double($0.i) * Double($0.i)) * scale }
        for k in 1..<(power.count - 1) { power[k] *= 2 }   // one-sided: the negative frequencies' share
        let frequencies = (0..<power.count).map { Double($0) * fs / Double(n) }
        return Spectrum(frequencies: frequencies, power: power)
    }
}
