# Shared by the X11 end-to-end scripts (sourced, not run): starts a private Xvfb on a display it
# chooses itself, exports DISPLAY, and cleans up on exit. Sets `out` (a scratch folder) and
# `viewer` (the PID the caller starts, killed on exit).
out=$(mktemp -d)
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
