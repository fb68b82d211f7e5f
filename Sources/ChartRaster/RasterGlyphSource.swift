import ChartCore

/// A glyph source whose atlas pages the software rasterizer can read: what PNG export needs of
/// a font backend (SDL_ttf's atlas in a window, FreeType's without one).
public protocol RasterGlyphSource: GlyphSource {
    /// The pixels of atlas page `id` (white glyphs, coverage in alpha), valid until the next glyph is added.
    func textureView(_ id: TextureID) -> SoftwareRasterizer.TextureView?
}
