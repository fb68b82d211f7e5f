#!/usr/bin/env bash
# End-to-end check of the gallery in a real X11 window under Xvfb, driven by xdotool: the
# overview opens, a click on a thumbnail opens that page, arrows and PageUp/PageDown move
# between pages, `t` toggles the theme, space collapses the chart (animated) and the window is
# idle once the animation ends, a live page keeps drawing new data, `q` quits.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${CHARTREUSE_GALLERY_BIN:-.build/debug/chartreuse-gallery}
source Tests/e2e/xvfb.sh

fail() { echo "e2e: FAIL: $*"; exit 1; }
pixel() { convert "$1" -format "%[hex:p{$2,$3}]" info:; }
title() { window_title "$wid"; }
wait_title() {
  for _ in $(seq 60); do case "$(title)" in *"$1"*) return 0 ;; esac; sleep 0.1; done
  fail "window title never showed '$1' (it is '$(title)')"
}
differs() { [ "$(compare -metric AE "$1" "$2" null: 2>&1 || true)" != "0" ]; }
passed=0

"$bin" >"$out/log" 2>&1 &
viewer=$!
wid=
for _ in $(seq 100); do wid=$(find_window "Chartreuse gallery") && [ -n "$wid" ] && break; sleep 0.1; done
[ -n "$wid" ] || fail "no gallery window appeared ($(cat "$out/log"))"
wait_title "overview"
sleep 1
timeout 10 xdotool windowactivate --sync "$wid" 2>/dev/null || xdotool windowfocus "$wid"
geom=$(xdotool getwindowgeometry "$wid" | awk '/Position/{print $2}')
x=${geom%,*}; y=${geom#*,}
passed=$((passed + 1))

# Click the first thumbnail (top-left tile): the JBChartView bar page opens.
xdotool mousemove $((x + 80)) $((y + 90)) click 1
wait_title "(1/"
passed=$((passed + 1))
# The number of pages, as the title gives it: Left from the first page goes round to the last.
pages=$(title | sed -n 's/.*(1\/\([0-9]*\)).*/\1/p')
[ -n "$pages" ] || fail "the title does not count the pages: $(title)"

for step in "Right:(2/" "Next:(3/" "Prior:(2/" "Left:(1/" "Left:($pages/"; do
  xdotool key --window "$wid" "${step%%:*}"
  wait_title "${step#*:}"
done
xdotool key --window "$wid" Right
wait_title "(1/"
passed=$((passed + 1))

# Theme toggle.
sleep 1
import -window root "$out/light.png"
xdotool key --window "$wid" t
sleep 0.7
import -window root "$out/dark.png"
bg=$(pixel "$out/dark.png" $((x + 5)) $((y + 5)))
[ "${bg:0:6}" = "16181D" ] || fail "dark background expected after 't', got $bg"
passed=$((passed + 1))

# Space collapses the chart with an animation; afterwards the window is idle.
xdotool key --window "$wid" space
sleep 1.2
import -window root "$out/collapsed.png"
differs "$out/dark.png" "$out/collapsed.png" || fail "collapsing changed nothing"
t1=$(awk '{print $14+$15}' /proc/$viewer/stat); sleep 3; t2=$(awk '{print $14+$15}' /proc/$viewer/stat)
[ $((t2 - t1)) -le 2 ] || fail "gallery used $((t2 - t1)) ticks of CPU in 3 s after the animation ended"
xdotool key --window "$wid" space
sleep 1.2
import -window root "$out/expanded.png"
differs "$out/collapsed.png" "$out/expanded.png" || fail "expanding changed nothing"
passed=$((passed + 1))

# Home shows the overview again; so does Escape on a page, which never quits.
xdotool key --window "$wid" Home
wait_title "overview"
xdotool key --window "$wid" Right
wait_title "(1/"
xdotool key --window "$wid" Escape
wait_title "overview"
xdotool key --window "$wid" Escape
sleep 0.5
kill -0 "$viewer" 2>/dev/null || fail "Escape on the overview quit the gallery"
passed=$((passed + 1))

xdotool key --window "$wid" q 2>/dev/null || true
for _ in $(seq 50); do kill -0 "$viewer" 2>/dev/null || break; sleep 0.1; done
kill -0 "$viewer" 2>/dev/null && fail "gallery did not quit on 'q'"
wait "$viewer" || fail "gallery exited with an error ($(cat "$out/log"))"
viewer=

# A live page keeps drawing as data streams in.
"$bin" --page live-dates >"$out/log" 2>&1 &
viewer=$!
wid=
for _ in $(seq 100); do wid=$(find_window "Live date-time") && [ -n "$wid" ] && break; sleep 0.1; done
[ -n "$wid" ] || fail "the live page did not open ($(cat "$out/log"))"
sleep 1.5
import -window root "$out/live1.png"
sleep 1.5
import -window root "$out/live2.png"
differs "$out/live1.png" "$out/live2.png" || fail "the live page did not change"
kill "$viewer"; wait "$viewer" 2>/dev/null || true
viewer=
passed=$((passed + 1))

"$bin" --page nope >"$out/log" 2>&1 && fail "an unknown page should fail"
grep -q "no page named nope" "$out/log" || fail "unclear error for an unknown page: $(cat "$out/log")"
passed=$((passed + 1))
echo "e2e: $passed passed, 0 failed"
