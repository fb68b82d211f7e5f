import CFreeType
import ChartCore
import ChartRaster
import Foundation

/// Glyphs rasterised by FreeType into in-memory atlas pages: text for PNG and SVG export with no
/// SDL and no display. The same fonts at the same sizes as a window's SDL_ttf atlas (light hinting,
/// grey anti-aliasing); characters the font lacks show as U+FFFD.
public final class FreeTypeGlyphs: RasterGlyphSource {
    /// Width and height of each atlas page in pixels.
    public static let pageSize = 1024

    private struct FontKey: Hashable {
        let size: Int
        let bold: Bool
    }

    private struct GlyphKey: Hashable {
        let font: FontKey
        let scalar: UInt32
    }

    /// One page: ARGB pixels (white, coverage in alpha).
    private final class Page {
        let pixels: UnsafeMutablePointer<UInt32>

        init() {
            pixels = .allocate(capacity: FreeTypeGlyphs.pageSize * FreeTypeGlyphs.pageSize)
            pixels.initialize(repeating: 0x00FF_FFFF, count: FreeTypeGlyphs.pageSize * FreeTypeGlyphs.pageSize)
        }

        deinit { pixels.deallocate() }
    }

    /// Guards everything below: charts may be laid out on several threads sharing one source.
    private let lock = NSLock()
    private var library: FT_Library?
    /// One face per size and weight (FreeType sizes a face, so each size has its own).
    private var faces: [FontKey: FT_Face] = [:]
    private var glyphs: [GlyphKey: Glyph?] = [:]
    private var metricsCache: [FontKey: FontMetrics] = [:]
    private var pages: [Page] = []
    private var packer = ShelfPacker(pageSize: FreeTypeGlyphs.pageSize)
    private let regularPath: String
    private let boldPath: String

    /// Opens the fonts (the bundled DejaVu Sans unless paths are given); throws when there is none.
    public init(regularPath: String? = nil, boldPath: String? = nil) throws {
        guard let r = regularPath ?? AssetLocator.fontPath(bold: false) else {
            throw ExportError.noFont("no font found: the bundled Assets/Fonts/DejaVuSans.ttf is missing (set CHARTREUSE_ASSETS to the Assets folder)")
        }
        self.regularPath = r
        self.boldPath = boldPath ?? AssetLocator.fontPath(bold: true) ?? r
        var lib: FT_Library?
        guard FT_Init_FreeType(&lib) == 0, lib != nil else { throw ExportError.noFont("FreeType could not start") }
        library = lib
        guard face(FontKey(size: 48, bold: false)) != nil else { throw ExportError.noFont("cannot open font \(r)") }
    }

    deinit {
        for f in faces.values { FT_Done_Face(f) }
        if let l = library { FT_Done_FreeType(l) }
    }

    /// Fonts are keyed in quarter pixels, as the window's atlas keys them.
    private func key(_ f: Font) -> FontKey {
        FontKey(size: max(4, min(4000, Int((f.size * 4).rounded()))), bold: f.weight == .bold)
    }

    private func face(_ k: FontKey) -> FT_Face? {
        if let f = faces[k] { return f }
        var f: FT_Face?
        guard FT_New_Face(library, k.bold ? boldPath : regularPath, 0, &f) == 0, let face = f else { return nil }
        // The key is in quarter pixels: size/4 px is size/4 × 64 in 26.6 points at 72 dpi.
        guard FT_Set_Char_Size(face, 0, FT_F26Dot6(k.size * 16), 72, 72) == 0 else {
            FT_Done_Face(face)
            return nil
        }
        faces[k] = face
        return face
    }

    /// Ascent, descent and line height in pixels for a font, cached per size and weight.
    public func metrics(_ f: Font) -> FontMetrics {
        lock.lock()
        defer { lock.unlock() }
        let k = key(f)
        if let m = metricsCache[k] { return m }
        guard let face = face(k), let size = face.pointee.size else { return FontMetrics(ascent: f.size, descent: 0, lineHeight: f.size * 1.2) }
        // As SDL_ttf measures a scalable font: the design units scaled, rounded up to whole pixels.
        let scale = size.pointee.metrics.y_scale
        func px(_ units: Int) -> Double { Double((FT_MulFix(FT_Long(units), scale) + 63) >> 6) }
        let ascent = px(Int(face.pointee.ascender)), descent = -px(Int(face.pointee.descender))
        // SDL_ttf's font height: ascender to descender (not the face's line gap).
        let m = FontMetrics(ascent: ascent, descent: descent, lineHeight: px(Int(face.pointee.ascender) - Int(face.pointee.descender)))
        metricsCache[k] = m
        return m
    }

