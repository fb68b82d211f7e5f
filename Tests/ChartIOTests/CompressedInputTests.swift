import Foundation
import Testing
@testable import ChartIO

/// gzip, zstd, xz and bzip2 files, made by the command-line tools people use, read by their
/// first bytes exactly as the same text uncompressed; cut or corrupt ones give one clear error.
struct CompressedInputTests {
    /// Each form and the command that writes it to standard output.
    static let tools: [(Compression, [String])] = [
        (.gzip, ["gzip", "-c"]), (.zstd, ["zstd", "-q", "-c"]), (.xz, ["xz", "-c"]), (.bzip2, ["bzip2", "-c"]),
    ]

    let dir: URL

    init() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("chartreuse-compressed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    /// A table with pandas-style long numbers, dates and a text column, big enough for the
    /// decoder to hand out many pieces.
    func text(rows: Int, from: Int = 0, header: Bool = true) -> String {
        var s = header ? "t,value,label\n" : ""
        for i in from..<(from + rows) {
            s += "2024-01-01T00:\(String(format: "%02d:%02d", i / 60 % 60, i % 60)),\(Double(i) * 0.1 + 1.0 / 3.0),r\(i % 7)\n"
        }
        return s
    }

    /// `input` compressed by `command`.
    func compress(_ input: Data, _ command: [String]) throws -> Data {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = command
        let inPipe = Pipe(), outPipe = Pipe()
        p.standardInput = inPipe
        p.standardOutput = outPipe
        try p.run()
        let writer = Thread { inPipe.fileHandleForWriting.write(input); try? inPipe.fileHandleForWriting.close() }
        writer.start()
        let out = outPipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        #expect(p.terminationStatus == 0, "\(command)")
        return out
    }

    func write(_ data: Data, _ name: String) throws -> String {
        let path = dir.appendingPathComponent(name).path
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test(arguments: tools.map(\.0))
    func readsAsThePlainText(format: Compression) throws {
        let command = Self.tools.first { $0.0 == format }!.1
        let plain = Data(text(rows: 40_000).utf8)
        let packed = try compress(plain, command)
        #expect(Compression.detect(packed) == format)
        // Named .csv: the form is found by content, not by name.
        let path = try write(packed, "data.csv")
        let expected = try DataLoader.parse(plain, name: "plain.csv").table
        #expect(try DataLoader.load(path).table == expected)
        // And through the reloader the window uses.
        let probe = ReloadProbe(path)
        guard case .loaded(let parsed, _, _)? = probe.reload(initial: true) else { Issue.record("no load: \(probe.events)"); return }
        #expect(parsed.table == expected)
    }

    @Test(arguments: tools.map(\.0))
    func concatenatedMembersAreOneStream(format: Compression) throws {
        let command = Self.tools.first { $0.0 == format }!.1
        let a = text(rows: 3_000), b = text(rows: 5_000, from: 3_000, header: false)
        let packed = try compress(Data(a.utf8), command) + compress(Data(b.utf8), command)
        let path = try write(packed, "two")
        #expect(try DataLoader.load(path).table == DataLoader.parse(Data((a + b).utf8), name: "p").table)
    }

    @Test(arguments: tools.map(\.0))
    func cutShortIsOneClearError(format: Compression) throws {
        let command = Self.tools.first { $0.0 == format }!.1
        let packed = try compress(Data(text(rows: 20_000).utf8), command)
        for cut in [packed.count / 2, packed.count - 1, 8] {
            let path = try write(packed.prefix(cut), "cut-\(cut)")
            #expect {
                try DataLoader.load(path)
            } throws: { error in
                let message = "\(error)"
                return message.contains("cut-\(cut)") && (message.contains("ends early") || message.contains("corrupt"))
            }
        }
    }

    @Test(arguments: tools.map(\.0))
    func corruptIsOneClearError(format: Compression) throws {
        let command = Self.tools.first { $0.0 == format }!.1
        var packed = try compress(Data(text(rows: 20_000).utf8), command)
        for k in stride(from: packed.count / 3, to: packed.count / 3 + 64, by: 1) { packed[k] ^= 0x5A }
        let path = try write(packed, "bad")
        #expect {
            try DataLoader.load(path)
        } throws: { error in
            "\(error)".contains("bad") && "\(error)".contains("\(format.rawValue) data")
        }
    }

