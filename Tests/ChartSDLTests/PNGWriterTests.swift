import CSDL2
import ChartCore
import ChartSDL
import Foundation
import Testing

/// PNG files written by the exporter read back as exactly the pixels rendered: opaque images
/// (written as RGB) and translucent ones (RGBA), and an unwritable path is a clear error.
struct PNGWriterTests {
    /// The pixels of a PNG file as straight RGBA bytes, read with SDL_image (an independent decoder).
    func readBack(_ path: String) -> (Int, Int, [UInt8])? {
        guard let loaded = IMG_Load(path) else { return nil }
        defer { SDL_FreeSurface(loaded) }
        guard let conv = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ABGR8888.rawValue, 0) else { return nil }
        defer { SDL_FreeSurface(conv) }
        let s = conv.pointee
        var out = [UInt8](repeating: 0, count: Int(s.w) * Int(s.h) * 4)
        for y in 0..<Int(s.h) {
            let row = s.pixels.advanced(by: y * Int(s.pitch)).assumingMemoryBound(to: UInt8.self)
            for k in 0..<(Int(s.w) * 4) { out[y * Int(s.w) * 4 + k] = row[k] }
        }
        return (Int(s.w), Int(s.h), out)
    }

    @Test(arguments: [1.0, 0.5])
    func filesHoldTheRenderedPixels(backgroundAlpha: Double) throws {
        let r = try OffscreenRenderer(width: 97, height: 61)
        var list = DrawList()
        list.fillRect(Rect(x: 10, y: 5, width: 40, height: 30), paint: .solid(Color(r: 0.9, g: 0.2, b: 0.1)))
        list.stroke([Point(0, 60), Point(96, 0)], style: StrokeStyle(width: 2), paint: .solid(Color(r: 0, g: 0.4, b: 0.8, a: 0.7)))
        r.draw(list, background: Color(r: 1, g: 1, b: 0.9, a: backgroundAlpha))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("chartreuse-png-\(backgroundAlpha).png").path
        defer { unlink(path) }
        try r.savePNG(to: path)
        let back = try #require(readBack(path))
        #expect(back.0 == 97 && back.1 == 61)
        let same = back.2 == r.rgba()
        #expect(same, "background alpha \(backgroundAlpha)")
    }

    @Test func unwritablePathIsAClearError() throws {
        let r = try OffscreenRenderer(width: 8, height: 8)
        r.draw(DrawList(), background: .white)
        #expect(throws: (any Error).self) { try r.savePNG(to: "/nonexistent-dir/x.png") }
        do {
            try r.savePNG(to: "/nonexistent-dir/x.png")
        } catch {
            #expect("\(error)".contains("cannot write /nonexistent-dir/x.png: No such file or directory"))
        }
    }
}
