#!/usr/bin/env bash
# The library's examples as an app developer runs them, under Xvfb where they need a display:
# - chartreuse-example-window: a click on a line and a drag reach the app's delegate, which
#   prints a line for each;
# - chartreuse-example-live: a detached task feeds a bar chart through the main actor while the
#   window's loop runs, a line per update the chart took (the loop drains the main queue between
#   events, so the updates arrive without any input to wake it);
# - chartreuse-example-export: a PNG and an SVG written with no display at all, by a binary that
#   links no SDL (it depends on ChartExport alone);
# - Tests/consumer, an outside package depending on the ChartExport product: it compiles only the
#   chart targets (no SDL, viewer, workspace or plugin), links no SDL, and writes its PNG; the
#   same package compiles the three examples and the gallery's pages from their sources (links),
#   where `package` declarations cannot be seen: they use the public API alone.
set -euo pipefail
cd "$(dirname "$0")/../.."
# Built here (swift test builds no executable that no test depends on).
for e in window live export; do
  if ! swift build --product "chartreuse-example-$e" > /dev/null 2>&1; then echo "e2e examples: FAIL: chartreuse-example-$e does not build"; exit 1; fi
done
bin=$(realpath .build/debug)
source Tests/e2e/xvfb.sh
passed=0
fail() { echo "e2e examples: FAIL: $*"; for f in "$out"/*.out "$out"/*.err; do [ -f "$f" ] && { echo "--- $f:"; cat "$f"; }; done; exit 1; }
ok() { passed=$((passed + 1)); }
stop() { kill "$viewer" 2>/dev/null || true; wait "$viewer" 2>/dev/null || true; viewer=; }
wait_line() { for _ in $(seq 150); do grep -q "$1" "$2" 2>/dev/null && return 0; sleep 0.1; done; return 1; }

# The window: a click on Lisbon's line at the middle day, then a drag to the left.
"$bin/chartreuse-example-window" > "$out/window.out" 2> "$out/window.err" &
viewer=$!
wid=
for _ in $(seq 100); do wid=$(find_window "Noon temperature") && break; sleep 0.1; done
[ -n "$wid" ] || fail "no window titled Noon temperature"
sleep 0.5
eval "$(xdotool getwindowgeometry --shell "$wid")"   # X Y WIDTH HEIGHT
cx=$((X + WIDTH / 2)); cy=$((Y + HEIGHT / 2))
xdotool mousemove "$cx" "$cy" click 1
wait_line '^tap Lisbon at x 3: 16.0 °C$' "$out/window.out" || fail "the click printed no tap on Lisbon's fourth value"; ok
sleep 0.5; xdotool mousemove "$cx" "$cy" mousedown 1
for k in 1 2 3 4 5 6; do xdotool mousemove $((cx - 20 * k)) "$cy"; sleep 0.03; done
xdotool mouseup 1
wait_line '^pan to x ' "$out/window.out" || fail "the drag printed no pan"; ok
xdotool key --window "$wid" q 2>/dev/null || true   # the window is gone before the key is released
for _ in $(seq 50); do kill -0 "$viewer" 2>/dev/null || break; sleep 0.1; done
kill -0 "$viewer" 2>/dev/null && fail "q did not close the window"; viewer=; ok

# Live: five updates from a detached task, in order, with no input at all.
EXAMPLE_INTERVAL=0.2 "$bin/chartreuse-example-live" > "$out/live.out" 2> "$out/live.err" &
viewer=$!
wait_line '^update 5$' "$out/live.out" || fail "fewer than five updates reached the chart in 15 s"
[ "$(head -5 "$out/live.out" | tr '\n' ' ')" = "update 1 update 2 update 3 update 4 update 5 " ] || fail "updates out of order"; ok
find_window "Live readings" > /dev/null || fail "no window titled Live readings"; ok
stop
# The README quotes the examples: every line it quotes is the example's own (so its snippets
# compile as the examples do). quoted NAME BLOCKS: the Swift blocks after "the NAME example's core:".
quoted() {
  awk -v name="$1" -v blocks="$2" '$0 ~ "the " name " example.s core:" {on = 1; next}
    on && /^```swift/ {inblock = 1; next} inblock && /^```/ {inblock = 0; if (++n == blocks) exit; next} inblock' README.md > "$out/quoted-$1.swift"
  [ -s "$out/quoted-$1.swift" ] || fail "the README quotes no $1 example"
  while IFS= read -r line; do
    [ -z "$line" ] && continue
    grep -qxF -- "$line" "Sources/chartreuse-example-$1/main.swift" || fail "the README quotes a line the $1 example lacks: $line"
  done < "$out/quoted-$1.swift"
}
quoted live 1; ok
quoted window 2; ok
quoted export 1; ok

# Export: no display needed.
mkdir "$out/export"
(cd "$out/export" && env -u DISPLAY -u WAYLAND_DISPLAY "$bin/chartreuse-example-export" > ../export.out 2> ../export.err) || fail "the export example failed"
[ "$(identify -format '%wx%h' "$out/export/load.png")" = "800x500" ] || fail "load.png is not an 800x500 image"
grep -q '<svg' "$out/export/load.svg" || fail "load.svg is not SVG"; ok
if ldd "$bin/chartreuse-example-export" | grep -i -E 'sdl|x11|wayland'; then fail "the export example links SDL or a display library"; fi; ok

# An outside package that only writes pictures.
# Built afresh in the scratch folder: objects left by an older build cannot pass for this one's.
(cd Tests/consumer && swift build --product export-only --scratch-path "$out/consumer-build" > "$out/consumer.out" 2>&1) || fail "Tests/consumer does not build against the ChartExport product"
built=$(cd "$out/consumer-build/debug" && for d in *.build; do if ls "$d"/*.o > /dev/null 2>&1; then echo "${d%.build}"; fi; done | sort | tr '\n' ' ')
[ "$built" = "CPNG ChartCore ChartExport ChartRaster export_only " ] || fail "the consumer compiled more than the chart targets: $built"; ok
consumer=$(realpath "$out/consumer-build/debug/export-only")
if ldd "$consumer" | grep -i -E 'sdl|x11|wayland'; then fail "the consumer links SDL or a display library"; fi
(cd "$out" && env -u DISPLAY -u WAYLAND_DISPLAY "$consumer" rain.png > consumer-run.out 2>&1) || fail "the consumer's export failed"
[ "$(identify -format '%wx%h' "$out/rain.png")" = "640x400" ] || fail "the consumer's rain.png is not a 640x400 image"; ok
# The examples and the gallery's pages, compiled outside the package, use its public API alone.
(cd Tests/consumer && swift build --scratch-path "$out/consumer-build" > "$out/outside.out" 2>&1) \
  || { grep -E "error:" "$out/outside.out" | sort -u | head -20 || true; fail "the examples or the gallery's pages use more than the public API (above)"; }
for t in example-window example-live example-export; do [ -x "$out/consumer-build/debug/$t" ] || fail "$t was not built outside the package"; done; ok
echo "e2e examples: $passed passed, 0 failed"
