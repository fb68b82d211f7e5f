#!/usr/bin/env bash
# Files written the way people's pipelines write them — pandas, numpy and polars defaults, European
# spreadsheets, pandas' timedeltas, compressed, JSON Lines — read by `chartreuse --stats --json`, and every series'
# count, min, max and mean compared with what the writing tool computes from its own data. The
# numbers must be bit for bit those written (min and max exact; the mean to 1e-12 relative).
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=$(realpath "${CHARTREUSE_BIN:-.build/debug/chartreuse}")
python3 -c "import numpy, pandas, polars" 2>/dev/null || python3 -m pip install --quiet numpy pandas polars 2>/dev/null \
  || python3 -m pip install --quiet --break-system-packages numpy pandas polars
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"

python3 - <<'PY'
import json, numpy as np, pandas as pd, polars as pl
rng = np.random.default_rng(7)
n = 5000
t = pd.date_range("2024-01-01", periods=n, freq="h")
a = np.cumsum(rng.normal(0, 1, n)) * 1e3
b = rng.lognormal(0, 2, n)
b[::97] = np.nan
df = pd.DataFrame({"t": t, "a": a, "b": b})
cases = []
def case(name, flags, frame):
    cases.append({"file": name, "flags": flags, "expected": {c: [int(frame[c].count()), float(frame[c].min()), float(frame[c].max()), float(frame[c].mean())] for c in ["a", "b"]}})
df.to_csv("pandas-default.csv", index=False); case("pandas-default.csv", [], df)
for comp in ["gzip", "bz2", "xz"]:
    name = f"pandas.csv.{comp}"; df.to_csv(name, index=False, compression=comp); case(name, [], df)
df.to_csv("european.csv", index=False, sep=";", decimal=",", date_format="%d.%m.%Y %H:%M"); case("european.csv", [], df)
df.to_csv("european-slash.csv", index=False, sep=";", decimal=",", date_format="%d/%m/%Y %H:%M"); case("european-slash.csv", [], df)
df.to_csv("us-slash.csv", index=False, date_format="%m/%d/%Y %H:%M"); case("us-slash.csv", [], df)
# pandas writes JSON with 10 decimals: the expectation is what the file holds, read by Python's json.
df.to_json("pandas.ndjson", orient="records", lines=True, date_format="iso")
rows = [json.loads(l) for l in open("pandas.ndjson")]
case("pandas.ndjson", [], pd.DataFrame({c: [r[c] if r[c] is not None else np.nan for r in rows] for c in ["a", "b"]}))
x = np.column_stack([np.arange(n), a, np.nan_to_num(b, nan=0.0)])
np.savetxt("numpy.csv", x, delimiter=",", header="t,a,b", comments="")
case("numpy.csv", [], pd.DataFrame({"a": a, "b": np.nan_to_num(b, nan=0.0)}))
# A timedelta column as pandas writes it (`-1 days +23:59:55.123456789`), read as seconds: whole
# seconds plus the written fraction, as Chartreuse adds them.
ns = rng.integers(-10**15, 10**15, n)
lap = pd.Series(pd.to_timedelta(ns, unit="ns"))
lap[::89] = pd.NaT
pd.DataFrame({"t": t, "a": lap, "b": b}).to_csv("pandas-timedelta.csv", index=False)
whole, frac = np.divmod(ns, 10**9)
seconds = whole.astype(float) + frac / 1e9
seconds[::89] = np.nan
case("pandas-timedelta.csv", [], pd.DataFrame({"a": seconds, "b": b}))
p = pl.from_pandas(df)
p.write_csv("polars.csv"); case("polars.csv", [], df)
p.write_ndjson("polars.ndjson"); case("polars.ndjson", [], df)
json.dump(cases, open("cases.json", "w"))
PY

passed=0
for row in $(python3 -c "import json; print(' '.join(c['file'] for c in json.load(open('cases.json'))))"); do
  "$bin" "$row" --x t --y a,b --stats --json > "$row.stats" 2> "$row.err" || { echo "e2e pipelines: FAIL: $row: $(cat "$row.err")"; exit 1; }
  python3 - "$row" <<'PY' || exit 1
import json, sys
name = sys.argv[1]
case = next(c for c in json.load(open("cases.json")) if c["file"] == name)
got = {}
for line in open(name + ".stats"):
    r = json.loads(line)
    got[r["series"]] = [r["count"], r["min"], r["max"], r["mean"]]
for col, (count, lo, hi, mean) in case["expected"].items():
    g = got.get(col)
    ok = g is not None and g[0] == count and g[1] == lo and g[2] == hi and abs(g[3] - mean) <= 1e-12 * max(1.0, abs(mean))
    if not ok:
        print(f"e2e pipelines: FAIL: {name} column {col}: chartreuse {g}, the writer's [{count}, {lo!r}, {hi!r}, {mean!r}]")
        sys.exit(1)
PY
  passed=$((passed + 1))
done
echo "e2e pipelines: $passed passed, 0 failed"
