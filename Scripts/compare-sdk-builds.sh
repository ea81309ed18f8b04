#!/usr/bin/env bash
# Before/after figures for the debug build of a generated SDK on a machine whose speed drifts: generates the SDK
# from SPEC with two apigen binaries into two targets of one package (dependencies built once, not timed), then
# builds them in turn, PAIRS times (default 3), so that both see the same hours. Prints per build the wall time,
# the CPU time of all its processes and the largest process's peak memory, and the medians. Not part of CI.
# Usage: Scripts/compare-sdk-builds.sh BEFORE_APIGEN AFTER_APIGEN [SPEC] [PAIRS]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
source "$root/Scripts/sdk-package.sh"
before="$1"
after="$2"
spec="${3:-$root/../shared/specs/github-full.yaml}"
pairs="${4:-3}"
work="$root/.build-sdk/Compare"
mkdir -p "$work/Sources"
write_sdk_manifest "$work" CompareBuild ".target(name: \"Before\", dependencies: [runtime])" \
  ".target(name: \"After\", dependencies: [runtime])"
echo "spec: $spec"
for side in Before After; do
  binary=$before
  [ "$side" = After ] && binary=$after
  rm -rf "$work/Sources/$side"
  "$binary" generate "$spec" --output "$work/Sources/$side" --module-name "$side" >"$work/generate-$side.log" 2>&1 || {
    tail -5 "$work/generate-$side.log"; exit 1; }
  echo "$side: $(cat "$work/Sources/$side"/*.swift | wc -l) lines in $(ls "$work/Sources/$side"/*.swift | wc -l) files"
done
echo "building dependencies and both targets once (not timed)..."
(cd "$work" && swift build --target APIRuntime >/dev/null 2>&1)
for side in Before After; do
  (cd "$work" && swift build --target "$side" >"$work/build-$side.log" 2>&1) || { tail -30 "$work/build-$side.log"; exit 1; }
done
rm -f "$work/runs.txt"
for pair in $(seq "$pairs"); do
  for side in Before After; do
    clean_target "$work" "$side"
    result=$(timed_build "$work" "$side")
    read -r wall cpu peak <<<"$result"
    echo "$side $pair: build $wall s, cpu $cpu s, peak $peak MB" | tee -a "$work/runs.txt"
  done
done
for side in Before After; do
  runs=$(grep "^$side " "$work/runs.txt")
  field() { awk -v f="$1" '{ print $f }' <<<"$runs"; }
  echo "$side median: build $(field 4 | median) s, cpu $(field 7 | median) s, peak $(field 10 | sort -n | tail -1) MB (highest)"
done
