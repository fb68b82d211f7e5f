#!/usr/bin/env bash
# Live reload end to end: the viewer runs under Xvfb with --log-events while a writer process
# changes the file every way writers do; each change must show up as a reload with the row count
# of a complete version of the file (or an error that keeps the last good data), never a crash.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=$(realpath "${CHARTREUSE_BIN:-.build/debug/chartreuse}")
source Tests/e2e/xvfb.sh
fail() { echo "e2e reload: FAIL: $*"; echo "--- events:"; cat "$out/events"; exit 1; }
passed=0
# Waits for the newest event (other than the one-off "ready") to match $1.
last() { grep -v '"event":"ready"' "$out/events" 2>/dev/null | tail -1; }
expect_last() {
  for _ in $(seq 60); do last | grep -q "$1" && return 0; sleep 0.05; done
  fail "expected the last event to match $1, got: $(last)"
}

cd "$out"
printf 't,v\n1,10\n2,20\n' > data.csv
"$bin" data.csv --log-events >"$out/events" 2>"$out/stderr" &
viewer=$!
expect_last '"rows":2'; passed=$((passed + 1))
# Scripts have something to wait on: "ready" once the first frame with the data is on screen.
for _ in $(seq 60); do grep -q '"event":"ready","ms":[0-9]' "$out/events" && break; sleep 0.05; done
grep -q '"event":"ready","ms":[0-9]' "$out/events" || fail "no ready event"; passed=$((passed + 1))
# Append a row.
printf '3,30\n' >> data.csv; expect_last '"appended":1,.*"rows":3'; passed=$((passed + 1))
# Append in small chunks with a half-written last line: nothing torn is shown.
printf '4,4' >> data.csv; sleep 0.15; printf '0\n5,50\n' >> data.csv; expect_last '"rows":5'; passed=$((passed + 1))
grep -q '"rows":4' "$out/events" && fail "a torn row count was reported"
# Truncate and rewrite.
printf 't,v\n9,90\n' > data.csv; expect_last '"rows":1'; passed=$((passed + 1))
# Write a temp file and rename it over (an editor's save).
printf 't,v\n1,1\n2,2\n3,3\n4,4\n' > .data.csv.tmp; mv .data.csv.tmp data.csv; expect_last '"rows":4'; passed=$((passed + 1))
# A broken write: an error naming line and column, and the last good data stays.
printf 't,v\n1,"oops\n' > data.csv; expect_last '"event":"error","message":"data.csv:2:3'; passed=$((passed + 1))
# Delete, then re-create.
rm data.csv; expect_last '"event":"waiting"'; passed=$((passed + 1))
printf 't,v\n1,5\n2,6\n3,7\n' > data.csv; expect_last '"rows":3'; passed=$((passed + 1))
# The title shows the row count.
sleep 0.2; find_window "data.csv.*3 rows" >/dev/null || fail "the title does not show the row count"; passed=$((passed + 1))
# Follow: zoomed in, with f on, appended rows slide the view to the newest x.
wid=$(find_window "data.csv")
for i in $(seq 4 40); do echo "$i,$((i * 3 % 7))" >> data.csv; done; expect_last '"rows":40'
xdotool key --window "$wid" plus plus; sleep 0.3
xdotool key --window "$wid" f; expect_last '"event":"follow","on":true'
printf '41,1\n42,2\n43,3\n' >> data.csv; expect_last '"rows":43'
grep -q '"event":"follow","plot":0,"x":\[[0-9.]*,43\]' "$out/events" || fail "follow did not slide to x = 43"; passed=$((passed + 1))
# In follow mode y fits the rows in view (values 0…6), not the zoomed range from before.
yr=$(grep '"event":"follow","plot":0,"x"' "$out/events" | tail -1 | sed -nE 's/.*"y":\[([-0-9.e]+),([-0-9.e]+)\].*/\1 \2/p')
[ -n "$yr" ] || fail "the follow event has no fitted y range"
awk -v r="$yr" 'BEGIN { split(r, a, " "); exit !(a[1] >= -1 && a[1] <= 1 && a[2] >= 5 && a[2] <= 7.5) }' \
  || fail "y does not fit the rows in view: $yr"; passed=$((passed + 1))
# Zoomed in, a rewrite that moves the data out of the view says how to get back to it; 0 does.
xdotool key --window "$wid" f; expect_last '"event":"follow","on":false'
{ echo "t,v"; for i in $(seq 1000 1040); do echo "$i,$((i % 7))"; done; } > data.csv
for _ in $(seq 60); do grep -q '"event":"hint","message":"data outside the view","plot":0' "$out/events" && break; sleep 0.05; done
grep -q '"event":"hint","message":"data outside the view","plot":0' "$out/events" || fail "no hint when the data left the view"
xdotool key --window "$wid" 0; expect_last '"event":"viewport".*"x":\[1000'; passed=$((passed + 1))
kill -0 "$viewer" 2>/dev/null || fail "the viewer died ($(cat "$out/stderr"))"
echo "e2e reload: $passed passed, 0 failed"
