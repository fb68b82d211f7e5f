/// The state of a gesture recognizer (UIKit's model).
public enum GestureState: Hashable, Sendable {
    /// Watching events; nothing recognised yet.
    case possible
    /// A continuous gesture has started.
    case began
    /// A continuous gesture has moved.
    case changed
    /// The gesture finished (discrete gestures go straight here from `possible`).
    case ended
    /// The gesture was interrupted (another gesture won, or the input vanished).
    case cancelled
    /// The events did not make this gesture.
    case failed

    /// Whether the recognizer is in the middle of a continuous gesture.
    public var isActive: Bool { self == .began || self == .changed }
}

/// Recognises one gesture from a stream of input events.
///
/// Subclasses look at events in `handle(_:)` and move `state`; the dispatcher calls the action
/// on every transition to began, changed, ended or cancelled, and resets the recognizer to
/// `possible` once it ends, is cancelled or fails. No method is abstract: the base class
/// recognises nothing.
@MainActor
open class GestureRecognizer {
    /// The widget the recognizer is attached to.
    public internal(set) weak var widget: Widget?
    /// Called on every reported state change.
    public var action: ((GestureRecognizer) -> Void)?
    /// When false, the dispatcher neither collects nor feeds this recognizer.
    public var isEnabled = true
    /// This recognizer may only end after `other` has failed (a single tap waits for a double tap).
    public weak var requiresFailureOf: GestureRecognizer?
    /// Decides whether this recognizer may be active at the same time as another (pan with pinch).
    public var recognizesSimultaneously: ((GestureRecognizer) -> Bool)?
    /// The current state.
    public var state: GestureState = .possible {
        didSet { if state != oldValue { pendingReport = true } }
    }
    var pendingReport = false
    /// A time at which the recognizer wants `tick(at:)` even without input (long press, tap timeouts).
    public internal(set) var deadline: Double?
    /// The last position the recognizer saw.
    public private(set) var location: Point = .zero

    /// Creates a recognizer; `action` is called on every reported state change.
    public init(action: ((GestureRecognizer) -> Void)? = nil) {
        self.action = action
    }

    /// Discrete recognizers (taps) end without passing through began/changed.
    open var isDiscrete: Bool { false }

    /// Whether the recognizer is following a press that has not finished.
    open var isTracking: Bool { false }

    /// Feeds one event; subclasses override and call `super` to keep `location` current.
    open func handle(_ event: InputEvent) {
        if let p = event.position { location = p }
    }

    /// Called when `deadline` passes with no other event.
    open func tick(at time: Double) {}

    /// Returns to `possible`, forgetting any partial gesture.
    open func reset() {
        state = .possible
        deadline = nil
        pendingReport = false
    }

    /// Whether this recognizer wants the event at all (pointer events inside its widget by default).
    open func accepts(_ event: InputEvent) -> Bool { true }

    /// Asks the recognizer to stop (another gesture took over).
    public func cancel() {
        if state.isActive { state = .cancelled } else if state == .possible { state = .failed }
    }

    /// Sets the deadline for a timer-driven transition.
    public func schedule(at time: Double?) { deadline = time }

    /// Whether this may run together with `other`.
    func canRunWith(_ other: GestureRecognizer) -> Bool {
        (recognizesSimultaneously?(other) ?? false) || (other.recognizesSimultaneously?(self) ?? false)
    }
}
