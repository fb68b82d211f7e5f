import ChartTestSupport
import Testing
@testable import ChartCore

struct TessellationTests {
    func allFinite(_ list: DrawList) -> Bool {
        list.vertices.allSatisfy { $0.x.isFinite && $0.y.isFinite && $0.u.isFinite && $0.v.isFinite }
    }

    @Test(arguments: [0.5, 1.0, 2.0, 7.0])
    func straightStrokeHasOnePixelFringe(width: Double) {
        var list = DrawList()
        list.stroke([Point(10, 10), Point(110, 10)], style: StrokeStyle(width: width), paint: .solid(.black))
        let opaque = list.vertices.filter { $0.a > 0 }
        let clear = list.vertices.filter { $0.a == 0 }
        #expect(!opaque.isEmpty && !clear.isEmpty)
        let core = max(0, width / 2 - 0.5)
        for v in opaque { #expect(abs(abs(Double(v.y) - 10) - core) < 1e-4) }
        for v in clear { #expect(abs(abs(Double(v.y) - 10) - (core + 1)) < 1e-4) }
        // Thin lines fade their alpha instead of shrinking below a pixel.
        if width < 1 { #expect(opaque.allSatisfy { $0.a == UInt8((width * 255).rounded()) }) }
        #expect(list.indices.count % 3 == 0)
    }

    @Test(arguments: LineJoin.allCases)
    func sharpJoinsStayBounded(join: LineJoin) {
        var list = DrawList()
        let w = 6.0
        // A near-reversal: the miter would be enormous.
        list.stroke([Point(0, 0), Point(100, 0), Point(0, 2)], style: StrokeStyle(width: w, join: join), paint: .solid(.black))
        let far = list.vertices.map { Double($0.x) }.max()!
        #expect(far <= 100 + w / 2 * 4 + 2, "join \(join) reached x = \(far)")
        #expect(allFinite(list))
    }

    @Test func degenerateInputIsSafe() {
        var list = DrawList()
        let style = StrokeStyle(width: 3, cap: .round)
        list.stroke([], style: style, paint: .solid(.black))
        list.stroke([Point(5, 5)], style: style, paint: .solid(.black))           // a dot
        list.stroke([Point(5, 5), Point(5, 5), Point(5, 5)], style: style, paint: .solid(.black))
        list.stroke([Point(.nan, 1), Point(2, .infinity)], style: style, paint: .solid(.black))
        list.stroke([Point(0, 0), Point(10, 0)], style: StrokeStyle(width: .nan), paint: .solid(.black))
        list.fillConvex([Point(0, 0), Point(1, 1), Point(2, 2)], paint: .solid(.black))   // collinear
        list.fillCircle(center: Point(.nan, 0), radius: 4, paint: .solid(.black))
        #expect(allFinite(list))
        #expect(list.indices.allSatisfy { Int($0) < list.vertices.count })
    }

    @Test func duplicatePointsDoNotBreakTheStroke() {
        var a = DrawList(), b = DrawList()
        let s = StrokeStyle(width: 4, join: .round)
        a.stroke([Point(0, 0), Point(50, 20), Point(100, 0)], style: s, paint: .solid(.black))
        b.stroke([Point(0, 0), Point(0, 0), Point(50, 20), Point(50, 20), Point(100, 0)], style: s, paint: .solid(.black))
        #expect(a.vertices == b.vertices)
    }

    @Test func nanPointsAreSkippedAndJoined() {
        var a = DrawList(), b = DrawList()
        let s = StrokeStyle(width: 2)
        a.stroke([Point(0, 0), Point(10, 10), Point(20, 0)], style: s, paint: .solid(.black))
        b.stroke([Point(0, 0), Point(.nan, 5), Point(10, 10), Point(15, .nan), Point(20, 0)], style: s, paint: .solid(.black))
        #expect(a.vertices == b.vertices)
    }

    @Test func dashesSplitByLength() {
        let pieces = Dasher.split([Point(0, 0), Point(100, 0)], pattern: [10, 10], phase: 0)
        #expect(pieces.count == 5)
        #expect(pieces[0] == [Point(0, 0), Point(10, 0)])
        #expect(pieces[4].last == Point(90, 0))
        // Dashes continue round corners.
        let bent = Dasher.split([Point(0, 0), Point(5, 0), Point(5, 20)], pattern: [10, 5], phase: 0)
        #expect(bent[0] == [Point(0, 0), Point(5, 0), Point(5, 5)])
        let phased = Dasher.split([Point(0, 0), Point(30, 0)], pattern: [10, 10], phase: 5)
        #expect(phased[0] == [Point(0, 0), Point(5, 0)])
    }

    @Test func convexFillHasInsetCoreAndOutsetFringe() {
        var list = DrawList()
        list.fillRect(Rect(x: 10, y: 10, width: 20, height: 10), paint: .solid(.black))
        let core = list.vertices.filter { $0.a == 255 }.map { Point(Double($0.x), Double($0.y)) }
        let fringe = list.vertices.filter { $0.a == 0 }.map { Point(Double($0.x), Double($0.y)) }
        #expect(Set(core) == Set([Point(10.5, 10.5), Point(29.5, 10.5), Point(29.5, 19.5), Point(10.5, 19.5)]))
        #expect(Set(fringe) == Set([Point(9.5, 9.5), Point(30.5, 9.5), Point(30.5, 20.5), Point(9.5, 20.5)]))
    }

    @Test func hairlinesLandOnPixelCentres() {
        var list = DrawList()
        list.hairline(from: Point(0, 10.3), to: Point(50, 10.3), color: .black)
        let ys = Set(list.vertices.map(\.y))
        #expect(ys == [10, 11], "a 1 px line covers exactly one pixel row")
        var v = DrawList()
        v.hairline(from: Point(7.8, 0), to: Point(7.8, 40), color: .black)
        #expect(Set(v.vertices.map(\.x)) == [7, 8])
    }

    @Test func clipAndTextureMakeCommands() {
        var list = DrawList()
        list.fillRect(Rect(x: 0, y: 0, width: 5, height: 5), paint: .solid(.black))
        list.pushClip(Rect(x: 0, y: 0, width: 10, height: 10))
        list.fillRect(Rect(x: 0, y: 0, width: 5, height: 5), paint: .solid(.black))
        list.pushClip(Rect(x: 5, y: 5, width: 10, height: 10))
        #expect(list.currentClip == Rect(x: 5, y: 5, width: 5, height: 5))
        list.popClip()
        list.popClip()
        list.text("Hi", at: .zero, font: .body, color: .black, measurer: TextMeasurer(source: FakeGlyphs()))
        #expect(list.commands.count == 3)
        #expect(list.commands[1].clip == Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(list.commands[2].texture == TextureID(1))
        #expect(list.commands.map(\.indexCount).reduce(0, +) == list.indices.count)
    }

    @Test func gradientsInterpolate() {
        let g = LinearGradient(colors: [.black, .white])
        #expect(g.color(at: 0.5) == Color(r: 0.5, g: 0.5, b: 0.5))
        #expect(g.color(at: -1) == .black && g.color(at: 2) == .white && g.color(at: .nan) == .black)
        let r = Rect(x: 0, y: 100, width: 10, height: 100)
        #expect(g.color(at: Point(5, 150), in: r) == Color(r: 0.5, g: 0.5, b: 0.5))
        #expect(Color(css: "#ff8000") == Color(hex: 0xFF8000))
        #expect(Color(css: "nope") == nil)
    }

    @Test func monotoneCubicNeverOvershoots() {
        let pts = [Point(0, 0), Point(10, 10), Point(20, 10), Point(30, 50), Point(40, 45), Point(50, 45)]
        let smooth = MonotoneCubic.smooth(pts, step: 1)
        #expect(smooth.first == pts.first && smooth.last == pts.last)
        for i in 0..<(pts.count - 1) {
            let lo = min(pts[i].y, pts[i + 1].y), hi = max(pts[i].y, pts[i + 1].y)
            for p in smooth where p.x >= pts[i].x && p.x <= pts[i + 1].x {
                #expect(p.y >= lo - 1e-9 && p.y <= hi + 1e-9)
            }
        }
        let unsorted = [Point(0, 0), Point(10, 5), Point(5, 9)]
        #expect(MonotoneCubic.smooth(unsorted) == unsorted)
    }
}
