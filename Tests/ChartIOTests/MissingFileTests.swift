import Foundation
import Testing
@testable import ChartIO

/// A path that is not there, named as a person can act on it: its full path, whether its folder
/// exists, and the names beside it a typo most likely meant.
struct MissingFileTests {
    let dir: String

    init() throws {
        dir = NSTemporaryDirectory() + "missing-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        for name in ["sensors.csv", "sensor.csv", "Sensors.CSV", "notes.txt", ".sensors.csv"] {
            FileManager.default.createFile(atPath: dir + "/" + name, contents: Data())
        }
    }

    @Test func aTypoIsShownTheNamesNearestIt() {
        #expect(MissingFile.nearest(to: "snesors.csv", in: dir) == ["Sensors.CSV", "sensors.csv", "sensor.csv"])
        #expect(MissingFile.nearest(to: "weather.parquet", in: dir).isEmpty, "nothing near: nothing named")
        #expect(MissingFile.nearest(to: ".sensor.csv", in: dir) == [".sensors.csv", "sensor.csv", "Sensors.CSV"], "hidden files only for a hidden name")
        #expect(!MissingFile.nearest(to: "sensor.csvx", in: dir).contains(".sensors.csv"))
    }

    @Test func theDescriptionNamesTheFullPathAndTheFolder() {
        let real = URL(fileURLWithPath: dir).standardizedFileURL.path
        #expect(MissingFile.describe("\(dir)/./senors.csv") == "\(real)/senors.csv: no such file yet (nearest here: Sensors.CSV, sensors.csv, sensor.csv)")
        #expect(MissingFile.describe("\(dir)/later.csv") == "\(real)/later.csv: no such file yet")
        #expect(MissingFile.describe("\(dir)/gone/a.csv") == "\(real)/gone/a.csv: no such folder \(real)/gone")
        #expect(MissingFile.folderIsMissing("\(dir)/gone/a.csv") && !MissingFile.folderIsMissing("\(dir)/a.csv"))
    }

    @Test func editDistanceStopsPastItsCap() {
        let d = { (a: String, b: String, cap: Int) in MissingFile.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars), cap: cap) }
        #expect(d("kitten", "sitting", 5) == 3)
        #expect(d("kitten", "sitting", 2) == 3, "past the cap: cap + 1")
        #expect(d("", "abc", 5) == 3 && d("abc", "", 1) == 2)
        #expect(d(String(repeating: "a", count: 300), "a", 5) == 6, "long names are not compared")
    }
}
