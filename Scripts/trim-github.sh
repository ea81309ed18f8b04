#!/usr/bin/env bash
# Rewrites specs/github.yaml from GitHub's full description: the operations specs/github-operations.txt lists and
# every component they reach, with GitHub's text and schemas unedited. Scripts/regenerate.sh runs it first.
set -euo pipefail
cd "$(dirname "$0")/.."
full="${1:-specs/github-full.yaml}"
arguments=()
while read -r operation; do
  arguments+=(--operation "$operation")
done < <(grep -v '^[[:space:]]*\(#\|$\)' specs/github-operations.txt)
swift run --traits Mock apigen trim "$full" "${arguments[@]}" --output specs/github.yaml
