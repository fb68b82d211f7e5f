import ArgumentParser

/// Putting the viewer into the desktop.
struct DesktopOptions: ParsableArguments {
    @Flag(name: .customLong("install-desktop"), help: """
        Install the viewer into the desktop: the binary and Assets, a .desktop entry opening CSV, TSV, JSON, \
        NDJSON, Parquet, Arrow and SQLite files (the default for them), the icon; then xdg-open data.csv opens it.
        """)
    var installDesktop = false
    @Flag(name: .customLong("uninstall-desktop"), help: "Take all of that out again.")
    var uninstallDesktop = false
    @Flag(name: .customLong("user"), help: "With either: under ~/.local (XDG_DATA_HOME), not /usr/local.")
    var user = false
    @Flag(name: .customLong("print-config"), help: """
        Print the settings in force (theme, window_size, follow, palette, export_size, export_scale) and where \
        each came from: a flag, $XDG_CONFIG_HOME/chartreuse/config.yaml, or the default; then exit.
        """)
    var printConfig = false
}
