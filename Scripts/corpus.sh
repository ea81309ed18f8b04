#!/usr/bin/env bash
# Runs every description of the public corpus (Tests/Fixtures/Corpus/sources.tsv, copied by gather-corpus.sh)
# through `apigen generate`, type-checks each SDK against APIRuntime, and prints a Markdown table (operations,
# generate time, warnings, compiler warnings) and the warnings counted by kind.
#   Scripts/corpus.sh [CORPUS]   (default ../shared/corpus)
# Environment: APIGEN (default .build/release/apigen, else .build/debug/apigen), MODULES (the folder holding
# APIRuntime.swiftmodule, default .build/debug/Modules), TYPECHECK=0 to skip type-checking.
# Exits non-zero if a description is refused or an SDK does not type-check without warnings.
set -uo pipefail
cd "$(dirname "$0")/.."
source Scripts/sdk-package.sh
corpus=${1:-../shared/corpus}
apigen=${APIGEN:-$([ -x .build/release/apigen ] && echo .build/release/apigen || echo .build/debug/apigen)}
modules=${MODULES:-.build/debug/Modules}
typecheck=${TYPECHECK:-1}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
echo "| Spec | Operations | Generate (s) | Warnings | Compiler warnings |"
echo "| --- | ---: | ---: | ---: | ---: |"
while IFS=$'\t' read -r name description; do
  spec="$corpus/$description"
  [ -f "$spec" ] || { echo "| $description | missing | | | |"; failures=$((failures + 1)); continue; }
  out="$work/$name"
  start=$(date +%s.%N)
  "$apigen" generate "$spec" --output "$out" --module-name "$name" >"$work/stdout" 2>"$work/stderr"
  status=$?
  end=$(date +%s.%N)
  seconds=$(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.2f", e - s }')
  # Shown warnings, plus the places of repeated messages that a note counts instead of showing.
  sed -n 's/^.*: warning: //p' "$work/stderr" >"$work/warnings"
  sed -nE "s/^.*: note: ([0-9]+) more places? with the warning '(.*)' not shown$/\1\t\2/p" "$work/stderr" |
    while IFS=$'\t' read -r count message; do for _ in $(seq "$count"); do echo "$message"; done; done >>"$work/warnings"
  warnings=$(wc -l <"$work/warnings")
  cat "$work/warnings" >>"$work/all-warnings"
  if [ $status -ne 0 ]; then
    echo "| $description | refused | $seconds | $warnings | $(grep -m1 ': error: ' "$work/stderr" | sed 's/.*: error: //' | cut -c1-80) |"
    failures=$((failures + 1)); continue
  fi
  operations=$("$apigen" validate "$spec" 2>/dev/null | grep -o '[0-9]* operations' | cut -d' ' -f1)
  compiler="-"
  if [ "$typecheck" = 1 ]; then
    if typecheck_sdk "$modules" "$name" "$out"/*.swift >"$work/check" 2>&1; then
      compiler=$(grep -c 'warning:' "$work/check")
      [ "$compiler" = 0 ] || failures=$((failures + 1))
    else
      compiler="errors"; failures=$((failures + 1))
      grep -m3 'error:' "$work/check" >&2
    fi
  fi
  echo "| $description | $operations | $seconds | $warnings | $compiler |"
  rm -rf "$out"
done < <(corpus_descriptions)
echo
echo "Warnings by kind (quoted names as …, numbers as N):"
touch "$work/all-warnings"
sed -E "s/'[^']*'/…/g; s/\"[^\"]*\"/…/g; s/[0-9]+/N/g" "$work/all-warnings" | sort | uniq -c | sort -rn
exit $((failures > 0))
