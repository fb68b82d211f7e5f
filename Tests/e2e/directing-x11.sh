#!/usr/bin/env bash
# Directing the picture in a real X11 window under Xvfb, driven by xdotool as a person would:
# the keyboard paths in the column list (Shift+Enter makes a column the current plot's x,
# Ctrl+Enter splits the plot by one), k for the next kind, Shift+L for a log y axis, the
# right-click menu opened on a plot and an item chosen with the keyboard, a column dragged onto
# a plot's x axis; the saved workspace read back with --print-spec. Events from --log-events.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=$(realpath "${CHARTREUSE_BIN:-.build/debug/chartreuse}")
source Tests/e2e/xvfb.sh
passed=0
fail() { echo "e2e directing: FAIL: $*"; echo "--- events:"; cat "$out/events"; echo "--- stderr:"; cat "$out/stderr"; exit 1; }
ok() { passed=$((passed + 1)); }
expect_event() {
  for _ in $(seq 60); do tail -n +"$(( $2 + 1 ))" "$out/events" | grep -q "$1" && return 0; sleep 0.05; done
  fail "expected an event matching $1"
}
lines() { wc -l < "$out/events"; }

# Penguin-like rows: two categories, measures in no order (one body mass of 0, which a log axis leaves out).
python3 - "$out/birds.csv" <<'PY'
import sys
sp, isl = ["Adelie", "Gentoo", "Chinstrap"], ["Torgersen", "Biscoe", "Dream"]
with open(sys.argv[1], "w") as f:
    f.write("species,island,bill_length,bill_depth,flipper_length,body_mass\n")
    for i in range(150):
        s = i % 3
        f.write(f"{sp[s]},{isl[(i * 7) % 3]},{35 + s * 5 + (i * 37) % 11 * 0.7:.1f},{14 + (i * 13) % 7 * 0.5:.1f},"
                f"{180 + s * 15 + (i * 53) % 13},{0 if i == 7 else 3000 + (i * 71) % 1500}\n")
PY
cd "$out"
"$bin" birds.csv --log-events >"$out/events" 2>"$out/stderr" &
viewer=$!
for _ in $(seq 100); do grep -q '"event":"ready"' "$out/events" 2>/dev/null && break; sleep 0.1; done
grep -q '"event":"ready"' "$out/events" || fail "no ready event"
wid=$(find_window "birds.csv")
eval "$(xdotool getwindowgeometry --shell "$wid")"   # X Y WIDTH HEIGHT
sleep 0.3
row() { echo $((X + 120)) $((Y + 58 + 40 * $1)); }
plots_x=$((X + 260 + (WIDTH - 260) / 2))
# Highlights the browser's column matching $1 (typed into the filter, then Enter).
highlight() {
  xdotool key --window "$wid" slash; sleep 0.1
  for _ in 1 2 3 4 5 6 7 8 9 10 11 12 13 14; do xdotool key --window "$wid" BackSpace; done   # an earlier filter's text goes
  xdotool type --window "$wid" "$1"; sleep 0.1
  xdotool key --window "$wid" Return; sleep 0.1
}
# Click the first plot so it is the current one.
xdotool mousemove $plots_x $((Y + 120)) click 1; sleep 0.4

# Shift+Enter: flipper_length becomes the first plot's x (in no order: dots).
highlight flipper; n=$(lines); xdotool key --window "$wid" shift+Return
expect_event '"column":"flipper_length","event":"plot-changed","group_by":[^,]*,"kind":"scatter","plot":0,"x":"flipper_length"' "$n"; ok
# Ctrl+Enter: split by island (the first picture splits by species) (dots coloured by it); again: unsplit; again: split.
highlight island; n=$(lines); xdotool key --window "$wid" ctrl+Return
expect_event '"column":"island","event":"plot-changed","group_by":"island","kind":"scatter","plot":0' "$n"; ok
n=$(lines); xdotool key --window "$wid" ctrl+Return
expect_event '"column":"island","event":"plot-changed","group_by":null' "$n"
n=$(lines); xdotool key --window "$wid" ctrl+Return
expect_event '"group_by":"island"' "$n"; ok
# A measure does not split: said in a toast, nothing changes.
highlight body; n=$(lines); xdotool key --window "$wid" ctrl+Return; sleep 0.4
tail -n +$((n + 1)) "$out/events" | grep -q '"event":"plot-changed"' && fail "a measure split the plot"; ok
# Escape gives the keys back to the plots.
xdotool key --window "$wid" Escape; xdotool mousemove $plots_x $((Y + 120)); sleep 0.2

