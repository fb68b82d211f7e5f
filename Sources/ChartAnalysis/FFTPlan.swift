import CKissFFT
import Foundation

/// kissfft's real-FFT plan for the last size asked, kept between spectra: making one computes a
/// cosine and sine per twiddle, which costs as much as a transform. A plan holds a scratch
/// buffer, so transforms take turns. It is kept for the process's life (at most about 20 MB, for
/// 2^21 points) and replaced when another size is asked.
final class FFTPlan: @unchecked Sendable {
    /// The process's one plan.
    static let shared = FFTPlan()
    private let lock = NSLock()
    private var size = 0
    private var plan: kiss_fftr_cfg?

    /// The real FFT of `input` (`n` values) into `output` (`n / 2 + 1` values).
    func transform(_ n: Int, _ input: [Float], into output: inout [kiss_fft_cpx]) throws {
        lock.lock()
        defer { lock.unlock() }
        if size != n || plan == nil {
            if let p = plan { free(UnsafeMutableRawPointer(p)) }   // kiss_fftr_free is a macro for free
            plan = kiss_fftr_alloc(Int32(n), 0, nil, nil)
            size = plan == nil ? 0 : n
        }
        guard let cfg = plan else { throw AnalysisError("the FFT could not be set up for \(n) points") }
        input.withUnsafeBufferPointer { i in
            output.withUnsafeMutableBufferPointer { o in kiss_fftr(cfg, i.baseAddress, o.baseAddress) }
        }
    }
}
