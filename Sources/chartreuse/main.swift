import ChartCore
import ChartClickHouse
import ChartIO
import ChartSpecs
import ChartSDL
import ChartWorkspace
import WorkspaceModel
import Foundation
import ChartExport

let launched = ProcessInfo.processInfo.systemUptime
// The library's own messages (a display lost, a font put in for a missing one), as the viewer's.
LibraryMessages.handler = { FileHandle.standardError.write(Data("chartreuse: \($0)\n".utf8)) }

/// Prints one line to stderr and exits with `code`.
func fail(_ message: String, code: Int32 = 1) -> Never {
    FileHandle.standardError.write("chartreuse: \(message)\n".data(using: .utf8)!)
    exit(code)
}

// The usual usage message and exit code for a mistake; --help, --version and completions exit here.
var parsedOptions: Options
do {
    let command = try ChartreuseCommand.parse(Array(CommandLine.arguments.dropFirst()))
    parsedOptions = try command.options()
} catch {
    ChartreuseCommand.exit(withError: error)
}
// The settings file under the flags (a bad one: one warning line, and the defaults).
let settingsPath = UserSettings.path()
let (settings, settingsWarning) = UserSettings.load(settingsPath)
let remembered = RememberedState.load(RememberedState.path())
parsedOptions.apply(settings, remembered: remembered)
let options = parsedOptions
if options.printConfig {
    for line in options.configReport(path: settingsPath, remembered: remembered, warning: settingsWarning) { print(line) }
    exit(0)
}
if let w = settingsWarning { FileHandle.standardError.write("chartreuse: warning: \(w)\n".data(using: .utf8)!) }
// A derived column's mistake is bad input, not usage: one line pointing at it.
for d in options.derived {
    do { _ = try DerivedColumn(d) } catch { fail("--derive '\(d)': \(error)", code: 2) }
}

if options.installDesktop || options.uninstallDesktop {
    do {
        let d = DesktopInstall(user: options.user)
        for line in try options.installDesktop ? d.install() : d.uninstall() { print(line) }
        exit(0)
    } catch {
        let why = error is UsageError ? "\(error)" : (error as NSError).localizedDescription
        fail("\(options.installDesktop ? "--install-desktop" : "--uninstall-desktop"): \(why)")
    }
}

let path: String
var openedSample = false
if let f = options.file {
    path = f
} else if let p = options.specPath, let s = (try? ChartSpec.load(path: p))?.source {
    // The spec's own source (a file relative to the spec's folder); a spec that cannot be read says so below.
    if ClickHouseURL.isURL(s) {
        // Never with a password: neither one the spec holds nor this machine's (CLICKHOUSE_PASSWORD…).
        let u: ClickHouseURL
        do { u = try ClickHouseURL(s, environment: [:], tableOptional: true) } catch { fail("\(p): its source: \(error)") }
        guard u.password == nil else {
            fail("\(p): its source must be a clickhouse:// URL without a password or password_file (give a URL that needs one on the command line)")
        }
        path = u.withEmptyPassword
    } else {
        path = s.hasPrefix("/") ? s : URL(fileURLWithPath: p).deletingLastPathComponent().appendingPathComponent(s).path
        // A saved workspace whose data is gone: one line (the window then waits for the file).
        if !FileManager.default.fileExists(atPath: path) {
            let why = "\(p): its source \(path) does not exist"
            if options.export != nil || options.printSpec || options.saveWorkspace != nil || options.stats { fail(why) }
            FileHandle.standardError.write("chartreuse: \(why)\n".data(using: .utf8)!)
        }
    }
} else if let dir = AssetLocator.assetsDirectory() {
    path = dir.appendingPathComponent("Samples/sample.csv").path
    openedSample = true
} else {
    fail("no FILE given and the bundled sample was not found")
}

if options.prepare {
    do {
        let source = try ClickHouseSource.open(path, forms: options.textForms, timeout: 3600)
        try ClickHouseRollups.prepare(source) { print($0) }
        exit(0)
    } catch {
        fail("\(error)")
    }
}

let headless = options.export != nil || options.printSpec || options.saveWorkspace != nil || options.stats
// A file that is not there yet: the window waits for it (a logger may not have written it), but a
// typo must not look like that — named at once with the names nearest it; a missing folder ends here.
if !headless {
    for p in ([path] + options.files.dropFirst()) where p != "-" && !ClickHouseURL.isURL(p) && !StreamReader.isStream(p)
        && !FileManager.default.fileExists(atPath: p) && !(p == path && options.file == nil) {
        if MissingFile.folderIsMissing(p) { fail(MissingFile.describe(p)) }
        FileHandle.standardError.write(Data("chartreuse: waiting for \(MissingFile.describe(p))\n".utf8))
    }
}

if !headless && !WindowHost.displayAvailable {
    fail("no display (neither DISPLAY nor WAYLAND_DISPLAY is set); use --export OUT.png to render without one")
}

