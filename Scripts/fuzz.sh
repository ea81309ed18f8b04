#!/usr/bin/env bash
# Fuzzes the whole path a spec takes (YAML -> document -> generation model -> Swift text) with libFuzzer for a set
# time, seeded with every spec under Tests/Fixtures. Not part of CI.
#
#   Scripts/fuzz.sh [seconds]                              (default 600)
#   APIGEN_FUZZ_SYNTHESIZE=1 Scripts/fuzz.sh [seconds]     inputs are choices for SpecSynthesizer, which builds
#                                                          well-formed specs with hard names and every shape
#
# Findings land in .build-fuzz/findings/ (crash-*, timeout-*, oom-*). Replay one with a plain build:
#   swift run apigen-fuzz .build-fuzz/findings/crash-...
# (add --synthesized for the synthesizing mode), then keep the spec under Tests/Fixtures/FuzzFindings/, where
# FuzzFindingsTests runs it in every test run. Scripts/compile-fuzz.sh also type-checks what synthesized specs
# generate.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-600}"
scratch=.build-fuzz
mkdir -p "$scratch/corpus" "$scratch/findings" "$scratch/seeds"

# SwiftPM links with gold, which fails on the sanitizer runtime; lld works. The driver is looked up with dlsym, so
# it must be exported.
cat > "$scratch/toolset.json" <<'JSON'
{
  "schemaVersion": "1.0",
  "swiftCompiler": { "extraCLIOptions": ["-sanitize=fuzzer,address", "-DAPIGEN_FUZZ", "-use-ld=lld"] },
  "linker": { "extraCLIOptions": ["--export-dynamic-symbol=LLVMFuzzerRunDriver"] }
}
JSON
swift build -c release --product apigen-fuzz --scratch-path "$scratch" --toolset "$scratch/toolset.json"

find Tests/Fixtures -type f \( -name '*.yaml' -o -name '*.yml' -o -name '*.json' \) -size -64k \
  -exec cp {} "$scratch/seeds/" \;

# Leak detection is off: LeakSanitizer cannot see pointers that Swift keeps in enum payloads' spare bits, so it
# reports live objects as leaked. Fork mode keeps going after a finding, so one run collects all of them.
corpus=("$scratch/corpus" "$scratch/seeds")
if [ -n "${APIGEN_FUZZ_SYNTHESIZE:-}" ]; then
  mkdir -p "$scratch/synthesized-corpus"
  corpus=("$scratch/synthesized-corpus")
fi
ASAN_OPTIONS=detect_leaks=0 SWIFT_BACKTRACE=enable=no "$scratch/release/apigen-fuzz" \
  -max_total_time="$seconds" -timeout=20 -rss_limit_mb=4096 -max_len=65536 -detect_leaks=0 \
  -fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
  -dict=Scripts/fuzz.dict -artifact_prefix="$scratch/findings/" \
  "${corpus[@]}"

echo "findings: $(find "$scratch/findings" -type f | wc -l) in $scratch/findings"
