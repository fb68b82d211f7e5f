import CDBus
import Foundation

/// The desktop portal's file chooser (org.freedesktop.portal.FileChooser, the one sandboxed and
/// desktop-neutral apps use), over libdbus: OpenFile is called on the session bus and its
/// Response signal waited for. Blocking: run it off the window's thread.
enum PortalFileChooser {
    /// How the portal answered.
    enum Answer: Equatable {
        /// A file was chosen.
        case chosen(String)
        /// The person closed the dialog.
        case cancelled
    }

    /// The session bus's address, when there is one to ask (never autolaunched: no bus, no portal).
    static func busAddress(_ env: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let a = env["DBUS_SESSION_BUS_ADDRESS"], !a.isEmpty { return a }
        if let dir = env["XDG_RUNTIME_DIR"], FileManager.default.fileExists(atPath: dir + "/bus") { return "unix:path=\(dir)/bus" }
        return nil
    }

    /// Shows the portal's chooser titled `title`; nil when no portal answered (no bus, no portal
    /// service, an error), so another chooser can be tried.
    static func openFile(title: String, folder: String? = nil, patterns: [String] = []) -> Answer? {
        guard let address = busAddress() else { return nil }
        var err = DBusError()
        dbus_error_init(&err)
        defer { dbus_error_free(&err) }
        guard let conn = dbus_connection_open_private(address, &err) else { return nil }
        defer {
            dbus_connection_close(conn)
            dbus_connection_unref(conn)
        }
        dbus_connection_set_exit_on_disconnect(conn, 0)
        guard dbus_bus_register(conn, &err) != 0, let uniqueC = dbus_bus_get_unique_name(conn) else { return nil }
        // The request's object path is known before the call (sender and token), so the match
        // is in place before the portal can answer.
        let sender = String(String(cString: uniqueC).dropFirst()).replacingOccurrences(of: ".", with: "_")
        let token = "chartreuse\(getpid())_\(Int(Date().timeIntervalSince1970 * 1000) % 1_000_000)"
        var handle = "/org/freedesktop/portal/desktop/request/\(sender)/\(token)"
        dbus_bus_add_match(conn, "type='signal',interface='org.freedesktop.portal.Request',member='Response'", &err)
        if dbus_error_is_set(&err) != 0 { return nil }

        guard let call = dbus_message_new_method_call("org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop",
                                                      "org.freedesktop.portal.FileChooser", "OpenFile") else { return nil }
        defer { dbus_message_unref(call) }
        var args = DBusMessageIter()
        dbus_message_iter_init_append(call, &args)
        appendString(&args, "")       // no parent window
        appendString(&args, title)
        var options = DBusMessageIter(), entry = DBusMessageIter(), variant = DBusMessageIter()
        dbus_message_iter_open_container(&args, CDBUS_TYPE_ARRAY, "{sv}", &options)
        dbus_message_iter_open_container(&options, CDBUS_TYPE_DICT_ENTRY, nil, &entry)
        appendString(&entry, "handle_token")
        dbus_message_iter_open_container(&entry, CDBUS_TYPE_VARIANT, "s", &variant)
        appendString(&variant, token)
        dbus_message_iter_close_container(&entry, &variant)
        dbus_message_iter_close_container(&options, &entry)
        if let folder { appendFolder(&options, folder) }
        if !patterns.isEmpty { appendFilters(&options, patterns) }
        dbus_message_iter_close_container(&args, &options)

        // The call itself answers at once (the dialog's answer comes as a signal).
        guard let reply = dbus_connection_send_with_reply_and_block(conn, call, 10_000, &err) else { return nil }
        var it = DBusMessageIter()
        if dbus_message_iter_init(reply, &it) != 0, dbus_message_iter_get_arg_type(&it) == CDBUS_TYPE_OBJECT_PATH {
            var p: UnsafePointer<CChar>?
            dbus_message_iter_get_basic(&it, &p)
            if let p { handle = String(cString: p) }   // an older portal's own path
        }
        dbus_message_unref(reply)

        // Then wait, however long the person takes, for the Response on that request.
        while dbus_connection_read_write(conn, 250) != 0 {
            while let m = dbus_connection_pop_message(conn) {
                defer { dbus_message_unref(m) }
                guard dbus_message_is_signal(m, "org.freedesktop.portal.Request", "Response") != 0,
                      let path = dbus_message_get_path(m), String(cString: path) == handle else { continue }
                return response(m)
            }
        }
        return nil   // the bus went away
    }

