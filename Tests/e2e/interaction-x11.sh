#!/usr/bin/env bash
# End-to-end interaction in a real X11 window under Xvfb, driven by xdotool as a person would:
# crosshair key, click to select, click empty space, drag to pan, wheel zoom, double-click reset,
# right-drag box zoom, long press, keyboard selection. Events are read from --log-events.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${CHARTREUSE_BIN:-.build/debug/chartreuse}
source Tests/e2e/xvfb.sh
passed=0
fail() { echo "e2e interaction: FAIL: $*"; echo "--- events:"; cat "$out/events"; exit 1; }
ok() { passed=$((passed + 1)); }
# Waits until the event log has a line matching $1 after line $2.
expect_event() {
  for _ in $(seq 40); do tail -n +"$(( $2 + 1 ))" "$out/events" | grep -q "$1" && return 0; sleep 0.05; done
  fail "expected an event matching $1"
}
lines() { wc -l < "$out/events"; }

{ echo "t,value"; for i in $(seq 0 40); do echo "$i,$(( (i * 7) % 23 ))"; done; } > "$out/data.csv"
"$bin" "$out/data.csv" --log-events >"$out/events" 2>"$out/stderr" &
viewer=$!
wid=
for _ in $(seq 100); do wid=$(find_window "data.csv") && [ -n "$wid" ] && break; sleep 0.1; done
[ -n "$wid" ] || fail "no window ($(cat "$out/stderr"))"
eval "$(xdotool getwindowgeometry --shell "$wid")"   # X Y WIDTH HEIGHT
sleep 0.5
cx=$((X + WIDTH / 2)); cy=$((Y + HEIGHT / 2))
# The column browser hides with Ctrl+B (and shows again): this script's clicks are placed for the
# plot alone, as wide as the window.
n=$(lines); xdotool mousemove $cx $cy; xdotool key --window "$wid" ctrl+b; expect_event '"event":"browser","shown":false' "$n"; ok
sleep 0.3

# Crosshair key: snaps to the data point nearest the pointer and reports its pixel position.
xdotool mousemove $cx $cy; sleep 0.1
n=$(lines); xdotool key --window "$wid" c; expect_event '"event":"crosshair"' "$n"; ok
px=$(tail -n +$((n + 1)) "$out/events" | grep '"event":"crosshair"' | tail -1 | sed -E 's/.*"px":\[([0-9.]+),([0-9.]+)\].*/\1 \2/')
read -r ptx pty <<<"$px"
xdotool key --window "$wid" c
# Click exactly on that point: it is selected (after the double-click window).
n=$(lines); xdotool mousemove $((X + ${ptx%.*})) $((Y + ${pty%.*})) click 1
expect_event '"event":"select"' "$n"; ok
# Click empty space: 400 px above that point (a trough between peaks of 18 and 16, the value
# there about 20), clear of the line: deselect.
sleep 0.5; n=$(lines); xdotool mousemove $((X + ${ptx%.*})) $((Y + ${pty%.*} - 400)) click 1
expect_event '"event":"deselect"' "$n"; ok
# Drag: pan began and ended.
sleep 0.5; n=$(lines)
xdotool mousemove $cx $cy mousedown 1; for dx in 10 30 60 90 120; do xdotool mousemove $((cx - dx)) $cy; sleep 0.03; done; xdotool mouseup 1
expect_event '"kind":"pan","phase":"began"' "$n"; expect_event '"kind":"pan","phase":"ended"' "$n"; ok
# Wheel zooms.
sleep 0.3; n=$(lines); xdotool mousemove $cx $cy click 4 click 4
expect_event '"kind":"zoom","phase":"ended"' "$n"; ok
# Double-click resets.
sleep 0.3; n=$(lines); xdotool mousemove $cx $cy click --repeat 2 --delay 80 1
expect_event '"event":"reset"' "$n"; ok
# Right-drag box zoom.
sleep 0.6; n=$(lines)
xdotool mousemove $((cx - 100)) $((cy - 80)) mousedown 3; for s in 20 60 100 150; do xdotool mousemove $((cx - 100 + s)) $((cy - 80 + s)); sleep 0.03; done; xdotool mouseup 3
expect_event '"kind":"boxZoom"' "$n"; ok
# Long press shows the crosshair, release hides it.
sleep 0.3; n=$(lines); xdotool mousemove $cx $cy mousedown 1; sleep 0.9; xdotool mouseup 1
expect_event '"event":"crosshair"' "$n"; expect_event '"event":"crosshair-hidden"' "$n"; ok
# Keyboard: Tab selects the first point in view (the box zoom above left x in about 6…18; 0
# resets after), Escape deselects, 0 resets, and Tab then starts at point 0.
sleep 0.6; n=$(lines); xdotool key --window "$wid" Tab
expect_event '"event":"select"' "$n"
first=$(tail -n +$((n + 1)) "$out/events" | grep '"event":"select"' | head -1 | sed -E 's/.*"index":([0-9]+).*/\1/')
[ "$first" -gt 0 ] || fail "Tab when zoomed selected row 0, off-screen"
xdotool key --window "$wid" Escape; sleep 0.2; xdotool key --window "$wid" 0; sleep 0.3
n=$(lines); xdotool key --window "$wid" Tab
expect_event '"index":0' "$n"; ok
n=$(lines); xdotool key --window "$wid" Escape; expect_event '"event":"deselect"' "$n"; ok
n=$(lines); xdotool key --window "$wid" 0; expect_event '"event":"reset"' "$n"; ok
# Time series: the wheel zooms x only; with y-fitting off (y) y stays, with it on y fits the view.
lasty() { grep '"event":"viewport"' "$out/events" | tail -1 | sed -E 's/.*"y":\[([^]]*)\].*/\1/'; }
y_reset=$(lasty)
n=$(lines); xdotool key --window "$wid" y; expect_event '"event":"autofit-y","on":false' "$n"
n=$(lines); xdotool mousemove $cx $cy click 4 click 4; expect_event '"kind":"zoom","phase":"ended"' "$n"
[ "$(lasty)" = "$y_reset" ] || fail "with y-fitting off the wheel changed y: $(lasty) (was $y_reset)"
n=$(lines); xdotool key --window "$wid" 0; expect_event '"event":"reset"' "$n"
n=$(lines); xdotool key --window "$wid" y; expect_event '"event":"autofit-y","on":true' "$n"
n=$(lines); xdotool mousemove $cx $cy click 4 click 4; expect_event '"kind":"zoom","phase":"ended"' "$n"
[ "$(lasty)" != "$y_reset" ] || fail "with y-fitting on y did not fit the view: $(lasty)"
n=$(lines); xdotool key --window "$wid" 0; expect_event '"event":"reset"' "$n"; ok
# Escape with nothing selected never quits (twice, as an impatient person presses it).
xdotool key --window "$wid" Escape; sleep 0.2; xdotool key --window "$wid" Escape; sleep 0.5
kill -0 "$viewer" 2>/dev/null || fail "Escape quit the viewer"; ok
# While the help shows, a click stops at it (no selection behind); Escape closes it, and then a
# click selects again.
xdotool key --window "$wid" F1; sleep 0.3
n=$(lines); xdotool mousemove $((X + ${ptx%.*})) $((Y + ${pty%.*})) click 1; sleep 0.6
tail -n +$((n + 1)) "$out/events" | grep -q '"event":"select"' && fail "a click went through the help to the chart"
xdotool key --window "$wid" Escape; sleep 0.3
kill -0 "$viewer" 2>/dev/null || fail "Escape on the help quit the viewer"
n=$(lines); xdotool mousemove $((X + ${ptx%.*})) $((Y + ${pty%.*})) click 1
expect_event '"event":"select"' "$n"; ok

