import ChartCore
import ChartTestSupport
import Foundation
import Testing

@testable import ChartIO

/// Parquet and Arrow files written by pyarrow and polars, in every encoding, codec, page version
/// and nullability they write, read value by value against the same table as CSV.
struct ColumnarMatrixTests {
    /// The matrix, written once per test run into a temporary folder.
    static let folder: Result<URL, Error> = Result {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("chartreuse-columnar-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["python3", CLIRunner.repo.appendingPathComponent("Tests/columnar/write_matrix.py").path, dir.path]
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        let message = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else {
            throw NSError(domain: "write_matrix.py", code: Int(p.terminationStatus),
                          userInfo: [NSLocalizedDescriptionKey: String(decoding: message, as: UTF8.self)])
        }
        return dir
    }

    struct Case: Decodable {
        var file: String
        var reference: String?
        var error: String?
        /// What each note on a column left out says (in order).
        var notes: [String]
        /// The columns read as durations (axes that read as clocks), when the case says.
        var durations: [String]?
    }

    // pyarrow and polars come from PyPI (.ci/run installs them); without them there is nothing to compare.
    @Test(.enabled(if: Python.has("pyarrow") && Python.has("polars"), "pyarrow and polars write the files"))
    func everyCombinationReadsAsItsCSV() throws {
        let dir = try Self.folder.get()
        let cases = try JSONDecoder().decode([Case].self, from: Data(contentsOf: dir.appendingPathComponent("cases.json")))
        #expect(cases.count > 80)
        var references: [String: DataTable] = [:]
        for c in cases {
            let path = dir.appendingPathComponent(c.file).path
            if let expected = c.error {
                do {
                    _ = try DataLoader.load(path)
                    Issue.record("\(c.file) read without an error")
                } catch {
                    #expect("\(error)".contains(expected), "\(c.file): \(error)")
                    #expect("\(error)".contains(c.file), "\(c.file): the error names the file: \(error)")
                }
                continue
            }
            guard let ref = c.reference else { continue }
            let want = try references[ref] ?? DataLoader.load(dir.appendingPathComponent(ref).path).table
            references[ref] = want
            // Both the mapped path and the in-memory path (standard input, reloads), one of them on one core.
            let mapped = try DataLoader.load(path).table
            let memory = try DataLoader.parse(Data(contentsOf: URL(fileURLWithPath: path)), name: c.file, threads: 1).table
            // Piped in (`cat FILE | chartreuse -`): read whole once the stream ends.
            var stream = StreamTable(name: c.file, forms: .automatic)
            stream.text = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            #expect(try stream.parse(final: false) == nil, "\(c.file): a columnar stream waits for its end")
            let piped = try #require(try stream.parse(final: true)).0.table
            for got in [mapped, memory, piped] {
                Self.compare(got, want, c.file)
                #expect(got.notes.count == c.notes.count, "\(c.file): \(got.notes)")
                for (note, expected) in zip(got.notes, c.notes) { #expect(note.contains(expected), "\(c.file): \(note)") }
                if let d = c.durations { #expect(got.columns.filter(\.isDuration).map(\.name) == d, "\(c.file): durations") }
            }
        }
    }

    /// Checks every column and value of `got` against `want`.
    static func compare(_ got: DataTable, _ want: DataTable, _ name: String) {
        #expect(got.columns.map(\.name) == want.columns.map(\.name), "\(name)")
        #expect(got.rowCount == want.rowCount, "\(name)")
        for (g, w) in zip(got.columns, want.columns) {
            switch (g.values, w.values) {
            case (.number(let a), .number(let b)):
                // float32 is written to the CSV as the double it widens to: both read exactly.
                let bad = (0..<min(a.count, b.count)).first { a[$0] != b[$0] && !(a[$0].isNaN && b[$0].isNaN) }
                #expect(bad == nil, "\(name) \(g.name) row \(bad ?? 0): \(bad.map { a[$0] } ?? 0) vs \(bad.map { b[$0] } ?? 0)")
            case (.date(let a), .date(let b)):
                let bad = (0..<min(a.count, b.count)).first { !(abs(a[$0] - b[$0]) <= 1e-6) && !(a[$0].isNaN && b[$0].isNaN) }
                #expect(bad == nil, "\(name) \(g.name) row \(bad ?? 0): \(bad.map { a[$0] } ?? 0) vs \(bad.map { b[$0] } ?? 0)")
            case (.text(let a), .text(let b)):
                let bad = (0..<min(a.count, b.count)).first { a[$0] != b[$0] }
                #expect(bad == nil, "\(name) \(g.name) row \(bad ?? 0): \(bad.map { a[$0] } ?? "") vs \(bad.map { b[$0] } ?? "")")
            default:
                Issue.record(Comment(rawValue: "\(name) \(g.name): kinds differ: \(g.values) vs \(w.values)".prefix(300).description))
            }
        }
    }
}
