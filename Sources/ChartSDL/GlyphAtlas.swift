import CSDL2
import ChartCore
import ChartExport
import ChartRaster
import Foundation

/// SDL_ttf glyphs packed into texture-atlas pages (shelf packing); the core's `GlyphSource`.
///
/// Glyphs are rasterised once per font size into 1024×1024 white-on-transparent pages; a
/// renderer uploads a page to its texture whenever the page's generation changes.
public final class GlyphAtlas: RasterGlyphSource {
    /// One atlas page: its pixels and a counter bumped on every change.
    public final class Page {
        /// The page's 32-bit ARGB pixels (white glyphs on transparent), owned and freed by the page.
        public let surface: UnsafeMutablePointer<SDL_Surface>
        /// Bumped whenever glyphs are added, so renderers know to re-upload the page.
        public internal(set) var generation = 0

        init?(size: Int32) {
            guard let s = SDL_CreateRGBSurfaceWithFormat(0, size, size, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else { return nil }
            SDL_FillRect(s, nil, 0x00FF_FFFF)
            surface = s
        }

        deinit { SDL_FreeSurface(surface) }
    }

    private struct FontKey: Hashable {
        let size: Int
        let bold: Bool
    }

    private struct GlyphKey: Hashable {
        let font: FontKey
        let scalar: UInt32
    }

    /// Width and height of each atlas page in pixels.
    public let pageSize: Int32 = 1024
    /// Guards everything below: charts may be laid out on several threads sharing one atlas.
    private let lock = NSLock()
    private var pageList: [Page] = []
    /// Where the next glyph goes on the newest page.
    private lazy var packer = ShelfPacker(pageSize: Int(pageSize))
    /// The atlas pages (a snapshot).
    public var pages: [Page] {
        lock.lock()
        defer { lock.unlock() }
        return pageList
    }
    private var fonts: [FontKey: OpaquePointer] = [:]
    private var glyphs: [GlyphKey: Glyph?] = [:]
    private var metricsCache: [FontKey: FontMetrics] = [:]
    /// Fonts for characters the bundled one lacks (CJK, other scripts), through fontconfig.
    let fallbacks = FallbackFonts()
    private let regularPath: String
    private let boldPath: String

    /// Opens the bundled fonts (SDL_ttf is initialised here if needed).
    public init(regularPath: String? = nil, boldPath: String? = nil) throws(WindowError) {
        if TTF_WasInit() == 0, TTF_Init() != 0 { throw .textEngine(detail: WindowError.sdlDetail) }
        guard let r = regularPath ?? AssetLocator.fontPath(bold: false) else {
            throw .font(path: nil, detail: "")
        }
        self.regularPath = r
        self.boldPath = boldPath ?? AssetLocator.fontPath(bold: true) ?? r
        guard font(FontKey(size: 48, bold: false)) != nil else {
            throw .font(path: r, detail: WindowError.sdlDetail)
        }
    }

    deinit {
        for f in fonts.values { TTF_CloseFont(f) }
    }

    /// Fonts are keyed in quarter pixels.
    private func key(_ f: Font) -> FontKey {
        FontKey(size: max(4, min(4000, Int((f.size * 4).rounded()))), bold: f.weight == .bold)
    }

    private func font(_ k: FontKey) -> OpaquePointer? {
        if let f = fonts[k] { return f }
        // ptsize in quarter points at 18 dpi = pixels: size/4 * 18/72 * 4 ... i.e. size/4 px.
        guard let f = TTF_OpenFontDPI(k.bold ? boldPath : regularPath, Int32(k.size), 18, 18) else { return nil }
        TTF_SetFontHinting(f, Int32(TTF_HINTING_LIGHT))
        TTF_SetFontKerning(f, 1)
        fonts[k] = f
        return f
    }

    /// Ascent, descent and line height in pixels for a font, cached per size and weight.
    public func metrics(_ f: Font) -> FontMetrics {
        lock.lock()
        defer { lock.unlock() }
        let k = key(f)
        if let m = metricsCache[k] { return m }
        guard let ttf = font(k) else { return FontMetrics(ascent: f.size, descent: 0, lineHeight: f.size * 1.2) }
        let m = FontMetrics(ascent: Double(TTF_FontAscent(ttf)), descent: Double(-TTF_FontDescent(ttf)),
                            lineHeight: Double(TTF_FontHeight(ttf)))
        metricsCache[k] = m
        return m
    }

    /// Kerning adjustment in pixels between two characters, from the font's kerning table.
    public func kerning(_ a: Unicode.Scalar, _ b: Unicode.Scalar, font f: Font) -> Double {
        lock.lock()
        defer { lock.unlock() }
        guard let ttf = font(key(f)) else { return 0 }
        return Double(TTF_GetFontKerningSizeGlyphs32(ttf, a.value, b.value))
    }