# Ctrl+S twice: two distinct files beside the data, never one over the other; the toast fades.
n=$(lines); xdotool key --window "$wid" ctrl+s; expect_event '"event":"saved"' "$n"
n=$(lines); xdotool key --window "$wid" ctrl+s; expect_event '"event":"saved"' "$n"
[ -s "$out/data.png" ] && [ -s "$out/data.svg" ] && [ -s "$out/data-1.png" ] && [ -s "$out/data-1.svg" ] \
  || fail "Ctrl+S twice did not write data.png/svg and data-1.png/svg: $(ls "$out")"
grep -q '"png":"[^"]*data-1.png"' "$out/events" || fail "the second save did not name data-1.png"
for _ in $(seq 80); do grep -q '"event":"toast-hidden"' "$out/events" && break; sleep 0.1; done
grep -q '"event":"toast-hidden"' "$out/events" || fail "the saved toast never went away"; ok

kill -0 "$viewer" 2>/dev/null || fail "viewer died ($(cat "$out/stderr"))"
xdotool key --window "$wid" q 2>/dev/null || true
for _ in $(seq 50); do kill -0 "$viewer" 2>/dev/null || break; sleep 0.1; done
wait "$viewer" || fail "viewer exited with an error"
viewer=

# A bar chart: Tab reports the first bar's top centre; a click inside that bar selects it,
# and the tooltip shows (screenshot kept when CHARTREUSE_E2E_SHOTS names a folder).
printf 'fruit,kg\nApples,42\nBananas,31\nCherries,12\n' > "$out/bars.csv"
"$bin" "$out/bars.csv" --log-events >"$out/events" 2>"$out/stderr" &
viewer=$!
wid=
for _ in $(seq 100); do wid=$(find_window "bars.csv") && [ -n "$wid" ] && break; sleep 0.1; done
[ -n "$wid" ] || fail "no bar chart window"
eval "$(xdotool getwindowgeometry --shell "$wid")"
sleep 0.5
n=$(lines); xdotool key --window "$wid" Tab; expect_event '"event":"select"' "$n"
px=$(tail -n +$((n + 1)) "$out/events" | grep '"event":"select"' | tail -1 | sed -E 's/.*"px":\[([0-9.]+),([0-9.]+)\].*/\1 \2/')
read -r bx by <<<"$px"
xdotool key --window "$wid" Escape
sleep 0.2; n=$(lines); xdotool mousemove $((X + ${bx%.*})) $((Y + ${by%.*} + 40)) click 1
expect_event '"event":"select","index":0' "$n"; ok
sleep 0.3
if [ -n "${CHARTREUSE_E2E_SHOTS:-}" ]; then mkdir -p "$CHARTREUSE_E2E_SHOTS"; import -window root "$CHARTREUSE_E2E_SHOTS/bar-selected.png"; fi
xdotool key --window "$wid" q 2>/dev/null || true
for _ in $(seq 50); do kill -0 "$viewer" 2>/dev/null || break; sleep 0.1; done
wait "$viewer" || fail "bar viewer exited with an error"
viewer=
echo "e2e interaction: $passed passed, 0 failed"
