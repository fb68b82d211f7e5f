import Foundation

/// Compares rendered pixels with recorded golden images.
///
/// With `CHARTREUSE_RECORD_GOLDEN=1` it writes the image and answers `.recorded`, which is not a
/// pass: a recording run fails, so it is run again without the variable (after looking at every
/// image recorded). Callers expect `.matched`.
public struct GoldenChecker: Sendable {
    /// The folder of golden PNGs.
    public let directory: URL
    /// Where the actual image of a failed comparison is written.
    public let failures: URL
    /// Decodes a PNG into (width, height, RGBA bytes); nil when missing or unreadable.
    public let load: @Sendable (String) -> (width: Int, height: Int, rgba: [UInt8])?

    /// A checker for the goldens in `directory`, decoding with `load`.
    public init(directory: URL, failures: URL, load: @escaping @Sendable (String) -> (width: Int, height: Int, rgba: [UInt8])?) {
        self.directory = directory
        self.failures = failures
        self.load = load
    }

    /// Whether this run records goldens instead of comparing.
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["CHARTREUSE_RECORD_GOLDEN"] == "1" }

    /// The outcome of one comparison; only `.matched` passes.
    public enum Outcome: Equatable, Sendable, CustomStringConvertible {
        /// Within tolerance.
        case matched
        /// Written as the new golden (a recording run).
        case recorded
        /// No golden to compare with.
        case missing
        /// Sizes differ.
        case sizeDiffers
        /// Too many pixels differ.
        case differs(pixels: Int, maxChannel: Int)

        /// What a failing test says.
        public var description: String {
            switch self {
            case .matched: return "matches its golden"
            case .recorded: return "recorded as the new golden: look at it, then run again without CHARTREUSE_RECORD_GOLDEN"
            case .missing: return "no golden image: run with CHARTREUSE_RECORD_GOLDEN=1 and look at it"
            case .sizeDiffers: return "the golden image has another size"
            case .differs(let n, let m): return "\(n) pixels differ (max channel diff \(m)); the actual image is in Tests/ChartSDLTests/Failures"
            }
        }
    }

    /// Compares `rgba` (width × height) with the golden `name`, or records it; `save` writes the
    /// actual image as a PNG to a path. Up to one pixel in a thousand may differ by more
    /// than 24 in a channel (anti-aliasing differences between machines).
    public func check(_ name: String, width: Int, height: Int, rgba: [UInt8], save: (String) throws -> Void) -> Outcome {
        let path = directory.appendingPathComponent("\(name).png").path
        if Self.isRecording {
            try? save(path)
            return .recorded
        }
        guard let golden = load(path) else { return .missing }
        guard golden.width == width, golden.height == height, golden.rgba.count == rgba.count else { return .sizeDiffers }
        var differing = 0, maxDiff = 0
        var o = 0
        while o < rgba.count {
            var d = 0
            for c in 0..<3 { d = max(d, abs(Int(rgba[o + c]) - Int(golden.rgba[o + c]))) }
            maxDiff = max(maxDiff, d)
            if d > 24 { differing += 1 }
            o += 4
        }
        guard differing > width * height / 1000 else { return .matched }
        try? FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
        try? save(failures.appendingPathComponent("\(name).png").path)
        return .differs(pixels: differing, maxChannel: maxDiff)
    }
}
