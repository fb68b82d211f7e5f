import ChartIO
import Foundation

/// Command-line options of the viewer.
struct Options {
    /// The files to open: the first is the workspace's, the others join it.
    var files: [String] = []
    /// The first file.
    var file: String? { files.first }
    var export: String?
    var width = 1600
    var height = 900
    var scale = 1.0
    var theme = "light"
    var title: String?
    var showHelp = false
    var logEvents = false
    var follow = false
    var x: String?
    var y: [String]?
    var groupBy: String?
    var type: String?
    var specPath: String?
    var themeGiven = false
    var layout: String?
    var printSpec = false
    var saveWorkspace: String?
    /// `--stats`: print each plotted series' statistics and exit.
    var stats = false
    /// `--json`: the statistics as one JSON object per line.
    var json = false
    /// `--x-range LO:HI` as given (numbers or dates; read against the x column's kind later).
    var xRange: String?
    /// `--derive 'NAME = EXPRESSION'` (repeatable): derived columns.
    var derived: [String] = []
    /// `--install-desktop` / `--uninstall-desktop`: put Chartreuse into the desktop or take it out.
    var installDesktop = false
    var uninstallDesktop = false
    /// `--user`: install under the home folder, not /usr/local.
    var user = false

    static let usage = """
    usage: chartreuse [FILE|-] [FILE…] [options]

      FILE            a CSV, TSV or JSON file, or - for standard input (default: the bundled sample),
                      followed live as it changes; it opens as a workspace: a column browser beside
                      plots chosen from the table's shape (--print-spec shows the choice). Further
                      files join the browser under their names (a plot names them FILE:COLUMN);
                      runs with the first file's columns are drawn beside them
      --x COL         the x column (name or 1-based number; (row) for the row number)
      --y COL[,COL…]  the y columns
      --group-by COL  one series per value of this column
      --type KIND     line, bar, scatter, area, step, candle, ohlc, pie, donut, radar, histogram,
                      spectrum
                      (candle and ohlc read columns named open, high, low and close)
      --spec FILE     a YAML or JSON chart or workspace description (watched and reloaded too)
      --print-spec    print the workspace for FILE as the YAML --spec reads, then exit
      --save-workspace PATH  write that workspace to PATH, then exit
      --layout L      plots vertical (stacked, the default) or horizontal (side by side)
      --derive 'NAME = EXPR'  a derived column (repeatable), plotted and listed like the others:
                      + - * / ^, parentheses, abs log log10 exp sqrt sin cos tan min max,
                      deriv(y[, x]) integral(y[, x]) movavg(y, N) movmedian(y, N) (N rows, or
                      a time: 10s 5min 2h 1d); names with spaces in "quotes"; another file's
                      column as "FILE:COLUMN", read at this file's x (temp - "run2.csv:temp");
                      in the window: type = EXPR in the filter box, Enter
      --stats         print the statistics of each plotted series (count, min, max, mean, median,
                      std, rms, sum, first, last), then exit; --x-range LO:HI limits them to x in
                      LO…HI (numbers, or dates on a date axis); --json prints one object per line
      --follow        keep the newest rows in view as the file grows (key f)
      --export PATH   render the plots to PATH (ending in .png or .svg) without a display, then exit
      --size WxH      export size in pixels (default 1600x900)
      --scale S       device pixels per point for the export (default 1; 2 for HiDPI)
      --theme NAME    light or dark
      --title TEXT    title (default: the file name)
      --log-events    print interaction events as JSON lines on stdout ("ready" once the first
                      frame with data is on screen)
      --install-desktop [--user]  install the viewer into the desktop: the binary and Assets,
                      a .desktop entry opening CSV, TSV, JSON, NDJSON, Parquet and SQLite files
                      (the default for them), the icon; --user under ~/.local (XDG_DATA_HOME),
                      else /usr/local. Then xdg-open data.csv opens it
      --uninstall-desktop [--user]  take all of that out again

    in the window:
      click           select a bar or the nearest point (tooltip); click empty space to deselect
      drag            pan (flick for momentum); two-finger touch or touchpad scroll pans too
      wheel           zoom about the cursor: on a time series x only (shift+wheel y, ctrl+wheel
                      and pinch both); plots with one kind of x pan and zoom together
      y               fit y to the view after each pan and zoom (on by default; toggles)
      right-drag      box zoom (or shift+drag)
      double-click    reset the zoom
      long press      crosshair while held
      legend click    show or hide a series (on "+N more": list them all)
      arrows          pan          + / -   zoom (keypad too)   0 or Home   reset
      Tab/Shift+Tab   move the selection                Escape      deselect
      c               toggle the crosshair              Alt+←/→     zoom history (mouse back/forward too)
      f               follow the newest rows            t           light / dark
      Ctrl+S          save PNG + SVG (never over one)   Ctrl+C      copy the selected value (or the statistics)
      F1 or ?         help                              q           quit
      drop a file on the window to add it to the workspace

    the workspace:
      click a column  add it to the current plot, or take it out (Enter in the list too)
      drag a column   onto a plot to add it; between plots or below them for a new plot
      drag a legend entry  move its series to another plot (between plots: a new one)
      / · ↑ ↓         filter the columns · move through them     Delete (in the list)  take it out
      / then = NAME = EXPR, Enter   add a derived column (see --derive)
      Ctrl+B          show or hide the column browser
      a · b · x       cursor A / cursor B at the pointer, in every linked plot; x clears them
                      (drag a cursor along x to move it)
      i               values at the cursors interpolated, or the nearest sample's (toggles)
      r · Shift+R     a horizontal · vertical reference line at the pointer (on a line: remove
                      it; drag a line to move it)
      n               a note pinned to the nearest point: type it, Enter pins, Escape gives up
                      (on a note: edit it; emptied, it goes); lines and notes are saved with the
                      workspace
      s               statistics under the plots: each series' values at the cursors, their
                      difference and slope, and count, min, max, mean, median, std, rms, peak to
                      peak, sum, first and last between them (or over the view); Ctrl+C copies it
      Shift+S         the statistics of the view even while both cursors stand, or between them
      Ctrl+E          export the current plot's rows in view as CSV (NAME-view.csv beside the file)
      h · p           a histogram (Freedman–Diaconis bins) · a power spectrum (Hann window, FFT,
                      in dB, its peak named) of the current plot's series, of the view when
                      zoomed, as a new plot
      d · [ · ]       on a histogram: counts or density · fewer · more bins; on a spectrum: dB
                      over log frequency, or linear axes
      m               maximise the current plot or restore (or double-click its title)
      l               link or unlink the current plot's x with the others (or click "linked")
      Delete          close the current plot (or click × on its title)
      v               plots side by side, or stacked again
      drag a divider  resize the plots
      Ctrl+Shift+S    save the workspace as NAME.workspace.yaml (open it again with --spec)
      Ctrl+drag a line  slide its file along x to line its runs up with another file's
                      (saved with the workspace as offsets)
    """

