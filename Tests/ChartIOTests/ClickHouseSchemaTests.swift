@testable import ChartClickHouse
import Testing
@testable import ChartIO

/// How each ClickHouse column type reads as a number (no server needed): the SQL that makes it a
/// Float64, and whether it can be an axis at all.
struct ClickHouseSchemaTests {
    @Test(arguments: [
        ("Float64", "toFloat64(`c`)"),
        ("UInt8", "toFloat64(`c`)"),
        ("Decimal(18, 4)", "toFloat64(`c`)"),
        ("Nullable(Int32)", "ifNull(toFloat64(`c`), nan)"),
        ("LowCardinality(Float64)", "toFloat64(`c`)"),
        ("LowCardinality(Nullable(Float32))", "ifNull(toFloat64(`c`), nan)"),
        ("Date", "toFloat64(toUInt16(`c`)) * 86400"),
        ("DateTime('UTC')", "toFloat64(toUInt32(`c`))"),
        ("Nullable(DateTime)", "ifNull(toFloat64(toUInt32(`c`)), nan)"),
        ("DateTime64(3)", "toFloat64(`c`)"),
    ])
    func aTypeReadsAsFloat64(type: String, sql: String) throws {
        let c = ClickHouseSchema.Column(name: "c", type: type)
        #expect(c.isPlottable, "\(type) is not offered as a number")
        #expect(try c.value() == sql)
    }

    @Test(arguments: ["String", "LowCardinality(String)", "LowCardinality(Nullable(String))", "IntervalSecond", "Array(Float64)", "UUID"])
    func aTypeThatIsNoNumberIsNotPlotted(type: String) {
        #expect(!ClickHouseSchema.Column(name: "c", type: type).isPlottable, "\(type) offered as a number")
    }
}
