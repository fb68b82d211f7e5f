import Glibc

/// The line the interrupt handler writes, made before the handler can run (a handler may not
/// allocate), and its length.
nonisolated(unsafe) private var interruptLine: UnsafeMutablePointer<CChar>?
nonisolated(unsafe) private var interruptLength = 0

/// Ctrl+C while a headless run loads its file: one line on stderr saying the load was cancelled,
/// and exit status 130 (the shell's code for an interrupt), rather than a progress bar cut off.
/// An interrupt the process was started ignoring (a background job's) stays ignored.
struct LoadInterrupt {
    private var previous = sigaction()
    private var installed = false

    /// Catches Ctrl+C until `end()`; `file` is named in the line.
    init(file: String) {
        guard sigaction(SIGINT, nil, &previous) == 0 else { return }
        // SIG_IGN is the handler 1.
        if let h = previous.__sigaction_handler.sa_handler, unsafeBitCast(h, to: Int.self) == 1 { return }
        let text = (isatty(2) != 0 ? "\r\u{1B}[K" : "") + "chartreuse: \(file): loading was cancelled (Ctrl+C)\n"
        free(interruptLine)
        interruptLine = strdup(text)
        interruptLength = interruptLine.map { strlen($0) } ?? 0
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            if let l = interruptLine { _ = write(2, l, interruptLength) }
            _exit(130)
        }
        sigemptyset(&action.sa_mask)
        installed = sigaction(SIGINT, &action, nil) == 0
    }

    /// Ctrl+C does what it did before.
    mutating func end() {
        guard installed else { return }
        installed = false
        sigaction(SIGINT, &previous, nil)
    }
}
