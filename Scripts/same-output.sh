#!/usr/bin/env bash
# Generates every SDK a generator change must leave byte-identical into one folder: the committed SDKs (from their
# apigen.yaml), GitHub's full description, and every description of the public corpus. Run it before and after a
# change that should not change output, then compare: `diff -r BEFORE AFTER`. Snapshots are SnapshotTests' job.
#   Scripts/same-output.sh OUT [CORPUS]   (CORPUS default ../shared/corpus)
# Environment: APIGEN (default .build/release/apigen, else .build/debug/apigen).
set -uo pipefail
cd "$(dirname "$0")/.."
source Scripts/sdk-package.sh
out=${1:?usage: Scripts/same-output.sh OUT [CORPUS]}
corpus=${2:-../shared/corpus}
apigen=${APIGEN:-$([ -x .build/release/apigen ] && echo .build/release/apigen || echo .build/debug/apigen)}
mkdir -p "$out"
generate() { # NAME ARGS...: the SDK and what apigen said, both compared
  local name=$1
  shift
  "$apigen" generate "$@" --output "$out/$name" 2>&1 | sed "s|$out/|OUT/|g" >"$out/$name.log"
  echo "exit ${PIPESTATUS[0]}" >>"$out/$name.log"
}
generate GitHubAPI --config apigen.yaml
for config in Tests/Fixtures/*/apigen.yaml; do
  generate "$(basename "$(dirname "$config")")" --config "$config"
done
[ -f ../shared/specs/github-full.yaml ] && generate GitHubFull ../shared/specs/github-full.yaml --module-name GitHubFull
while IFS=$'\t' read -r name description; do
  generate "$name" "$corpus/$description" --module-name "$name"
done < <(corpus_descriptions)
echo "$(find "$out" -name '*.swift' | wc -l) files in $(find "$out" -mindepth 1 -maxdepth 1 -type d | wc -l) SDKs"
