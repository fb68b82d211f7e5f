#!/usr/bin/env bash
# The library's documentation builds, and builds clean: the DocC catalog of ChartCore (getting
# started, threading, data sources and delegates) and every public declaration's comment, with
# no warning (an unresolved ``Symbol`` link, a missing article).
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
echo "docs: ChartCore and ChartExport build without warnings (3 articles)"
