import CSDL2
import ChartCore
import Foundation
import Testing
@testable import ChartSDL
import ChartTestSupport

/// Golden-image tests: each chart kind in both themes, rendered headless and compared with a
/// recorded PNG. Set CHARTREUSE_RECORD_GOLDEN=1 to re-record (and look at every image you record).
@MainActor
@Suite(.serialized)
struct GoldenImageTests {
    static let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    static let failures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Failures")
    /// The shared golden checker, decoding PNGs with SDL_image.
    static let checker = GoldenChecker(directory: dir, failures: failures, load: decodePNG)

    /// A PNG's size and RGBA bytes, or nil when it is missing or unreadable.
    nonisolated static func decodePNG(_ path: String) -> (width: Int, height: Int, rgba: [UInt8])? {
        guard let loaded = IMG_Load(path) else { return nil }
        defer { SDL_FreeSurface(loaded) }
        guard let conv = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ABGR8888.rawValue, 0) else { return nil }
        defer { SDL_FreeSurface(conv) }
        let s = conv.pointee
        let w = Int(s.w), h = Int(s.h)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        let src = s.pixels.assumingMemoryBound(to: UInt8.self)
        for y in 0..<h {
            for x in 0..<(w * 4) { out[y * w * 4 + x] = src[y * Int(s.pitch) + x] }
        }
        return (w, h, out)
    }

    /// Compares the renderer's pixels with the golden image `name` (a recording run fails).
    func check(_ r: OffscreenRenderer, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let outcome = Self.checker.check(name, width: r.width, height: r.height, rgba: r.rgba(), save: { try r.savePNG(to: $0) })
        #expect(outcome == .matched, "\(name): \(outcome)", sourceLocation: sourceLocation)
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
@MainActor
enum SharedAtlas {
    nonisolated(unsafe) static let atlas: GlyphAtlas = try! GlyphAtlas()
}
