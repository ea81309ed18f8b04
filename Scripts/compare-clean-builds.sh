#!/usr/bin/env bash
# The clean debug build a user waits for, ours against swift-openapi-generator 1.14.3's, in one run: both SDKs
# generated from SPEC (ours by this checkout's release apigen, theirs types and client, public), each in a package of
# its own, dependencies built first (not timed); then ROUNDS rounds (default 3), each a clean build of our target
# and then of theirs (clean_target: objects removed, the same way for both), so that both see the same machine.
# Prints each build's wall time, CPU time of all its processes and the largest process's peak memory, the medians
# and the ratios. A warm row (sources touched, objects kept) follows when WARM=1. Not part of CI.
# Usage: Scripts/compare-clean-builds.sh [SPEC] [ROUNDS]   (default: ../shared/specs/github-full.yaml, 3)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
source "$root/Scripts/sdk-package.sh"
spec="${1:-$root/../shared/specs/github-full.yaml}"
spec="$(cd "$(dirname "$spec")" && pwd)/$(basename "$spec")"
rounds="${2:-3}"
work="$root/.build-sdk/Clean"
ours="$work/Ours"
theirs="$work/Theirs"
mkdir -p "$ours/Sources" "$theirs/Sources/RivalSDK"

echo "building both tools (release, not timed)..."
# The same tool folder as build-rival-sdk.sh's, so that the rival is built once for every script.
build_rival_tool "$root/.build-sdk/Rival/Tool"
(cd "$root" && swift build -c release --product apigen >"$work/apigen-build.log" 2>&1) || {
  tail -20 "$work/apigen-build.log"; exit 1; }

write_sdk_manifest "$ours" OursBuild '.target(name: "SDK", dependencies: [runtime])'
write_rival_manifest "$theirs" TheirsBuild RivalSDK
rm -rf "$ours/Sources/SDK" "$theirs/Sources/RivalSDK"/*
"$root/.build/release/apigen" generate "$spec" --module-name SDK --output "$ours/Sources/SDK" >"$work/ours.log" 2>&1 ||
  { tail -5 "$work/ours.log"; exit 1; }
"$rival_generator" generate "$spec" --config "$theirs/openapi-generator-config.yaml" \
  --output-directory "$theirs/Sources/RivalSDK" >"$work/theirs.log" 2>&1 || { tail -5 "$work/theirs.log"; exit 1; }
echo "spec: $spec"
echo "lines: apigen $(cat "$ours/Sources/SDK"/*.swift | wc -l), swift-openapi-generator $(cat "$theirs/Sources/RivalSDK"/*.swift | wc -l)"
echo "building dependencies (not timed)..."
(cd "$ours" && swift build --target APIRuntime >/dev/null 2>&1)
(cd "$theirs" && swift build --target OpenAPIRuntime >/dev/null 2>&1)

rm -f "$work/runs.txt"
# build SIDE DIR TARGET KIND: one timed build, clean or warm, recorded in runs.txt.
build() {
  local side="$1" dir="$2" target="$3" kind="$4" wall cpu peak
  if [ "$kind" = clean ]; then clean_target "$dir" "$target"; else touch "$dir/Sources/$target"/*.swift; fi
  local result
  result=$(timed_build "$dir" "$target") || exit 1
  read -r wall cpu peak <<<"$result"
  echo "$kind $side $round: wall $wall s, cpu $cpu s, peak $peak MB" | tee -a "$work/runs.txt"
}
for round in $(seq "$rounds"); do
  build apigen "$ours" SDK clean
  build swift-openapi-generator "$theirs" RivalSDK clean
done
if [ "${WARM:-0}" = 1 ]; then
  # A warm build after each clean one: the figure earlier benchmarks reported, kept as a labelled row.
  for round in $(seq "$rounds"); do
    build apigen "$ours" SDK warm
    build swift-openapi-generator "$theirs" RivalSDK warm
  done
fi
for kind in clean warm; do
  grep -q "^$kind " "$work/runs.txt" || continue
  for side in apigen swift-openapi-generator; do
    runs=$(grep "^$kind $side " "$work/runs.txt")
    field() { awk -v f="$1" '{ print $f }' <<<"$runs"; }
    printf '%s %s median: wall %s s, cpu %s s, peak %s MB (highest)\n' "$kind" "$side" "$(field 5 | median)" \
      "$(field 8 | median)" "$(field 11 | sort -n | tail -1)" | tee -a "$work/medians.txt"
  done
  awk -v k="$kind" '$1 == k && $2 == "apigen" { ow = $5; oc = $8 } $1 == k && $2 == "swift-openapi-generator" {
    tw = $5; tc = $8 } END { printf "%s ratio (theirs / ours): wall %.1fx, cpu %.1fx\n", k, tw / ow, tc / oc }' \
    "$work/medians.txt"
  rm -f "$work/medians.txt"
done
