#!/usr/bin/env bash
# The desktop install as a new user would do it, in a fresh home: `chartreuse --install-desktop
# --user` puts the binary, Assets, icon, MIME package and a .desktop entry in place (the entry
# passes desktop-file-validate), makes Chartreuse the default for CSV, and `xdg-open data.csv`
# then opens a real window under Xvfb (found by its title); --uninstall-desktop takes it all out.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=$(realpath "${CHARTREUSE_BIN:-.build/debug/chartreuse}")
source Tests/e2e/xvfb.sh
passed=0
fail() { echo "e2e desktop: FAIL: $*"; exit 1; }
ok() { passed=$((passed + 1)); }

home="$out/home"
mkdir -p "$home"
export HOME="$home" XDG_DATA_HOME="$home/.local/share" XDG_CONFIG_HOME="$home/.config" XDG_DATA_DIRS=/usr/share
# The person had chosen another program for CSV, and kept other associations.
mkdir -p "$XDG_CONFIG_HOME"
printf '[Added Associations]\ntext/csv=libreoffice-calc.desktop;\n\n[Default Applications]\ntext/csv=libreoffice-calc.desktop\nimage/png=eog.desktop\n' \
  > "$XDG_CONFIG_HOME/mimeapps.list"
"$bin" --install-desktop --user > "$out/install.txt" || fail "the install failed: $(cat "$out/install.txt")"
entry="$XDG_DATA_HOME/applications/chartreuse.desktop"
[ -x "$home/.local/bin/chartreuse" ] || fail "no binary in ~/.local/bin"
[ -f "$XDG_DATA_HOME/chartreuse/Fonts/DejaVuSans.ttf" ] || fail "no Assets in $XDG_DATA_HOME/chartreuse"
[ -f "$entry" ] || fail "no .desktop entry"
desktop-file-validate "$entry" || fail "desktop-file-validate refuses the entry: $(cat "$entry")"
grep -q '^MimeType=.*text/csv;.*application/vnd.apache.parquet;' "$entry" || fail "the entry lacks the MIME types: $(cat "$entry")"; ok
for s in 16 32 48 64 128 256; do [ -f "$XDG_DATA_HOME/icons/hicolor/${s}x${s}/apps/chartreuse.png" ] || fail "no ${s}px icon"; done
[ -f "$XDG_DATA_HOME/icons/hicolor/scalable/apps/chartreuse.svg" ] || fail "no scalable icon"
bash -n "$XDG_DATA_HOME/bash-completion/completions/chartreuse" || fail "no bash completion installed"; ok
[ "$(xdg-mime query default text/csv)" = chartreuse.desktop ] || fail "Chartreuse is not the default for CSV: $(xdg-mime query default text/csv)"
[ "$(xdg-mime query default application/vnd.apache.parquet)" = chartreuse.desktop ] || fail "nor for Parquet"; ok
# A second install replaces the first (no error, one set of defaults).
"$bin" --install-desktop --user > /dev/null || fail "installing again failed"
[ "$(grep -c '^text/csv=chartreuse.desktop$' "$XDG_CONFIG_HOME/mimeapps.list")" = 1 ] || fail "mimeapps.list: $(cat "$XDG_CONFIG_HOME/mimeapps.list")"; ok

