import Foundation
import ChartTestSupport
import Testing
@testable import ChartCore

/// A million random input events against random charts of every kind: nothing crashes, visible
/// ranges stay finite and ordered, no non-finite vertex is produced, the selection always names a
/// point that exists.
@MainActor
struct GestureSoakTests {
    typealias Rng = SeededSeries.Generator

    static func randomChart(_ r: inout Rng) -> ChartView {
        let n = [0, 1, 2, 5, 50, 2000][r.int(6)]
        func values() -> [Double] {
            (0..<n).map { i in
                switch r.int(20) {
                case 0: return .nan
                case 1: return [1e300, -1e300, 5e-324, 0][r.int(4)]
                default: return sin(Double(i) / 7) * 100 + r.unit()
                }
            }
        }
        var series: [Series] = []
        for k in 0..<(1 + r.int(3)) {
            var s = Series(name: "s\(k)", kind: r.int(3) == 0 ? .bar : .line,
                           x: r.int(3) == 0 ? nil : (0..<n).map { Double($0) * (r.int(5) == 0 ? -1 : 1) }, y: values())
            s.line.interpolation = [.linear, .step, .none][r.int(3)]
            s.line.marker = r.int(3) == 0 ? .circle : nil
            s.line.smoothed = r.int(4) == 0
            s.line.showsDots = r.int(4) == 0
            series.append(s)
        }
        let c = ChartView(data: ChartData(series: series, categories: (0..<n).map { "c\($0)" }))
        c.configuration.barOrientation = r.int(3) == 0 ? .horizontal : .vertical
        c.configuration.isInverted = r.int(4) == 0
        c.interaction.doubleTap = [.resetZoom, .zoomIn(3), .none][r.int(3)]
        c.interaction.wheel = r.int(2) == 0 ? .zoom : .scroll
        c.interaction.crosshairMode = [.snap, .interpolate, .free][r.int(3)]
        return c
    }

    /// Events to drive: CHARTREUSE_SOAK_EVENTS (CI runs a million in a release build), else 50,000.
    static var eventCount: Int {
        ProcessInfo.processInfo.environment["CHARTREUSE_SOAK_EVENTS"].flatMap(Int.init) ?? 50_000
    }

    @Test func aMillionRandomEvents() {
        let total = Self.eventCount
        var r = Rng(seed: 0xC0FF_EE12_3456_789A)
        let glyphs = FakeGlyphs()
        var t = 0.0
        var list = DrawList()
        var events = 0
        var size = Size(800, 500)
        var chart = Self.randomChart(&r)
        chart.render(into: &list, size: size, glyphs: glyphs)
        var pressed = Set<PointerButton>()
        var fingers = Set<Int>()
        while events < total {
            if events % 10_000 == 0 && events > 0 {
                chart = Self.randomChart(&r)
                pressed = []
                fingers = []
            }
            t += [0.001, 0.016, 0.2, 0.6][r.int(4)]
            let p = Point(r.unit() * size.width * 1.2 - size.width * 0.1, r.unit() * size.height * 1.2 - size.height * 0.1)
            let e: InputEvent
            switch r.int(14) {
            case 0:
                let b = [PointerButton.left, .right, .middle, .back, .forward][r.int(5)]
                pressed.insert(b)
                e = .pointerDown(button: b, position: p, modifiers: r.int(4) == 0 ? .shift : [], time: t)
            case 1, 2, 3:
                e = .pointerMoved(position: p, buttons: pressed, modifiers: [], time: t)
            case 4:
                let b = pressed.first ?? .left
                pressed.remove(b)
                e = .pointerUp(button: b, position: p, modifiers: [], time: t)
            case 5:
                // Extreme zooms: whole bursts of notches in or out.
                let notches = (r.unit() - 0.5) * [2, 40, 400][r.int(3)]
                e = .wheel(delta: Point(0, notches), position: p, isPrecise: r.int(2) == 0, modifiers: r.int(3) == 0 ? .control : [], time: t)
            case 6:
                let f = r.int(3)
                fingers.insert(f)
                e = .touch(phase: .down, finger: f, normalized: Point(p.x / size.width, p.y / size.height), position: p, time: t)
            case 7, 8:
                e = .touch(phase: .moved, finger: fingers.first ?? 0, normalized: .zero, position: p, time: t)
            case 9:
                let f = fingers.first ?? 0
                fingers.remove(f)
                e = .touch(phase: r.int(5) == 0 ? .cancelled : .up, finger: f, normalized: .zero, position: p, time: t)
            case 10:
                e = .magnify(scale: [0.5, 1.1, 3, 1e-6, 1e6][r.int(5)], center: p, time: t)
            case 11:
                let keys: [Key] = [.left, .right, .up, .down, .character("+"), .character("-"), .character("0"), .tab,
                                   .escape, .character("c"), .home]
                e = .key(keys[r.int(keys.count)], modifiers: r.int(4) == 0 ? .shift : (r.int(6) == 0 ? .alt : []), time: t)
            case 12:
                e = .pointerExited(time: t)
            default:
                size = [Size(1, 1), Size(40, 30), Size(800, 500), Size(2560, 1440)][r.int(4)]
                chart.render(into: &list, size: size, glyphs: glyphs)
                events += 1
                continue
            }
            chart.handle(e)
            chart.tick(at: t)
            events += 1
            let v = chart.visibleRanges
            if !(v.x.lowerBound.isFinite && v.x.upperBound.isFinite && v.y.lowerBound.isFinite && v.y.upperBound.isFinite)
                || v.x.lowerBound > v.x.upperBound || v.y.lowerBound > v.y.upperBound {
                Issue.record("bad visible ranges after \(events) events: \(v)")
                return
            }
            if let s = chart.selection {
                guard s.series < chart.data.series.count, s.index < chart.data.series[s.series].count else {
                    Issue.record("selection \(s) names no point")
                    return
                }
            }
            if events % 997 == 0 {
                chart.render(into: &list, size: size, glyphs: glyphs)
                if let bad = list.vertices.first(where: { !($0.x.isFinite && $0.y.isFinite && abs($0.x) <= 1e7 && abs($0.y) <= 1e7) }) {
                    Issue.record("vertex \(bad) after \(events) events")
                    return
                }
            }
        }
        #expect(events == total)
        print("soak: \(events) events, \(events / 10_000 + 1) charts")
    }
}