let document = WorkspaceDocument(path: path, options: options.workspaceOptions)
document.isSample = openedSample
do {
    try document.loadSpec()
} catch {
    fail("\(error)")
}
// Keys of the spec the viewer ignores: named at once (a headless run names them with the problems).
if !headless { for w in document.specWarnings { FileHandle.standardError.write(Data("chartreuse: warning: \(w)\n".utf8)) } }

if headless {
    do {
        // CHARTREUSE_VERBOSE=1 prints how long each step took.
        let clock = StepClock(enabled: ProcessInfo.processInfo.environment["CHARTREUSE_VERBOSE"] == "1")
        let progress = ProgressBar(label: document.displayName)
        let parsed: ParsedTable
        var remoteRows = 0
        if document.isRemote {
            // A ClickHouse source: the rows held here, and the server asked for each plot's viewport.
            // The filter (`--filter`, a spec's `filter:`) is the server's to apply.
            let source = try ClickHouseSource.open(path, forms: options.textForms, filter: document.spec.filter)
            let preview = try source.preview()
            document.remote = source
            document.remoteWhole = preview.whole
            document.remoteRowCount = preview.rows
            remoteRows = preview.rows
            parsed = DataLoader.columnar(preview.table)
        } else {
            var interrupt = LoadInterrupt(file: document.displayName)
            defer { interrupt.end() }
            // A Parquet or Arrow file gives only the columns plotted, when the options name them all.
            var forms = options.textForms
            forms.columns = options.plottedColumns
            parsed = try DataLoader.load(path, forms: forms, progress: progress.update)
        }
        progress.finish()
        clock.lap("read \(parsed.rows) rows")
        // Further files are known before the first builds (a spec may name their columns).
        let extras = options.files.dropFirst().compactMap { p in document.addExtra(path: p).map { ($0, p) } }
        for (k, p) in extras { document.preload(try DataLoader.load(p, forms: options.textForms).table, extra: k) }
        // Accepting the first file draws the others beside it.
        try document.accept(parsed.table)
        // A filter that cannot be read would report every row as if filtered: a headless run stops.
        if let why = document.filterProblem { fail("\(document.displayName): \(why)") }
        for p in document.problems { FileHandle.standardError.write("chartreuse: \(document.displayName): \(p)\n".data(using: .utf8)!) }
        if options.printSpec {
            // An inferred workspace says why (YAML comments, which --spec reads past).
            if !document.spec.choosesColumns, let t = document.table, !document.isRemote {
                for line in WorkspaceInference.reasons(t, summaries: document.summaries) { print("# \(line)") }
            }
            print(document.workspaceSpec().yaml(), terminator: "")
        }
        if options.stats, document.isRemote, !document.remoteWhole {
            // A large ClickHouse table is held as a preview: say whose statistics these are.
            FileHandle.standardError.write("chartreuse: \(document.displayName): statistics of the \(parsed.rows) rows held here, a preview of the table's \(remoteRows) rows\n".data(using: .utf8)!)
        }
        if options.stats, let c = document.serverFilter {
            FileHandle.standardError.write("chartreuse: \(document.displayName): statistics of the \(remoteRows) rows where \(c) (filtered by the server)\n".data(using: .utf8)!)
        }
        if options.stats, let f = document.filterCount, let c = document.model.spec.filter {
            FileHandle.standardError.write("chartreuse: \(document.displayName): statistics of the \(f.kept) of \(f.of) rows where \(c)\n".data(using: .utf8)!)
        }
        if options.stats {
            for line in try StatsReport.lines(document.built, range: options.xRange, json: options.json) { print(line) }
        }
        if let out = options.saveWorkspace {
            do {
                try document.workspaceSpec(savedAt: out).yaml().write(toFile: out, atomically: true, encoding: .utf8)
            } catch {
                fail("cannot write \(out): \((error as NSError).localizedDescription)")
            }
        }
        if let out = options.export {
            let settings = options.settings
            let picture = WorkspacePicture(document: document, theme: options.theme, themeNamed: { settings.theme($0) },
                                           numberStyle: settings.numberStyle ?? .standard)
            let plots = picture.plots, view = picture.view, remote = picture.providers
            clock.lap("built \(plots.charts.count) plot(s)")
            try ChartExporter.export(view, to: out, width: options.width, height: options.height, scale: options.scale)
            if let why = remote.compactMap(\.lastProblem).first { fail(why) }
            clock.lap("rendered and wrote \(out)")
        }
    } catch {
        fail("\(error)")
    }
    exit(0)
}

do {
    let app = try ViewerApp(document: document, options: options, launched: launched)
    if ProcessInfo.processInfo.environment["CHARTREUSE_EXIT_AFTER_FIRST_FRAME"] == "1" {
        // For the benchmark of start-up time: leave once the first frame with the data is on screen.
        app.onReady = { _exit(0) }
    }
    app.run()
} catch let e as WindowError {
    if case .noDisplay = e { fail("\(e); use --export OUT.png to render without one") }
    fail("\(e)")
} catch {
    fail("\(error)")
}
