import Foundation
import Testing
@testable import ChartIO

/// Text that is not UTF-8: UTF-16 with a byte-order mark (Excel's "Unicode Text") and Latin-1,
/// read as the same text, and followed live.
@Suite(.serialized)
struct TextEncodingTests {
    static let text = "name\ttemp\nCafé\t1.5\nSão Paulo\t2\n𝄞 clef\t3\n"

    static func utf16(_ s: String, bigEndian: Bool) -> Data {
        var d = Data(bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE])
        for u in s.utf16 { d.append(contentsOf: bigEndian ? [UInt8(u >> 8), UInt8(u & 0xFF)] : [UInt8(u & 0xFF), UInt8(u >> 8)]) }
        return d
    }

    func texts(_ t: DataTable, _ k: Int) -> [String] {
        if case .text(let v) = t.columns[k].values { return v }
        return []
    }

    @Test(arguments: [false, true])
    func utf16WithAByteOrderMarkReadsAsItsText(bigEndian: Bool) throws {
        let parsed = try DataLoader.parse(Self.utf16(Self.text, bigEndian: bigEndian), name: "u.txt")
        #expect(parsed.table.columns.map(\.name) == ["name", "temp"])
        #expect(texts(parsed.table, 0) == ["Café", "São Paulo", "𝄞 clef"])
        #expect(parsed.table.columns[1].numbers.map(Array.init) == [1.5, 2, 3])
        #expect(parsed.table.notes.isEmpty)
    }

    /// A file large enough to be read where it is mapped goes through the same conversion.
    @Test func aLargeUTF16FileReadsAsItsText() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("chartreuse-utf16-\(UUID().uuidString).txt").path
        defer { unlink(path) }
        let rows = (0..<60_000).map { "Café \($0 % 7)\t\($0)\n" }.joined()
        try Self.utf16("name\tv\n" + rows, bigEndian: false).write(to: URL(fileURLWithPath: path))
        let parsed = try DataLoader.load(path)
        #expect(parsed.table.rowCount == 60_000 && parsed.table.notes.isEmpty)
        #expect(texts(parsed.table, 0).first == "Café 0")
    }

    @Test func utf16JSONAndBrokenSurrogates() throws {
        let json = try DataLoader.parse(Self.utf16(#"[{"t": 1, "v": "é"}, {"t": 2, "v": "ü"}]"#, bigEndian: false), name: "u.json")
        #expect(json.table.rowCount == 2)
        // A lone surrogate becomes U+FFFD; an odd last byte is dropped.
        let lone = Data([0xFF, 0xFE, 0x61, 0x00, 0x00, 0xD8, 0x62, 0x00, 0x63])
        let out = lone.withUnsafeBytes { TextEncoding.utf8(fromUTF16: $0, bigEndian: false) }
        #expect(String(decoding: out, as: UTF8.self) == "a\u{FFFD}b")
    }

    @Test func latin1IsReadWithANote() throws {
        var bytes = Array("name,price\n".utf8)
        bytes += [0x43, 0x61, 0x66, 0xE9, 0x2C, 0x31, 0x0A]                // Café,1
        bytes += [0x80, 0x20, 0x73, 0x69, 0x67, 0x6E, 0x2C, 0x32, 0x0A]    // € sign,2 (Windows-1252)
        let parsed = try DataLoader.parse(Data(bytes), name: "l.csv")
        #expect(texts(parsed.table, 0) == ["Café", "€ sign"])
        #expect(parsed.table.notes == [TextEncoding.latin1Note])
        #expect(parsed.reencoded)
    }

    /// A Latin-1 file followed live: a row appended is read with the file again, as Latin-1.
    @Test func aLatin1FileFollowedLive() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("chartreuse-latin1-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("l.csv").path
        FileManager.default.createFile(atPath: path, contents: Data(Array("n,v\n".utf8) + [0xE9, 0x2C, 0x31, 0x0A]))
        let sink = ReloaderTests.Sink()
        let r = Reloader(path: path)
        r.onEvent = { sink.add($0) }
        r.reload(initial: true)
        r.flush()
        let h = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        h.seekToEndOfFile()
        h.write(Data([0xFC, 0x2C, 0x32, 0x0A]))   // ü,2
        try h.close()
        r.reload()
        r.flush()
        guard case .loaded(let p, let appended, _)? = sink.take().last(where: { if case .loaded = $0 { return true }; return false }) else {
            Issue.record("no load")
            return
        }
        #expect(appended == nil, "read whole again, not appended as UTF-8")
        #expect(texts(p.table, 0) == ["é", "ü"])
    }
}