    @Test func zstdFrameEndingAtAFullOutputPieceLoads() throws {
        // 262,144 bytes of text: the frame ends exactly as the decoder's output piece fills.
        var text = "a,b\n"
        var i = 0
        while text.utf8.count < Decompressor.outputPiece - 16 { text += "\(i),\(i % 7)\n"; i += 1 }
        text += "#" + String(repeating: "x", count: Decompressor.outputPiece - text.utf8.count - 2) + "\n"
        #expect(text.utf8.count == Decompressor.outputPiece)
        let path = try write(compress(Data(text.utf8), ["zstd", "-q", "-c"]), "exact.zst")
        #expect(try DataLoader.load(path).rows == i)
    }

    @Test func aDamagedLaterMemberIsAnErrorNotDropped() throws {
        let a = try compress(Data(text(rows: 300).utf8), ["gzip", "-c"])
        var b = try compress(Data(text(rows: 300, from: 300, header: false).utf8), ["gzip", "-c"])
        for k in 12..<40 { b[k] ^= 0x77 }
        #expect { try DataLoader.load(write(a + b, "damaged.gz")) } throws: { "\($0)".contains("gzip data") }
        // And a later member cut short after its header.
        let c = try compress(Data(text(rows: 300, from: 300, header: false).utf8), ["gzip", "-c"])
        #expect { try DataLoader.load(write(a + c.prefix(20), "cut-member.gz")) } throws: { "\($0)".contains("ends early") }
    }

    @Test func aLyingTrailerAndNestedCompressionAreErrors() throws {
        var packed = try compress(Data(text(rows: 2_000).utf8), ["gzip", "-c"])
        packed.replaceSubrange((packed.count - 4)..., with: [0xFF, 0xFF, 0xFF, 0x7F])
        #expect { try DataLoader.load(write(packed, "liar.gz")) } throws: { "\($0)".contains("gzip data is corrupt") }
        let twice = try compress(compress(Data(text(rows: 100).utf8), ["gzip", "-c"]), ["zstd", "-q", "-c"])
        #expect { try DataLoader.load(write(twice, "twice.zst")) } throws: { "\($0)".contains("inside compressed data") }
    }

    @Test func gzipPaddingAfterTheStreamIsIgnored() throws {
        let plain = Data(text(rows: 500).utf8)
        let packed = try compress(plain, ["gzip", "-c"]) + Data(repeating: 0, count: 1000)
        #expect(try DataLoader.load(write(packed, "padded.gz")).table == DataLoader.parse(plain, name: "p").table)
    }

    @Test func rewrittenCompressedFileReloadsAndAHalfWrittenOneKeepsTheLast() throws {
        let path = dir.appendingPathComponent("live.csv.gz").path
        try compress(Data(text(rows: 1_000).utf8), ["gzip", "-c"]).write(to: URL(fileURLWithPath: path))
        let probe = ReloadProbe(path)
        guard case .loaded(let first, _, _)? = probe.reload(initial: true) else { Issue.record("no load"); return }
        #expect(first.rows == 1_000)
        // Rewritten by rename, with more rows.
        let bigger = try compress(Data(text(rows: 1_500).utf8), ["gzip", "-c"])
        try bigger.write(to: URL(fileURLWithPath: path + ".tmp"))
        rename(path + ".tmp", path)
        guard case .loaded(let second, let appended, _)? = probe.reload() else { Issue.record("no reload"); return }
        #expect(second.rows == 1_500 && appended == nil)
        // Half of a rewrite in place: a failure, which the window shows over its last good data.
        try bigger.prefix(bigger.count / 2).write(to: URL(fileURLWithPath: path))
        guard case .failed(let error)? = probe.reload() else { Issue.record("not failed: \(probe.events)"); return }
        #expect(error.message.contains("ends early"))
    }
}
