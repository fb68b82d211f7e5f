#!/usr/bin/env bash
# Loading text data side by side with pandas, polars, pyarrow and duckdb (run on demand, not in
# CI). Writes three 10M-row × 2-column CSVs the way people's tools do — short decimals, pandas'
# to_csv default (17 significant digits) and numpy's savetxt default (%.18e) — a gzip of the
# pandas one, pandas' to_csv for a European spreadsheet (`;`, decimal commas; each peer told
# so), and the pandas file with a text column between (some cells quoted, with commas and
# doubled quotes), and a log of a fifth of the rows (an ISO time, two numbers, a category) as
# pandas writes it to CSV and to JSON Lines; loads each in process (best of 3, where a peer's call may reuse memory its
# allocator kept; Chartreuse's figure is chartreuse-bench's p50 on all cores, where each load after
# the first takes back the column memory the one before freed, as a reload does), and exports each to a 1600×900 PNG in a cold process against matplotlib +
# pandas (the best of three runs each: one cold run on this shared machine swings by a third).
#
#   bash Tests/peers/load.sh [ROWS]        (default 10000000)
#   FILES="log.csv log.ndjson" bash Tests/peers/load.sh    (only these rows)
#
# Installs what is missing: numpy, pandas, polars, pyarrow, duckdb and matplotlib from PyPI.
set -euo pipefail
cd "$(dirname "$0")/../.."
rows=${1:-10000000}
python3 -c "import numpy, pandas, polars, pyarrow, duckdb, matplotlib" 2>/dev/null \
  || python3 -m pip install --quiet numpy pandas polars pyarrow duckdb matplotlib
# One product per call: given twice, --product builds only the last.
swift build -c release --product chartreuse >/dev/null
swift build -c release --product chartreuse-bench >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 - "$rows" "$work" <<'PY'
import sys, numpy as np, pandas as pd
n, d = int(sys.argv[1]), sys.argv[2]
rng = np.random.default_rng(1)
v = np.cumsum(rng.uniform(-1, 1, n))
x = np.arange(n)
pd.DataFrame({"x": x * 0.1, "value": v}).to_csv(f"{d}/pandas.csv", index=False)
np.savetxt(f"{d}/numpy.csv", np.column_stack([x, v]), delimiter=",", header="x,value", comments="")
pd.DataFrame({"x": x, "value": np.round(v, 4)}).to_csv(f"{d}/short.csv", index=False, float_format="%.4f")
pd.DataFrame({"x": x * 0.1, "value": v}).to_csv(f"{d}/euro.csv", index=False, sep=";", decimal=",")
cities = np.array(["New York, NY", "Paris", "Berlin", "São Paulo", 'The "Big" Apple', "Oslo", "Lagos, NG", "Tokyo"])
pd.DataFrame({"x": x * 0.1, "city": cities[rng.integers(0, 8, n)], "value": v}).to_csv(f"{d}/text.csv", index=False)
# A log as a pipeline writes it, a fifth of the rows: a time, two numbers and a category per line.
m = n // 5
log = pd.DataFrame({"t": pd.date_range("2024-01-01", periods=m, freq="s"), "x": x[:m] * 0.1, "value": v[:m],
                    "city": cities[rng.integers(0, 8, m)]})
log.to_json(f"{d}/log.ndjson", orient="records", lines=True, date_format="iso")
log.to_csv(f"{d}/log.csv", index=False)
PY
gzip -k "$work/pandas.csv"

cat >"$work/load.py" <<'PY'
import sys
sys.path.insert(0, "Tests/peers")
from best import best, report
import pandas as pd, polars as pl, pyarrow.csv as pc, pyarrow.json as pj, duckdb
path = sys.argv[1]
if path.endswith(".ndjson"):
    out = {"pandas": best(lambda: pd.read_json(path, lines=True)), "polars": best(lambda: pl.read_ndjson(path)),
           "pyarrow": best(lambda: pj.read_json(path)), "duckdb": best(lambda: duckdb.read_json(path).fetchnumpy())}
elif path.endswith("euro.csv"):
    out = {"pandas": best(lambda: pd.read_csv(path, sep=";", decimal=",")),
           "polars": best(lambda: pl.read_csv(path, separator=";", decimal_comma=True)),
           "duckdb": best(lambda: duckdb.read_csv(path, sep=";", decimal=",").fetchnumpy())}
else:
    out = {"pandas": best(lambda: pd.read_csv(path)), "polars": best(lambda: pl.read_csv(path))}
if not path.endswith((".gz", "euro.csv", ".ndjson")):
    out["pyarrow"] = best(lambda: pc.read_csv(path))
    out["duckdb"] = best(lambda: duckdb.read_csv(path).fetchnumpy())
report(out)
PY
cat >"$work/plot.py" <<'PY'
import sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import pandas as pd
p = sys.argv[1]
df = pd.read_csv(p, sep=";", decimal=",") if p.endswith("euro.csv") else pd.read_json(p, lines=True) if p.endswith(".ndjson") else pd.read_csv(p)
fig = plt.figure(figsize=(16, 9), dpi=100)
# The logs' times as times: a column of strings would be drawn as two million categories.
plt.plot(pd.to_datetime(df["t"]) if "t" in df else df["x"], df["value"], linewidth=1)
fig.savefig(sys.argv[2])
PY
seconds() { local s e; s=$(date +%s.%N); "$@" >/dev/null 2>&1; e=$(date +%s.%N); awk "BEGIN{printf \"%.0f\", ($e - $s) * 1000}"; }
best3() { local b t; b=$(seconds "$@"); for _ in 2 3; do t=$(seconds "$@"); [ "$t" -lt "$b" ] && b=$t; done; echo "$b"; }

printf '%-12s %9s %9s %9s %9s %9s %7s   %10s %12s %7s\n' file chartreuse pandas polars pyarrow duckdb ratio "export" "mpl+pandas" ratio
for f in ${FILES:-short.csv pandas.csv numpy.csv pandas.csv.gz euro.csv text.csv log.csv log.ndjson}; do
  p="$work/$f"
  mb=$(stat -c %s "$p")
  rate=$(.build/release/chartreuse-bench --only load --csv "$p" --json | python3 -c "import json,sys; r=json.load(sys.stdin)['results']; print([x for x in r if 'all' in x['name']][0]['p50'])")
  ours=$(awk "BEGIN{printf \"%.0f\", $mb / 1e6 / $rate * 1000}")
  peers=$(python3 "$work/load.py" "$p")
  get() { echo "$peers" | tr ' ' '\n' | sed -n "s/^$1=//p"; }
  fastest=$(echo "$peers" | tr ' ' '\n' | cut -d= -f2 | sort -n | head -1)
  ratio=$(awk "BEGIN{printf \"%.2f×\", $fastest / $ours}")
  if [ "$f" != pandas.csv.gz ]; then
    ce=$(best3 .build/release/chartreuse "$p" --export "$work/c.png" --size 1600x900)
    me=$(best3 python3 "$work/plot.py" "$p" "$work/m.png")
    er=$(awk "BEGIN{printf \"%.1f×\", $me / $ce}")
  else ce=-; me=-; er=-; fi
  printf '%-12s %9s %9s %9s %9s %9s %7s   %10s %12s %7s\n' "$f" "$ours" "$(get pandas)" "$(get polars)" "$(get pyarrow || true)" "$(get duckdb || true)" "$ratio" "$ce" "$me" "$er"
done
echo "(ms; $rows rows, the logs $((rows / 5)); $(nproc) cores, $(date -u +%F); ratio = fastest peer ÷ Chartreuse, above 1 means Chartreuse is faster)"
