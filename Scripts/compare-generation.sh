#!/usr/bin/env bash
# Generation time against swift-openapi-generator 1.14.3, both release-built, both command lines timed from process
# start to files on disk, RUNS rounds (default 5) interleaved so that both see the same machine. Prints each round
# and the ratio. The rival's tool is built first (not timed), in .build-sdk/Rival/Tool. Not part of CI.
# Usage: Scripts/compare-generation.sh [SPEC]   (default: ../shared/specs/github-full.yaml)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
spec="${1:-$root/../shared/specs/github-full.yaml}"
spec="$(cd "$(dirname "$spec")" && pwd)/$(basename "$spec")"
runs="${RUNS:-5}"
# The same tool folder as build-rival-sdk.sh's, so that the rival is built once for both.
work="$root/.build-sdk/Rival/Tool"
source "$root/Scripts/sdk-package.sh"
echo "building both tools (release, not timed)..."
build_rival_tool "$work"
(cd "$root" && swift build -c release --product apigen >"$work/apigen-build.log" 2>&1) || {
  tail -20 "$work/apigen-build.log"; exit 1; }
rival="$rival_generator"
apigen="$root/.build/release/apigen"
printf 'generate:\n  - types\n  - client\naccessModifier: public\n' >"$work/openapi-generator-config.yaml"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
seconds() { awk -v s="$1" -v e="$2" 'BEGIN { printf "%.3f", e - s }'; }
echo "spec: $spec"
for round in $(seq "$runs"); do
  rm -rf "$out/rival" "$out/apigen" && mkdir -p "$out/rival"
  start=$(date +%s.%N)
  "$rival" generate "$spec" --config "$work/openapi-generator-config.yaml" --output-directory "$out/rival" \
    >"$out/rival.log" 2>&1 || { tail -5 "$out/rival.log"; exit 1; }
  middle=$(date +%s.%N)
  "$apigen" generate "$spec" --module-name Compared --output "$out/apigen" >"$out/apigen.log" 2>&1 || {
    tail -5 "$out/apigen.log"; exit 1; }
  end=$(date +%s.%N)
  theirs=$(seconds "$start" "$middle")
  ours=$(seconds "$middle" "$end")
  awk -v r="$round" -v t="$theirs" -v o="$ours" \
    'BEGIN { printf "round %d: swift-openapi-generator %.2f s, apigen %.3f s, ratio %.1fx\n", r, t, o, t / o }'
done
echo "lines: swift-openapi-generator $(cat "$out/rival"/*.swift | wc -l), apigen $(cat "$out/apigen"/*.swift | wc -l)"
