import ChartIO

/// What follows the viewer's files live: the first file's reloader and watcher (or the reader of
/// its stream), each further file's, and the spec file's watcher.
struct SessionFollowers {
    /// The first file's reloader and the watcher that drives it.
    var reloader: Reloader?
    var watcher: FileWatcher?
    /// The reader of a stream being shown (standard input, a pipe, a FIFO).
    var stream: StreamReader?
    /// The further files' reloaders and watchers, by extra index.
    var extras: [Int: (Reloader, FileWatcher?)] = [:]
    /// The spec file's watcher.
    var spec: FileWatcher?

    /// Stops following the first file (another is opened).
    mutating func stopFirst() {
        watcher?.stop()
        watcher = nil
        stream?.stop()
        stream = nil
    }

    /// Stops following every file (the window closed).
    mutating func stopAll() {
        stopFirst()
        spec?.stop()
        for (_, w) in extras.values { w?.stop() }
    }
}
