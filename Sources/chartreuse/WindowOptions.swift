import ArgumentParser

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
