import ArgumentParser
import ChartCore
import ChartIO
import Foundation

/// The viewer's command line, parsed by swift-argument-parser: grouped `--help`, `--version`,
/// `--generate-completion-script`, and the usual usage message and exit code for a mistake.
struct ChartreuseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chartreuse",
        abstract: "Explore data files in linked plots that follow them live.",
        discussion: Options.windowKeys(),
        version: "chartreuse \(ChartreuseVersion.number) (commit \(buildCommit))")

    @Argument(help: ArgumentHelp("""
        A CSV, TSV or JSON file, or - for standard input (default: the bundled sample), followed live as it \
        changes; it opens as a workspace: a column browser beside plots chosen from the table's shape \
        (--print-spec shows the choice). Further files join the browser under their names (a plot names \
        them FILE:COLUMN); runs with the first file's columns are drawn beside them.
        """, valueName: "file"))
    var files: [String] = []

    @OptionGroup(title: "What to plot") var plot: PlotOptions
    @OptionGroup(title: "Without a window") var headless: HeadlessOptions
    @OptionGroup(title: "The window") var window: WindowOptions
    @OptionGroup(title: "The desktop and settings") var desktop: DesktopOptions

    /// The options as the viewer reads them; a value out of its range is a usage error.
    func options() throws -> Options {
        var o = Options()
        o.files = files
        if let i = files.firstIndex(of: "-"), i > 0 { throw ValidationError("standard input (-) can only be the first file") }
        o.x = plot.x
        o.y = plot.y.map { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } }
        o.groupBy = plot.groupBy
        if let t = plot.type?.lowercased() {
            guard ChartSpec.kinds.contains(t) else { throw ValidationError("--type is one of \(ChartSpec.kinds.joined(separator: ", ")); got '\(t)'") }
            o.type = t
        }
        o.specPath = plot.spec
        if let l = plot.layout?.lowercased() {
            guard ["vertical", "horizontal"].contains(l) else { throw ValidationError("--layout is vertical or horizontal, got '\(l)'") }
            o.layout = l
        }
        o.derived = plot.derive
        if let v = headless.export {
            let ext = (v as NSString).pathExtension.lowercased()
            guard ["png", "svg"].contains(ext) else {
                throw ValidationError("--export writes .png or .svg files; '\(v)' has \(ext.isEmpty ? "no extension" : "the extension .\(ext)")")
            }
            o.export = v
        }
        if let v = headless.size {
            let parts = v.lowercased().split(separator: "x")
            guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (1...16384).contains(w), (1...16384).contains(h) else {
                throw ValidationError("--size wants WIDTHxHEIGHT between 1 and 16384, got '\(v)'")
            }
            (o.width, o.height) = (w, h)
            o.sizeGiven = true
        }
        if let v = headless.scale {
            guard let s = Double(v), s >= 0.5, s <= 4 else { throw ValidationError("--scale wants a number from 0.5 to 4, got '\(v)'") }
            o.scale = s
            o.scaleGiven = true
        }
        o.printSpec = headless.printSpec
        o.saveWorkspace = headless.saveWorkspace
        o.stats = headless.stats
        o.json = headless.json
        o.xRange = headless.xRange
        if (o.json || o.xRange != nil) && !o.stats { throw ValidationError("--json and --x-range go with --stats") }
        if let t = window.theme {
            guard ["light", "dark"].contains(t.lowercased()) else { throw ValidationError("--theme is light or dark, got '\(t)'") }
            o.theme = t.lowercased()
            o.themeGiven = true
        }
        o.title = window.title
        o.follow = window.follow
        o.logEvents = window.logEvents
        o.installDesktop = desktop.installDesktop
        o.uninstallDesktop = desktop.uninstallDesktop
        o.user = desktop.user
        o.printConfig = desktop.printConfig
        return o
    }

    func validate() throws { _ = try options() }
}

/// Which columns, how, and derived ones.
struct PlotOptions: ParsableArguments {
    @Option(name: .customLong("x"), help: ArgumentHelp("The x column (name or 1-based number; (row) for the row number).", valueName: "col"))
    var x: String?
    @Option(name: .customLong("y"), help: ArgumentHelp("The y columns, comma-separated.", valueName: "col[,col…]"))
    var y: String?
    @Option(name: .customLong("group-by"), help: ArgumentHelp("One series per value of this column.", valueName: "col"))
    var groupBy: String?
    @Option(name: .customLong("type"), help: ArgumentHelp("""
        line, bar, scatter, area, step, candle, ohlc, pie, donut, radar, histogram or spectrum \
        (candle and ohlc read columns named open, high, low and close).
        """, valueName: "kind"))
    var type: String?
    @Option(name: .customLong("spec"), help: ArgumentHelp("A YAML or JSON chart or workspace description (watched and reloaded too).", valueName: "file"))
    var spec: String?
    @Option(name: .customLong("layout"), help: ArgumentHelp("Plots vertical (stacked, the default) or horizontal (side by side).", valueName: "l"))
    var layout: String?
    @Option(name: .customLong("derive"), help: ArgumentHelp("""
        A derived column (repeatable), plotted and listed like the others: + - * / ^, parentheses, abs log \
        log10 exp sqrt sin cos tan min max, deriv(y[, x]) integral(y[, x]) movavg(y, N) movmedian(y, N) \
        (N rows, or a time: 10s 5min 2h 1d); names with spaces in "quotes"; another file's column as \
        "FILE:COLUMN", read at this file's x (temp - "run2.csv:temp"); in the window: type = EXPR in the \
        filter box, Enter.
        """, valueName: "'name = expr'"))
    var derive: [String] = []
}

/// Exports and reports that need no display.
struct HeadlessOptions: ParsableArguments {
    @Option(name: [.customShort("o"), .customLong("export")],
            help: ArgumentHelp("Render the plots to PATH (ending in .png or .svg) without a display, then exit.", valueName: "path"))
    var export: String?
    @Option(name: .customLong("size"), help: ArgumentHelp("Export size in pixels (default 1600x900).", valueName: "wxh"))
    var size: String?
    @Option(name: .customLong("scale"), help: ArgumentHelp("Device pixels per point for the export (default 1; 2 for HiDPI).", valueName: "s"))
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
}

/// How the window looks and reports.
struct WindowOptions: ParsableArguments {
    @Option(name: .customLong("theme"), help: ArgumentHelp("light or dark.", valueName: "name"))
    var theme: String?
    @Option(name: .customLong("title"), help: ArgumentHelp("The title (default: the file name).", valueName: "text"))
    var title: String?
    @Flag(name: .customLong("follow"), help: "Keep the newest rows in view as the file grows (key f).")
    var follow = false
    @Flag(name: .customLong("log-events"), help: """
        Print interaction events as JSON lines on stdout ("ready" once the first frame with data is on screen).
        """)
    var logEvents = false
}

/// Putting the viewer into the desktop.
struct DesktopOptions: ParsableArguments {
    @Flag(name: .customLong("install-desktop"), help: """
        Install the viewer into the desktop: the binary and Assets, a .desktop entry opening CSV, TSV, JSON, \
        NDJSON, Parquet and SQLite files (the default for them), the icon; then xdg-open data.csv opens it.
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
