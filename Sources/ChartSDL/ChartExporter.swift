import ChartCore
import ChartRaster
import Foundation

/// Writes a chart (or any widget tree) to a PNG (rasterised) or SVG (vector) file, chosen by the extension.
public enum ChartExporter {
    /// Renders `chart` at `width`×`height` pixels (`scale` pixels per point) to a `.svg` or PNG file.
    public static func export(_ chart: RootWidget, to path: String, width: Int, height: Int, scale: Double = 1,
                              atlas: GlyphAtlas? = nil) throws {
        if path.lowercased().hasSuffix(".svg") {
            let glyphs = try atlas ?? GlyphAtlas()
            var list = DrawList()
            list.recordVectorOps()
            chart.render(into: &list, size: Size(Double(width), Double(height)), glyphs: glyphs, scale: scale)
            let svg = SVGWriter.document(list.vectorOps ?? [], size: Size(Double(width), Double(height)),
                                         background: chart.resolvedTheme.background)
            do {
                try svg.write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                throw SDLError(message: "cannot write \(path): \((error as NSError).localizedDescription)")
            }
        } else {
            let r = try OffscreenRenderer(width: width, height: height, scale: scale, atlas: atlas)
            r.render(chart)
            try r.savePNG(to: path)
        }
    }
}
