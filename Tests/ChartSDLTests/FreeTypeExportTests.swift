import ChartCore
import ChartExport
import ChartRaster
import ChartSDL
import Foundation
import Testing

/// Export with no SDL: FreeType's glyphs measure as SDL_ttf's do (so a chart lays out the same in
/// a window and in a file), draw the same text within anti-aliasing, and errors say what failed.
@MainActor
struct FreeTypeExportTests {
    func chart() -> ChartView {
        let c = ChartView(data: ChartData(series: [Series(name: "load", x: [0, 1, 2, 3], y: [3, 1, 4, 1])]))
        c.title = "Load through the day (ÅÉ ñ 42%)"
        c.configuration.xAxis.title = "hour"
        c.configuration.yAxis.title = "load (%)"
        return c
    }

    @Test func freeTypeMeasuresAsSDLTTFDoes() throws {
        let ft = try FreeTypeGlyphs(), sdl = try GlyphAtlas()
        for size in [9.0, 11, 12.5, 16, 24, 40] {
            for weight in [Font.Weight.regular, .bold] {
                let f = Font(size: size, weight: weight)
                #expect(ft.metrics(f) == sdl.metrics(f), "\(size) \(weight)")
                let text = "Load 0123456789 (%) Wg"
                let a = text.unicodeScalars.map { ft.glyph($0, font: f)?.advance ?? -1 }
                let b = text.unicodeScalars.map { sdl.glyph($0, font: f)?.advance ?? -1 }
                #expect(a == b, "\(size) \(weight) advances")
            }
        }
    }

    @Test func aChartDrawsAsTheWindowsExportDrawsIt() throws {
        let ft = try ChartImage.render(chart(), width: 480, height: 300)
        let sdl = try OffscreenRenderer(width: 480, height: 300)
        sdl.render(chart())
        let a = ft.rgba(), b = sdl.rgba()
        // The same layout (the text is measured alike); glyph edges may differ by a few levels.
        var far = 0, differ = 0
        for i in stride(from: 0, to: a.count, by: 4) {
            let d = (0..<3).map { abs(Int(a[i + $0]) - Int(b[i + $0])) }.max()!
            if d > 0 { differ += 1 }
            if d > 96 { far += 1 }
        }
        #expect(far < 150, "\(far) pixels differ by more than 96 levels (\(differ) at all)")
        // And text is there: dark pixels across the title's rows, as many as SDL_ttf's.
        func dark(_ p: [UInt8]) -> Int { (0..<(40 * 480)).filter { p[$0 * 4] < 128 }.count }
        #expect(dark(a) > 200 && abs(dark(a) - dark(b)) < dark(b) / 10, "\(dark(a)) against \(dark(b))")
    }

    @Test func anAppsOwnFontIsUsedWhenGiven() throws {
        // A monospaced font from the system: every digit as wide as an "i", unlike DejaVu Sans's "i".
        let mono = try #require(AssetLocator.fontconfigMatch("monospace"), "fontconfig finds no monospace font")
        let f = Font(size: 16)
        let own = try FreeTypeGlyphs(regularPath: mono, boldPath: mono), bundled = try FreeTypeGlyphs()
        let i = own.glyph("i", font: f)?.advance, w = own.glyph("W", font: f)?.advance
        #expect(i != nil && i == w, "\(mono): i \(i ?? -1), W \(w ?? -1)")
        #expect(bundled.glyph("i", font: f)?.advance != bundled.glyph("W", font: f)?.advance)
    }

    @Test func filesAreWrittenAndErrorsAreTyped() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ft-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try ChartImage.write(chart(), to: dir + "/c.png", width: 320, height: 200)
        try ChartImage.write(chart(), to: dir + "/c.svg", width: 320, height: 200)
        let png = try Data(contentsOf: URL(fileURLWithPath: dir + "/c.png"))
        #expect(png.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        let svg = try String(contentsOfFile: dir + "/c.svg", encoding: .utf8)
        #expect(svg.contains("<svg") && svg.contains("hour"))
        #expect(throws: ExportError.sizeOutOfRange(width: 0, height: 200)) { try ChartImage.write(chart(), to: dir + "/z.png", width: 0, height: 200) }
        #expect(throws: ExportError.sizeOutOfRange(width: 20000, height: 20)) { try ChartImage.write(chart(), to: dir + "/z.svg", width: 20000, height: 20) }
        do {
            try ChartImage.write(chart(), to: dir + "/no/such/dir/c.png", width: 32, height: 20)
            Issue.record("wrote into a missing folder")
        } catch let e as ExportError {
            guard case .cannotWrite(let path, _) = e else { Issue.record("\(e)"); return }
            #expect(path.hasSuffix("/no/such/dir/c.png") && e.description.hasPrefix("cannot write"))
        }
        #expect(throws: ExportError.self) { _ = try FreeTypeGlyphs(regularPath: dir + "/missing.ttf") }
    }
}
