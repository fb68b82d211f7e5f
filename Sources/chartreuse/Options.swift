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
    /// `--prepare`: make a ClickHouse source's rollups, then exit.
    var prepare = false
    /// `--derive 'NAME = EXPRESSION'` (repeatable): derived columns.
    var derived: [String] = []
    /// `--filter`: only the rows holding this condition.
    var filter: String?
    /// `--decimal` and `--date-order`: how the files write numbers and dates (nil: decided from them).
    var textForms = TextForms.automatic
    /// `--install-desktop` / `--uninstall-desktop`: put Chartreuse into the desktop or take it out.
    var installDesktop = false
    var uninstallDesktop = false
    /// `--user`: install under the home folder, not /usr/local.
    var user = false
    /// `--size` / `--scale` were given (they beat the settings file's export size and scale).
    var sizeGiven = false
    var scaleGiven = false
    /// `--print-config`: print the settings in force and where each came from, then exit.
    var printConfig = false
    /// The settings file's (flags beat them).
    var settings = UserSettings()
    /// The window's size at start: the settings', else the remembered one, else 1100x680.
    var windowSize = (1100, 680)

    /// The window's keys and gestures, by section: what --help lists.
    static let keySections: [(String, [(String, String)])] = [
        ("In the window", [
            ("click", "select a bar or the nearest point: its whole row in the tooltip (a wide table's in a panel at the right; the wheel scrolls it); click empty space to deselect"),
            ("drag", "pan (flick for momentum); two-finger touch or touchpad scroll pans too"),
            ("wheel", "zoom about the cursor: on a time series x only (shift+wheel y, ctrl+wheel and pinch both); plots with one kind of x pan and zoom together"),
            ("y", "fit y to the view after each pan and zoom (on by default; toggles)"),
            ("right-drag", "box zoom (or shift+drag)"),
            ("double-click", "reset the zoom (0 or Home too)"),
            ("long press, c", "crosshair while held; c toggles it"),
            ("legend click", "show or hide a series (on \"+N more\": list them all)"),
            ("arrows, + -", "pan, zoom (keypad too)"),
            ("Tab, Shift+Tab", "move the selection; Escape deselects, and cancels a long load"),
            ("Alt+Left, Alt+Right", "zoom history (mouse back/forward too)"),
            ("f, t", "follow the newest rows (a drag pauses it); light / dark"),
            ("Ctrl+S", "save the current plot as PNG + SVG beside the file (never over one)"),
            ("Ctrl+Shift+C", "copy the current plot to the clipboard as an image (needs xclip or wl-clipboard)"),
            ("Ctrl+C", "copy the selected point's row, names and values tab-separated (or the table's selected rows, or the statistics table)"),
            ("F1, ?", "help"),
            ("q", "quit"),
            ("drop a file", "add it to the workspace"),
            ("Ctrl+O", "open a file (it joins the workspace): the desktop portal's chooser, else zenity's or kdialog's when installed, else a list of the recent files and those beside the current one"),
        ]),
        ("The workspace", [
            ("click a column", "add it to the current plot, or take it out (Enter in the list too); a number of another size joins on a right-hand axis"),
            ("drag a column", "onto a plot to add it (a category: split the plot by it); onto its x axis to make it the x; between plots or onto the status line below them for a new plot"),
            ("right-click", "a menu of what applies there (a column, a legend entry, a plot, an axis), each item naming its key, and renaming the title or an axis title; Up, Down, Enter, Escape"),
            ("Shift+Enter", "in the list: the highlighted column becomes the current plot's x (numbers in no order: dots; text: bars of the means)"),
            ("Ctrl+Enter", "in the list: split the current plot by the highlighted column, one coloured series per value (again: unsplit)"),
            ("k", "the current plot's next kind among those that fit: line, scatter, step, area (x in order; otherwise dots only), bar (a few rows), candlestick and OHLC (open/high/low/close columns); split counts or sums: bars side by side or stacked"),
            ("Shift+L, Ctrl+L", "a logarithmic y, x axis on the current plot, or linear again (values <= 0 are left out and counted)"),
            ("drag a legend entry", "move its series to another plot (between plots: a new one)"),
            ("/, Up, Down", "filter the columns, move through them; Delete in the list takes one out"),
            ("/ then = NAME = EXPR", "Enter adds a derived column (see --derive)"),
            ("/ then = where COND", "Enter shows only the rows holding the condition in every plot and the table (see --filter); = where alone shows every row again"),
            ("Ctrl+Shift+drag", "select rows: over lines the rows whose x lies in the range dragged, over dots the rectangle, over bars the categories covered (Ctrl+Shift+click on a split plot's legend entry: its value's rows; Shift+click in the table: the rows between); drawn in full in every plot of the file's rows and the rest dimmed, tinted in the table, described by the statistics panel; saved with the workspace (selection:)"),
            ("Ctrl+I, Ctrl+F, Escape", "with rows selected: invert the selection; show only its rows (the filter); clear it (Ctrl+Z undoes each)"),
            ("Ctrl+B", "show or hide the column browser"),
            ("Ctrl+T", "the file's rows in a table below the plots (the first file's when several are open; the filter's rows when one is set; again: hide it); only the rows in view are written, dates as dates, gaps empty; the wheel scrolls it (Shift+wheel or Left, Right: its columns), the scroll bar drags; a header click sorts by that column, ascending, then largest first, then the file's order (equal values keep the file's order, gaps last)"),
            ("click a row", "in the table: choose it, marked in every plot with the crosshair on it; Up, Down, Page Up, Page Down, Home, End move; Shift extends the selection and Ctrl+C copies the selected rows (at most 100,000) as TSV under the column names; a point clicked in a plot, or the crosshair on one, scrolls the table to its row"),
            ("a, b, x", "cursor A, cursor B at the pointer in every linked plot; x clears them (drag a cursor along x to move it; Ctrl+Z undoes, the saved workspace keeps them)"),
            ("i", "values at the cursors interpolated, or the nearest sample's (toggles)"),
            ("r, Shift+R", "a horizontal, vertical reference line at the pointer (on a line: remove it; drag a line to move it)"),
            ("n", "a note pinned to the nearest point: type it, Enter pins, Escape gives up (on a note: edit it; emptied, it goes); lines and notes are saved with the workspace"),
            ("s", "statistics under the plots: each series' values at the cursors, their difference and slope, and count, min, max, mean, median, std, rms, peak to peak, sum, first and last between them (or over the view); Ctrl+C copies it"),
            ("Shift+S", "the statistics of the view even while both cursors stand, or between them"),
            ("Ctrl+E", "export the current plot's rows in view as CSV (NAME-view.csv beside the file); with rows selected in the data table, those rows with every column (NAME-rows.csv); else with rows selected by a brush, those (NAME-selected.csv)"),
            ("h, p", "a histogram (Freedman–Diaconis bins), a power spectrum (Hann window, FFT, in dB, its peak named) of the current plot's series, of the view when zoomed, as a new plot"),
            ("d, [, ]", "on a histogram: counts or density, fewer, more bins; on a spectrum: dB over log frequency, or linear axes"),
            ("m", "maximise the current plot or restore (or double-click its title)"),
            ("l", "link or unlink the current plot's x with the others (or click \"linked\")"),
            ("Delete", "close the current plot (or click × on its title)"),
            ("v", "plots side by side, or stacked again"),
            ("drag a divider", "resize the plots"),
            ("Ctrl+Shift+S", "save the workspace as NAME.workspace.yaml, naming its file (--spec alone opens it again)"),
            ("Ctrl+Z", "undo the last workspace edit (plots, columns, hidden series, links, sizes, layout, notes, cursors, bins, derived columns, offsets, theme)"),
            ("Ctrl+Shift+Z, Ctrl+Y", "redo what was undone"),
            ("Ctrl+drag a line", "slide its file along x to line its runs up with another file's (saved with the workspace as offsets)"),
        ]),
    ]

    /// The keys as text at most `width` columns wide: each key, then its words wrapped beside it.
    static func windowKeys(width: Int = 72) -> String {
        let indent = 22
        var out: [String] = []
        for (title, keys) in keySections {
            out.append(title.uppercased() + ":")
            for (key, text) in keys {
                var line = "  " + key
                if line.count >= indent - 1 { out.append(line); line = "" }
                line = line.padding(toLength: indent, withPad: " ", startingAt: 0)
                var first = true
                for word in text.split(separator: " ") {
                    if !first, line.count + 1 + word.count > width {
                        out.append(line)
                        line = String(repeating: " ", count: indent)
                        first = true
                    }
                    line += (first ? "" : " ") + word
                    first = false
                }
                out.append(line)
            }
            out.append("")
        }
        return out.joined(separator: "\n").trimmingCharacters(in: .newlines)
    }
}
