/// Carries a value across threads when the receiver promises to touch it only on one thread.
public struct Unchecked<T>: @unchecked Sendable {
    /// The wrapped value; touch it only on the thread the receiver promised.
    public let value: T
    /// Wraps a value to send across threads unchecked.
    public init(_ value: T) { self.value = value }
}
