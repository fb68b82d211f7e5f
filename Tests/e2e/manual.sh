#!/usr/bin/env bash
# The standard command line of the three executables: man pages made by swift-argument-parser's
# generate-manual from their own option declarations render with `man -l` and name their options;
# bash, zsh and fish completion scripts are generated (the bash one passes `bash -n`); --version
# names the version and commit; the bench's --help is help, not a run.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
fail() { echo "e2e manual: FAIL: $*"; exit 1; }
passed=0
swift build --product generate-manual >/dev/null
for tool in chartreuse chartreuse-gallery chartreuse-bench; do
  .build/debug/generate-manual ".build/debug/$tool" --output-directory "$out" >/dev/null || fail "generate-manual failed for $tool"
  page="$out/$tool.1"
  [ -s "$page" ] || fail "no man page for $tool"
  MANWIDTH=80 man -l "$page" > "$out/$tool.txt" 2>/dev/null || fail "man -l cannot render $tool.1"
  grep -q "^NAME" "$out/$tool.txt" && grep -q -- "--version" "$out/$tool.txt" || fail "$tool.1 lacks NAME or --version: $(head -20 "$out/$tool.txt")"
  ".build/debug/$tool" --generate-completion-script bash > "$out/$tool.bash"
  bash -n "$out/$tool.bash" || fail "the bash completion of $tool does not parse"
  # (Each read whole into a file: grep -q leaving early would break the tool's pipe under pipefail.)
  ".build/debug/$tool" --generate-completion-script zsh > "$out/$tool.zsh"
  grep -q "#compdef $tool" "$out/$tool.zsh" || fail "no zsh completion for $tool"
  ".build/debug/$tool" --generate-completion-script fish > "$out/$tool.fish"
  grep -q "complete -c '$tool'" "$out/$tool.fish" || fail "no fish completion for $tool"
  ".build/debug/$tool" --version > "$out/$tool.version"
  grep -Eq "^$tool [0-9]+\.[0-9]+\.[0-9]+ \(commit [0-9a-f]{7,}" "$out/$tool.version" || fail "$tool --version: $(cat "$out/$tool.version")"
  passed=$((passed + 1))
done
grep -q -- "--derive" "$out/chartreuse.txt" && grep -q -- "--install-desktop" "$out/chartreuse.txt" || fail "chartreuse.1 lacks its options"
grep -q "IN THE WINDOW" "$out/chartreuse.txt" || fail "chartreuse.1 lacks the window's keys"; passed=$((passed + 1))
# The completion offers the viewer's options.
grep -q -- "--x-range" "$out/chartreuse.bash" || fail "the bash completion lacks --x-range"; passed=$((passed + 1))
echo "e2e manual: $passed passed, 0 failed"
