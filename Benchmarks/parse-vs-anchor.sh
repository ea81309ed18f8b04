#!/usr/bin/env bash
# Times our full Document decode against the anchor (Yams + OpenAPIKit) on the same spec and prints the ratio.
# Not part of CI: the anchor's dependencies take minutes to build. Usage: Benchmarks/parse-vs-anchor.sh [SPEC]
set -euo pipefail
cd "$(dirname "$0")/.."
spec="${1:-specs/github-full.yaml}"
swift build -c release --product apigen-bench >/dev/null
swift build -c release --package-path Benchmarks/Anchor >/dev/null
ours=$(.build/release/apigen-bench parse "$spec" --runs 9)
anchor=$(Benchmarks/Anchor/.build/release/anchor-bench "$spec" 3)
echo "$ours"
echo "$anchor" | grep -E "anchor_"
document_ms=$(echo "$ours" | awk '/^document_ms:/ {print $2}')
anchor_ms=$(echo "$anchor" | awk '/^anchor_ms:/ {print $2}')
awk -v a="$anchor_ms" -v d="$document_ms" 'BEGIN { printf "anchor_vs_document: %.1f\n", a / d }'
