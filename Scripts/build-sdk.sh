#!/usr/bin/env bash
# Generates an SDK from any spec and builds it (debug, as a package depending on this one would): prints the
# generation time, the generated lines, the build time and peak memory of the generated target alone (dependencies
# built first, not timed), and the time to type-check it alone. When the spec has the operation EDIT_OPERATION
# (default repos/get, GitHub's), it then adds a paragraph to that operation's description, regenerates, lists the
# files that changed and times the incremental rebuild, RUNS times (taking the paragraph out and adding it again),
# with the median's share of the full build's, and the time of a build with nothing to do (SwiftPM's part of each
# rebuild). Not part of CI.
# FILES=N generates N Types and N Operations files instead of the default. RUNS=N times the full build N times
# (default 3) and prints each and the median. APIGEN=path generates with another apigen binary (an older build,
# for before/after figures) instead of this checkout's release build.
# Usage: Scripts/build-sdk.sh [SPEC] [MODULE]   (defaults: ../shared/specs/github-full.yaml, GitHubFull)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
source "$root/Scripts/sdk-package.sh"
spec="${1:-$root/../shared/specs/github-full.yaml}"
[ -f "$spec" ] || spec="$root/specs/github-full.yaml"
spec="$(cd "$(dirname "$spec")" && pwd)/$(basename "$spec")"
module="${2:-GitHubFull}"
operation="${EDIT_OPERATION:-repos/get}"
work="$root/.build-sdk/$module"
mkdir -p "$work/Sources"
config=()
if [ -n "${FILES:-}" ]; then
  printf 'files: %s\n' "$FILES" >"$work/apigen.yaml"
  config=(--config "$work/apigen.yaml")
fi
write_sdk_manifest "$work" "${module}Build" ".target(name: \"$module\", dependencies: [runtime])"
runs="${RUNS:-3}"
if [ -n "${APIGEN:-}" ]; then
  apigen="$APIGEN"
else
  (cd "$root" && swift build -c release --product apigen >/dev/null)
  apigen="$root/.build/release/apigen"
fi
rm -rf "$work/Sources/$module"
start=$(date +%s.%N)
"$apigen" generate "$spec" "${config[@]}" --output "$work/Sources/$module" --module-name "$module" >"$work/generate.log" 2>&1 || {
  tail -5 "$work/generate.log"; exit 1; }
end=$(date +%s.%N)
echo "spec: $spec"
awk -v s="$start" -v e="$end" 'BEGIN { printf "generate_s: %.2f\n", e - s }'
echo "generated_lines: $(cat "$work/Sources/$module"/*.swift | wc -l)"
echo "generated_files: $(ls "$work/Sources/$module"/*.swift | wc -l)"
echo "building dependencies (not timed)..."
(cd "$work" && swift build --target APIRuntime >/dev/null)
(cd "$work" && swift build --target "$module" >/dev/null 2>&1 || true)
# Each timed build is a clean build of the target (objects removed) and of nothing else.
echo "building $module (timed, $runs runs)..."
times=()
cpus=()
peak=0
for run in $(seq "$runs"); do
  clean_target "$work" "$module"
  result=$(timed_build "$work" "$module")
  read -r wall cpu memory <<<"$result"
  times+=("$wall")
  cpus+=("$cpu")
  peak=$(awk -v p="$peak" -v m="$memory" 'BEGIN { print (m > p ? m : p) }')
done
echo "build_s_runs: ${times[*]}"
echo "build_s: $(printf '%s\n' "${times[@]}" | median) (median)"
# CPU time does not depend on how the driver's jobs happened to overlap (README: the driver stall).
echo "build_cpu_s_runs: ${cpus[*]}"
echo "peak_rss_mb: $peak (highest run)"
grep -c "warning:" "$work/build-$module.log" | sed 's/^/warnings: /' || true
# Type-checking alone, one frontend for the whole module (what the build does before it emits code).
start=$(date +%s.%N)
/usr/bin/time -f "%M" -o "$work/typecheck-time.txt" bash -c 'source "$0" && typecheck_sdk "$@"' \
  "$root/Scripts/sdk-package.sh" "$work/.build/debug/Modules" "$module" "$work/Sources/$module"/*.swift \
  >"$work/typecheck.log" 2>&1 || { tail -30 "$work/typecheck.log"; exit 1; }
end=$(date +%s.%N)
awk -v s="$start" -v e="$end" 'BEGIN { printf "typecheck_s: %.1f\n", e - s }'
awk '{ printf "typecheck_peak_rss_mb: %.0f\n", $1 / 1024 }' "$work/typecheck-time.txt"
# A build with nothing to do: what SwiftPM spends before any compiler job, the floor under every rebuild.
nulls=()
for run in $(seq "$runs"); do
  result=$(timed_build "$work" "$module")
  read -r wall _ _ <<<"$result"
  nulls+=("$wall")
done
echo "null_build_s_runs: ${nulls[*]}"

# Incremental: one operation's description edited (as a spec author does most), regenerated, rebuilt.
# Same file name: the generated headers name the spec.
mkdir -p "$work/edited"
edited="$work/edited/$(basename "$spec")"
write_edited_spec "$spec" "$edited" "$operation" || {
  echo "incremental: skipped (no operation $operation with a description)"; exit 0; }
before=$(swift_checksums "$work/Sources/$module")
"$apigen" generate "$edited" "${config[@]}" --output "$work/Sources/$module" --module-name "$module" >/dev/null 2>&1
echo "edited: a paragraph added to $operation's description; files changed: $(changed_files "$work/Sources/$module" "$before")"
# Each run rebuilds after one such edit: the paragraph added (generated above), taken out, added again...
rebuilds=()
version="$edited"
for run in $(seq "$runs"); do
  if [ "$run" -gt 1 ]; then
    version=$([ "$version" = "$edited" ] && echo "$spec" || echo "$edited")
    "$apigen" generate "$version" "${config[@]}" --output "$work/Sources/$module" --module-name "$module" >/dev/null 2>&1
  fi
  result=$(timed_build "$work" "$module")
  read -r wall _ _ <<<"$result"
  rebuilds+=("$wall")
done
echo "incremental_build_s_runs: ${rebuilds[*]}"
incremental=$(printf '%s\n' "${rebuilds[@]}" | median)
full=$(printf '%s\n' "${times[@]}" | median)
echo "incremental_build_s: $incremental (median)"
awk -v i="$incremental" -v f="$full" 'BEGIN { printf "incremental_share: %.0f%% of the full build median\n", 100 * i / f }'
# Put the unedited SDK back for the next run.
"$apigen" generate "$spec" "${config[@]}" --output "$work/Sources/$module" --module-name "$module" >/dev/null 2>&1
