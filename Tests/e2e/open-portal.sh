#!/usr/bin/env bash
# Run by open-x11.sh inside `dbus-run-session` (a session bus of its own, where D-Bus starts
# xdg-desktop-portal and its GTK backend on demand): Ctrl+O asks the portal's FileChooser, its
# GTK dialog opens, a path typed into it and Enter add that file to the workspace.
# Arguments: the viewer binary, a scratch folder holding a.csv and data/c.csv.
set -euo pipefail
bin=$1 out=$2
unset CHARTREUSE_FILE_CHOOSER
ev="$out/portal-events"
"$bin" "$out/a.csv" --log-events > "$ev" 2> "$out/portal-stderr" &
viewer=$!
trap 'kill $viewer 2>/dev/null || true' EXIT
fail() { echo "$*"; echo "--- events:"; cat "$ev"; exit 1; }
expect_event() {
  for _ in $(seq 200); do grep -q "$1" "$ev" && return 0; sleep 0.05; done
  fail "expected an event matching $1"
}
expect_event '"event":"ready"'
wid=$(xdotool search --classname chartreuse | tail -1)
xdotool key --window "$wid" ctrl+o
expect_event '"chooser":"portal","event":"open-dialog"'
dialog=
for _ in $(seq 150); do dialog=$(xdotool search --name "Open data" 2>/dev/null | head -1 || true); [ -n "$dialog" ] && break; sleep 0.1; done
[ -n "$dialog" ] || fail "the portal's dialog did not open"
# A loaded machine may still be building the dialog when it maps, and keys typed before it takes
# the focus are lost: focus it, type the path, and try again (replacing what was typed) until the
# choice comes back, as a person would.
chosen=
for attempt in 1 2 3; do
  sleep 1
  timeout 10 xdotool windowactivate --sync "$dialog" 2>/dev/null || timeout 10 xdotool windowfocus --sync "$dialog" 2>/dev/null || true
  xdotool key --window "$dialog" ctrl+l; sleep 0.3; xdotool key --window "$dialog" ctrl+a
  xdotool type --delay 15 "$out/data/c.csv"; sleep 0.3; xdotool key --window "$dialog" Return
  for _ in $(seq 100); do grep -q '"event":"open-chosen","path":".*data.*c\.csv"' "$ev" && chosen=1 && break; sleep 0.05; done
  [ -n "$chosen" ] && break
  # The dialog closed: the choice is on its way (or lost), and the wait below tells which.
  xdotool search --name "Open data" > /dev/null 2>&1 || break
done
expect_event '"event":"open-chosen","path":".*data.*c\.csv"'
expect_event '"event":"file-added","file":"c.csv"'