# Shift+L: a log y axis, the zero body mass... not in this plot (bill_length is its y): none left out.
n=$(lines); xdotool key --window "$wid" shift+l
expect_event '"axis":"y","event":"log","left-out":0,"on":true,"plot":0' "$n"; ok
# k: x is in no order, so the only other kind is bars (150 rows fit); k again: dots.
n=$(lines); xdotool key --window "$wid" k
expect_event '"event":"kind","kind":"bar","plot":0' "$n"
n=$(lines); xdotool key --window "$wid" k
expect_event '"event":"kind","kind":"scatter","plot":0' "$n"; ok

# The right-click menu on the plot: its first item is the y axis's (linear again), chosen with the keys.
n=$(lines); xdotool mousemove $plots_x $((Y + 150)) click 3
expect_event '"event":"menu","items":\["Linear y axis","Log x axis"' "$n"
n=$(lines); xdotool key --window "$wid" Down Return
expect_event '"axis":"y","event":"log","left-out":0,"on":false,"plot":0' "$n"; ok
# Escape closes it without a change.
n=$(lines); xdotool mousemove $plots_x $((Y + 150)) click 3; expect_event '"event":"menu"' "$n"
xdotool key --window "$wid" Escape; sleep 0.3
n=$(lines); xdotool key --window "$wid" shift+l
expect_event '"axis":"y","event":"log","left-out":0,"on":true,"plot":0' "$n"; ok

# Drag island onto the second plot's x axis (the strip under its plot area): its x.
# (The footer's status line takes the window's last 30 points; the axis's labels stand 20 to 40 above.)
second_axis=$(( Y + HEIGHT - 50 ))
drag() {
  xdotool mousemove $1 $2 mousedown 1
  for k in 1 2 3 4 5 6 7 8; do xdotool mousemove $(( $1 + ($3 - $1) * k / 8 )) $(( $2 + ($4 - $2) * k / 8 )); sleep 0.03; done
  sleep 0.1; xdotool mouseup 1
}
xdotool key --window "$wid" slash; for _ in 1 2 3 4 5 6 7; do xdotool key --window "$wid" BackSpace; done
xdotool key --window "$wid" Escape; sleep 0.2   # the whole list again
n=$(lines); read -r ax ay <<<"$(row 1)"
plots=$(grep -o '"event":"ready"[^}]*' "$out/events" | sed -E 's/.*"plots":([0-9]+).*/\1/')
if [ "$plots" -ge 2 ]; then
  # The second plot's frame: the stack below the first title, halved (two plots).
  drag "$ax" "$ay" "$plots_x" "$second_axis"
  expect_event '"column":"island","event":"plot-changed".*"plot":1,"x":"island"' "$n"; ok
fi

# Ctrl+Shift+C: the current plot on the clipboard as a PNG of its size; Ctrl+S the same beside the file.
xdotool mousemove $plots_x $((Y + 120)) click 1; sleep 0.3
n=$(lines); xdotool key --window "$wid" ctrl+shift+c
expect_event '"event":"copied-image"' "$n"
size=$(tail -n +$((n + 1)) "$out/events" | grep '"event":"plot-written"' | tail -1 | sed -E 's/.*"size":\[([0-9]+),([0-9]+)\].*/\1x\2/')
xclip -selection clipboard -t image/png -o > "$out/clip.png" || fail "no image on the clipboard"
[ "$(identify -format '%wx%h' "$out/clip.png")" = "$size" ] || fail "the clipboard image is $(identify -format '%wx%h' "$out/clip.png"), the plot $size"
[ "$size" != "${WIDTH}x${HEIGHT}" ] || fail "the copied image is the whole window"; ok
n=$(lines); xdotool key --window "$wid" ctrl+s; expect_event '"event":"saved"' "$n"
[ "$(identify -format '%wx%h' "$out/birds.png")" = "$size" ] || fail "Ctrl+S did not write the plot alone"; ok

# Ctrl+Shift+S: the saved workspace holds all of it, read back with --print-spec.
n=$(lines); xdotool key --window "$wid" ctrl+shift+s
expect_event '"event":"workspace-saved"' "$n"
saved=$(tail -n +$((n + 1)) "$out/events" | grep '"event":"workspace-saved"' | sed -E 's/.*"path":"([^"]*)".*/\1/')
spec=$("$bin" --spec "$saved" --print-spec) || fail "--print-spec of the saved workspace failed"
echo "$spec" | grep -q "x: flipper_length" || fail "the saved workspace lost the x: $spec"
echo "$spec" | grep -q "group_by: island" || fail "the saved workspace lost the split: $spec"
echo "$spec" | grep -q "kind: scatter" || fail "the saved workspace lost the kind: $spec"
echo "$spec" | grep -Eq "log:|- y" || fail "the saved workspace lost the log axis: $spec"; ok

xdotool key --window "$wid" q 2>/dev/null || true
for _ in $(seq 50); do kill -0 "$viewer" 2>/dev/null || break; sleep 0.1; done
kill -0 "$viewer" 2>/dev/null && fail "q did not quit"
viewer=
echo "e2e directing: $passed checks passed"
