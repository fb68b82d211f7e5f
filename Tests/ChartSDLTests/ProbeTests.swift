import Testing
import ChartCore
@testable import ChartSDL

@Test func probeJoins() throws {
    let r = try OffscreenRenderer(width: 300, height: 100)
    var list = DrawList()
    for (i, j) in LineJoin.allCases.enumerated() {
        let x = Double(i) * 100 + 20
        list.stroke([Point(x, 80), Point(x + 30, 15), Point(x + 60, 80)], style: StrokeStyle(width: 10, join: j, cap: .round), paint: .solid(Color.black.withAlpha(0.6)))
    }
    for (i, j) in LineJoin.allCases.enumerated() {
        let x = Double(i) * 100 + 20
        list.stroke([Point(x + 60, 90), Point(x + 30, 25), Point(x, 90)], style: StrokeStyle(width: 3, join: j, cap: .butt), paint: .solid(Color(hex: 0xFF0000, alpha: 0.8)))
    }
    r.draw(list)
    try r.savePNG(to: "/tmp/joins.png")
}
