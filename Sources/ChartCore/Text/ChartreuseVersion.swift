/// Chartreuse's release, which `--version` prints with the commit it was built from.
public enum ChartreuseVersion {
    /// The package's version.
    public static let number = "0.6.0"
}
