# Shared by the X11 end-to-end scripts (sourced, not run): starts a private Xvfb on a display it
# chooses itself, exports DISPLAY, and cleans up on exit. Sets `out` (a scratch folder) and
# `viewer` (the PID the caller starts, killed on exit).
out=$(mktemp -d)
# Window titles carry UTF-8 (an em dash); xdotool reads them only under a UTF-8 locale.
export LC_ALL=C.UTF-8
Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$out/display" >/dev/null 2>&1 &
xvfb=$!
viewer=
cleanup() { if [ -n "$viewer" ]; then kill "$viewer" 2>/dev/null || true; fi; kill "$xvfb" 2>/dev/null || true; rm -rf "$out"; }
trap cleanup EXIT
for _ in $(seq 100); do [ -s "$out/display" ] && break; sleep 0.05; done
[ -s "$out/display" ] || { echo "e2e: FAIL: Xvfb did not start"; exit 1; }
export DISPLAY=":$(head -1 "$out/display")"
for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
xdpyinfo >/dev/null 2>&1 || { echo "e2e: FAIL: cannot reach Xvfb on $DISPLAY"; exit 1; }

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
