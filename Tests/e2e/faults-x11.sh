#!/usr/bin/env bash
# Window and system faults under Xvfb: a resize storm down to 1×1 and back, minimize and restore,
# the bundled font missing (fontconfig fallback with a warning), and the X server going away
# (a clean exit with a message, no crash).
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=$(realpath "${CHARTREUSE_BIN:-.build/debug/chartreuse}")
source Tests/e2e/xvfb.sh
fail() { echo "e2e faults: FAIL: $*"; exit 1; }
passed=0
mkdir -p "$out/noassets"
CHARTREUSE_ASSETS="$out/noassets" "$bin" Assets/Samples/sample.csv >"$out/stdout" 2>"$out/stderr" &
viewer=$!
wid=
for _ in $(seq 100); do wid=$(find_window "sample.csv") && [ -n "$wid" ] && break; sleep 0.1; done
[ -n "$wid" ] || fail "no window ($(cat "$out/stderr"))"
for _ in $(seq 50); do grep -q "bundled font is missing" "$out/stderr" && break; sleep 0.1; done
grep -q "bundled font is missing; using .* from fontconfig" "$out/stderr" || fail "no fontconfig fallback warning: $(cat "$out/stderr")"
passed=$((passed + 1))
# Resize storm.
for s in "1 1" "2000 1400" "1 300" "300 1" "640 480" "1 1" "1200 800" "37 23" "900 600"; do
  xdotool windowsize "$wid" $s 2>/dev/null || true
  sleep 0.05
done
for _ in $(seq 30); do xdotool windowsize "$wid" $((RANDOM % 1600 + 1)) $((RANDOM % 1000 + 1)) 2>/dev/null || true; done
xdotool windowsize "$wid" 800 500; sleep 0.5
kill -0 "$viewer" 2>/dev/null || fail "the viewer died in the resize storm: $(tail -3 "$out/stderr")"
import -window root "$out/after.png"
colors=$(convert "$out/after.png" -format "%k" info:)
[ "$colors" -gt 10 ] || fail "nothing drawn after the storm ($colors colours)"
passed=$((passed + 1))
# Minimize and restore.
xdotool windowminimize "$wid" 2>/dev/null || true; sleep 0.3
xdotool windowmap "$wid" 2>/dev/null || true; xdotool windowactivate "$wid" 2>/dev/null || true; sleep 0.3
kill -0 "$viewer" 2>/dev/null || fail "the viewer died on minimize/restore"
passed=$((passed + 1))
# The X server goes away.
kill "$xvfb"
status=0
for _ in $(seq 50); do kill -0 "$viewer" 2>/dev/null || break; sleep 0.1; done
kill -0 "$viewer" 2>/dev/null && fail "the viewer kept running without its display"
wait "$viewer" || status=$?
viewer=
[ "$status" -ne 0 ] && [ "$status" -lt 128 ] || fail "exit status $status (a signal or success)"
grep -q "display went away" "$out/stderr" || fail "no message: $(cat "$out/stderr")"
passed=$((passed + 1))
echo "e2e faults: $passed passed, 0 failed"
