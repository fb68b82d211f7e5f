#!/usr/bin/env bash
# Reload torture: a writer performs WRITES (default 1000) mixed writes — truncate and rewrite,
# write-to-temp-then-rename, appends in small chunks with partial last lines, delete and
# re-create — while the viewer runs under Xvfb with --log-events. Checks: no crash; every reload
# reports a row count some complete version of the file had; resident memory grows by less than
# 5 MB; the glyph atlas stays bounded.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=$(realpath "${CHARTREUSE_BIN:-.build/debug/chartreuse}")
writes=${WRITES:-1000}
source Tests/e2e/xvfb.sh
fail() { echo "e2e torture: FAIL: $*"; tail -5 "$out/events"; exit 1; }
cd "$out"
printf 't,v\n0,0\n' > data.csv
"$bin" data.csv --log-events >"$out/events" 2>"$out/stderr" &
viewer=$!
for _ in $(seq 100); do grep -q '"event":"reload"' "$out/events" 2>/dev/null && break; sleep 0.05; done
sleep 1
rss() { awk '/VmRSS/ {print $2}' /proc/$viewer/status; }
rss0=$(rss)
python3 - "$writes" <<'PY'
import os, random, sys, time
random.seed(7)
writes = int(sys.argv[1])
valid = {1}
rows = 1
def content(n):
    return "t,v\n" + "".join(f"{i},{(i * 37) % 101}\n" for i in range(n))
def whole(path, text):
    with open(path, "w") as f:
        f.write(text)
for k in range(writes):
    op = random.choice(["rewrite", "rename", "append", "append", "chunks", "delete"])
    if op == "rewrite":
        rows = random.randint(1, 400)
        whole("data.csv", content(rows))
    elif op == "rename":
        rows = random.randint(1, 400)
        whole(".data.tmp", content(rows))
        os.rename(".data.tmp", "data.csv")
    elif op == "append":
        n = random.randint(1, 20)
        with open("data.csv", "a") as f:
            f.write("".join(f"{rows + i},{i}\n" for i in range(n)))
        for i in range(1, n + 1):
            valid.add(rows + i)
        rows += n
    elif op == "chunks":
        # One row written in pieces: the half-written line must never be shown.
        line = f"{rows},{k % 97}\n"
        cut = random.randint(1, len(line) - 1)
        with open("data.csv", "a") as f:
            f.write(line[:cut]); f.flush(); time.sleep(0.003); f.write(line[cut:])
        rows += 1
    else:
        os.remove("data.csv")
        time.sleep(0.01)
        rows = random.randint(1, 50)
        whole("data.csv", content(rows))
    valid.add(rows)
    time.sleep(random.choice([0.001, 0.005, 0.02]))
with open("valid.txt", "w") as f:
    f.write("\n".join(str(v) for v in sorted(valid)))
PY
sleep 2
kill -0 "$viewer" 2>/dev/null || fail "the viewer died: $(tail -3 "$out/stderr")"
rss1=$(rss)
reloads=$(grep -c '"event":"reload"' "$out/events" || true)
torn=$(grep -o '"rows":[0-9]*' "$out/events" | cut -d: -f2 | sort -un | grep -vxFf valid.txt || true)
[ -z "$torn" ] || fail "reloads reported row counts no complete file had: $(echo $torn | head -c 200)"
pages=$(grep -o '"glyphPages":[0-9]*' "$out/events" | cut -d: -f2 | sort -n | tail -1)
[ "${pages:-0}" -le 8 ] || fail "the glyph atlas grew to $pages pages"
growth=$(( (rss1 - rss0) / 1024 ))
[ $((rss1 - rss0)) -lt 5120 ] || fail "resident memory grew by ${growth} MB (from $((rss0 / 1024)) MB)"
echo "e2e torture: $writes writes, $reloads reloads, $(grep -c '"event":"error"' "$out/events" || true) transient errors, RSS $((rss0 / 1024)) → $((rss1 / 1024)) MB, glyph pages ${pages:-0}"
echo "e2e torture: 1 passed, 0 failed"
