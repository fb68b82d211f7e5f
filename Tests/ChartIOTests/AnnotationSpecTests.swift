import ChartCore
import Foundation
import Testing
@testable import ChartIO
@testable import ChartSpecs

/// Annotations in a spec: each form read to its mark, written back the same, dates for x, and
/// a mark that gives no place refused with its position named.
struct AnnotationSpecTests {
    @Test func eachFormReadsToItsMarkAndWritesBackTheSame() throws {
        let yaml = """
        plots:
          - y: [temp]
            annotations:
              - {y: 20, text: limit}
              - {x: 30}
              - {x: 60, y: 12, text: "a peak, say"}
              - {x: "2024-03-15"}
        """
        let spec = try ChartSpec.parse(Data(yaml.utf8), name: "w.yaml")
        let marks = spec.plots![0].annotations!.compactMap(\.annotation)
        #expect(marks.count == 4)
        #expect(marks[0] == .horizontal(20, text: "limit"))
        #expect(marks[1] == .vertical(30))
        #expect(marks[2] == .note("a peak, say", x: 60, y: 12))
        var p = DateParser()
        #expect(marks[3] == .vertical(p.parse("2024-03-15")!))
        let again = try ChartSpec.parse(Data(spec.yaml().utf8), name: "again.yaml")
        #expect(again.plots![0].annotations == spec.plots![0].annotations)
        #expect(marks.map(AnnotationSpec.init).compactMap(\.annotation) == marks)
    }

    @Test func aMarkWithoutAPlaceIsRefusedByPosition() {
        let yaml = "plots:\n  - y: [temp]\n  - y: [dew]\n    annotations:\n      - {y: 1}\n      - {text: lost}\n"
        #expect {
            try ChartSpec.parse(Data(yaml.utf8), name: "w.yaml")
        } throws: { e in
            "\(e)".contains("plots[1]: annotations[1] wants x") 
        }
        #expect(throws: (any Error).self) { try ChartSpec.parse(Data("annotations: [{x: someday}]\n".utf8), name: "w.yaml") }
    }

    @Test func aScaleOutsideTheKnownOnesIsRefused() {
        #expect {
            try ChartSpec.parse(Data("kind: histogram\ny: [a]\nscale: loud\n".utf8), name: "w.yaml")
        } throws: { e in "\(e)".contains("scale is count or density") }
    }

    @Test func visibleRowsAsCSV() throws {
        let a = Series(name: "temp", x: [0, 1, 2, 3, 4], y: [1, 2.5, .nan, 4, 5])
        let b = Series(name: "dew, °C", x: [0, 1, 2, 3, 4], y: [0.1, 0.2, 0.3, 0.4, 0.5])
        let wide = ViewRowsCSV.csv([a, b], xName: "t", in: 1...3, dateZone: nil)
        #expect(wide.rows == 3)
        #expect(wide.text == "t,temp,\"dew, °C\"\n1,2.5,0.2\n2,,0.3\n3,4,0.4\n")
        let c = Series(name: "other", x: [0.5, 2.5], y: [7, 8])
        let long = ViewRowsCSV.csv([a, c], xName: "t", in: 2...3, dateZone: nil)
        #expect(long.text == "series,t,y\ntemp,2,\ntemp,3,4\nother,2.5,8\n" && long.rows == 3)
        let d = Series(name: "v", x: [1_709_251_200, 1_709_251_200.25], y: [1, 2])
        let dated = ViewRowsCSV.csv([d], xName: "date", in: nil, dateZone: TimeZone(identifier: "UTC"))
        #expect(dated.text == "date,v\n2024-03-01 00:00:00,1\n2024-03-01 00:00:00.250,2\n")
        // Written to a file, a megabyte at a time, it is the same text (and no .part is left).
        let big = Series(name: "v", x: (0..<100_000).map(Double.init), y: (0..<100_000).map { Double($0) / 7 })
        let path = NSTemporaryDirectory() + "view-rows-\(getpid()).csv"
        let rows = try ViewRowsCSV.write([big], xName: "t", in: 10...99_990, dateZone: nil, toFile: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(rows == 99_981 && text == ViewRowsCSV.csv([big], xName: "t", in: 10...99_990, dateZone: nil).text)
        #expect(!FileManager.default.fileExists(atPath: path + ".part"))
        try? FileManager.default.removeItem(atPath: path)
    }
}
