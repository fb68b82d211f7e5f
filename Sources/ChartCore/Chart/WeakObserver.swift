/// A listener held weakly.
struct WeakObserver {
    weak var value: ChartViewDelegate?
}
