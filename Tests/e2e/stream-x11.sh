#!/usr/bin/env bash
# Streams end to end: a logger piped into the viewer is drawn as its rows arrive (not when it
# exits), process substitution and a FIFO are read as streams, a compressed stream is decoded, and
# a stream that stops mid-line or carries garbage gets a banner, never a hang or a crash.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=$(realpath "${CHARTREUSE_BIN:-.build/debug/chartreuse}")
source Tests/e2e/xvfb.sh
fail() { echo "e2e stream: FAIL: $*"; echo "--- events:"; cat "$out"/events* 2>/dev/null; exit 1; }
passed=0
wait_for() {   # wait_for FILE PATTERN [tries]
  for _ in $(seq "${3:-100}"); do grep -q "$2" "$1" 2>/dev/null && return 0; sleep 0.05; done
  fail "expected $2 in $1"
}
cd "$out"

# A logger: a header, then a row every 50 ms for 3 s; the window must show rows while it runs.
logger() { echo "t,v"; for i in $(seq 1 60); do echo "$i,$((i * i % 17))"; sleep 0.05; done; }
logger | "$bin" - --log-events >"$out/events1" 2>"$out/stderr1" &
viewer=$!
wait_for "$out/events1" '"event":"reload".*"rows":[0-9]' 60
first=$(grep -m1 '"event":"reload"' "$out/events1" | sed -nE 's/.*"rows":([0-9]+).*/\1/p')
[ "$first" -lt 60 ] || fail "the first table came only after the logger ended ($first rows)"; passed=$((passed + 1))
wait_for "$out/events1" '"appended":[0-9]*,.*"rows":[0-9]' 60; passed=$((passed + 1))
wait_for "$out/events1" '"rows":60' 100; passed=$((passed + 1))
wait_for "$out/events1" '"event":"stream-end"' 60; passed=$((passed + 1))
find_window "stdin" >/dev/null || fail "no window titled stdin"
kill -0 "$viewer" 2>/dev/null || fail "the viewer died after the stream ended: $(cat "$out/stderr1")"
kill "$viewer"; wait "$viewer" 2>/dev/null || true

# Process substitution of a compressed file, and a FIFO fed gzip data.
{ echo "x,y"; for i in $(seq 1 500); do echo "$i,$((i % 13)).25"; done; } > data.csv
gzip -c data.csv > data.csv.gz
"$bin" <(zcat data.csv.gz) --log-events >"$out/events2" 2>"$out/stderr2" &
viewer=$!
wait_for "$out/events2" '"rows":500' 100; passed=$((passed + 1))
kill "$viewer"; wait "$viewer" 2>/dev/null || true
mkfifo pipe
"$bin" pipe --log-events >"$out/events3" 2>"$out/stderr3" &
viewer=$!
cat data.csv.gz > pipe
wait_for "$out/events3" '"rows":500' 100; passed=$((passed + 1))
kill "$viewer"; wait "$viewer" 2>/dev/null || true

# A gzip stream cut short: the rows decoded stay, with a banner naming the cause.
{ head -c $(( $(stat -c%s data.csv.gz) / 2 )) data.csv.gz; sleep 1; } | "$bin" - --log-events >"$out/events4" 2>"$out/stderr4" &
viewer=$!
wait_for "$out/events4" '"event":"error".*ends early' 100; passed=$((passed + 1))
kill -0 "$viewer" 2>/dev/null || fail "the viewer died on a cut stream"
kill "$viewer"; wait "$viewer" 2>/dev/null || true

# The CLI reads the same streams: process substitution, a FIFO, and standard input.
[ "$("$bin" <(zcat data.csv.gz) --stats | grep -c '^y ')" = 1 ] || fail "--stats over process substitution"
( gzip -c data.csv > pipe & ); "$bin" pipe --stats | grep -q '^y  *500 ' || fail "--stats over a FIFO"
xz -c data.csv | "$bin" - --stats | grep -q '^y  *500 ' || fail "--stats over xz on stdin"
passed=$((passed + 1))
# A decompression bomb (3 MB of gzip decoding to 600 MB of rows): the window shows progress, Escape
# cancels the load and the viewer lives on. Ctrl+C cancels the CLI's load with one line.
( set +o pipefail; { echo "x,y"; yes "0.000123456789,-12345.6789012" | head -n 20000000; } | gzip -1 > bomb.csv.gz )
"$bin" bomb.csv.gz --log-events >"$out/events5" 2>"$out/stderr5" &
viewer=$!
wait_for "$out/events5" '"event":"progress"' 400
wid=""
for _ in $(seq 100); do wid=$(find_window "bomb") && break; sleep 0.05; done
[ -n "$wid" ] || fail "no window for the bomb"
xdotool key --window "$wid" Escape
wait_for "$out/events5" '"event":"cancel-load"' 100
wait_for "$out/events5" '"event":"error".*loading was cancelled' 200
! grep -q '"event":"reload"' "$out/events5" || fail "the bomb loaded whole before Escape took"
kill -0 "$viewer" 2>/dev/null || fail "the viewer died cancelling a load"
kill "$viewer"; wait "$viewer" 2>/dev/null || true; passed=$((passed + 1))
# (A background job starts with Ctrl+C ignored, which the viewer keeps: it is set back to the
# default first, as in a terminal.)
python3 -c 'import os, signal, sys; signal.signal(signal.SIGINT, signal.SIG_DFL); os.execv(sys.argv[1], sys.argv[1:])' \
  "$bin" bomb.csv.gz --stats >/dev/null 2>"$out/stderr6" &
cli=$!
for _ in $(seq 100); do grep -q "loading bomb" "$out/stderr6" 2>/dev/null && break; sleep 0.05; done
sleep 0.5; kill -INT "$cli"
status=0; wait "$cli" || status=$?
[ "$status" = 130 ] || fail "Ctrl+C during the CLI's load: exit $status, not 130"
grep -q "bomb.csv.gz: loading was cancelled (Ctrl+C)" "$out/stderr6" || fail "Ctrl+C: $(cat "$out/stderr6")"
passed=$((passed + 1))
echo "e2e stream: $passed passed, 0 failed"
