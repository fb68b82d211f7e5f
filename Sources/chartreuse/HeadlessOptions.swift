import ArgumentParser

/// Exports and reports that need no display.
struct HeadlessOptions: ParsableArguments {
    @Option(name: [.customShort("o"), .customLong("export")],
            help: ArgumentHelp("Render the plots to PATH (ending in .png or .svg) without a display, then exit.", valueName: "path"))
    var export: String?
    @Option(name: .customLong("size"), help: ArgumentHelp("Export size in pixels (default 1600x900).", valueName: "wxh"))
    var size: String?
    @Option(name: .customLong("scale"), help: ArgumentHelp("Device pixels per point for the export (default 1; 2 for HiDPI); in the window, type and lines that much larger on top of the display's own ratio.", valueName: "s"))
    var scale: String?
    @Flag(name: .customLong("print-spec"), help: "Print the workspace for FILE as the YAML --spec reads, then exit.")
    var printSpec = false
    @Option(name: .customLong("save-workspace"), help: ArgumentHelp("Write that workspace to PATH, then exit.", valueName: "path"))
    var saveWorkspace: String?
    @Flag(name: .customLong("stats"), help: """
        Print the statistics of each plotted series (count, min, max, mean, median, std, rms, sum, first, \
        last), then exit.
        """)
    var stats = false
    @Option(name: .customLong("x-range"), help: ArgumentHelp("With --stats: only x in LO…HI (numbers, or dates on a date axis).", valueName: "lo:hi"))
    var xRange: String?
    @Flag(name: .customLong("json"), help: "With --stats: one JSON object per line.")
    var json = false
    @Flag(name: .customLong("prepare"), help: """
        For a ClickHouse URL: make per-bucket M4 tables (rollups, in the same database) of each y column, \
        so a viewport of billions of rows reads a few hundred rows per pixel column; then exit. Needs a \
        user allowed to create tables; inserts made later leave them unused until prepared again.
        """)
    var prepare = false
}
