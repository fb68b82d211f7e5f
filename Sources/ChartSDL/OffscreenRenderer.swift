import CSDL2
import ChartCore

/// Renders charts into a software surface with no display: PNG export and golden tests.
public final class OffscreenRenderer {
    public let width: Int
    public let height: Int
    public let scale: Double
    private let surface: UnsafeMutablePointer<SDL_Surface>
    private let sdlRenderer: OpaquePointer
    private let renderer: Renderer
    public let atlas: GlyphAtlas
    private var list = DrawList()

    /// A software target of `width`×`height` device pixels drawn at `scale` pixels per point.
    public init(width: Int, height: Int, scale: Double = 1, atlas: GlyphAtlas? = nil) throws {
        guard width > 0, height > 0, width <= 16384, height <= 16384 else {
            throw SDLError(message: "image size \(width)x\(height) is out of range (1…16384)")
        }
        self.width = width
        self.height = height
        self.scale = scale
        guard let s = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw SDLError("cannot create a \(width)x\(height) surface")
        }
        guard let r = SDL_CreateSoftwareRenderer(s) else {
            SDL_FreeSurface(s)
            throw SDLError("cannot create the software renderer")
        }
        surface = s
        sdlRenderer = r
        self.atlas = try atlas ?? GlyphAtlas()
        renderer = Renderer(sdl: r, atlas: self.atlas)
    }

    deinit {
        SDL_DestroyRenderer(sdlRenderer)
        SDL_FreeSurface(surface)
    }

    /// Draws the chart into the surface.
    public func render(_ chart: ChartView) {
        chart.render(into: &list, size: Size(Double(width), Double(height)), glyphs: atlas, scale: scale)
        renderer.draw(list, background: chart.resolvedTheme.background)
        SDL_RenderFlush(sdlRenderer)
    }

    /// The last draw list built (for inspection in tests).
    public var drawList: DrawList { list }

    /// The pixels as straight RGBA bytes, row by row.
    public func rgba() -> [UInt8] {
        var out = [UInt8](repeating: 0, count: width * height * 4)
        let s = surface.pointee
        let pitch = Int(s.pitch)
        let src = s.pixels.assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            for x in 0..<width {
                let p = src + y * pitch + x * 4
                // ARGB8888 little-endian in memory: B, G, R, A.
                let o = (y * width + x) * 4
                out[o] = p[2]; out[o + 1] = p[1]; out[o + 2] = p[0]; out[o + 3] = p[3]
            }
        }
        return out
    }

    /// Writes the surface as a PNG file.
    public func savePNG(to path: String) throws {
        if IMG_SavePNG(surface, path) != 0 { throw SDLError("cannot write \(path)") }
    }
}
