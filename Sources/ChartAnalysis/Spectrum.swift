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

    /// At most this many points are transformed (longer series are resampled down to it).
    public static let maximumPoints = 1 << 21

    /// The spectrum of `y` over `x` (their finite pairs, in x order).
    public static func of(x: [Double], y: [Double]) throws -> Spectrum {
        var pairs = zip(x, y).filter { $0.0.isFinite && $0.1.isFinite }
        guard pairs.count >= 4 else { throw AnalysisError("a spectrum needs 4 points or more, not \(pairs.count)") }
        if !zip(pairs, pairs.dropFirst()).allSatisfy({ $0.0 <= $1.0 }) { pairs.sort { $0.0 < $1.0 } }
        let x0 = pairs[0].0, x1 = pairs[pairs.count - 1].0
        guard x1 > x0 else { throw AnalysisError("a spectrum needs x to span more than one value") }
        var n = 4
        while n < pairs.count, n < maximumPoints { n *= 2 }
        let dt = (x1 - x0) / Double(n - 1)
        // Linear interpolation onto the even grid.
        var grid = [Double](repeating: 0, count: n)
        var j = 0
        for k in 0..<n {
            let t = x0 + Double(k) * dt
            while j + 1 < pairs.count - 1, pairs[j + 1].0 < t { j += 1 }
            let (a, b) = (pairs[j], pairs[min(j + 1, pairs.count - 1)])
            grid[k] = b.0 > a.0 ? a.1 + (b.1 - a.1) * min(1, max(0, (t - a.0) / (b.0 - a.0))) : a.1
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
        guard let cfg = kiss_fftr_alloc(Int32(n), 0, nil, nil) else { throw AnalysisError("the FFT could not be set up for \(n) points") }
        defer { free(UnsafeMutableRawPointer(cfg)) }   // kiss_fftr_free is a macro for free
        var output = [kiss_fft_cpx](repeating: kiss_fft_cpx(), count: n / 2 + 1)
        input.withUnsafeBufferPointer { i in
            output.withUnsafeMutableBufferPointer { o in kiss_fftr(cfg, i.baseAddress, o.baseAddress) }
        }
        let fs = 1 / dt
        let scale = 1 / (fs * windowSquares)
        var power = output.map { (Double($0.r) * Double($0.r) + Double($0.i) * Double($0.i)) * scale }
        for k in 1..<(power.count - 1) { power[k] *= 2 }   // one-sided: the negative frequencies' share
        let frequencies = (0..<power.count).map { Double($0) * fs / Double(n) }
        return Spectrum(frequencies: frequencies, power: power)
    }
}
