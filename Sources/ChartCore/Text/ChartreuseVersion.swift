/// Chartreuse's release, which `--version` prints with the commit it was built from.
package enum ChartreuseVersion {
    /// The package's version.
    package static let number = "0.6.0"
}
