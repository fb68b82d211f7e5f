import Testing
@testable import ChartCore

/// `ChartConfiguration.equalAspect`: a unit of x spans as many pixels as a unit of y at the
/// fitted view, the axis with room to spare widened about its middle; off, each axis fits its data.
struct EqualAspectTests {
    static func geometry(equal: Bool, plot: Rect) -> PlotGeometry {
        var s = Series(name: "places", x: ColumnBuffer([-10, 30, 5]), y: ColumnBuffer([35, 60, 50]))
        s.line.interpolation = .none
        var o = PlotGeometry.Options()
        o.equalAspect = equal
        return PlotGeometry.compute(data: ChartData(series: [s]), options: o, plot: plot, scale: 1)
    }

    @Test(arguments: [Rect(x: 0, y: 0, width: 800, height: 400), Rect(x: 0, y: 0, width: 300, height: 700)])
    func oneUnitIsAsLongAcrossAsUp(_ plot: Rect) {
        let g = Self.geometry(equal: true, plot: plot)
        let across = abs(g.x.map(1) - g.x.map(0)), up = abs(g.y.map(1) - g.y.map(0))
        #expect(abs(across - up) < 1e-9 * across, "\(across) \(up)")
        // Every place stays in view, and the data's middle stays in the middle.
        #expect(g.x.d0 <= -10 && g.x.d1 >= 30 && g.y.d0 <= 35 && g.y.d1 >= 60)
        let free = Self.geometry(equal: false, plot: plot)
        #expect(abs(free.x.map(1) - free.x.map(0)) != abs(free.y.map(1) - free.y.map(0)), "without it each axis fits its own data")
    }
}
