import Foundation

/// Prints, on standard error, the time each step of a run took (when enabled).
final class StepClock {
    private let enabled: Bool
    private var last = DispatchTime.now().uptimeNanoseconds

    init(enabled: Bool) {
        self.enabled = enabled
    }

    /// Prints `step` with the milliseconds since the previous lap (or since the clock started).
    func lap(_ step: String) {
        guard enabled else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        let ms = Double(now - last) / 1e6
        last = now
        FileHandle.standardError.write("chartreuse: \(step) in \(String(format: "%.1f", ms)) ms\n".data(using: .utf8)!)
    }
}
