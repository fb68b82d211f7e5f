#!/usr/bin/env bash
# Loading Parquet and Arrow side by side with pyarrow, polars and duckdb (run on demand, not in
# CI). Writes 10M rows × 2 doubles the way people's tools do — pyarrow's Parquet default (snappy,
# dictionary tried then plain), pyarrow with zstd, a column of few distinct values
# (dictionary-encoded), polars' default (zstd), and Feather (Arrow IPC) uncompressed in one record
# batch, in pyarrow's default batches, and LZ4-compressed — and loads each in process. Each side
# is timed twice. Repeated calls in one process: a peer's best of 3, where a call may reuse memory
# its allocator kept from the call before, against chartreuse-bench's p50 on all cores, where each
# load takes back the column memory the one before freed, as a reload does (ColumnMemory). And
# memory from the system, as a file opened once takes it: a peer's first read in a fresh process
# after warming up on a small file of the same form, against chartreuse-bench's p50 with every
# kept block freed before each load ("fresh"). It also prints chartreuse-bench's open to first
# frame (load, build, render; fresh memory).
#
#   bash Tests/peers/columnar.sh [ROWS]        (default 10000000)
#
# Installs what is missing: numpy, pyarrow, polars and duckdb from PyPI.
set -euo pipefail
cd "$(dirname "$0")/../.."
rows=${1:-10000000}
python3 -c "import numpy, pyarrow, polars, duckdb" 2>/dev/null \
  || python3 -m pip install --quiet numpy pyarrow polars duckdb 2>/dev/null \
  || python3 -m pip install --quiet --break-system-packages numpy pyarrow polars duckdb
swift build -c release --product chartreuse-bench >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 - "$rows" "$work" <<'PY'
import sys, numpy as np, pyarrow as pa, pyarrow.parquet as pq, polars as pl
n, d = int(sys.argv[1]), sys.argv[2]
rng = np.random.default_rng(1)
x = np.arange(n) * 0.1
walk = pa.table({"x": x, "value": np.cumsum(rng.uniform(-1, 1, n))})
pq.write_table(walk, f"{d}/pyarrow-snappy.parquet")
pq.write_table(walk, f"{d}/pyarrow-zstd.parquet", compression="zstd")
pq.write_table(pa.table({"x": x, "value": rng.integers(0, 1000, n).astype(float)}), f"{d}/pyarrow-dict.parquet")
pl.from_arrow(walk).write_parquet(f"{d}/polars-zstd.parquet")
import pyarrow.feather as feather
feather.write_feather(walk, f"{d}/feather-one-batch.arrow", compression="uncompressed", chunksize=n)
feather.write_feather(walk, f"{d}/feather-batches.arrow", compression="uncompressed")
feather.write_feather(walk, f"{d}/feather-lz4.arrow")
small = walk.slice(0, 1000)
pq.write_table(small, f"{d}/small.parquet")
feather.write_feather(small, f"{d}/small.arrow")
PY

cat >"$work/load.py" <<'PY'
# load.py PATH            -> each peer's best of 3, as name=ms
# load.py PATH PEER SMALL -> PEER's first read of PATH, after warming up on SMALL (ms)
import sys, time
sys.path.insert(0, "Tests/peers")
from best import best, report
import pyarrow.parquet as pq, pyarrow.feather as feather, polars as pl, duckdb
path = sys.argv[1]
if path.endswith(".arrow"):
    readers = {"pyarrow": feather.read_table, "polars": pl.read_ipc}
else:
    readers = {"pyarrow": pq.read_table, "polars": pl.read_parquet, "duckdb": lambda p: duckdb.read_parquet(p).fetchnumpy()}
if len(sys.argv) == 2:
    report({name: best(lambda: read(path)) for name, read in readers.items()})
else:
    read, small = readers[sys.argv[2]], sys.argv[3]
    for _ in range(3): read(small)
    s = time.perf_counter(); read(path)
    print(f"{(time.perf_counter() - s) * 1000:.0f}")
PY

printf '%-24s %10s %9s %9s %9s %7s   %6s   %-21s %7s %12s\n' file chartreuse pyarrow polars duckdb ratio fresh "first reads (pa pl dk)" ratio "first frame"
for f in pyarrow-snappy.parquet pyarrow-zstd.parquet pyarrow-dict.parquet polars-zstd.parquet \
         feather-one-batch.arrow feather-batches.arrow feather-lz4.arrow; do
  p="$work/$f"
  mb=$(stat -c %s "$p")
  bench=$(.build/release/chartreuse-bench --only load --csv "$p" --json)
  rate=$(echo "$bench" | python3 -c "import json,sys; r=json.load(sys.stdin)['results']; print([x for x in r if 'all' in x['name'] and 'fresh' not in x['name']][0]['p50'])")
  frate=$(echo "$bench" | python3 -c "import json,sys; r=json.load(sys.stdin)['results']; print([x for x in r if 'fresh memory' in x['name']][0]['p50'])")
  frame=$(echo "$bench" | python3 -c "import json,sys; r=json.load(sys.stdin)['results']; print(round([x for x in r if 'first frame' in x['name']][0]['p50']))")
  ms() { awk "BEGIN{t = $mb / 1e6 / $1 * 1000; printf (t < 10 ? \"%.1f\" : \"%.0f\"), t}"; }
  ours=$(ms "$rate")
  fresh=$(ms "$frate")
  peers=$(python3 "$work/load.py" "$p")
  get() { echo "$peers" | tr ' ' '\n' | sed -n "s/^$1=//p"; }
  fastest=$(echo "$peers" | tr ' ' '\n' | cut -d= -f2 | sort -n | head -1)
  ratio=$(awk "BEGIN{printf \"%.2f×\", $fastest / $ours}")
  case $f in *.arrow) small="$work/small.arrow"; who="pyarrow polars";; *) small="$work/small.parquet"; who="pyarrow polars duckdb";; esac
  firsts=$(for peer in $who; do python3 "$work/load.py" "$p" "$peer" "$small"; done | tr '\n' ' ')
  quickest=$(echo "$firsts" | tr ' ' '\n' | sed '/^$/d' | sort -n | head -1)
  fratio=$(awk "BEGIN{printf \"%.2f×\", $quickest / $fresh}")
  printf '%-24s %10s %9s %9s %9s %7s   %6s   %-21s %7s %12s\n' "$f" "$ours" "$(get pyarrow)" "$(get polars)" "$(get duckdb || true)" "$ratio" "$fresh" "$firsts" "$fratio" "$frame"
done
echo "(ms; $rows rows × 2 doubles; $(nproc) cores, $(date -u +%F); ratio = fastest peer ÷ Chartreuse, above 1 means Chartreuse is faster. The first pair: each side's repeated calls in one process, Chartreuse's taking back the column memory the call before freed as a reload does, a peer's reusing what its allocator kept; the second: Chartreuse with memory from the system (fresh) against the peers' first reads)"
