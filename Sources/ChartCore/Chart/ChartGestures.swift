/// The recognizers a chart installs on its plot and legend.
@MainActor
final class ChartGestures {
    let tap: TapRecognizer
    let doubleTap: TapRecognizer
    let pan: PanRecognizer
    let pinch: PinchRecognizer
    let longPress: LongPressRecognizer
    let boxZoom: BoxZoomRecognizer
    let legendTap: TapRecognizer

    init(settings: GestureSettings) {
        tap = TapRecognizer(taps: 1, settings: settings)
        doubleTap = TapRecognizer(taps: 2, settings: settings)
        pan = PanRecognizer(settings: settings)
        pinch = PinchRecognizer(settings: settings)
        longPress = LongPressRecognizer(settings: settings)
        boxZoom = BoxZoomRecognizer(settings: settings)
        legendTap = TapRecognizer(taps: 1, settings: settings)
    }

    var all: [GestureRecognizer] { [tap, doubleTap, pan, pinch, longPress, boxZoom] }
}
