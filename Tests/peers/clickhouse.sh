#!/usr/bin/env bash
# ClickHouse viewport answers against table size (run on demand, not in CI): starts two
# ClickHouse servers on loopback (Tests/clickhouse), and for each size makes a table of Float64 x
# (0, 1, 2…) and a noisy sine with INSERT … SELECT … FROM numbers(N), makes its rollups, and
# times 300 random viewports with chartreuse-bench (--only clickhouse --prepare); then the same
# rows split over two shards (a Distributed table over a MergeTree table on each server).
#
#   bash Tests/peers/clickhouse.sh [ROWS…]        (default: 1e7 1e8)
#   SHARDS=1 bash Tests/peers/clickhouse.sh 1e9   (one table only; SHARDS=2: two shards only)
#   KEEP=1 …: keep the last size's one-shard table, its rollups and the server running, and print
#             the URL to open it with (stop it with Tests/clickhouse/server.sh stop DIR)
#
# Disk: a size's table and rollups are dropped before the next. 1e9 rows need about 45 GB free
# while they are made (the table is about 12 GB once merged). Installs clickhouse-server and curl
# when missing.
set -euo pipefail
cd "$(dirname "$0")/../.."
sizes=("$@"); [ ${#sizes[@]} -gt 0 ] || sizes=(1e7 1e8)
shards=${SHARDS:-both}   # 1, 2 or both
case $shards in 1|2|both) ;; *) echo "SHARDS is 1, 2 or both (not '$shards')" >&2; exit 2 ;; esac
[ -n "${KEEP:-}" ] && [ "$shards" = 2 ] && { echo "KEEP keeps the one-server table: use SHARDS=1 or both" >&2; exit 2; }
sudo=; [ "$(id -u)" -eq 0 ] || sudo=sudo
command -v clickhouse-server >/dev/null && command -v curl >/dev/null \
  || { $sudo apt-get update -qq && $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq clickhouse-server curl >/dev/null; }
swift build -c release --product chartreuse-bench >/dev/null
bench=$(swift build -c release --show-bin-path)/chartreuse-bench

read -r http tcp http2 tcp2 < <(python3 -c '
import socket
ss = [socket.socket() for _ in range(4)]
for s in ss: s.bind(("127.0.0.1", 0))
print(*[s.getsockname()[1] for s in ss])')
a=$(mktemp -d /var/tmp/chartreuse-bench-ch.XXXXXX) b=$(mktemp -d /var/tmp/chartreuse-bench-ch2.XXXXXX)
keep=${KEEP:-}
trap '[ -n "$keep" ] || { bash Tests/clickhouse/server.sh stop "$a"; rm -rf "$a"; }; bash Tests/clickhouse/server.sh stop "$b"; rm -rf "$b"' EXIT
# (Without KEEP, a server also stops when this script ends however it ends.)
if [ -n "$keep" ]; then bash Tests/clickhouse/server.sh start "$a" "$http" "$tcp" "$tcp2"
else CHARTREUSE_WATCH_PID=$$ bash Tests/clickhouse/server.sh start "$a" "$http" "$tcp" "$tcp2"; fi
[ "$shards" != 1 ] && CHARTREUSE_WATCH_PID=$$ bash Tests/clickhouse/server.sh start "$b" "$http2" "$tcp2"
q() { curl -fsS "http://127.0.0.1:$1/" --data-binary "$2"; }
rows() { python3 -c "import sys; print(int(float(sys.argv[1])))" "$1"; }
y='sin(number / 100000.0) + ((number * 7919) % 1000) / 2000.0'

last=${sizes[${#sizes[@]}-1]}
for size in "${sizes[@]}"; do
    n=$(rows "$size")
    if [ "$shards" != 2 ]; then
        echo "== $size rows, one table (df: $(df -h --output=avail "$a" | tail -1 | tr -d ' '))"
        q "$http" "CREATE TABLE one (x Float64, y Float64) ENGINE = MergeTree ORDER BY x"
        t0=$(date +%s.%N)
        q "$http" "INSERT INTO one SELECT toFloat64(number), $y FROM numbers($n)"
        echo "inserted in $(python3 -c "print(round($(date +%s.%N) - $t0, 1))") s; $(q "$http" "SELECT formatReadableSize(sum(bytes_on_disk)) FROM system.parts WHERE active AND table = 'one'") on disk"
        "$bench" --only clickhouse --prepare --clickhouse "clickhouse://default@127.0.0.1:$http/default?table=one&x=x&y=y"
        echo "rollups: $(q "$http" "SELECT formatReadableSize(sum(bytes_on_disk)) FROM system.parts WHERE active AND table LIKE 'chartreuse_m4_%'") on disk"
        if [ -n "$keep" ] && [ "$size" = "$last" ]; then
            echo "kept: chartreuse 'clickhouse://default@127.0.0.1:$http/default?table=one&x=x&y=y' (server: $a)"; break
        fi
        for t in $(q "$http" "SELECT name FROM system.tables WHERE database = 'default' AND (name = 'one' OR name LIKE 'chartreuse_%')"); do
            q "$http" "DROP TABLE default.\`$t\`"
        done
    fi
    [ "$shards" != 1 ] || continue
    echo "== $size rows, two shards"
    for port in "$http" "$http2"; do q "$port" "CREATE TABLE part (x Float64, y Float64) ENGINE = MergeTree ORDER BY x"; done
    q "$http" "INSERT INTO part SELECT toFloat64(number), $y FROM numbers($n) WHERE number % 2 = 0"
    q "$http2" "INSERT INTO part SELECT toFloat64(number), $y FROM numbers($n) WHERE number % 2 = 1"
    q "$http" "CREATE TABLE whole AS part ENGINE = Distributed(two_shards, default, part)"
    "$bench" --only clickhouse --prepare --clickhouse "clickhouse://default@127.0.0.1:$http/default?table=whole&x=x&y=y"
    for t in $(q "$http" "SELECT name FROM system.tables WHERE database = 'default' AND (name IN ('whole', 'part') OR name LIKE 'chartreuse_%')"); do
        q "$http" "DROP TABLE default.\`$t\`"
    done
    q "$http2" "DROP TABLE part"
done
