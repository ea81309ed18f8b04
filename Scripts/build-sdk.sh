#!/usr/bin/env bash
# Builds the SDK generated from GitHub's full description (debug, as a package depending on this one would) and
# prints the build time and peak memory of the generated target alone, dependencies already built.
# Then edits one operation's summary, regenerates and times the incremental rebuild. Not part of CI.
# Usage: Scripts/build-github-full.sh [SPEC]
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

# Incremental: one operation's description edited (as a spec author does most), regenerated, rebuilt.
# Same file name: the generated headers name the spec.
mkdir -p "$work/edited"
edited="$work/edited/$(basename "$spec")"
python3 - "$spec" "$edited" <<'PY'
import sys
text = open(sys.argv[1]).read()
marker = "operationId: repos/get\n"
at = text.index(marker)
# A paragraph added at the start of the description (a plain scalar: the empty line is a line break).
description = text.rfind("description: ", 0, at) + len("description: ")
indent = " " * (description - len("description: ") - text.rfind("\n", 0, description) - 1 + 2)
open(sys.argv[2], "w").write(text[:description] + "An edited first paragraph.\n\n" + indent + text[description:])
PY
before=$(cd "$work/Sources/GitHubFull" && md5sum *.swift)
"$root/.build/release/apigen" generate "$edited" --output "$work/Sources/GitHubFull" --module-name GitHubFull \
  >/dev/null 2>&1
after=$(cd "$work/Sources/GitHubFull" && md5sum *.swift)
changed=$( (diff <(echo "$before") <(echo "$after") || true) | grep '^>' | awk '{print $3}' | tr '\n' ' ')
echo "edited: a paragraph added to repos/get's description; files changed: ${changed:-none}"
start=$(date +%s.%N)
(cd "$work" && swift build --target GitHubFull >"$work/incremental.log" 2>&1) || { tail -30 "$work/incremental.log"; exit 1; }
end=$(date +%s.%N)
awk -v s="$start" -v e="$end" 'BEGIN { printf "incremental_build_s: %.1f\n", e - s }'
# Put the unedited SDK back for the next run.
"$root/.build/release/apigen" generate "$spec" --output "$work/Sources/GitHubFull" --module-name GitHubFull \
  >/dev/null 2>&1
