import CMapGuard
import Foundation
import Testing

@testable import ChartIO

/// A file cut short while it is mapped: reads past its new end find zeros, not SIGBUS.
struct MappedFileGuardTests {
    @Test func readsPastAFileCutShortFindZeros() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("chartreuse-guard-\(UUID().uuidString)").path
        defer { unlink(path) }
        try Data(repeating: 7, count: 1 << 20).write(to: URL(fileURLWithPath: path))
        let mapped = try #require(MappedFile(path: path))
        #expect(mapped.bytes[600_000] == 7)
        let before = mapguard_rescues()
        // Cut short underneath the mapping, as a writer truncating the file to rewrite it does.
        #expect(truncate(path, 4096) == 0)
        #expect(mapped.bytes[100] == 7)   // still inside the file
        #expect(mapped.bytes[900_000] == 0)   // past its end: a zero, not the end of the process
        #expect(mapped.bytes[600_000] == 0)
        #expect(mapguard_rescues() > before)
    }
}
