#!/usr/bin/env bash
# Builds the SDK generated from GitHub's full description (debug, as a package depending on this one would) and
# prints the build time and peak memory of the generated target alone, dependencies already built.
# Not part of CI. Usage: Scripts/build-github-full.sh [SPEC]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
spec="${1:-$root/specs/github-full.yaml}"
work="$root/.build-github-full"
mkdir -p "$work/Sources"
cat > "$work/Package.swift" <<PACKAGE
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
  name: "GitHubFullBuild",
  dependencies: [.package(path: "$root")],
  targets: [.target(name: "GitHubFull", dependencies: [.product(name: "APIRuntime", package: "main")])],
  swiftLanguageModes: [.v6]
)
PACKAGE
sed -i "s/package: \"main\"/package: \"$(basename "$root")\"/" "$work/Package.swift"
(cd "$root" && swift build -c release --product apigen >/dev/null)
"$root/.build/release/apigen" generate "$spec" --output "$work/Sources/GitHubFull" --module-name GitHubFull
echo "building dependencies (not timed)..."
(cd "$work" && swift build --target APIRuntime >/dev/null)
(cd "$work" && swift build --target GitHubFull >/dev/null 2>&1 || true)
# Every generated file changed: the timed build recompiles the whole target and nothing else.
touch "$work/Sources/GitHubFull"/*.swift
echo "building GitHubFull (timed)..."
start=$(date +%s.%N)
/usr/bin/time -f "%M" -o "$work/time.txt" bash -c "cd '$work' && swift build --target GitHubFull" >"$work/build.log" 2>&1 || {
  tail -30 "$work/build.log"; exit 1; }
end=$(date +%s.%N)
lines=$(cat "$work/Sources/GitHubFull"/*.swift | wc -l)
echo "generated_lines: $lines"
awk -v s="$start" -v e="$end" 'BEGIN { printf "build_s: %.1f\n", e - s }'
awk '{ printf "peak_rss_mb: %.0f\n", $1 / 1024 }' "$work/time.txt"
grep -c "warning:" "$work/build.log" | sed 's/^/warnings: /' || true
