import CMapGuard
import Foundation
import XCTest

@testable import ChartIO

/// A file cut short while it is mapped: reads past its new end find zeros, not SIGBUS.
final class MappedFileGuardTests: XCTestCase {
    func testReadsPastAFileCutShortFindZeros() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("chartreuse-guard-\(UUID().uuidString)").path
        defer { unlink(path) }
        try Data(repeating: 7, count: 1 << 20).write(to: URL(fileURLWithPath: path))
        guard let mapped = MappedFile(path: path) else { return XCTFail("not mapped") }
        XCTAssertEqual(mapped.bytes[600_000], 7)
        let before = mapguard_rescues()
        // Cut short underneath the mapping, as a writer truncating the file to rewrite it does.
        XCTAssertEqual(truncate(path, 4096), 0)
        XCTAssertEqual(mapped.bytes[100], 7)   // still inside the file
        XCTAssertEqual(mapped.bytes[900_000], 0)   // past its end: a zero, not the end of the process
        XCTAssertEqual(mapped.bytes[600_000], 0)
        XCTAssertGreaterThan(mapguard_rescues(), before)
    }
}
