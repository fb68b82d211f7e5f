import Testing
@testable import ChartCore

/// Several listeners per event: the delegate and any number of observers.
@MainActor
@Suite struct ObserverTests {
    @Test func theDelegateAndEveryObserverHearEachEvent() {
        let d = Driver(ChartView(data: ChartData(series: [Series(name: "a", x: [0, 1, 2, 3], y: [1, 3, 2, 4])])))
        let a = Recorder(), b = Recorder()
        d.chart.addObserver(a)
        d.chart.addObserver(b)
        d.chart.addObserver(a)   // twice: still one
        d.chart.handleKey(.tab)
        #expect(d.rec.selects.count == 1 && a.selects.count == 1 && b.selects.count == 1)
        d.chart.removeObserver(a)
        d.chart.handleKey(.tab)
        #expect(d.rec.selects.count == 2 && a.selects.count == 1 && b.selects.count == 2)
        d.chart.resetZoom()
        d.chart.handleKey(.character("+"))
        #expect(b.viewports.count == d.rec.viewports.count && b.resets == 1)
    }

    @Test func observersAreHeldWeakly() {
        let chart = ChartView(data: ChartData(series: [Series(name: "a", x: [0, 1], y: [1, 2])]))
        weak var gone: Recorder?
        do {
            let r = Recorder()
            gone = r
            chart.addObserver(r)
        }
        #expect(gone == nil)
        chart.handleKey(.tab)   // telling a released observer is harmless
    }

    /// On a selection, swaps the chart's listeners: removes itself, adds another observer, sets the
    /// delegate and a role listener (as the viewer's linked plots relink on a legend toggle).
    final class Relinker: ChartViewDelegate {
        let other = Recorder(), role = OnlySelection()
        var heard = 0
        func chartView(_ chart: ChartView, didSelect event: SelectionEvent) {
            heard += 1
            chart.removeObserver(self)
            chart.addObserver(other)
            chart.delegate = other
            chart.delegates.selection = role
        }
    }

    @Test func aListenerMayChangeTheListenersWhileHearing() {
        let chart = ChartView(data: ChartData(series: [Series(name: "a", x: [0, 1, 2, 3], y: [1, 3, 2, 4])]))
        let r = Relinker()
        chart.addObserver(r)
        chart.handleKey(.tab)
        #expect(r.heard == 1)
        chart.handleKey(.tab)
        // The new listeners hear the next event; the one that left does not.
        #expect(r.heard == 1 && r.other.selects.count == 1 && r.role.selected.count == 1)
    }

    /// Adopts only the selection role.
    final class OnlySelection: ChartSelectionDelegate {
        var selected: [Int] = [], deselected = 0
        func chartView(_ chart: ChartView, didSelect event: SelectionEvent) { selected.append(event.selection.index) }
        func chartViewDidDeselect(_ chart: ChartView) { deselected += 1 }
    }

    /// Adopts only the viewport role.
    final class OnlyViewport: ChartViewportDelegate {
        var changes = 0, resets = 0
        func chartView(_ chart: ChartView, viewportDidChange event: ViewportEvent) { changes += 1 }
        func chartViewDidResetZoom(_ chart: ChartView) { resets += 1 }
    }

    @Test func eachRoleIsAssignableOnItsOwn() {
        let d = Driver(ChartView(data: ChartData(series: [Series(name: "a", x: [0, 1, 2, 3], y: [1, 3, 2, 4])])))
        let s = OnlySelection(), v = OnlyViewport()
        d.chart.delegates.selection = s
        d.chart.delegates.viewport = v
        d.chart.handleKey(.tab)
        // The delegate and the role's own listener both hear it; the viewport role hears no selection.
        #expect(d.rec.selects.count == 1 && s.selected == [d.chart.selection?.index ?? -1] && v.changes == 0)
        d.chart.handleKey(.character("+"))
        #expect(v.changes > 0 && v.changes == d.rec.viewports.count && s.selected.count == 1)
        d.chart.resetZoom()
        #expect(v.resets == 1)
        // Held weakly, as the delegate is.
        weak var gone: OnlySelection?
        do {
            let t = OnlySelection()
            gone = t
            d.chart.delegates.selection = t
        }
        #expect(gone == nil && d.chart.delegates.selection == nil)
        d.chart.handleKey(.tab)
        // The delegate set as a role's listener and as an observer too hears each event once.
        let before = d.rec.selects.count
        d.chart.addObserver(d.rec)
        d.chart.handleKey(.tab)
        #expect(d.rec.selects.count == before + 1)
    }
}
