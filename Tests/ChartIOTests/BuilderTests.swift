import ChartCore
import Foundation
import Testing
@testable import ChartIO
@testable import ChartSpecs

struct BuilderTests {
    func table(_ s: String) throws -> DataTable { try CSVReader.parse(Array(s.utf8), name: "t") }

    @Test func longTableGivesOneLinePerKey() throws {
        let t = try table("city,date,temp\nOslo,2024-01-01,1\nRome,2024-01-01,12\nOslo,2024-01-02,2\nRome,2024-01-02,13\n")
        let b = try ChartBuilder.build(t, spec: ChartSpec(), name: "t")
        #expect(b.data.series.map(\.name) == ["Oslo", "Rome"])
        #expect(b.data.series[0].y == [1, 2] && b.xIsDate && b.kind == "line")
    }

    /// A date x chosen by hand (`--x`, a click) draws lines over a time series and dots over a
    /// log of events (several rows an instant), as the first picture does.
    @Test func aLogOfEventsOverItsDateIsDots() throws {
        var spec = ChartSpec()
        spec.x = "at"
        spec.y = ["ms"]
        let events = try table("at,ms,n\n" + (0..<40).map { "2024-01-01 10:00:\(String(format: "%02d", $0 / 4)),\($0 * 7 % 13),\($0)" }.joined(separator: "\n") + "\n")
        #expect(try ChartBuilder.build(events, spec: spec, name: "t").kind == "scatter")
        let series = try table("at,ms,n\n" + (0..<40).map { "2024-01-01 10:00:\(String(format: "%02d", $0)),\($0 * 7 % 13),\($0)" }.joined(separator: "\n") + "\n")
        #expect(try ChartBuilder.build(series, spec: spec, name: "t").kind == "line")
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
        spec.kind = "candle"
        #expect { try ChartBuilder.build(t, spec: spec, name: "t") } throws: { ($0 as? DataError)?.message.contains("open, high, low and close") == true }
        spec.kind = "pie"
        let neg = try table("k,v\na,3\nb,-2\n")
        #expect { try ChartBuilder.build(neg, spec: spec, name: "t") } throws: {
            ($0 as? DataError)?.message == "a pie needs values of zero or more, but 'v' is −2 in data row 2 (b)"
        }
    }

    @Test func financialAndRadialKinds() throws {
        let t = try table("day,Open,High,Low,Close\n1,10,12,9,11\n2,11,13,10,10\n")
        var spec = ChartSpec()
        spec.kind = "candle"
        let c = try ChartBuilder.build(t, spec: spec, name: "t")
        #expect(c.data.series[0].kind == .candlestick && c.data.series[0].high == [12, 13] && c.data.series[0].y == [11, 10])
        spec.kind = "ohlc"
        #expect(try ChartBuilder.build(t, spec: spec, name: "t").data.series[0].kind == .ohlc)
        let p = try table("fruit,kg,price\napple,3,1\npear,5,2\n")
        spec.kind = "donut"
        let d = try ChartBuilder.build(p, spec: spec, name: "t")
        #expect(d.data.series.count == 1 && d.data.series[0].kind == .pie && d.data.series[0].radial.innerRadius > 0)
        #expect(d.data.categories == ["apple", "pear"])
        spec.kind = "radar"
        #expect(try ChartBuilder.build(p, spec: spec, name: "t").data.series.map(\.kind) == [.radar, .radar])
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
        #expect { try ChartSpec.parse(Data("kind: doughnut\n".utf8), name: "s.yaml") } throws: {
            ($0 as? DataError)?.message.contains("unknown kind 'doughnut'") == true
        }
        #expect(throws: DataError.self) { try ChartSpec.parse(Data("kind: [1, 2\n".utf8), name: "s.yaml") }
    }
}
