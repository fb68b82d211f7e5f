# Shared by the X11 end-to-end scripts (sourced, not run): starts a private Xvfb on a display it
# chooses itself, exports DISPLAY, and cleans up on exit. Sets `out` (a scratch folder) and
# `viewer` (the PID the caller starts, killed on exit).
out=$(mktemp -d)
# The viewer's settings and remembered state (recent files, window size) start empty in each
# script: a size left by one run must not move the next one's clicks.
export XDG_CONFIG_HOME="$out/config" XDG_STATE_HOME="$out/state"
# Window titles carry UTF-8 (an em dash); xdotool reads them only under a UTF-8 locale.
export LC_ALL=C.UTF-8
viewer=
xvfb=
# Waits for the server to be gone, so the next script cannot pick its display while it is
# still removing its socket (a new server there would become unreachable).
stop_xvfb() { if [ -n "$xvfb" ]; then kill "$xvfb" 2>/dev/null || true; wait "$xvfb" 2>/dev/null || true; xvfb=; fi; }
cleanup() { if [ -n "$viewer" ]; then kill "$viewer" 2>/dev/null || true; fi; stop_xvfb; rm -rf "$out"; }
trap cleanup EXIT
reachable=
for attempt in 1 2 3; do
  rm -f "$out/display"
  Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$out/display" >/dev/null 2>&1 &
  xvfb=$!
  for _ in $(seq 100); do [ -s "$out/display" ] && break; sleep 0.05; done
  if [ -s "$out/display" ]; then
    export DISPLAY=":$(head -1 "$out/display")"
    for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && { reachable=1; break; }; sleep 0.1; done
  fi
  [ -n "$reachable" ] && break
  stop_xvfb
done
[ -n "$reachable" ] || { echo "e2e: FAIL: cannot start or reach Xvfb (${DISPLAY:-no display})"; exit 1; }

# The EWMH (_NET_WM_NAME, UTF-8) title of a window; xdotool's own name lookups miss UTF-8 titles.
window_title() { xprop -id "$1" _NET_WM_NAME 2>/dev/null | sed -n 's/^_NET_WM_NAME([A-Z0-9_]*) = "\(.*\)"$/\1/p'; }
# Prints the id of a Chartreuse window whose title matches the extended regex $1 (nothing if none).
find_window() {
  local w
  for w in $(xdotool search --classname chartreuse 2>/dev/null); do
    if window_title "$w" | grep -Eq -- "$1"; then echo "$w"; return 0; fi
  done
  return 1
}
