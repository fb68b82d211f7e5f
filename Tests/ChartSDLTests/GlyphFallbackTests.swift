import ChartCore
import Foundation
import Testing
@testable import ChartSDL

/// Characters the bundled font lacks come from another installed font (CJK in column names
/// showed as "���"). CI installs fonts-wqy-microhei, as the README's set-up command does.
@Suite(.serialized)
struct GlyphFallbackTests {
    @Test func cjkCharactersComeFromAFontThatHasThem() throws {
        let atlas = try GlyphAtlas()
        let font = Font(size: 24)
        let replacement = try #require(atlas.glyph("\u{FFFD}", font: font))
        #expect(FallbackFonts.fontconfigFile("中") != nil, "no installed font covers CJK (apt-get install fonts-wqy-microhei)")
        for c in "中文温度" .unicodeScalars {
            let g = try #require(atlas.glyph(c, font: font), "\(c)")
            #expect(g.texture != nil && g.box != .zero, "\(c) has a bitmap")
            #expect(g.advance != replacement.advance || g.box != replacement.box, "\(c) is not U+FFFD")
        }
        // Latin stays with the bundled font, and a character no font has still falls back to U+FFFD.
        #expect(atlas.glyph("A", font: font)?.texture != nil)
        let none = try #require(atlas.glyph(Unicode.Scalar(0x10FFFD)!, font: font))
        #expect(none.advance == replacement.advance)
    }

    @Test func anOpenFallbackIsTriedBeforeAskingAgain() throws {
        _ = try GlyphAtlas()   // SDL_ttf initialised
        let f = FallbackFonts()
        var asked = 0
        f.locate = { asked += 1; return FallbackFonts.fontconfigFile($0) }
        for c in "中文温度" .unicodeScalars { #expect(f.font(for: c, size: 96, bold: false) != nil, "\(c)") }
        #expect(asked == 1, "four blocks, one fontconfig query: \(asked)")
    }

    @Test func theLookupRunsOncePerBlock() {
        let f = FallbackFonts()
        var asked = 0
        f.locate = { _ in asked += 1; return nil }
        for _ in 0..<2 { for c in "中文温度" .unicodeScalars { _ = f.font(for: c, size: 96, bold: false) } }
        _ = f.font(for: "丰", size: 48, bold: true)   // U+4E30: the block of 中 (U+4E2D)
        #expect(asked == 4, "once per block of 128 characters, whatever the size: asked \(asked) times")
    }
}
