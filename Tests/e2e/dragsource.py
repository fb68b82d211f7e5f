#!/usr/bin/python3
"""A small window offering one file for dragging, as a file manager does (XDND, text/uri-list).

The end-to-end tests press on it with xdotool and drag the pointer onto the viewer, so the file
arrives the way a person drops one: through the X server's drag-and-drop protocol, spoken by GTK.
Usage: dragsource.py FILE  (prints "drag-end" when a drag finishes).
"""
import os
import sys
import urllib.parse

import gi

gi.require_version("Gdk", "3.0")
gi.require_version("Gtk", "3.0")
from gi.repository import Gdk, Gtk  # noqa: E402

path = os.path.abspath(sys.argv[1])
uri = "file://" + urllib.parse.quote(path)

window = Gtk.Window(title="chartreuse-dragsource")
window.set_default_size(160, 80)
button = Gtk.Button(label=os.path.basename(path))
button.drag_source_set(Gdk.ModifierType.BUTTON1_MASK, [], Gdk.DragAction.COPY)
button.drag_source_add_uri_targets()
button.connect("drag-data-get", lambda _w, _ctx, data, _info, _time: data.set_uris([uri]))
button.connect("drag-end", lambda *_: print("drag-end", flush=True))
window.add(button)
window.connect("destroy", Gtk.main_quit)
window.show_all()
window.move(0, 0)
Gtk.main()
