#!/usr/bin/env bash
# Columnar and database files end to end: the viewer runs under Xvfb with --log-events on a
# Parquet file, an Arrow (Feather) file and a SQLite database while Python's pyarrow and sqlite3
# rewrite them as pipelines do — by rename, in place (truncating under a mapped file), half
# written, and through SQLite's write-ahead log. Each change shows as a reload with the rows of a
# complete version, or an error that keeps the last good data; the viewer never dies.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=$(realpath "${CHARTREUSE_BIN:-.build/debug/chartreuse}")
python3 -c "import pyarrow" 2>/dev/null || python3 -m pip install --quiet pyarrow 2>/dev/null \
  || python3 -m pip install --quiet --break-system-packages pyarrow
source Tests/e2e/xvfb.sh
passed=0
fail() { echo "e2e columnar: FAIL: $*"; echo "--- events:"; cat "$out"/*.events 2>/dev/null | tail -20; exit 1; }
last() { grep -v '"event":"ready"' "$1" 2>/dev/null | tail -1; }
expect_last() {
  for _ in $(seq 100); do last "$1" | grep -q "$2" && return 0; sleep 0.05; done
  fail "expected the last event of $1 to match $2, got: $(last "$1")"
}
cd "$out"
write() { python3 -c "
import sys, os, numpy as np, pyarrow as pa, pyarrow.parquet as pq, pyarrow.feather as f
kind, path, n, how = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
t = pa.table({'t': np.arange(n, dtype=float), 'v': np.sin(np.arange(n) / 10)})
target = path + '.tmp' if how == 'rename' else path
if kind == 'parquet': pq.write_table(t, target)
else: f.write_feather(t, target, compression='uncompressed', chunksize=n)
if how == 'rename': os.replace(target, path)
if how == 'half':
    b = open(path, 'rb').read(); open(path, 'wb').write(b[:len(b) // 2])
" "$@"; }

# Parquet: open, rewrite by rename, in place, half written, then whole again.
write parquet data.parquet 3 rename
"$bin" data.parquet --log-events >p.events 2>p.stderr &
pv=$!
expect_last p.events '"rows":3'; passed=$((passed + 1))
write parquet data.parquet 5 rename; expect_last p.events '"rows":5'; passed=$((passed + 1))
write parquet data.parquet 7 inplace; expect_last p.events '"rows":7'; passed=$((passed + 1))
write parquet data.parquet 9 half; expect_last p.events '"event":"error","message":"data.parquet: is a truncated Parquet file'; passed=$((passed + 1))
write parquet data.parquet 11 inplace; expect_last p.events '"rows":11'; passed=$((passed + 1))
sleep 0.2; find_window "data.parquet.*11 rows" >/dev/null || fail "the title does not show the Parquet file's rows"; passed=$((passed + 1))
kill -0 $pv 2>/dev/null || fail "the viewer died on Parquet ($(cat p.stderr))"

# Arrow, its doubles borrowed from the file's mapping: rewritten in place over and over (each
# rewrite first cuts the file short underneath the mapping), then shorter, then whole.
write arrow data.arrow 200000 rename
"$bin" data.arrow --log-events >a.events 2>a.stderr &
av=$!
expect_last a.events '"rows":200,000\|"rows":200000'; passed=$((passed + 1))
for i in $(seq 10); do write arrow data.arrow $((200000 + i)) inplace; sleep 0.03; done
expect_last a.events '"rows":200,010\|"rows":200010'
kill -0 $av 2>/dev/null || fail "the viewer died while the Arrow file was rewritten in place ($(cat a.stderr))"; passed=$((passed + 1))
write arrow data.arrow 50 half; expect_last a.events '"event":"error","message":"data.arrow: '; passed=$((passed + 1))
write arrow data.arrow 60 inplace; expect_last a.events '"rows":60'; passed=$((passed + 1))

# SQLite in WAL mode: rows inserted by a writer that keeps its connection open live in the log.
python3 -c "
import sqlite3; c = sqlite3.connect('data.db'); c.execute('pragma journal_mode=wal')
c.execute('create table m (t, v)'); c.executemany('insert into m values (?, ?)', [(i, i % 5) for i in range(20)]); c.commit()
c.execute('create table other (a)'); c.executemany('insert into other values (?)', [(i * i,) for i in range(9)]); c.commit()"
"$bin" data.db --table m --log-events >s.events 2>s.stderr &
sv=$!
expect_last s.events '"rows":20'; passed=$((passed + 1))
python3 -c "
import sqlite3, time; c = sqlite3.connect('data.db')
c.executemany('insert into m values (?, ?)', [(i, i % 5) for i in range(20, 25)]); c.commit(); time.sleep(3)" &
writer=$!
expect_last s.events '"rows":25'; passed=$((passed + 1))
wait $writer
# Several tables and no choice: one line naming them, and a non-zero exit.
if "$bin" data.db --stats >/dev/null 2>s.err; then fail "a database of two tables opened without --table"; fi
grep -q "holds 2 tables (m, other): choose one with --table NAME" s.err || fail "the tables are not listed: $(cat s.err)"; passed=$((passed + 1))
for p in $pv $av $sv; do kill -0 $p 2>/dev/null || fail "a viewer died"; kill $p; wait $p 2>/dev/null || true; done
# ... while the window opens it: the first table shown, the other listed in the browser as a
# source of its own, its column plotted by a click.
"$bin" data.db --log-events >d.events 2>d.stderr &
dv=$!
for _ in $(seq 100); do grep -q '"event":"ready"' d.events 2>/dev/null && break; sleep 0.1; done
grep -q '"event":"ready"' d.events || fail "the window on a database of two tables never became ready: $(cat d.stderr)"
grep -q '"event":"file-added","file":"data.db:other"' d.events || fail "the other table was not offered: $(cat d.events d.stderr)"
grep -q '"event":"reload","glyphPages":[0-9]*,"ms":[0-9.]*,"plots":1,"rows":25' d.events || fail "the first table was not shown"
wid=$(find_window "data.db:m") || true; [ -n "$wid" ] || fail "the title does not name the table shown"; passed=$((passed + 1))
geometry=$(xdotool getwindowgeometry --shell "$wid") || fail "no geometry for the window"
eval "$geometry"
sleep 0.3
# The browser's third row (m: t, m: v, then other: a), 40 points tall from y = 38.
xdotool mousemove $((X + 120)) $((Y + 58 + 40 * 2)) click 1
for _ in $(seq 60); do grep -q '"column":"data.db:other:a"' d.events && break; sleep 0.05; done
grep -q '"column":"data.db:other:a"' d.events || fail "a click on the other table's column did not plot it"
sleep 0.3; ! grep -q '"event":"error"' d.events || fail "the other table's column was not drawn: $(grep error d.events)"; passed=$((passed + 1))
import -window "$wid" tables.png 2>/dev/null && cp tables.png /tmp/columnar-tables.png || true
kill -0 $dv 2>/dev/null || fail "the viewer died on a database of two tables ($(cat d.stderr))"; kill $dv

# Piped in: a Parquet file through standard input is read whole once the stream ends.
write parquet piped.parquet 11 rename
cat piped.parquet | "$bin" - --log-events >s.events 2>s.stderr &
sv=$!
for _ in $(seq 100); do grep -q '"event":"reload".*"rows":11' s.events && break; sleep 0.05; done
grep -q '"event":"reload".*"rows":11' s.events || fail "a piped Parquet file was not read: $(tail -3 s.events)"; passed=$((passed + 1))
kill -0 $sv 2>/dev/null || fail "the viewer died on a piped Parquet file ($(cat s.stderr))"; kill $sv
echo "e2e columnar: $passed passed, 0 failed"