    /// The option `current_folder` (a NUL-ended byte string): the dialog starts there.
    private static func appendFolder(_ options: inout DBusMessageIter, _ folder: String) {
        var entry = DBusMessageIter(), variant = DBusMessageIter(), bytes = DBusMessageIter()
        dbus_message_iter_open_container(&options, CDBUS_TYPE_DICT_ENTRY, nil, &entry)
        appendString(&entry, "current_folder")
        dbus_message_iter_open_container(&entry, CDBUS_TYPE_VARIANT, "ay", &variant)
        dbus_message_iter_open_container(&variant, CDBUS_TYPE_ARRAY, "y", &bytes)
        var data = Array(folder.utf8) + [0]
        data.withUnsafeMutableBufferPointer { b in
            var p: UnsafeMutablePointer<UInt8>? = b.baseAddress
            _ = dbus_message_iter_append_fixed_array(&bytes, CDBUS_TYPE_BYTE, &p, Int32(b.count))
        }
        dbus_message_iter_close_container(&variant, &bytes)
        dbus_message_iter_close_container(&entry, &variant)
        dbus_message_iter_close_container(&options, &entry)
    }

    /// The option `filters`, a(sa(us)): the data files by glob, then every file.
    private static func appendFilters(_ options: inout DBusMessageIter, _ patterns: [String]) {
        var entry = DBusMessageIter(), variant = DBusMessageIter(), list = DBusMessageIter()
        dbus_message_iter_open_container(&options, CDBUS_TYPE_DICT_ENTRY, nil, &entry)
        appendString(&entry, "filters")
        dbus_message_iter_open_container(&entry, CDBUS_TYPE_VARIANT, "a(sa(us))", &variant)
        dbus_message_iter_open_container(&variant, CDBUS_TYPE_ARRAY, "(sa(us))", &list)
        for (name, globs) in [("Data files", patterns), ("All files", ["*"])] {
            var filter = DBusMessageIter(), rules = DBusMessageIter()
            dbus_message_iter_open_container(&list, CDBUS_TYPE_STRUCT, nil, &filter)
            appendString(&filter, name)
            dbus_message_iter_open_container(&filter, CDBUS_TYPE_ARRAY, "(us)", &rules)
            for g in globs {
                var rule = DBusMessageIter()
                dbus_message_iter_open_container(&rules, CDBUS_TYPE_STRUCT, nil, &rule)
                var kind: UInt32 = 0   // a glob
                _ = dbus_message_iter_append_basic(&rule, CDBUS_TYPE_UINT32, &kind)
                appendString(&rule, g)
                dbus_message_iter_close_container(&rules, &rule)
            }
            dbus_message_iter_close_container(&filter, &rules)
            dbus_message_iter_close_container(&list, &filter)
        }
        dbus_message_iter_close_container(&variant, &list)
        dbus_message_iter_close_container(&entry, &variant)
        dbus_message_iter_close_container(&options, &entry)
    }

    /// Appends a string argument.
    private static func appendString(_ it: inout DBusMessageIter, _ s: String) {
        s.withCString { c in
            var p: UnsafePointer<CChar>? = c
            _ = dbus_message_iter_append_basic(&it, CDBUS_TYPE_STRING, &p)
        }
    }

    /// Reads Response(u response, a{sv} results): 0 with a file:// URI in "uris" is a choice.
    private static func response(_ m: OpaquePointer) -> Answer {
        var it = DBusMessageIter()
        guard dbus_message_iter_init(m, &it) != 0, dbus_message_iter_get_arg_type(&it) == CDBUS_TYPE_UINT32 else { return .cancelled }
        var code: UInt32 = 2
        dbus_message_iter_get_basic(&it, &code)
        guard code == 0, dbus_message_iter_next(&it) != 0, dbus_message_iter_get_arg_type(&it) == CDBUS_TYPE_ARRAY else { return .cancelled }
        var dict = DBusMessageIter()
        dbus_message_iter_recurse(&it, &dict)
        while dbus_message_iter_get_arg_type(&dict) == CDBUS_TYPE_DICT_ENTRY {
            var entry = DBusMessageIter(), value = DBusMessageIter(), list = DBusMessageIter()
            dbus_message_iter_recurse(&dict, &entry)
            var key: UnsafePointer<CChar>?
            dbus_message_iter_get_basic(&entry, &key)
            if let key, String(cString: key) == "uris", dbus_message_iter_next(&entry) != 0 {
                dbus_message_iter_recurse(&entry, &value)   // the variant
                if dbus_message_iter_get_arg_type(&value) == CDBUS_TYPE_ARRAY {
                    dbus_message_iter_recurse(&value, &list)
                    if dbus_message_iter_get_arg_type(&list) == CDBUS_TYPE_STRING {
                        var uri: UnsafePointer<CChar>?
                        dbus_message_iter_get_basic(&list, &uri)
                        if let uri, let url = URL(string: String(cString: uri)), url.isFileURL { return .chosen(url.path) }
                    }
                }
            }
            dbus_message_iter_next(&dict)
        }
        return .cancelled
    }
}
