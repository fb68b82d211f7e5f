import ChartCore

/// ARGB8888 pixels owned in memory, drawn by `SoftwareRasterizer`: the target of PNG export and
/// golden tests (a software window rasterises into its streaming texture the same way).
public final class PixelBuffer {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// The pixels, row by row (the row length is `width`).
    public let pixels: UnsafeMutablePointer<UInt32>
    private let bins = RasterBins()

    /// A buffer of `width`×`height` pixels, both in 1…16384 (checked before anything is allocated).
    public init?(width: Int, height: Int) {
        guard width > 0, height > 0, width <= 16384, height <= 16384 else { return nil }
        self.width = width
        self.height = height
        pixels = .allocate(capacity: width * height)
        pixels.initialize(repeating: 0, count: width * height)
    }

    deinit {
        pixels.deallocate()
    }

    /// Replays a draw list over `background`, with glyph pixels from `texture`.
    package func draw(_ list: DrawList, background: Color, texture: (TextureID) -> SoftwareRasterizer.TextureView?) {
        SoftwareRasterizer(pixels: pixels, width: width, height: height, stride: width)
            .draw(list, background: background, texture: texture, bins: bins)
    }

    /// The pixels as straight RGBA bytes, row by row.
    public func rgba() -> [UInt8] {
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0..<(width * height) {
            let p = pixels[i]
            let o = i * 4
            out[o] = UInt8((p >> 16) & 0xFF); out[o + 1] = UInt8((p >> 8) & 0xFF)
            out[o + 2] = UInt8(p & 0xFF); out[o + 3] = UInt8(p >> 24)
        }
        return out
    }
}
