import CSDL2
import ChartCore
import ChartSDL
import Foundation
import Testing

/// PNG files written by the exporter read back as exactly the pixels rendered: opaque images
/// (written as RGB) and translucent ones (RGBA), and an unwritable path is a clear error.
@MainActor
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

    /// A large image is compressed in stretches of rows on all cores: it reads back as the pixels
    /// rendered, every chunk's CRC holds, and the stream's checksum (Adler-32, which a decoder
    /// need not check) is that of the whole image's filtered rows.
    @Test(arguments: [1.0, 0.5])
    func largeImagesAreWrittenInStretches(backgroundAlpha: Double) throws {
        let (w, h) = (1201, 703)
        let r = try OffscreenRenderer(width: w, height: h)
        var list = DrawList()
        for k in 0..<60 {
            list.stroke([Point(0, Double(k) * 11.7), Point(Double(w - 1), Double(h - k * 11))], style: StrokeStyle(width: 1.5),
                        paint: .solid(Color(r: Double(k % 7) / 7, g: 0.3, b: Double(k % 5) / 5, a: 0.8)))
        }
        r.draw(list, background: Color(r: 1, g: 1, b: 0.9, a: backgroundAlpha))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("chartreuse-png-large-\(backgroundAlpha).png").path
        defer { unlink(path) }
        try r.savePNG(to: path)
        let back = try #require(readBack(path))
        #expect(back.0 == w && back.1 == h)
        let rgba = r.rgba()
        let same = back.2 == rgba   // a Bool: a failed comparison of millions of bytes would be diffed
        #expect(same, "background alpha \(backgroundAlpha)")
        // The chunks: each CRC, and the zlib stream the IDAT chunks hold between them.
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        var at = 8, stream: [UInt8] = [], idats: [Int] = []
        while at + 12 <= bytes.count {
            let n = bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) }
            guard at + 12 + n <= bytes.count else { Issue.record("a chunk at \(at) runs past the end"); break }
            let typeAndData = Array(bytes[(at + 4)..<(at + 8 + n)])
            let crc = bytes[(at + 8 + n)..<(at + 12 + n)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            #expect(crc == Self.crc32(typeAndData), "chunk at \(at)")
            if Array(typeAndData.prefix(4)) == Array("IDAT".utf8) { stream += typeAndData.dropFirst(4); idats.append(stream.count) }
            at += 12 + n
        }
        #expect(at == bytes.count)
        // Written in stretches (with one core, by libpng in chunks of 8 KB): the zlib header in an
        // IDAT of its own, a chunk per stretch, the checksum in the last.
        if ProcessInfo.processInfo.activeProcessorCount > 1 {
            #expect(idats.first == 2 && stream.prefix(2) == [0x78, 0x5E])
            #expect(idats.count >= 4 && idats.count <= 6 && idats[idats.count - 2] == stream.count - 4, "\(idats)")
        }
        // The checksum ends the stream: that of every row, its filter byte (Up) and its bytes
        // less those above.
        let channels = backgroundAlpha < 1 ? 4 : 3
        var a: UInt32 = 1, b: UInt32 = 0
        func add(_ x: UInt8) { a = (a + UInt32(x)) % 65521; b = (b + a) % 65521 }
        for y in 0..<h {
            add(2)
            for x in 0..<w {
                for c in 0..<channels {
                    let i = (y * w + x) * 4 + c
                    add(rgba[i] &- (y > 0 ? rgba[i - w * 4] : 0))
                }
            }
        }
        let stored = stream.suffix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        #expect(stored == b << 16 | a)
    }

    /// CRC-32 as PNG chunks carry it.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return c ^ 0xFFFF_FFFF
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
