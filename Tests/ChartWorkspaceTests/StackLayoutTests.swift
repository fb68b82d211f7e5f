import ChartCore
import Testing
@testable import ChartWorkspace

/// The plot stack's layout as a pure function: shares, maximise, dividers, drops.
struct StackLayoutTests {
    let bounds = Rect(x: 100, y: 0, width: 800, height: 606)

    @Test func equalSharesFillTheSpaceWithGaps() {
        let l = StackLayout(count: 3)
        let f = l.frames(in: bounds)
        #expect(f.map(\.height) == [198, 198, 198])
        #expect(f[0].minY == 0 && f[1].minY == 204 && f[2].maxY == 606)
        #expect(l.dividers(in: bounds).map(\.minY) == [198, 402])
    }

    @Test func sideBySide() {
        let l = StackLayout(count: 2, axis: .horizontal)
        let f = l.frames(in: bounds)
        #expect(f[0].minX == 100 && f[1].maxX == 900 && f[0].height == 606 && abs(f[0].width - f[1].width) <= 1)
    }

    @Test func aMaximisedPlotFillsTheSpaceAndHidesTheOthers() {
        var l = StackLayout(count: 3)
        l.maximized = 1
        let f = l.frames(in: bounds)
        #expect(f[1] == bounds && f[0].isEmpty && f[2].isEmpty)
        #expect(l.dividers(in: bounds).isEmpty)
    }

    @Test func dividerDragsKeepBothPlotsUsable() {
        var l = StackLayout(count: 2)
        l.drag(divider: 0, by: 100, in: bounds)
        var f = l.frames(in: bounds)
        #expect(f[0].height == 400 && f[1].height == 200)
        l.drag(divider: 0, by: 10_000, in: bounds)
        f = l.frames(in: bounds)
        #expect(f[1].height == l.minimum, "the lower plot keeps its minimum: \(f)")
        l.drag(divider: 5, by: 10, in: bounds)   // no such divider: nothing happens
        #expect(l.frames(in: bounds) == f)
    }

    @Test func dropsBetweenAndBelowPlotsMakeNewOnes() {
        let l = StackLayout(count: 2)
        let f = l.frames(in: bounds)
        #expect(l.insertionIndex(at: Point(400, f[0].midY), in: bounds) == nil, "the middle of a plot takes the column")
        #expect(l.insertionIndex(at: Point(400, f[0].maxY + 3), in: bounds) == 1, "the gap between plots")
        #expect(l.insertionIndex(at: Point(400, f[1].maxY - 5), in: bounds) == 2, "near the bottom edge")
        #expect(l.insertionIndex(at: Point(400, 2), in: bounds) == 0, "near the top edge")
    }

    @Test func insertAndRemoveKeepTheMaximisedPlot() {
        var l = StackLayout(count: 3)
        l.maximized = 2
        l.remove(at: 0)
        #expect(l.maximized == 1 && l.shares.count == 2)
        l.remove(at: 1)
        #expect(l.maximized == nil)
        l.insert(at: 0)
        #expect(l.shares.count == 2)
    }
}
