#!/usr/bin/env bash
# End-to-end check of the viewer in a real X11 window under Xvfb, driven by xdotool:
# the window opens titled with the file name, draws, sleeps at zero CPU when idle,
# toggles the theme on `t`, survives resizes and quits on `q`. It runs twice: with the renderer
# the viewer picks (here, without a GPU: SDL's software renderer and Chartreuse's rasterizer) and
# forced through OpenGL (SDL_RENDER_DRIVER=opengl), so both ways of replaying the draw list are seen.
set -euo pipefail
self=$(realpath "$0")
cd "$(dirname "$0")/../.."
bin=${CHARTREUSE_BIN:-.build/debug/chartreuse}
source Tests/e2e/xvfb.sh

fail() { echo "e2e: FAIL: $*"; exit 1; }
pixel() { convert "$1" -format "%[hex:p{$2,$3}]" info:; }

CHARTREUSE_VERBOSE=1 "$bin" Assets/Samples/sample.csv >"$out/log" 2>&1 &
viewer=$!
wid=
for _ in $(seq 100); do wid=$(find_window "sample.csv") && [ -n "$wid" ] && break; sleep 0.1; done
[ -n "$wid" ] || fail "no window titled sample.csv appeared ($(cat "$out/log"))"
sleep 1
renderer=$(sed -n 's/^chartreuse: renderer \([^,]*\),.*/\1/p' "$out/log")
case "${SDL_RENDER_DRIVER:-}" in
  opengl) [ "$renderer" = opengl ] || fail "OpenGL asked for, renderer is '$renderer'" ;;
  *) # The viewer's own test: a GPU is a card* or renderD* device under /dev/dri.
     if ! ls /dev/dri/card* /dev/dri/renderD* >/dev/null 2>&1; then
       [ "$renderer" = "software (Chartreuse rasterizer)" ] || fail "no GPU: software rendering expected, renderer is '$renderer'"
     fi ;;
esac
import -window root "$out/light.png"
geom=$(xdotool getwindowgeometry "$wid" | awk '/Position/{print $2}')
x=${geom%,*}; y=${geom#*,}
bg=$(pixel "$out/light.png" $((x + 5)) $((y + 5)))
[ "${bg:0:6}" = "FFFFFF" ] || fail "light background expected at the window's corner, got $bg"

# Idle: no CPU while nothing changes.
t1=$(awk '{print $14+$15}' /proc/$viewer/stat); sleep 3; t2=$(awk '{print $14+$15}' /proc/$viewer/stat)
[ $((t2 - t1)) -le 2 ] || fail "viewer used $((t2 - t1)) ticks of CPU in 3 s while idle"

timeout 10 xdotool windowactivate --sync "$wid" 2>/dev/null || xdotool windowfocus "$wid"
xdotool key --window "$wid" t
sleep 0.7
import -window root "$out/dark.png"
bg=$(pixel "$out/dark.png" $((x + 5)) $((y + 5)))
[ "${bg:0:6}" = "16181D" ] || fail "dark background expected after 't', got $bg"

for size in "300 200" "1200 700" "640 480"; do
  xdotool windowsize "$wid" $size
  sleep 0.3
done
kill -0 "$viewer" 2>/dev/null || fail "viewer died during resizes ($(cat "$out/log"))"

xdotool key --window "$wid" q 2>/dev/null || true  # the window may be gone before the key-up
for _ in $(seq 50); do kill -0 "$viewer" 2>/dev/null || break; sleep 0.1; done
kill -0 "$viewer" 2>/dev/null && fail "viewer did not quit on 'q'"
wait "$viewer" || fail "viewer exited with an error ($(cat "$out/log"))"
viewer=
if [ -z "${SDL_RENDER_DRIVER:-}" ]; then
  # --scale is the window's too: at 2 the gutters and labels are twice as large, so the first
  # point (Tab selects it and logs where it is drawn) stands further in.
  first_point() {
    CHARTREUSE_VERBOSE=1 "$bin" Assets/Samples/sample.csv --log-events "$@" >"$out/scaled.events" 2>"$out/scaled.log" &
    viewer=$!
    for _ in $(seq 100); do grep -q '"event":"ready"' "$out/scaled.events" 2>/dev/null && break; sleep 0.1; done
    local w; w=$(find_window "sample.csv") || fail "no window with $*"
    xdotool windowsize "$w" 900 600; sleep 0.5
    xdotool key --window "$w" Tab; sleep 0.4
    grep '"event":"select"' "$out/scaled.events" | tail -1 | sed -E 's/.*"px":\[([0-9.]+),.*/\1/'
    xdotool key --window "$w" q 2>/dev/null || true
    for _ in $(seq 50); do kill -0 "$viewer" 2>/dev/null || break; sleep 0.1; done
    viewer=
  }
  one=$(first_point); two=$(first_point --scale 2)
  grep -q "scale 2.0" "$out/scaled.log" || fail "--scale 2: the window's scale is not 2 ($(cat "$out/scaled.log"))"
  [ -n "$one" ] && [ -n "$two" ] && awk "BEGIN{exit !($two > $one + 20)}" || fail "--scale 2 drew the first point at x $two, at 1 at $one"
  SDL_RENDER_DRIVER=opengl bash "$self" >"$out/opengl.log" 2>&1 || fail "with OpenGL: $(tail -1 "$out/opengl.log")"
  echo "e2e: 3 passed, 0 failed"
else
  echo "e2e: 1 passed, 0 failed"
fi
