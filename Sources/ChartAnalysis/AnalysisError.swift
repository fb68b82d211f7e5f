/// Why a histogram or spectrum cannot be made (too few values), said in a plot's place.
public struct AnalysisError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var description: String
    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}
