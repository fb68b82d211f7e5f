#!/usr/bin/env bash
# Side by side with peers (run on demand, not in CI): renders the same random-walk CSVs to a
# 1600×900 PNG with Chartreuse, matplotlib + pandas and gnuplot (pngcairo), each in a cold
# process, and prints wall time and peak memory, and the peers' ratios against Chartreuse.
#
#   bash Tests/peers/compare.sh [ROWS ...]       (default: 1000000 10000000)
#
# Installs what is missing: matplotlib and pandas from PyPI, gnuplot from Debian.
set -euo pipefail
cd "$(dirname "$0")/../.."
rows=("${@:-1000000 10000000}")
[ $# -eq 0 ] && rows=(1000000 10000000)
sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"

python3 -c "import matplotlib, pandas" 2>/dev/null || python3 -m pip install --quiet matplotlib pandas
command -v gnuplot >/dev/null || { $sudo apt-get update -qq && $sudo apt-get install -y -qq gnuplot-nox >/dev/null; }
[ -x /usr/bin/time ] || { $sudo apt-get update -qq && $sudo apt-get install -y -qq time >/dev/null; }
swift build -c release --product chartreuse >/dev/null

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cat >"$work/plot.py" <<'PY'
import sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import pandas as pd
df = pd.read_csv(sys.argv[1])
fig = plt.figure(figsize=(16, 9), dpi=100)
plt.plot(df["x"], df["value"], linewidth=1)
plt.title(sys.argv[1])
fig.savefig(sys.argv[2])
PY

# Best of three runs: prints "seconds kilobytes".
measure() {
  local best_t="" best_m=""
  for _ in 1 2 3; do
    /usr/bin/time -f "%e %M" -o "$work/time" "$@" >/dev/null 2>&1 || { echo "FAILED: $*" >&2; return 1; }
    read -r t m <"$work/time"
    if [ -z "$best_t" ] || awk "BEGIN{exit !($t < $best_t)}"; then best_t=$t; best_m=$m; fi
  done
  echo "$best_t $best_m"
}

printf '%-28s %10s %10s %12s %12s\n' "run" "time (s)" "peak (MB)" "time ratio" "memory ratio"
for n in "${rows[@]}"; do
  csv="$work/walk-$n.csv"
  python3 - "$n" "$csv" <<'PY'
import random, sys
n, path = int(sys.argv[1]), sys.argv[2]
random.seed(1)
v = 0.0
with open(path, "w") as f:
    f.write("x,value\n")
    buf = []
    for i in range(n):
        v += random.uniform(-1, 1)
        buf.append("%d,%.4f\n" % (i, v))
        if len(buf) == 1_000_000:
            f.write("".join(buf)); buf = []
    f.write("".join(buf))
PY
  read -r ct cm < <(measure .build/release/chartreuse "$csv" --export "$work/c.png" --size 1600x900)
  read -r mt mm < <(measure python3 "$work/plot.py" "$csv" "$work/m.png")
  read -r gt gm < <(measure gnuplot -e "set terminal pngcairo size 1600,900; set output '$work/g.png'; set datafile separator ','; plot '$csv' using 1:2 every ::1 with lines notitle")
  mb() { awk "BEGIN{printf \"%.0f\", $1/1024}"; }
  ratio() { awk "BEGIN{printf \"%.1f×\", $1/$2}"; }
  printf '%-28s %10s %10s %12s %12s\n' "chartreuse, $n rows" "$ct" "$(mb "$cm")" "1.0×" "1.0×"
  printf '%-28s %10s %10s %12s %12s\n' "matplotlib+pandas, $n rows" "$mt" "$(mb "$mm")" "$(ratio "$mt" "$ct")" "$(ratio "$mm" "$cm")"
  printf '%-28s %10s %10s %12s %12s\n' "gnuplot pngcairo, $n rows" "$gt" "$(mb "$gm")" "$(ratio "$gt" "$ct")" "$(ratio "$gm" "$cm")"
done
echo "($(nproc) cores, $(date -u +%F); ratios are peer ÷ Chartreuse: above 1 means Chartreuse is faster or smaller)"
