import ChartIO

/// What the command line says of a workspace: the flags that override the spec file's first
/// picture, the spec file, further derived columns and how text files are read.
public struct WorkspaceOptions: Sendable {
    /// `--x`: the x column.
    public var x: String?
    /// `--y`: the y columns.
    public var y: [String]?
    /// `--group-by`: a column splitting the rows into series.
    public var groupBy: String?
    /// `--type`: the kind.
    public var kind: String?
    /// `--title`.
    public var title: String?
    /// `--theme`, when given on the command line.
    public var theme: String?
    /// `--follow`.
    public var follow = false
    /// `--layout`.
    public var layout: String?
    /// `--spec`: the spec or workspace file.
    public var specPath: String?
    /// `--filter`: only the rows holding this condition (over the spec's).
    public var filter: String?
    /// `--derive`: derived columns after the spec's.
    public var derived: [String] = []
    /// How text files are read (delimiter, decimal comma, table of a database…).
    public var textForms = TextForms.automatic

    /// Options with nothing given.
    public init() {}
}
