#!/usr/bin/env bash
# Before/after figures for the debug build of a generated SDK on a machine whose speed drifts: generates the SDK
# from SPEC with two apigen binaries into two targets of one package (dependencies built once, not timed), then
# builds them in turn, PAIRS times (default 3), so that both see the same hours. Prints per build the wall time,
# the CPU time of all its processes and the largest process's peak memory, and the medians. Not part of CI.
# Usage: Scripts/compare-sdk-builds.sh BEFORE_APIGEN AFTER_APIGEN [SPEC] [PAIRS]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
before="$1"
after="$2"
spec="${3:-$root/../shared/specs/github-full.yaml}"
pairs="${4:-3}"
work="$root/.build-sdk/Compare"
mkdir -p "$work/Sources"
cat > "$work/Package.swift" <<PACKAGE
// swift-tools-version: 6.0
import PackageDescription
let runtime: Target.Dependency = .product(name: "APIRuntime", package: "$(basename "$root")")
let package = Package(
  name: "CompareBuild",
  dependencies: [.package(path: "$root")],
  targets: [
    .target(name: "Before", dependencies: [runtime]),
    .target(name: "After", dependencies: [runtime]),
  ],
  swiftLanguageModes: [.v6]
)
PACKAGE
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
    touch "$work/Sources/$side"/*.swift
    /usr/bin/time -f "%e %U %S %M" -o "$work/time.txt" bash -c "cd '$work' && swift build --target $side" \
      >"$work/build-$side.log" 2>&1 || { tail -30 "$work/build-$side.log"; exit 1; }
    read -r wall user system peak <"$work/time.txt"
    awk -v s="$side" -v p="$pair" -v w="$wall" -v u="$user" -v y="$system" -v m="$peak" \
      'BEGIN { printf "%s %d: build %.1f s, cpu %.1f s, peak %.0f MB\n", s, p, w, u + y, m / 1024 }' | tee -a "$work/runs.txt"
  done
done
for side in Before After; do
  runs=$(grep "^$side " "$work/runs.txt")
  median() { awk -v f="$1" '{ print $f }' <<<"$runs" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
  echo "$side median: build $(median 4) s, cpu $(median 7) s, peak $(awk '{ print $10 }' <<<"$runs" | sort -n | tail -1) MB (highest)"
done