# xdg-open of a CSV opens the installed viewer: a window titled by the file and its rows.
{ echo "t,v"; for i in $(seq 1 40); do echo "$i,$((i * i % 17))"; done; } > "$out/data.csv"
xdg-open "$out/data.csv" > "$out/xdg.txt" 2>&1 &
w=
for _ in $(seq 100); do w=$(find_window "^data\.csv — 40 rows — Chartreuse$" || true); [ -n "$w" ] && break; sleep 0.1; done
[ -n "$w" ] || fail "xdg-open data.csv opened no Chartreuse window ($(cat "$out/xdg.txt"))"
viewer=$(xdotool getwindowpid "$w" 2>/dev/null || pgrep -f "$home/.local/bin/chartreuse" | head -1)
[ "$(readlink "/proc/$viewer/exe")" = "$home/.local/bin/chartreuse" ] || fail "the window is not the installed binary's"
# (Read whole into a file: grep -q leaving early would break xprop's pipe under pipefail.)
xprop -id "$w" _NET_WM_ICON > "$out/icon.txt" || true
grep -q 'Icon (64 x 64)' "$out/icon.txt" || fail "the window has no icon: $(head -c 300 "$out/icon.txt")"; ok
# Runs xdotool with the arguments after $1, {} standing for the window titled $1, found again
# before each try: a window found while the viewer starts can be gone a moment later (a CI run
# failed once on a BadWindow here).
to_window() {
  local title=$1 w a
  local -a args
  shift
  for _ in $(seq 20); do
    w=$(find_window "$title" || true)
    if [ -n "$w" ]; then
      args=()
      for a in "$@"; do if [ "$a" = "{}" ]; then args+=("$w"); else args+=("$a"); fi; done
      xdotool "${args[@]}" 2>/dev/null && return 0
    fi
    sleep 0.1
  done
  fail "xdotool $* did not reach the window titled $title"
}
# Remembered state: the file among the recent ones, and the window's size for the next start.
to_window "^data\.csv — 40 rows — Chartreuse$" windowsize {} 900 600
sleep 0.5
# (q quits on the key's press: the window can be gone before xdotool's key-up, a BadWindow
# that is no failure — a CI run failed on it here; whether it quit is checked next.)
w=$(find_window "^data\.csv — 40 rows — Chartreuse$" || true)
[ -n "$w" ] || fail "the window titled data.csv is gone before q"
xdotool key --window "$w" q 2>/dev/null || true
for _ in $(seq 50); do kill -0 "$viewer" 2>/dev/null || break; sleep 0.1; done
kill -0 "$viewer" 2>/dev/null && fail "q did not quit"
viewer=
state="$XDG_STATE_HOME/chartreuse/state.yaml"
grep -q "$out/data.csv" "$state" || fail "the opened file is not remembered: $(cat "$state" 2>/dev/null)"
grep -q "window_size: 900x600" "$state" || fail "the window size is not remembered: $(cat "$state")"
# The second start also reads a settings file: z acts as c (the crosshair), bigger type.
mkdir -p "$XDG_CONFIG_HOME/chartreuse"
printf 'keys: {z: c}\nfont_size: 15\n' > "$XDG_CONFIG_HOME/chartreuse/config.yaml"
"$home/.local/bin/chartreuse" "$out/data.csv" --log-events > "$out/events" 2> "$out/stderr" &
viewer=$!
w=
for _ in $(seq 100); do w=$(find_window "^data\.csv — 40 rows" || true); [ -n "$w" ] && break; sleep 0.1; done
[ -n "$w" ] || fail "the second start showed no window"
eval "$(xdotool getwindowgeometry --shell "$w")"
[ "$WIDTH" = 900 ] && [ "$HEIGHT" = 600 ] || fail "the second start is ${WIDTH}x${HEIGHT}, not the remembered 900x600"; ok
xdotool mousemove $((X + 450)) $((Y + 200)); sleep 0.2; to_window "^data\.csv — 40 rows" key --window {} z
for _ in $(seq 60); do grep -q '"event":"crosshair"' "$out/events" && break; sleep 0.05; done
grep -q '"event":"crosshair"' "$out/events" || fail "z did not act as c: $(cat "$out/events" "$out/stderr")"
[ ! -s "$out/stderr" ] || fail "the settings file gave warnings: $(cat "$out/stderr")"; ok
kill "$viewer"; wait "$viewer" 2>/dev/null || true; viewer=

"$bin" --uninstall-desktop --user > "$out/uninstall.txt" || fail "the uninstall failed"
[ ! -e "$entry" ] && [ ! -e "$home/.local/bin/chartreuse" ] && [ ! -e "$XDG_DATA_HOME/chartreuse" ] || fail "the uninstall left files: $(cat "$out/uninstall.txt")"
[ ! -e "$XDG_DATA_HOME/icons/hicolor/64x64/apps/chartreuse.png" ] || fail "the uninstall left the icon"
[ ! -e "$XDG_DATA_HOME/bash-completion/completions/chartreuse" ] || fail "the uninstall left the completion"
! grep -q chartreuse.desktop "$XDG_CONFIG_HOME/mimeapps.list" || fail "the uninstall left the defaults"
# What was there before is back: the CSV default, the other default, the added association.
grep -q '^text/csv=libreoffice-calc.desktop$' "$XDG_CONFIG_HOME/mimeapps.list" && grep -q '^image/png=eog.desktop$' "$XDG_CONFIG_HOME/mimeapps.list" \
  && grep -q '^text/csv=libreoffice-calc.desktop;$' "$XDG_CONFIG_HOME/mimeapps.list" || fail "the uninstall did not restore mimeapps.list: $(cat "$XDG_CONFIG_HOME/mimeapps.list")"; ok
echo "e2e desktop: $passed passed, 0 failed"
