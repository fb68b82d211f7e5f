#!/usr/bin/env bash
# The data table in a real X11 window under Xvfb, driven by xdotool as a person would: Ctrl+T
# shows the rows below the plots, a header click sorts them (again: largest first), a row click
# puts the plots' crosshair on that row, Shift+click selects a range and Ctrl+C copies it — the
# clipboard compared with the rows computed here from the file —, a filter typed, a brush selects
# days (Ctrl+E writes them, compared with the file; Ctrl+F shows only them, Escape clears), and
# Ctrl+T hides the table.
# Events from --log-events.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=$(realpath "${CHARTREUSE_BIN:-.build/debug/chartreuse}")
source Tests/e2e/xvfb.sh
passed=0
fail() { echo "e2e table: FAIL: $*"; echo "--- events:"; cat "$out/events"; echo "--- stderr:"; cat "$out/stderr"; exit 1; }
ok() { passed=$((passed + 1)); }
expect_event() {
  for _ in $(seq 100); do tail -n +"$(( $2 + 1 ))" "$out/events" | grep -q "$1" && return 0; sleep 0.05; done
  fail "expected an event matching $1"
}
lines() { wc -l < "$out/events"; }
last() { tail -n +"$(( $2 + 1 ))" "$out/events" | grep "$1" | tail -1; }

# Two years of days: a date, a temperature in no order, a weather word.
python3 - "$out/days.csv" <<'PY'
import sys, datetime
start = datetime.date(2023, 1, 1)
with open(sys.argv[1], "w") as f:
    f.write("day,temp,weather\n")
    for i in range(730):
        f.write(f"{start + datetime.timedelta(days=i)},{((i * 37) % 101) / 4 - 5:.2f},{['sun', 'rain', 'snow', 'fog'][(i * 7) % 4]}\n")
PY
cd "$out"
"$bin" days.csv --log-events >"$out/events" 2>"$out/stderr" &
viewer=$!
for _ in $(seq 100); do grep -q '"event":"ready"' "$out/events" 2>/dev/null && break; sleep 0.1; done
grep -q '"event":"ready"' "$out/events" || fail "no ready event"
wid=$(find_window "days.csv")
eval "$(xdotool getwindowgeometry --shell "$wid")"   # X Y WIDTH HEIGHT
sleep 0.3
xdotool mousemove $((X + WIDTH / 2)) $((Y + 100)) click 1; sleep 0.3

# Ctrl+T: the table, all 730 rows, and where it was drawn.
n=$(lines); xdotool key --window "$wid" ctrl+t
expect_event '"event":"table","rows":730,"shown":true' "$n"
expect_event '"event":"table-layout"' "$n"; ok
layout=$(last '"event":"table-layout"' "$n")
read -r header_y row0_y row_h temp_x <<<"$(python3 -c '
import json, sys
e = json.loads(sys.argv[1])
h, b = e["header"], e["body"]
temp = [c for c in e["columns"] if c[0] == "temp"][0]
print(int((h[0] + h[1]) / 2), int(b[0] + e["rowHeight"] / 2), e["rowHeight"], int((temp[1] + temp[2]) / 2))
' "$layout")"

# A click on the temp header sorts ascending; again: largest first.
n=$(lines); xdotool mousemove $((X + temp_x)) $((Y + header_y)) click 1
expect_event '"column":"temp","descending":false,"event":"table-sorted"' "$n"; ok
sleep 0.3
n=$(lines); xdotool mousemove $((X + temp_x)) $((Y + header_y)) click 1
expect_event '"column":"temp","descending":true,"event":"table-sorted"' "$n"; ok

