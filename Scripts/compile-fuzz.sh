#!/usr/bin/env bash
# Generates SDKs from synthesized specs (SpecSynthesizer: hard names, every schema shape, references, parameters,
# bodies) and type-checks each against APIRuntime: the fuzzer proper only sees crashes, this sees generated code
# that does not compile. Not part of CI.
#
#   Scripts/compile-fuzz.sh [first-seed] [count]     (default 1 200)
#
# Failing seeds are listed with their first compiler error; their specs stay in .build-fuzz/compile/.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/sdk-package.sh
first="${1:-1}"
count="${2:-200}"
work=.build-fuzz/compile
rm -rf "$work" && mkdir -p "$work/specs"
swift build --traits Mock --product apigen --product apigen-fuzz >/dev/null
swift build --traits Mock --target APIRuntime >/dev/null
bin=$(swift build --show-bin-path)
"$bin/apigen-fuzz" synthesize "$first" "$count" "$work/specs"
failures=0
rejected=0
for spec in "$work"/specs/*.json; do
  name=$(basename "$spec" .json)
  out="$work/out/$name"
  mkdir -p "$out"
  if ! "$bin/apigen" generate "$spec" --output "$out" --module-name Fuzzed >"$out.log" 2>&1; then
    if grep -q ": error: " "$out.log"; then rejected=$((rejected + 1)); continue; fi
    echo "$name: apigen failed without a diagnostic"; failures=$((failures + 1)); continue
  fi
  if ! typecheck_sdk "$bin/Modules" Fuzzed "$out"/*.swift >"$out.tc" 2>&1; then
    echo "$name: $(grep -m1 'error:' "$out.tc")"
    failures=$((failures + 1))
  fi
done
echo "seeds $first..$((first + count - 1)): $failures failing, $rejected rejected with diagnostics"
