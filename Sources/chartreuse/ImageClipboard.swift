import Foundation

/// Puts a PNG on the desktop's clipboard as an image: SDL's clipboard holds text only, so through
/// wl-copy (Wayland) or xclip (X11), which keep serving it after they return.
enum ImageClipboard {
    /// The tool and its arguments for this session, or nil when neither is installed.
    static func command(png path: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> (tool: String, args: [String], stdin: Bool)? {
        let wayland = environment["WAYLAND_DISPLAY"].map { !$0.isEmpty } ?? false
        if wayland, let t = find("wl-copy", environment) { return (t, ["--type", "image/png"], true) }
        if environment["DISPLAY"] != nil, let t = find("xclip", environment) { return (t, ["-selection", "clipboard", "-t", "image/png", "-i", path], false) }
        return nil
    }

    /// Copies the PNG at `path`; one clear error when no tool can or it fails.
    static func copy(png path: String) throws {
        guard let c = command(png: path) else {
            throw ClipboardError(message: "copying an image needs xclip (X11) or wl-clipboard (Wayland): apt-get install xclip wl-clipboard")
        }
        let name = (c.tool as NSString).lastPathComponent
        // posix_spawn and waitpid, not Foundation's Process: its wait turns the run loop, which
        // this thread (the window's) is not, and it never returned here.
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, c.stdin ? path : "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([c.tool] + c.args).map { strdup($0) } + [nil]
        defer { for a in argv { free(a) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, c.tool, &actions, nil, argv, environ)
        guard spawned == 0 else { throw ClipboardError(message: "cannot run \(c.tool): \(String(cString: strerror(spawned)))") }
        // The tool hands the image to a child of its own that serves it, and returns; two seconds
        // at most (a display that does not answer must not hold the window).
        var status: Int32 = 0
        for _ in 0..<200 {
            if waitpid(pid, &status, WNOHANG) == pid {
                // Exited (low seven bits 0) with code 0; else the code, or the signal that ended it.
                guard status == 0 else {
                    let why = status & 0x7f == 0 ? "exit code \((status >> 8) & 0xff)" : "signal \(status & 0x7f)"
                    throw ClipboardError(message: "\(name) could not take the image (\(why))")
                }
                return
            }
            usleep(10_000)
        }
        kill(pid, SIGKILL)
        _ = waitpid(pid, &status, 0)
        throw ClipboardError(message: "\(name) did not take the image within two seconds")
    }

    /// The executable `name` on the PATH.
    static func find(_ name: String, _ environment: [String: String]) -> String? {
        for dir in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let p = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: p) { return p }
        }
        return nil
    }
}

/// Why the clipboard did not take an image.
struct ClipboardError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