# A click on the third row shown: the file row with the third-largest temperature (file order
# among equals), and the plots' crosshair on its day.
want=$(python3 -c '
import csv
rows = list(csv.DictReader(open("days.csv")))
order = sorted(range(len(rows)), key=lambda i: (-float(rows[i]["temp"]), i))
print(order[2])
')
n=$(lines); xdotool mousemove $((X + temp_x)) $((Y + row0_y + 2 * ${row_h%.*})) click 1
expect_event "\"event\":\"table-row\",\"row\":$want," "$n"
expect_event '"event":"crosshair"' "$n"; ok

# Shift+click two rows further down: three rows selected; Ctrl+C copies them under the header.
n=$(lines); xdotool keydown shift; xdotool mousemove $((X + temp_x)) $((Y + row0_y + 4 * ${row_h%.*})) click 1; xdotool keyup shift
expect_event '"event":"table-row".*"selected":3' "$n"
n=$(lines); xdotool key --window "$wid" ctrl+c
expect_event '"event":"copied","rows":3' "$n"
sleep 0.3
xclip -selection clipboard -o > "$out/clip.tsv" || fail "nothing on the clipboard"
python3 - "$out/clip.tsv" <<'PY' || fail "the copied rows are not the three sorted rows: $(cat "$out/clip.tsv")"
import csv, sys
rows = list(csv.DictReader(open("days.csv")))
order = sorted(range(len(rows)), key=lambda i: (-float(rows[i]["temp"]), i))[2:5]
got = open(sys.argv[1]).read().strip().split("\n")
assert got[0] == "day\ttemp\tweather", got
for line, i in zip(got[1:], order):
    day, temp, weather = line.split("\t")
    assert day == rows[i]["day"] and float(temp) == float(rows[i]["temp"]) and weather == rows[i]["weather"], (line, rows[i])
assert len(got) == 4, got
PY
ok

# = where … in the filter box: only the rainy rows above 10 degrees, in the plots and the table.
want=$(python3 -c '
import csv
rows = list(csv.DictReader(open("days.csv")))
print(sum(1 for r in rows if float(r["temp"]) > 10 and r["weather"] == "rain"))
')
n=$(lines); xdotool key --window "$wid" slash; sleep 0.1
xdotool type --window "$wid" '= where temp > 10 and weather == "rain"'; sleep 0.1
xdotool key --window "$wid" Return
expect_event "\"event\":\"filter\",\"of\":730,\"rows\":$want" "$n"
xdotool getwindowname "$wid" | grep -q "$want of 730 rows where temp > 10" || fail "the title does not name the filter: $(xdotool getwindowname "$wid")"; ok
# Ctrl+Z shows every row again.
n=$(lines); xdotool key --window "$wid" Escape ctrl+z
expect_event '"action":"filter temp > 10' "$n"
xdotool getwindowname "$wid" | grep -q "730 rows" || fail "Ctrl+Z did not take the filter back: $(xdotool getwindowname "$wid")"; ok

# Ctrl+Shift+drag across the middle of the plot: the days in the range dragged are selected
# (counted here from the file by the condition the event names), the title counts them, and
# Ctrl+F shows only them; Ctrl+Z shows them among the rest, Escape clears the selection.
n=$(lines)
xdotool mousemove $((X + WIDTH * 45 / 100)) $((Y + 70)); sleep 0.1
xdotool keydown ctrl keydown shift; sleep 0.1; xdotool mousedown 1
for f in 50 55 60 65; do xdotool mousemove $((X + WIDTH * f / 100)) $((Y + 150)); sleep 0.05; done
xdotool mouseup 1; xdotool keyup shift keyup ctrl
expect_event '"event":"selection"' "$n"
sel=$(last '"event":"selection"' "$n")
picked=$(python3 - "$sel" <<'PY'
import csv, json, re, sys
e = json.loads(sys.argv[1])
lo, hi = re.fullmatch(r'day >= "([0-9-]+)" and day <= "([0-9-]+)"', e["condition"]).groups()
rows = list(csv.DictReader(open("days.csv")))
want = sum(1 for r in rows if lo <= r["day"] <= hi)
assert e["rows"] == want and e["of"] == 730 and 0 < want < 730, (e, want)
print(want)
PY
) || fail "the selection is not the days brushed: $sel"
xdotool getwindowname "$wid" | grep -q "$picked selected" || fail "the title does not count the selection: $(xdotool getwindowname "$wid")"; ok
# Ctrl+E writes the selected rows, every column, compared with the file's rows in the range.
n=$(lines); xdotool key --window "$wid" ctrl+e
expect_event '"event":"exported".*"selected":true' "$n"
python3 - "$sel" <<'PY' || fail "days-selected.csv is not the selected rows"
import csv, json, re, sys
lo, hi = re.fullmatch(r'day >= "([0-9-]+)" and day <= "([0-9-]+)"', json.loads(sys.argv[1])["condition"]).groups()
want = [r for r in csv.DictReader(open("days.csv")) if lo <= r["day"] <= hi]
got = list(csv.DictReader(open("days-selected.csv")))
assert len(got) == len(want) > 0, (len(got), len(want))
for g, w in zip(got, want):
    # Dates are written as local date-times: the day at midnight.
    assert g["day"] == w["day"] + " 00:00:00" and float(g["temp"]) == float(w["temp"]) and g["weather"] == w["weather"], (g, w)
PY
ok
n=$(lines); xdotool key --window "$wid" ctrl+f
expect_event "\"event\":\"filter\",\"of\":730,\"rows\":$picked" "$n"; ok
n=$(lines); xdotool key --window "$wid" ctrl+z
expect_event '"action":"filter day >=' "$n"
n=$(lines); xdotool key --window "$wid" Escape Escape
expect_event '"event":"selection","rows":0' "$n"; ok

# Ctrl+T hides it again.
n=$(lines); xdotool key --window "$wid" ctrl+t
expect_event '"event":"table","rows":730,"shown":false' "$n"; ok

xdotool key --window "$wid" q 2>/dev/null || true
for _ in $(seq 50); do kill -0 "$viewer" 2>/dev/null || break; sleep 0.1; done
kill -0 "$viewer" 2>/dev/null && fail "q did not quit"
viewer=
echo "e2e table: $passed checks passed"
