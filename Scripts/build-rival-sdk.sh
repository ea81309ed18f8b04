#!/usr/bin/env bash
# The rival's side of Scripts/build-sdk.sh: generates a client SDK from SPEC with swift-openapi-generator 1.14.3
# (types and client, public, as its documentation sets it up), builds it (debug, as a package depending on
# swift-openapi-runtime would; dependencies built first, not timed) and prints the same figures: generation time,
# lines, full build time, CPU and peak memory, then the rebuild after EDIT_OPERATION's description is edited and
# the SDK regenerated, and its share of the full build. RUNS=N times each build N times (default 1: a full build
# takes minutes). Run it in the same hour as build-sdk.sh: the machine's speed drifts. Not part of CI.
# Usage: Scripts/build-rival-sdk.sh [SPEC]   (default: ../shared/specs/github-full.yaml)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
source "$root/Scripts/sdk-package.sh"
spec="${1:-$root/../shared/specs/github-full.yaml}"
spec="$(cd "$(dirname "$spec")" && pwd)/$(basename "$spec")"
operation="${EDIT_OPERATION:-repos/get}"
runs="${RUNS:-1}"
work="$root/.build-sdk/Rival"
module=RivalSDK
mkdir -p "$work/Tool" "$work/SDK/Sources/$module" "$work/edited"

echo "building swift-openapi-generator (release, not timed)..."
build_rival_tool "$work/Tool"
generator="$rival_generator"

write_rival_manifest "$work/SDK" RivalBuild "$module"

# Generates from SPEC_FILE into the SDK target (1.14.3 writes Client.swift, Types.swift and seven Types+*.swift).
generate() {
  "$generator" generate "$1" --config "$work/SDK/openapi-generator-config.yaml" \
    --output-directory "$work/SDK/Sources/$module" >"$work/generate.log" 2>&1 || { tail -5 "$work/generate.log"; exit 1; }
}

start=$(date +%s.%N)
generate "$spec"
end=$(date +%s.%N)
echo "spec: $spec"
awk -v s="$start" -v e="$end" 'BEGIN { printf "generate_s: %.2f\n", e - s }'
echo "generated_lines: $(cat "$work/SDK/Sources/$module"/*.swift | wc -l)"
echo "building dependencies (not timed)..."
(cd "$work/SDK" && swift build --target OpenAPIRuntime >/dev/null 2>&1)
echo "building $module (timed, $runs runs)..."
times=()
for run in $(seq "$runs"); do
  clean_target "$work/SDK" "$module"
  read -r wall cpu memory <<<"$(timed_build "$work/SDK" "$module")"
  times+=("$wall")
  echo "build $run: $wall s, cpu $cpu s, peak $memory MB"
done
full=$(printf '%s\n' "${times[@]}" | median)
echo "build_s: $full (median)"

write_edited_spec "$spec" "$work/edited/$(basename "$spec")" "$operation"
rebuilds=()
version="$spec"
for run in $(seq "$runs"); do
  version=$([ "$version" = "$spec" ] && echo "$work/edited/$(basename "$spec")" || echo "$spec")
  before=$(swift_checksums "$work/SDK/Sources/$module")
  generate "$version"
  changed=$(changed_files "$work/SDK/Sources/$module" "$before")
  read -r wall cpu _ <<<"$(timed_build "$work/SDK" "$module")"
  rebuilds+=("$wall")
  echo "rebuild $run after $operation's description edited (files changed: $changed): $wall s, cpu $cpu s"
done
incremental=$(printf '%s\n' "${rebuilds[@]}" | median)
echo "incremental_build_s: $incremental (median)"
awk -v i="$incremental" -v f="$full" 'BEGIN { printf "incremental_share: %.0f%% of the full build median\n", 100 * i / f }'
