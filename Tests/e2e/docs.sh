#!/usr/bin/env bash
# The library's documentation builds, and builds clean: the DocC catalog of ChartCore (getting
# started, threading, data sources and delegates) and every public declaration's comment, with
# no warning (an unresolved ``Symbol`` link, a missing article); and the library's public API is
# the one summarised in Tests/api (one declaration a line per module, from the symbol graphs): a
# change to it shows here as a diff, to be looked at and then recorded with
# `bash Tests/e2e/docs.sh --update-api`.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for target in ChartCore ChartExport; do
  if ! swift package --allow-writing-to-directory "$out/$target" generate-documentation --target "$target" \
       --output-path "$out/$target" --warnings-as-errors > "$out/$target.log" 2>&1; then
    echo "docs: FAIL: $target's documentation does not build clean:"; grep -E "warning|error" "$out/$target.log" | head -30; exit 1
  fi
  if grep -E "^(warning|error):|: (warning|error):" "$out/$target.log"; then echo "docs: FAIL: $target's documentation has warnings"; exit 1; fi
  [ -d "$out/$target/data/documentation" ] || { echo "docs: FAIL: no documentation written for $target"; exit 1; }
done
for page in gettingstarted threading datasourcesanddelegates; do
  [ -f "$out/ChartCore/data/documentation/chartcore/$page.json" ] || { echo "docs: FAIL: the article $page is missing"; exit 1; }
done
graphs="$out/symbolgraphs"
swift package dump-symbol-graph --minimum-access-level public > "$out/symbolgraph.log" 2>&1 \
  || { tail -20 "$out/symbolgraph.log"; echo "docs: FAIL: the symbol graphs were not written"; exit 1; }
python3 Tests/api/summary.py "$(sed -n 's/^Files written to //p' "$out/symbolgraph.log")" "$out/api"
if [ "${1:-}" = "--update-api" ]; then cp "$out"/api/*.txt Tests/api/; echo "docs: Tests/api updated"; fi
if ! diff -u -x summary.py Tests/api "$out/api" > "$out/api.diff"; then
  cat "$out/api.diff"; echo "docs: FAIL: the public API changed (above); look, then record it: bash Tests/e2e/docs.sh --update-api"; exit 1
fi
echo "docs: ChartCore and ChartExport build without warnings (3 articles); the public API is Tests/api's ($(cat Tests/api/*.txt | wc -l) lines)"
