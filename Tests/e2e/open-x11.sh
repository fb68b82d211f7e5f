#!/usr/bin/env bash
# Ctrl+O as a person uses it, in a real window under Xvfb: the desktop portal's chooser (on a
# session bus of its own), zenity's GTK chooser, each with a path typed into it and Enter; and,
# with neither, the in-window list of the recent files and the data files beside the current one
# (↓ and Enter, Escape).
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=$(realpath "${CHARTREUSE_BIN:-.build/debug/chartreuse}")
source Tests/e2e/xvfb.sh
passed=0
fail() { echo "e2e open: FAIL: $*"; echo "--- events:"; cat "$out/events" 2>/dev/null; exit 1; }
ok() { passed=$((passed + 1)); }
expect_event() {
  for _ in $(seq 100); do tail -n +"$(( $2 + 1 ))" "$out/events" | grep -q "$1" && return 0; sleep 0.05; done
  fail "expected an event matching $1"
}
lines() { wc -l < "$out/events"; }
start() {
  "$bin" "$out/a.csv" --log-events > "$out/events" 2> "$out/stderr" &
  viewer=$!
  for _ in $(seq 100); do grep -q '"event":"ready"' "$out/events" 2>/dev/null && break; sleep 0.1; done
  wid=$(find_window "^a\.csv")
  [ -n "$wid" ] || fail "no window"
  eval "$(xdotool getwindowgeometry --shell "$wid")"
}
# Bounded: a viewer that does not quit within 5 s of TERM is killed (a wait on it alone could hang the run).
stop() {
  kill "$viewer" 2>/dev/null || true
  for _ in $(seq 50); do kill -0 "$viewer" 2>/dev/null || break; sleep 0.1; done
  kill -9 "$viewer" 2>/dev/null || true
  wait "$viewer" 2>/dev/null || true; viewer=
}

mkdir -p "$out/data"
{ echo "t,a"; for i in $(seq 1 30); do echo "$i,$((i % 7))"; done; } > "$out/a.csv"
{ echo "t,b"; for i in $(seq 1 30); do echo "$i,$((i % 5))"; done; } > "$out/b.csv"
{ echo "t,c"; for i in $(seq 1 30); do echo "$i,$((i % 3))"; done; } > "$out/data/c.csv"

# The in-window list: a.csv (recent, the current file) first, then b.csv beside it.
export CHARTREUSE_FILE_CHOOSER=list
start
n=$(lines); xdotool key --window "$wid" ctrl+o; expect_event '"chooser":"list","event":"open-dialog"' "$n"
sleep 0.3; xdotool key --window "$wid" Down Return
expect_event '"event":"open-chosen","path":".*b\.csv"' "$n"; expect_event '"event":"file-added","file":"b.csv"' "$n"; ok
n=$(lines); xdotool key --window "$wid" ctrl+o; sleep 0.3; xdotool key --window "$wid" Escape
expect_event '"event":"open-cancelled"' "$n"
# Keys reach the plots again once it closed.
n=$(lines); xdotool mousemove $((X + 700)) $((Y + 150)); sleep 0.2; xdotool key --window "$wid" c
expect_event '"event":"crosshair"' "$n"; ok
stop

# zenity's chooser: the path typed, Enter.
if command -v zenity > /dev/null; then
  export CHARTREUSE_FILE_CHOOSER=zenity
  start
  n=$(lines); xdotool key --window "$wid" ctrl+o; expect_event '"chooser":"zenity","event":"open-dialog"' "$n"
  dialog=
  for _ in $(seq 100); do dialog=$(xdotool search --name "Open data" 2>/dev/null | head -1 || true); [ -n "$dialog" ] && break; sleep 0.1; done
  [ -n "$dialog" ] || fail "zenity's chooser did not open"
  sleep 0.8
  # --sync waits for the focus to move, with no limit of its own.
  timeout 10 xdotool windowactivate --sync "$dialog" 2>/dev/null || timeout 10 xdotool windowfocus --sync "$dialog" 2>/dev/null || true
  xdotool key --window "$dialog" ctrl+l; sleep 0.3
  xdotool type --delay 15 "$out/data/c.csv"; sleep 0.3; xdotool key Return
  expect_event '"event":"open-chosen","path":".*data.*c\.csv"' "$n"; expect_event '"event":"file-added","file":"c.csv"' "$n"; ok
  stop
else
  echo "e2e open: zenity is not installed: its chooser was not tried"
fi
# The desktop portal's chooser, on a session bus of its own.
if command -v dbus-run-session > /dev/null && [ -x /usr/libexec/xdg-desktop-portal ] && [ -x /usr/libexec/xdg-desktop-portal-gtk ]; then
  XDG_CURRENT_DESKTOP=GNOME timeout 90 dbus-run-session -- bash Tests/e2e/open-portal.sh "$bin" "$out" > "$out/portal.log" 2>&1 \
    || fail "the portal's chooser: $(grep -v 'WARNING\|CRITICAL\|fd limit\|dconf' "$out/portal.log")"
  ok
else
  echo "e2e open: xdg-desktop-portal-gtk is not installed: the portal's chooser was not tried"
fi
echo "e2e open: $passed passed, 0 failed"