    /// Kerning in pixels between two characters, from the font's kerning table.
    public func kerning(_ a: Unicode.Scalar, _ b: Unicode.Scalar, font f: Font) -> Double {
        lock.lock()
        defer { lock.unlock() }
        guard let face = face(key(f)), face.pointee.face_flags & FT_Long(FT_FACE_FLAG_KERNING) != 0 else { return 0 }
        var v = FT_Vector()
        guard FT_Get_Kerning(face, FT_Get_Char_Index(face, FT_ULong(a.value)), FT_Get_Char_Index(face, FT_ULong(b.value)),
                             FT_UInt(FT_KERNING_DEFAULT.rawValue), &v) == 0 else { return 0 }
        return Double(v.x >> 6)
    }

    /// The glyph for a character, rasterised into a page on first use.
    public func glyph(_ s: Unicode.Scalar, font f: Font) -> Glyph? {
        lock.lock()
        defer { lock.unlock() }
        let k = GlyphKey(font: key(f), scalar: s.value)
        if let g = glyphs[k] { return g }
        let g = rasterize(s, k.font)
        glyphs[k] = g
        return g
    }

    private func rasterize(_ s: Unicode.Scalar, _ fk: FontKey) -> Glyph? {
        guard let face = face(fk) else { return nil }
        var index = FT_Get_Char_Index(face, FT_ULong(s.value))
        if index == 0 {
            if s.properties.generalCategory == .control { return nil }
            index = FT_Get_Char_Index(face, 0xFFFD)
        }
        // Outlines only (a font's embedded bitmaps are 1-bit), hinted lightly as SDL_ttf hints them.
        let flags = FT_Int32(FT_LOAD_NO_BITMAP) | FT_Int32((Int(FT_RENDER_MODE_LIGHT.rawValue) & 15) << 16)
        guard FT_Load_Glyph(face, index, flags) == 0, let slot = face.pointee.glyph else { return nil }
        let advance = Double((slot.pointee.advance.x + 32) >> 6)
        guard s != " ", FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else {
            return Glyph(advance: advance, box: .zero, uv: .zero, texture: nil)
        }
        let bm = slot.pointee.bitmap
        let w = Int(bm.width), h = Int(bm.rows), pitch = Int(bm.pitch)
        // Grey levels a byte a pixel, rows at least as long as the bitmap is wide; anything else is not drawn.
        guard w > 0, h > 0, bm.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue), abs(pitch) >= w, let src = bm.buffer,
              let (page, pageIndex, x, y) = allocate(w + 1, h + 1) else {
            return Glyph(advance: advance, box: .zero, uv: .zero, texture: nil)
        }
        let n = Self.pageSize
        // A negative pitch: the rows run upwards from the buffer, whose first row is the bottom one.
        let top = pitch >= 0 ? src : src + (h - 1) * -pitch
        for row in 0..<h {
            let line = top + row * pitch
            for col in 0..<w { page.pixels[(y + row) * n + x + col] = UInt32(line[col]) << 24 | 0x00FF_FFFF }
        }
        let ps = Double(n)
        return Glyph(advance: advance,
                     box: Rect(x: Double(slot.pointee.bitmap_left), y: Double(-slot.pointee.bitmap_top), width: Double(w), height: Double(h)),
                     uv: Rect(x: Double(x) / ps, y: Double(y) / ps, width: Double(w) / ps, height: Double(h) / ps),
                     texture: TextureID(pageIndex + 1))
    }

    /// Room for a w×h bitmap on a shelf of the newest page, starting a page when full (at most 8:
    /// then every glyph is dropped and drawn again on demand).
    private func allocate(_ w: Int, _ h: Int) -> (Page, Int, Int, Int)? {
        guard let at = packer.place(w, h) else { return nil }
        if at.newPage || pages.isEmpty {
            if pages.count >= 8 {
                pages.removeAll()
                glyphs.removeAll()
            }
            pages.append(Page())
        }
        return (pages[pages.count - 1], pages.count - 1, at.x, at.y)
    }

    /// The pixels of an atlas page for the software rasterizer.
    public func textureView(_ id: TextureID) -> SoftwareRasterizer.TextureView? {
        lock.lock()
        defer { lock.unlock() }
        guard id.raw >= 1, id.raw <= pages.count else { return nil }
        let n = Self.pageSize
        return SoftwareRasterizer.TextureView(pixels: UnsafePointer(pages[id.raw - 1].pixels), width: n, height: n, stride: n)
    }
}
