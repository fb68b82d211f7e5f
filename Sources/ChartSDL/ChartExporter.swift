import ChartCore
import ChartExport

/// Writes a chart (or any widget tree) to a PNG (rasterised) or SVG (vector) file, chosen by the
/// extension, with SDL_ttf's glyphs (the window's). `ChartImage` in ChartExport does the same with
/// no SDL at all.
@MainActor
public enum ChartExporter {
    /// Renders `chart` at `width`×`height` pixels (`scale` pixels per point) to a `.svg` or PNG file.
    public static func export(_ chart: RootWidget, to path: String, width: Int, height: Int, scale: Double = 1,
                              atlas: GlyphAtlas? = nil) throws {
        try ChartImage.write(chart, to: path, width: width, height: height, scale: scale, glyphs: try atlas ?? GlyphAtlas())
    }
}
