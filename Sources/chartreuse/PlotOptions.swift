import ArgumentParser

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
    @Option(name: .customLong("filter"), help: ArgumentHelp("""
        Show only the rows holding this condition: comparisons (== != < <= > >=) of columns, numbers and \
        expressions joined by and, or, not and parentheses; a quoted word is text beside a text column, a \
        date beside a date column (temp > 30 and weather == "rain", day >= "2024-03-01"). The plots, --export \
        and --stats read those rows alone; in the window: type = where CONDITION in the filter box, Enter.
        """, valueName: "condition"))
    var filter: String?
    @Option(name: .customLong("decimal"), help: ArgumentHelp("""
        The decimal mark: , reads 1.234,5 and 0,25 in every column written so; . never reads a comma as \
        one (by default each column is decided from its cells).
        """, valueName: ", or ."))
    var decimal: String?
    @Option(name: .customLong("date-order"), help: ArgumentHelp("""
        Day or month first in dates written with the year last (03/04/2024; in 3/4/24 a two-digit year is \
        the latest such year up to ten years ahead): dmy or mdy (by default a day or month above 12 decides, \
        else the file's locale: dmy with decimal commas or ; separators).
        """, valueName: "dmy|mdy"))
    var dateOrder: String?
    @Option(name: .customLong("table"), help: ArgumentHelp("""
        For a SQLite database or a ClickHouse URL: the table (or view) to read (a database's default: its only table; with several, \
        the window shows the first and lists every table's columns, the CLI lists the tables). With several files: the \
        table of each database among them, the others read as usual.
        """, valueName: "name"))
    var table: String?
    @Option(name: .customLong("query"), help: ArgumentHelp("""
        For a SQLite database or a ClickHouse URL: read the rows of this query (SELECT only) rather than a table. With several \
        files: the rows of each database among them, the others read as usual.
        """, valueName: "sql"))
    var query: String?
}
