import ChartCore

/// The charts the golden images show: one per chart kind and feature.
@MainActor
enum GoldenCharts {
    nonisolated static let all: [(String, @MainActor @Sendable () -> ChartView)] = [
        ("lines", lines), ("smooth-fill", smoothFill), ("bars-gradient", bars), ("bars-negative", negative),
        ("bars-grouped", grouped), ("bars-horizontal", horizontal), ("bars-inverted", inverted),
    ]

    static func lines() -> ChartView {
        let xs = (0...20).map { Double($0) / 10 }
        let c = ChartView(data: ChartData(series: [
            Series(name: "y = x", x: xs, y: xs),
            Series(name: "y = x²", x: xs, y: xs.map { $0 * $0 }, line: LineStyle(dash: [6, 4])),
            Series(name: "y = x³", x: xs, y: xs.map { $0 * $0 * $0 }, line: LineStyle(width: 3, showsDots: true)),
        ]))
        c.title = "Powers"
        c.configuration.xAxis.title = "x"
        c.configuration.yAxis.title = "y"
        return c
    }

    static func smoothFill() -> ChartView {
        let orange = Color(hex: 0xF28C28)
        let c = ChartView(data: ChartData(series: [
            Series(name: "steps", y: [3, 5, 4, .nan, 8, 12, 10, 9, 14],
                   line: LineStyle(color: orange, smoothed: true, showsDots: true,
                                   fill: .gradient(LinearGradient(colors: [orange.withAlpha(0.6), orange.withAlpha(0.05)])),
                                   gradient: LinearGradient(colors: [Color(hex: 0xD55E00), Color(hex: 0xF0E442)],
                                                            start: Point(0, 0), end: Point(1, 0)))),
        ]))
        c.configuration.yAxis.minorTicksPerMajor = 2
        c.configuration.yAxis.showsMinorGrid = true
        return c
    }

    static func bars() -> ChartView {
        let c = ChartView(data: ChartData(series: [
            Series(name: "mm", kind: .bar, y: [12, 19, 7, 15, 22, 30],
                   bar: BarStyle(gradient: LinearGradient(colors: [Color(hex: 0x56B4E9), Color(hex: 0x0072B2)]),
                                 gradientSpansPlot: true, cornerRadius: 3)),
        ], categories: ["Jan", "Feb", "Mar", "Apr", "May", "Jun"]))
        c.configuration.xAxis.labelAlignment = .centerLeftRight
        c.title = "Rain"
        return c
    }

    static func negative() -> ChartView {
        let v: [Double] = [4, -3, 6, -8, 0, 9]
        return ChartView(data: ChartData(series: [
            Series(name: "net", kind: .bar, y: v,
                   bar: BarStyle(colors: v.map { $0 < 0 ? Color(hex: 0xD55E00) : Color(hex: 0x009E73) })),
        ]))
    }

    static func grouped() -> ChartView {
        let c = ChartView(data: ChartData(series: [
            Series(name: "2025", kind: .bar, y: [5, 7, 3]),
            Series(name: "2026", kind: .bar, y: [6, 8, 4]),
            Series(name: "trend", y: [5.5, 7.5, 3.5]),
        ], categories: ["N", "E", "S"]))
        c.configuration.barSpacing = .points(2)
        c.configuration.groupSpacing = .relative(1)
        return c
    }

    static func horizontal() -> ChartView {
        let c = ChartView(data: ChartData(series: [Series(name: "share", kind: .bar, y: [42, 27, 14, 9])],
                                          categories: ["Alpha", "Beta", "Gamma", "Delta"]))
        c.configuration.barOrientation = .horizontal
        c.configuration.xAxis.title = "percent"
        return c
    }

    static func inverted() -> ChartView {
        let c = ChartView(data: ChartData(series: [Series(name: "depth", kind: .bar, y: [3, 5, 8, 6])]))
        c.configuration.isInverted = true
        return c
    }

    /// Strokes of every join, cap and dash, fills and text on one canvas.
    static func primitives(measurer: TextMeasurer) -> DrawList {
        var l = DrawList()
        let ink = Color(hex: 0x1F2328)
        for (i, j) in LineJoin.allCases.enumerated() {
            for (k, cap) in LineCap.allCases.enumerated() {
                let x = Double(i * 150 + k * 45) + 15
                l.stroke([Point(x, 90), Point(x + 15, 20), Point(x + 30, 90)],
                         style: StrokeStyle(width: 8, join: j, cap: cap), paint: .solid(ink.withAlpha(0.7)))
            }
        }
        l.stroke([Point(10, 120), Point(440, 120)], style: StrokeStyle(width: 2, dash: [8, 4, 2, 4]), paint: .solid(.black))
        l.stroke([Point(10, 135), Point(440, 135)], style: StrokeStyle(width: 0.5), paint: .solid(.black))
        l.hairline(from: Point(10, 150), to: Point(440, 150), color: .black)
        l.fillRect(Rect(x: 10, y: 165, width: 100, height: 50), cornerRadius: 12,
                   paint: .gradient(LinearGradient(colors: [Color(hex: 0xE69F00), Color(hex: 0xF0E442)], start: Point(0, 0), end: Point(1, 1))))
        l.fillCircle(center: Point(160, 190), radius: 25, paint: .solid(Color(hex: 0x0072B2, alpha: 0.8)))
        l.strokeCircle(center: Point(180, 190), radius: 25, style: StrokeStyle(width: 3), paint: .solid(Color(hex: 0xD55E00)))
        l.fillArea([Point(230, 200), Point(260, 170), Point(290, 230), Point(330, 180)], baseline: 205,
                   paint: .solid(Color(hex: 0x009E73, alpha: 0.6)))
        for (i, m) in MarkerShape.allCases.enumerated() {
            l.marker(m, at: Point(350 + Double(i) * 20, 175), size: 12, paint: .solid(Color(hex: 0xCC79A7)))
        }
        l.text("Chartreuse AVAWAY ½ −42", at: Point(440, 238), anchor: .bottomRight, font: .body, color: ink, measurer: measurer)
        l.text("vertical", at: Point(445, 100), anchor: .center, font: .small, color: ink, measurer: measurer, angle: -.pi / 2)
        return l
    }
}