    /// The glyph for a character, rasterised into a page on first use; missing glyphs show as U+FFFD.
    public func glyph(_ s: Unicode.Scalar, font f: Font) -> Glyph? {
        lock.lock()
        defer { lock.unlock() }
        let fk = key(f)
        let gk = GlyphKey(font: fk, scalar: s.value)
        if let g = glyphs[gk] { return g }
        let g = rasterize(s, fk)
        glyphs[gk] = g
        return g
    }

    private func rasterize(_ s: Unicode.Scalar, _ fk: FontKey) -> Glyph? {
        guard var ttf = font(fk) else { return nil }
        var scalar = s.value
        if TTF_GlyphIsProvided32(ttf, scalar) == 0 {
            if s.properties.generalCategory == .control { return nil }
            // Another installed font that has it (drawn on the same baseline), else U+FFFD.
            if let other = fallbacks.font(for: s, size: fk.size, bold: fk.bold) { ttf = other } else { scalar = 0xFFFD }
        }
        var minx: Int32 = 0, maxx: Int32 = 0, miny: Int32 = 0, maxy: Int32 = 0, adv: Int32 = 0
        guard TTF_GlyphMetrics32(ttf, scalar, &minx, &maxx, &miny, &maxy, &adv) == 0 else { return nil }
        if maxx <= minx || maxy <= miny || s == " " {
            return Glyph(advance: Double(adv), box: .zero, uv: .zero, texture: nil)
        }
        guard let surf = TTF_RenderGlyph32_Blended(ttf, scalar, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else {
            return Glyph(advance: Double(adv), box: .zero, uv: .zero, texture: nil)
        }
        defer { SDL_FreeSurface(surf) }
        // The glyph surface puts the pen at x = max(0, -minx) and the baseline at the font ascent.
        let penX = max(0, -minx)
        let ascent = TTF_FontAscent(ttf)
        let w = surf.pointee.w, h = surf.pointee.h
        guard let (page, pageIndex, x, y) = allocate(w + 1, h + 1) else {
            return Glyph(advance: Double(adv), box: .zero, uv: .zero, texture: nil)
        }
        SDL_SetSurfaceBlendMode(surf, SDL_BLENDMODE_NONE)
        var dst = SDL_Rect(x: x, y: y, w: w, h: h)
        SDL_UpperBlit(surf, nil, page.surface, &dst)
        page.generation += 1
        let ps = Double(pageSize)
        return Glyph(advance: Double(adv),
                     box: Rect(x: Double(-penX), y: Double(-ascent), width: Double(w), height: Double(h)),
                     uv: Rect(x: Double(x) / ps, y: Double(y) / ps, width: Double(w) / ps, height: Double(h) / ps),
                     texture: TextureID(pageIndex + 1))
    }

    /// Finds room for a w×h bitmap on a shelf of the newest page, starting a page when full.
    private func allocate(_ w: Int32, _ h: Int32) -> (Page, Int, Int32, Int32)? {
        let before = packer
        guard let at = packer.place(Int(w), Int(h)) else { return nil }
        if at.newPage || pageList.isEmpty {
            // Bound memory: beyond 8 pages start over (glyphs are re-rasterised on demand).
            if pageList.count >= 8 {
                pageList.removeAll()
                glyphs.removeAll()
            }
            guard let p = Page(size: pageSize) else {
                packer = before   // no page to place on: the next glyph tries again
                return nil
            }
            pageList.append(p)
        }
        return (pageList[pageList.count - 1], pageList.count - 1, Int32(at.x), Int32(at.y))
    }

    /// Drops every cached glyph and page.
    public func reset() {
        lock.lock()
        defer { lock.unlock() }
        resetLocked()
    }

    private func resetLocked() {
        pageList.removeAll()
        glyphs.removeAll()
        packer = ShelfPacker(pageSize: Int(pageSize))
    }
}

extension GlyphAtlas {
    /// The pixels of an atlas page for the software rasterizer.
    public func textureView(_ id: TextureID) -> SoftwareRasterizer.TextureView? {
        let pages = self.pages
        guard id.raw >= 1, id.raw <= pages.count else { return nil }
        let s = pages[id.raw - 1].surface.pointee
        return SoftwareRasterizer.TextureView(pixels: UnsafePointer(s.pixels.assumingMemoryBound(to: UInt32.self)),
                                              width: Int(s.w), height: Int(s.h), stride: Int(s.pitch) / 4)
    }
}
