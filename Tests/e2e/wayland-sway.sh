#!/usr/bin/env bash
# The viewer as a native Wayland client under headless sway (../shared/tools/wayland/run-in-sway):
# the window appears with app_id "chartreuse", input reaches the chart (a click, a drag), a column
# dragged from the browser makes a new plot,
# `t` toggles the theme and `q` quits.
set -euo pipefail
cd "$(dirname "$0")/../.."
runner=${RUN_IN_SWAY:-../shared/tools/wayland/run-in-sway}
if [ ! -x "$runner" ]; then
  echo "e2e wayland: skipped: $runner not found"
  exit 0
fi
bin=$(realpath "${CHARTREUSE_BIN:-.build/debug/chartreuse}")
out=$(mktemp -d)
export XDG_CONFIG_HOME="$out/config" XDG_STATE_HOME="$out/state"
chmod 777 "$out"
trap 'rm -rf "$out"' EXIT
timeout 180 "$runner" --size 1024x768 -- bash -c '
  set -u
  out='"$out"'
  unset SDL_VIDEODRIVER   # the viewer must choose Wayland by itself
  '"$bin"' Assets/Samples/sample.csv --log-events >"$out/events" 2>"$out/stderr" & app=$!
  for _ in $(seq 200); do swaymsg -t get_tree | grep -q "\"app_id\": \"chartreuse\"" && break; sleep 0.05; done
  swaymsg -t get_tree | grep -q "\"app_id\": \"chartreuse\"" || { echo "no-window" >"$out/result"; exit 0; }
  sleep 0.5
  grim "$out/light.png"
  # Empty space in the first plot, right of the column browser (temperatures near 25 on day 5).
  echo "move 330 100" >"$WLPTR"; echo "click" >"$WLPTR"; sleep 0.7
  echo "move 600 400" >"$WLPTR"; echo "down 1" >"$WLPTR"
  for _ in 1 2 3 4 5 6; do echo "rel -15 0" >"$WLPTR"; sleep 0.05; done
  echo "up 1" >"$WLPTR"; sleep 0.3
  wtype t; sleep 0.6
  grim "$out/dark.png"
  # Keyboard selection reports the first point; clicking exactly there selects it with the pointer.
  wtype 0; sleep 0.2; wtype -k Tab; sleep 0.3
  px=$(grep "\"event\":\"select\"" "$out/events" | tail -1 | sed -E "s/.*\"px\":\[([0-9.]+),([0-9.]+)\].*/\1 \2/")
  read -r sx sy <<<"$px"
  wtype -k Escape; sleep 0.2
  echo "move ${sx%.*} ${sy%.*}" >"$WLPTR"; echo "click" >"$WLPTR"; sleep 0.8
  # Drag the fourth column (wind) from the browser onto the status line under the plots (the
  # window is 680 high; just above it is the x axis of the last plot): a new plot.
  echo "move 120 178" >"$WLPTR"; sleep 0.3; echo "down 1" >"$WLPTR"; sleep 0.1
  for _ in 1 2 3 4 5 6 7 8; do echo "rel 60 61" >"$WLPTR"; sleep 0.05; done
  echo "up 1" >"$WLPTR"; sleep 0.5
  wtype q; sleep 0.8
  if kill -0 $app 2>/dev/null; then echo "still-running" >"$out/result"; kill $app; else echo "quit" >"$out/result"; fi
' >/dev/null 2>&1 || true
fail() { echo "e2e wayland: FAIL: $*"; cat "$out/events" "$out/stderr" 2>/dev/null; exit 1; }
[ -f "$out/result" ] || fail "the sway session did not run"
[ "$(cat "$out/result")" = "quit" ] || fail "result: $(cat "$out/result")"
grep -q '"event":"deselect"' "$out/events" || fail "the click did not reach the chart"
grep -q '"kind":"pan","phase":"began"' "$out/events" || fail "the drag did not pan"
[ "$(grep -c '"event":"select"' "$out/events")" -ge 2 ] || fail "the click on the point did not select it"
grep -q '"column":"wind (m.*s)","event":"plot-added"' "$out/events" || fail "dragging a column below the plots made no plot"
light=$(convert "$out/light.png" -format '%[hex:p{4,4}]' info:)
dark=$(convert "$out/dark.png" -format '%[hex:p{4,4}]' info:)
[ "${light:0:6}" = "FFFFFF" ] || fail "light background expected, got $light"
[ "${dark:0:6}" = "16181D" ] || fail "dark background expected after t, got $dark"
echo "e2e wayland: 1 passed, 0 failed"
