import ArgumentParser
import ChartCore
import ChartClickHouse
import ChartIO
import ChartSpecs
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
        A CSV, TSV, JSON or JSON Lines file (compressed too), a Parquet, Arrow (Feather) or SQLite file, - \
        for standard input (default: the spec's source:, else the bundled sample), or a ClickHouse table as \
        clickhouse://[user@]host[:port]/db?table=T&x=COL&y=A,B (password from the URL, CLICKHOUSE_PASSWORD or \
        password_file=PATH; each viewport is asked of the server), followed live as it \
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
        // (The URL is not echoed: it may hold a password.)
        if files.dropFirst().contains(where: ClickHouseURL.isURL) { throw ValidationError("a clickhouse:// URL can only be the first source") }
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
        o.filter = plot.filter
        if let d = plot.decimal {
            guard d == "," || d == "." else { throw ValidationError("--decimal is , or ., got '\(d)'") }
            o.textForms.decimal = d.utf8.first
        }
        if let d = plot.dateOrder {
            guard let order = DateOrder(rawValue: d.lowercased()) else { throw ValidationError("--date-order is dmy or mdy, got '\(d)'") }
            o.textForms.dateOrder = order
        }
        guard plot.table == nil || plot.query == nil else { throw ValidationError("--table and --query each choose the rows: give one") }
        o.textForms.table = plot.table
        o.textForms.query = plot.query
        if plot.table != nil || plot.query != nil, files.count > 1 {
            // With several files they choose the rows of the databases among them (or of the
            // ClickHouse URL first); standard input and pipes may hold a database.
            let mayHoldRows = { (f: String) in ClickHouseURL.isURL(f) || f == "-" || StreamReader.isStream(f) || DataLoader.isDatabase(f) }
            guard files.contains(where: mayHoldRows) else {
                throw ValidationError("\(plot.query != nil ? "--query" : "--table") chooses the rows of a SQLite database, and none of the files is one")
            }
            o.textForms.databasesOnly = true
        }
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
        o.prepare = headless.prepare
        if o.prepare && !(files.first.map(ClickHouseURL.isURL) ?? false) { throw ValidationError("--prepare goes with a clickhouse:// URL") }
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
