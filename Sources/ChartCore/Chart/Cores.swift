import Foundation

/// The number of cores this process may run on, read once.
///
/// `ProcessInfo.activeProcessorCount` reads the cgroup's CPU limits from files on every call;
/// the rasterizer and the column scans ask on every frame and every scan.
package enum Cores {
    /// Active processor count at first use.
    package static let active = ProcessInfo.processInfo.activeProcessorCount
}
