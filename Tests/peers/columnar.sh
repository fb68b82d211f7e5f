#!/usr/bin/env bash
# Loading Parquet and Arrow side by side with pyarrow, polars and duckdb (run on demand, not in
# CI). Writes 10M rows × 2 doubles the way people's tools do — pyarrow's Parquet default (snappy,
# dictionary tried then plain), pyarrow with zstd, a column of few distinct values
# (dictionary-encoded), polars' default (zstd), and Feather (Arrow IPC) uncompressed in one record
# batch, in pyarrow's default batches, and LZ4-compressed — and loads each in process:
# Chartreuse's figure is chartreuse-bench's p50 on all cores, the peers' the best of 3. For the
# Arrow files it also prints chartreuse-bench's open to first frame (load, build, render).
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
PY

cat >"$work/load.py" <<'PY'
import sys
sys.path.insert(0, "Tests/peers")
from best import best, report
import pyarrow.parquet as pq, pyarrow.feather as feather, polars as pl, duckdb
path = sys.argv[1]
if path.endswith(".arrow"):
    out = {"pyarrow": best(lambda: feather.read_table(path)), "polars": best(lambda: pl.read_ipc(path))}
else:
    out = {"pyarrow": best(lambda: pq.read_table(path)), "polars": best(lambda: pl.read_parquet(path)),
           "duckdb": best(lambda: duckdb.read_parquet(path).fetchnumpy())}
report(out)
PY

printf '%-24s %10s %9s %9s %9s %7s %12s\n' file chartreuse pyarrow polars duckdb ratio "first frame"
for f in pyarrow-snappy.parquet pyarrow-zstd.parquet pyarrow-dict.parquet polars-zstd.parquet \
         feather-one-batch.arrow feather-batches.arrow feather-lz4.arrow; do
  p="$work/$f"
  mb=$(stat -c %s "$p")
  bench=$(.build/release/chartreuse-bench --only load --csv "$p" --json)
  rate=$(echo "$bench" | python3 -c "import json,sys; r=json.load(sys.stdin)['results']; print([x for x in r if 'all' in x['name']][0]['p50'])")
  frame=$(echo "$bench" | python3 -c "import json,sys; r=json.load(sys.stdin)['results']; print(round([x for x in r if 'first frame' in x['name']][0]['p50']))")
  ours=$(awk "BEGIN{t = $mb / 1e6 / $rate * 1000; printf (t < 10 ? \"%.1f\" : \"%.0f\"), t}")
  peers=$(python3 "$work/load.py" "$p")
  get() { echo "$peers" | tr ' ' '\n' | sed -n "s/^$1=//p"; }
  fastest=$(echo "$peers" | tr ' ' '\n' | cut -d= -f2 | sort -n | head -1)
  ratio=$(awk "BEGIN{printf \"%.2f×\", $fastest / $ours}")
  printf '%-24s %10s %9s %9s %9s %7s %12s\n' "$f" "$ours" "$(get pyarrow)" "$(get polars)" "$(get duckdb || true)" "$ratio" "$frame"
done
echo "(ms; $rows rows × 2 doubles; $(nproc) cores, $(date -u +%F); ratio = fastest peer ÷ Chartreuse, above 1 means Chartreuse is faster)"
