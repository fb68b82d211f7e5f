import Glibc

/// Ctrl+C while a headless run loads its file: one line on stderr saying the load was cancelled,
/// and exit status 130 (the shell's code for an interrupt), rather than a progress bar cut off.
enum LoadInterrupt {
    /// The line written by the handler, made before it can run (a handler may not allocate).
    nonisolated(unsafe) private static var line: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) private static var length = 0

    /// Catches Ctrl+C until `end()`; `file` is named in the line.
    static func begin(file: String) {
        let text = (isatty(2) != 0 ? "\r\u{1B}[K" : "") + "chartreuse: \(file): loading was cancelled (Ctrl+C)\n"
        line = strdup(text)
        length = strlen(line!)
        signal(SIGINT) { _ in
            if let l = LoadInterrupt.line { _ = write(2, l, LoadInterrupt.length) }
            _exit(130)
        }
    }

    /// Ctrl+C ends the process as usual again.
    static func end() {
        signal(SIGINT, SIG_DFL)
    }
}
