import ChartCore
import ChartExport
import ChartRaster

/// Renders widget trees with no display: PNG export and golden tests.
///
/// The tree's draw list is replayed into memory by `SoftwareRasterizer` (sub-pixel exact), the
/// same rasterizer a window without a GPU draws with; glyphs come from an SDL_ttf atlas.
@MainActor
public final class OffscreenRenderer {
    /// Image width in device pixels.
    public let width: Int
    /// Image height in device pixels.
    public let height: Int
    /// Device pixels per point used when laying out and drawing.
    public let scale: Double
    private let buffer: PixelBuffer
    /// The glyph atlas that text is drawn from (shared when one was passed in).
    public let atlas: GlyphAtlas
    private var list = DrawList()

    /// A software target of `width`×`height` device pixels drawn at `scale` pixels per point.
    public init(width: Int, height: Int, scale: Double = 1, atlas: GlyphAtlas? = nil) throws {
        guard let b = PixelBuffer(width: width, height: height) else {
            throw ExportError.sizeOutOfRange(width: width, height: height)
        }
        self.width = width
        self.height = height
        self.scale = scale
        buffer = b
        self.atlas = try atlas ?? GlyphAtlas()
    }

    /// Lays out and draws a widget tree (a chart, a workspace) into the pixels.
    public func render(_ root: RootWidget) {
        root.render(into: &list, size: Size(Double(width), Double(height)), glyphs: atlas, scale: scale)
        draw(list, background: root.resolvedTheme.background)
    }

    /// Replays an arbitrary draw list (glyph textures from this renderer's atlas).
    public func draw(_ list: DrawList, background: Color = .white) {
        buffer.draw(list, background: background, texture: atlas.textureView)
    }

    /// The last draw list built (for inspection in tests).
    public var drawList: DrawList { list }

    /// The pixels as straight RGBA bytes, row by row.
    public func rgba() -> [UInt8] { buffer.rgba() }

    /// Writes the pixels as a PNG file (see `ChartImage.writePNG`).
    public func savePNG(to path: String) throws {
        try ChartImage.writePNG(buffer, to: path)
    }
}
