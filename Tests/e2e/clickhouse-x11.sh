#!/usr/bin/env bash
# A ClickHouse table in a real window under Xvfb, driven by xdotool: the viewer opens a 2M-row
# table on a server this script starts (Tests/clickhouse/server.sh), every pan and zoom is answered
# by the server (`answer` events: M4 columns, or rows once zoomed in), the password given through
# the environment shows in no title or event, and the server stopped mid-session gives a banner
# with the last picture kept, then answers again once it is back; rows inserted meanwhile are read
# within a second or two and drawn.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=$(realpath "${CHARTREUSE_BIN:-.build/debug/chartreuse}")
server=$(realpath Tests/clickhouse/server.sh)
source Tests/e2e/xvfb.sh
passed=0
ch="$out/clickhouse"
cleanup_ch() { bash "$server" stop "$ch" >/dev/null 2>&1 || true; cleanup; }
trap cleanup_ch EXIT
fail() { echo "e2e clickhouse: FAIL: $*"; echo "--- events:"; tail -20 "$out/v.events" 2>/dev/null; tail -5 "$out/v.stderr" 2>/dev/null; exit 1; }
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
http=$(free_port); tcp=$(free_port)
bash "$server" start "$ch" "$http" "$tcp"
q() { curl -sS "http://127.0.0.1:$http/" --data-binary "$1"; }
q "CREATE TABLE e2e (t DateTime, temp Float64, load Float64) ENGINE = MergeTree ORDER BY t"
q "INSERT INTO e2e SELECT toDateTime(1700000000 + number * 5), 20 + 5 * sin(number / 17280.0 * 6.283) + ((number * 7919) % 100) / 50.0, (number * 104729) % 1000 / 10.0 FROM numbers(2000000)"

lines() { wc -l < "$out/v.events"; }
# Waits for a viewport answer for plot $1 of kind $2 (columns or rows) after line $3 of the log.
expect_viewport() {
  for _ in $(seq 300); do
    tail -n +"$(( $3 + 1 ))" "$out/v.events" | grep '"event":"answer"' | grep '"plot":'"$1"',' | grep -q '"'"$2"'":' && return 0
    sleep 0.05
  done
  fail "no $2 answer for plot $1 after line $3"
}
# Waits for an event matching $1 after line $2 of the log.
expect_event() {
  for _ in $(seq 200); do tail -n +"$(( $2 + 1 ))" "$out/v.events" | grep -q -- "$1" && return 0; sleep 0.05; done
  fail "no event matching $1 after line $2"
}
CLICKHOUSE_PASSWORD='s3cret-Pa55' "$bin" "clickhouse://analyst@127.0.0.1:$http/default?table=e2e&y=temp,load" --size 1000x700 --follow --log-events >"$out/v.events" 2>"$out/v.stderr" &
viewer=$!
expect_event '"event":"ready"' 0
expect_event '"event":"clickhouse".*"rows":2000000' 0; passed=$((passed + 1))
# Both plots' lines come from the server: M4 columns, a few per pixel at most.
expect_viewport 0 columns 0
expect_viewport 1 columns 0; passed=$((passed + 1))
wid=$(find_window "127.0.0.1/default.e2e") || fail "no window titled after the table: $(xdotool search --classname chartreuse getwindowname %@ 2>/dev/null)"
find_window "s3cret" >/dev/null && fail "the password shows in the title"
eval "$(xdotool getwindowgeometry --shell "$wid")"   # X Y WIDTH HEIGHT
cx=$((X + WIDTH / 2 + 100)); cy=$((Y + HEIGHT / 4))
sleep 0.5
# A drag pans: one answer once it settles, for the new range.
n=$(lines)
xdotool mousemove $cx $cy mousedown 1; for dx in 20 60 120 200; do xdotool mousemove $((cx - dx)) $cy; sleep 0.03; done; xdotool mouseup 1
expect_viewport 0 columns "$n"; passed=$((passed + 1))
# Zooming in far enough brings rows, not columns.
sleep 0.5; n=$(lines)
xdotool mousemove $cx $cy; for _ in $(seq 70); do xdotool click 4; sleep 0.02; done
expect_viewport 0 rows "$n"; passed=$((passed + 1))
sleep 0.3
import -window root "$out/zoomed.png" 2>/dev/null || true
# The server goes away: the next pan gets a banner naming it, and the viewer lives on.
bash "$server" stop "$ch"
n=$(lines)
xdotool key --window "$wid" 0
expect_event '"event":"error","message":"ClickHouse at 127.0.0.1:'"$http"': cannot connect' "$n"; passed=$((passed + 1))
kill -0 $viewer 2>/dev/null || fail "the viewer died when the server stopped"
sleep 0.3
import -window root "${CHARTREUSE_SHOT:-$out/down.png}" 2>/dev/null || true
# ... and comes back: the request is tried again and answered.
n=$(lines)
bash "$server" start "$ch" "$http" "$tcp"
expect_viewport 0 columns "$n"; passed=$((passed + 1))
# The drag above paused following (a drag looks back); f resumes it.
grep -q '"event":"follow","on":false,"paused":true' "$out/v.events" || fail "the drag did not pause following"
n=$(lines); xdotool key --window "$wid" f; expect_event '"event":"follow","on":true' "$n"; passed=$((passed + 1))
# Rows inserted while it runs: read within a second or two (following keeps a zoomed view on the newest).
n=$(lines)
q "INSERT INTO e2e SELECT toDateTime(1710000000 + number * 5), 30 + (number % 50) / 10.0, 50 FROM numbers(100000)"
expect_event '"event":"clickhouse".*"rows":2100000' "$n"
# Only the newer rows were read: the rows held are the first preview's and the 100,000 added.
held=$(grep '"event":"clickhouse"' "$out/v.events" | grep -o '"held":[0-9]*' | cut -d: -f2)
first=$(echo "$held" | head -n 1) last=$(echo "$held" | tail -n 1)
[ "$last" -eq $((first + 100000)) ] || fail "after the insert $last rows are held, not the $first held before and the 100000 added"
passed=$((passed + 1))
# The plot's view now reaches the new rows (t from 1710000000 on), and the server answered for it.
expect_event '"event":"answer".*"x":\[[0-9.e+]*,171[0-9]' "$n"; passed=$((passed + 1))
grep -q "s3cret" "$out/v.events" "$out/v.stderr" && fail "the password shows in the event log"
kill -0 $viewer 2>/dev/null || fail "the viewer died"
echo "e2e clickhouse: $passed checks passed"
