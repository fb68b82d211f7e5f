/// Zoom history for back and forward.
struct ViewportHistory {
    var back: [Viewport] = []
    var forward: [Viewport] = []

    mutating func push(_ v: Viewport) {
        if back.last != v { back.append(v) }
        if back.count > 100 { back.removeFirst() }
        forward.removeAll()
    }
}

/// Momentum after a fast pan: velocity in pixels per second decaying exponentially.
package struct Momentum: Sendable {
    /// Pixels per second.
    package var velocity: Point
    /// When it was last stepped (seconds).
    package var lastTime: Double
}
