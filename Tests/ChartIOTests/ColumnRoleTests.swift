import ChartCore
import Foundation
import Testing
@testable import ChartIO
@testable import ChartSpecs

/// Each column's role, decided before any kind of chart: the classes the issue names, and the
/// negative cases (a small whole-number measure, a sorted integer time, a unit word as a prefix).
struct ColumnRoleTests {
    static func roles(_ csv: String) throws -> [String: ColumnRole] {
        let t = try CSVReader.parse(Array(csv.utf8), name: "t.csv")
        let r = ColumnRoles(t, ColumnSummary.of(t))
        return Dictionary(uniqueKeysWithValues: zip(t.columns.map(\.name), r.roles))
    }

    static func csv(_ header: String, _ n: Int, _ row: (Int) -> String) -> String {
        ([header] + (0..<n).map(row)).joined(separator: "\n") + "\n"
    }

    @Test func identifiersCoordinatesCategoriesAndConstants() throws {
        let r = try Self.roles(Self.csv("airport_id,zip,lat,lon,cyl,species,updated,mpg,year", 60) { i in
            "\((i * 7919) % 900 + 100),\(10000 + (i * 37) % 89999),\(40 + Double(i % 7) / 3),\(-100 + Double(i % 11) / 2),\([4, 6, 8][i % 3]),\(["a", "b"][i % 2]),2024-01-01,\(15 + (i * 13) % 20),\(1990 + i)"
        })
        #expect(r["airport_id"] == .identifier && r["zip"] == .identifier)
        #expect(r["lat"] == .latitude && r["lon"] == .longitude)
        #expect(r["cyl"] == .category && r["species"] == .category)
        #expect(r["updated"] == .constant)
        #expect(r["mpg"] == .measure, "a whole-number measure of many values is no category")
        #expect(r["year"] == .time, "a sorted integer time is no identifier")
    }

    @Test func aUnitWordAsAPrefixNamesNoIdentifier() throws {
        let r = try Self.roles(Self.csv("subject,patient_sex,household_income,site_no,MinTemp,elapsed", 40) { i in
            "\(i / 4),\(["M", "F"][i % 2]),\(20000 + (i * 7919) % 50000),\(i % 5),\(Double((i * 7) % 13) - 3),\(i * 10)"
        })
        #expect(r["subject"] == .identifier && r["site_no"] == .identifier)
        #expect(r["patient_sex"] == .category && r["household_income"] == .measure)
        #expect(r["elapsed"] == .time, "MinTemp names no time: elapsed, rising, stays the x")
    }
}
