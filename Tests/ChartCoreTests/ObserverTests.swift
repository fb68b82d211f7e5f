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
}
