import ChartCore

extension ChartData {
    /// These data with the series named in `hidden` hidden and every other one shown (a
    /// workspace plot's hidden series, by name).
    public func hiding(_ hidden: Set<String>) -> ChartData {
        var d = self
        for k in d.series.indices { d.series[k].isVisible = !hidden.contains(d.series[k].name) }
        return d
    }
}
