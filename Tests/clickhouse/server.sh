#!/usr/bin/env bash
# Starts or stops a ClickHouse server for the tests, as a plain process on loopback.
#   server.sh start DIR HTTP_PORT TCP_PORT [TCP_PORT_OF_SECOND_SHARD]   (waits until it answers)
#   server.sh stop DIR
# CHARTREUSE_WATCH_PID=PID: stop it when that process ends.
# The config is Tests/clickhouse/config.xml with its placeholders filled; data lives in DIR.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cmd=$1 dir=$2
case $cmd in
start)
    http=$3 tcp=$4 tcp2=${5:-$4}
    mkdir -p "$dir"/{data,tmp,user_files,format_schemas}
    sed -e "s|@DIR@|$dir|g" -e "s|@HTTP@|$http|g" -e "s|@TCP2@|$tcp2|g" -e "s|@TCP@|$tcp|g" \
        "$here/config.xml" > "$dir/config.xml"
    cp "$here/users.xml" "$dir/users.xml"
    (cd "$dir" && exec clickhouse-server --config-file="$dir/config.xml" > "$dir/stdout.log" 2>&1) &
    echo $! > "$dir/pid"
    # With CHARTREUSE_WATCH_PID, the server is stopped (and DIR removed) once that process is gone,
    # however it ended (a test process killed before its exit handler ran leaves no server behind).
    if [ -n "${CHARTREUSE_WATCH_PID:-}" ]; then
        # (It closes what it inherited: a caller waiting for a pipe or socket to close must not wait on it.)
        (trap '' HUP
         for fd in /proc/$BASHPID/fd/*; do fd=${fd##*/}; [ "$fd" -gt 2 ] && eval "exec $fd>&-"; done
         while kill -0 "$CHARTREUSE_WATCH_PID" 2>/dev/null && [ -f "$dir/pid" ]; do sleep 1; done
         [ -f "$dir/pid" ] && { kill "$(cat "$dir/pid")" 2>/dev/null; sleep 2; rm -rf "$dir"; }) </dev/null >/dev/null 2>&1 &
    fi
    for _ in $(seq 1 300); do
        # The answer must come from this server (its macro names DIR), not from another on a port it shares.
        mine=$(curl -fsS "http://127.0.0.1:$http/" --data-binary "SELECT substitution FROM system.macros WHERE macro = 'dir'" 2>/dev/null || true)
        if [ "$mine" = "$dir" ]; then exit 0; fi
        if ! kill -0 "$(cat "$dir/pid")" 2>/dev/null; then
            echo "clickhouse-server exited: $(tail -n 3 "$dir/server.err.log" "$dir/stdout.log" 2>/dev/null)" >&2; exit 1
        fi
        sleep 0.1
    done
    echo "clickhouse-server did not answer on port $http within 30 s" >&2; exit 1 ;;
stop)
    [ -f "$dir/pid" ] || exit 0
    pid=$(cat "$dir/pid")
    kill "$pid" 2>/dev/null || true
    for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$pid" 2>/dev/null || true
    rm -f "$dir/pid" ;;
*) echo "usage: server.sh start DIR HTTP TCP [TCP2] | stop DIR" >&2; exit 2 ;;
esac