    /// Parses arguments; throws a one-line message on bad input.
    static func parse(_ args: [String]) throws -> Options {
        var o = Options()
        var i = 0
        func value(_ flag: String) throws -> String {
            i += 1
            guard i < args.count else { throw UsageError("\(flag) needs a value") }
            return args[i]
        }
        while i < args.count {
            let a = args[i]
            switch a {
            case "-h", "--help": o.showHelp = true
            case "--export", "-o":
                let v = try value(a)
                let ext = (v as NSString).pathExtension.lowercased()
                guard ["png", "svg"].contains(ext) else {
                    throw UsageError("--export writes .png or .svg files; '\(v)' has \(ext.isEmpty ? "no extension" : "the extension .\(ext)")")
                }
                o.export = v
            case "--size":
                let v = try value(a)
                let parts = v.lowercased().split(separator: "x")
                guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
                      (1...16384).contains(w), (1...16384).contains(h) else {
                    throw UsageError("--size wants WIDTHxHEIGHT between 1 and 16384, got '\(v)'")
                }
                (o.width, o.height) = (w, h)
            case "--scale":
                let v = try value(a)
                guard let s = Double(v), s >= 0.5, s <= 4 else { throw UsageError("--scale wants a number from 0.5 to 4, got '\(v)'") }
                o.scale = s
            case "--theme":
                let v = try value(a)
                guard ["light", "dark"].contains(v.lowercased()) else { throw UsageError("--theme is light or dark, got '\(v)'") }
                o.theme = v.lowercased()
                o.themeGiven = true
            case "--title": o.title = try value(a)
            case "--log-events": o.logEvents = true
            case "--follow": o.follow = true
            case "--x": o.x = try value(a)
            case "--y": o.y = try value(a).split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
            case "--group-by": o.groupBy = try value(a)
            case "--type":
                let v = try value(a).lowercased()
                guard ChartSpec.kinds.contains(v) else {
                    throw UsageError("--type is one of \(ChartSpec.kinds.joined(separator: ", ")); got '\(v)'")
                }
                o.type = v
            case "--spec": o.specPath = try value(a)
            case "--print-spec": o.printSpec = true
            case "--save-workspace": o.saveWorkspace = try value(a)
            case "--stats": o.stats = true
            case "--derive":
                let d = try value(a)
                do { _ = try DerivedColumn(d) } catch let e as ExpressionError { throw UsageError("--derive '\(d)': \(e)") }
                o.derived.append(d)
            case "--json": o.json = true
            case "--install-desktop": o.installDesktop = true
            case "--uninstall-desktop": o.uninstallDesktop = true
            case "--user": o.user = true
            case "--x-range": o.xRange = try value(a)
            case "--layout":
                let v = try value(a).lowercased()
                guard ["vertical", "horizontal"].contains(v) else { throw UsageError("--layout is vertical or horizontal, got '\(v)'") }
                o.layout = v
            default:
                if a.hasPrefix("-") && a != "-" { throw UsageError("unknown option \(a) (see --help)") }
                if a == "-", !o.files.isEmpty { throw UsageError("standard input (-) can only be the first file") }
                o.files.append(a)
            }
            i += 1
        }
        if (o.json || o.xRange != nil) && !o.stats { throw UsageError("--json and --x-range go with --stats") }
        return o
    }
}

/// A command-line mistake, reported as one line.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
}
