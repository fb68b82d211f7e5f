import CSDL2
import ChartCore
import Foundation
import Testing
@testable import ChartSDL

/// Golden-image tests: each chart kind in both themes, rendered headless and compared with a
/// recorded PNG. Set CHARTREUSE_RECORD_GOLDEN=1 to re-record (and look at every image you record).
@Suite(.serialized)
struct GoldenImageTests {
    static let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    static let failures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Failures")
    static var recording: Bool { ProcessInfo.processInfo.environment["CHARTREUSE_RECORD_GOLDEN"] == "1" }

    /// Compares the renderer's pixels with the golden image `name`, recording it when asked.
    func check(_ r: OffscreenRenderer, _ name: String) throws {
        let path = Self.dir.appendingPathComponent("\(name).png").path
        if Self.recording {
            try r.savePNG(to: path)
            return
        }
        guard let loaded = IMG_Load(path) else {
            Issue.record("missing golden \(name).png: run with CHARTREUSE_RECORD_GOLDEN=1 and look at it")
            return
        }
        defer { SDL_FreeSurface(loaded) }
        guard let conv = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ABGR8888.rawValue, 0) else {
            Issue.record("cannot convert \(name).png")
            return
        }
        defer { SDL_FreeSurface(conv) }
        let s = conv.pointee
        #expect(Int(s.w) == r.width && Int(s.h) == r.height, "\(name): size differs")
        guard Int(s.w) == r.width, Int(s.h) == r.height else { return }
        let actual = r.rgba()
        let expected = s.pixels.assumingMemoryBound(to: UInt8.self)
        var differing = 0
        var maxDiff = 0
        for y in 0..<r.height {
            for x in 0..<r.width {
                let o = (y * r.width + x) * 4
                let e = expected + y * Int(s.pitch) + x * 4
                var d = 0
                for c in 0..<3 { d = max(d, abs(Int(actual[o + c]) - Int(e[c]))) }
                maxDiff = max(maxDiff, d)
                if d > 24 { differing += 1 }
            }
        }
        let allowed = r.width * r.height / 1000
        if differing > allowed {
            try? FileManager.default.createDirectory(at: Self.failures, withIntermediateDirectories: true)
            try? r.savePNG(to: Self.failures.appendingPathComponent("\(name).png").path)
        }
        #expect(differing <= allowed, "\(name): \(differing) pixels differ (max channel diff \(maxDiff)); actual in Tests/ChartSDLTests/Failures")
    }

    @Test(arguments: GoldenCharts.all.map(\.0), ["light", "dark"])
    func chartKinds(name: String, theme: String) throws {
        let make = GoldenCharts.all.first { $0.0 == name }!.1
        let chart = make()
        chart.theme = Theme.named(theme)!
        let r = try OffscreenRenderer(width: 480, height: 300, atlas: SharedAtlas.atlas)
        r.render(chart)
        try check(r, "\(name)-\(theme)")
    }

    @Test func primitives() throws {
        let r = try OffscreenRenderer(width: 460, height: 240, atlas: SharedAtlas.atlas)
        r.draw(GoldenCharts.primitives(measurer: TextMeasurer(source: SharedAtlas.atlas)))
        try check(r, "primitives")
    }

    @Test func hiDPIDoublesEverything() throws {
        let chart = GoldenCharts.lines()
        let r1 = try OffscreenRenderer(width: 400, height: 250, scale: 1, atlas: SharedAtlas.atlas)
        r1.render(chart)
        let plot1 = chart.geometry.plot
        let r2 = try OffscreenRenderer(width: 800, height: 500, scale: 2, atlas: SharedAtlas.atlas)
        r2.render(chart)
        let plot2 = chart.geometry.plot
        #expect(abs(plot2.minX - 2 * plot1.minX) <= 4 && abs(plot2.width - 2 * plot1.width) <= 8)
        #expect(abs(plot2.minY - 2 * plot1.minY) <= 4)
        try check(r2, "lines-hidpi")
    }
}

/// One glyph atlas for all tests (SDL_ttf is not thread-safe, so the suites run serially).
enum SharedAtlas {
    nonisolated(unsafe) static let atlas: GlyphAtlas = try! GlyphAtlas()
}
