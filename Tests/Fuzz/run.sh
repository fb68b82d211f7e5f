#!/usr/bin/env bash
# Builds the libFuzzer harnesses (address sanitizer + coverage) and runs each for SECONDS
# (default 60) from the seed corpus in Tests/Fuzz/Corpus. Prints the executions each reached;
# exits non-zero on the first crash, leaving the crashing input in Tests/Fuzz/Crashes.
#   bash Tests/Fuzz/run.sh 45        # the CI run
#   bash Tests/Fuzz/run.sh 3600      # a longer run
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-60}
export CHARTREUSE_FUZZ=1 SWIFT_BACKTRACE=enable=no
for h in FuzzCSV FuzzJSON FuzzSpec FuzzDecimation FuzzNumber FuzzExpression FuzzDecompress FuzzParquet FuzzArrow; do
  swift build -c release --build-path .build-fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library \
    --product "$h" 2>&1 | grep -E "error|Build of" | tail -2
done
mkdir -p Tests/Fuzz/Crashes
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
total=0
for pair in FuzzCSV:csv FuzzJSON:json FuzzSpec:spec FuzzDecimation:decimation FuzzNumber:number FuzzExpression:expression FuzzDecompress:decompress FuzzParquet:parquet FuzzArrow:arrow; do
  h=${pair%%:*}; corpus=${pair##*:}
  mkdir -p "$work/$corpus"
  cp Tests/Fuzz/Corpus/$corpus/* "$work/$corpus/"
  log="$work/$h.log"
  if ! .build-fuzz/release/$h "$work/$corpus" -max_total_time="$seconds" -max_len=65536 -rss_limit_mb=3072 \
        -artifact_prefix=Tests/Fuzz/Crashes/$h- -print_final_stats=1 >"$log" 2>&1; then
    tail -40 "$log"
    echo "fuzz: $h crashed; the input is in Tests/Fuzz/Crashes"
    exit 1
  fi
  execs=$(grep -E "stat::number_of_executed_units" "$log" | awk '{print $2}')
  echo "fuzz: $h: $execs executions in ${seconds}s, corpus $(ls "$work/$corpus" | wc -l) inputs"
  total=$((total + 1))
done
echo "fuzz: $total passed, 0 failed"
