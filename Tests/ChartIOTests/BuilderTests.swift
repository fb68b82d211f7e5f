import ChartCore
import Foundation
import Testing
@testable import ChartIO

struct BuilderTests {
    func table(_ s: String) throws -> DataTable { try CSVReader.parse(Array(s.utf8), name: "t") }

    @Test func longTableGivesOneLinePerKey() throws {
        let t = try table("city,date,temp\nOslo,2024-01-01,1\nRome,2024-01-01,12\nOslo,2024-01-02,2\nRome,2024-01-02,13\n")
        let b = try ChartBuilder.build(t, spec: ChartSpec(), name: "t")
        #expect(b.data.series.map(\.name) == ["Oslo", "Rome"])
        #expect(b.data.series[0].y == [1, 2] && b.xIsDate && b.kind == "line")
    }

    @Test func flagsChooseColumnsAndKinds() throws {
        let t = try table("a,b,c,g\n1,10,100,x\n2,20,200,y\n3,30,300,x\n")
        var spec = ChartSpec()
        spec.x = "2"
        spec.y = ["c"]
        spec.kind = "scatter"
        let b = try ChartBuilder.build(t, spec: spec, name: "t")
        #expect(b.data.series.count == 1 && b.data.series[0].x == [10, 20, 30] && b.data.series[0].y == [100, 200, 300])
        #expect(b.data.series[0].line.interpolation == .none && b.data.series[0].line.marker == .circle)
        spec = ChartSpec()
        spec.groupBy = "g"
        spec.y = ["b"]
        let g = try ChartBuilder.build(t, spec: spec, name: "t")
        #expect(g.data.series.map(\.name) == ["x", "y"] && g.data.series[0].y == [10, 30])
        spec = ChartSpec()
        spec.kind = "step"
        #expect(try ChartBuilder.build(t, spec: spec, name: "t").data.series[0].line.interpolation == .step)
        spec.kind = "area"
        #expect(try ChartBuilder.build(t, spec: spec, name: "t").data.series[0].line.areaOpacity != nil)
    }

    @Test func clearErrors() throws {
        let t = try table("a,b\n1,2\n")
        var spec = ChartSpec()
        spec.y = ["nope"]
        #expect { try ChartBuilder.build(t, spec: spec, name: "t") } throws: { ($0 as? DataError)?.message.contains("no column 'nope'") == true }
        spec = ChartSpec()
        spec.kind = "pie"
        #expect { try ChartBuilder.build(t, spec: spec, name: "t") } throws: { ($0 as? DataError)?.message.contains("not available yet") == true }
    }

    @Test func specFiles() throws {
        let yaml = """
        kind: bar
        x: fruit
        y: [kg]
        title: Harvest
        y_axis: {title: kilograms, min: 0, max: 50}
        styles:
          kg: {color: "#ff8800"}
        """
        let s = try ChartSpec.parse(Data(yaml.utf8), name: "s.yaml")
        #expect(s.kind == "bar" && s.y == ["kg"] && s.yAxis?.max == 50 && s.styles?["kg"]?.color == "#ff8800")
        let j = try ChartSpec.parse(Data(#"{"kind": "line", "group_by": "city", "follow": true}"#.utf8), name: "s.json")
        #expect(j.groupBy == "city" && j.follow == true)
        #expect { try ChartSpec.parse(Data("kind: donut\n".utf8), name: "s.yaml") } throws: {
            ($0 as? DataError)?.message.contains("unknown kind 'donut'") == true
        }
        #expect(throws: DataError.self) { try ChartSpec.parse(Data("kind: [1, 2\n".utf8), name: "s.yaml") }
    }
}
