import ChartCore
import ChartClickHouse
import ChartIO

/// The window's side of a ClickHouse source: which load is current, each chart's viewport
/// provider, the table's row count as last checked, the rows held, and the timer asking for it.
struct ClickHouseState {
    /// Counts loads, so an answer for a source no longer shown is dropped.
    var generation = 0
    /// Each chart's viewport provider, by chart.
    var providers: [ObjectIdentifier: ClickHouseProvider] = [:]
    /// The row count as last loaded, and whether a check or load is under way.
    var rows: (count: Int, busy: Bool) = (0, false)
    /// The rows held (a grown table extends them).
    var held: ClickHouseSource.Preview?
    /// The timer asking for the row count every second.
    var timer: Int?
    /// A source filtered by the server: the table's own row count when first checked after a
    /// load (cheap to ask, where counting the filtered rows scans them), to notice it change.
    var probe: Int?
}
