/// A mistake in what was asked of the command line, reported as one line.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
}
