#!/usr/bin/env bash
# Every benchmark runs, with small sizes, and prints the keys scripts read: a benchmark that hangs, crashes or drops
# a figure fails CI here (no figure is judged; they are for people, from release builds). Debug-built, so the
# figures printed are not the README's.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --traits Mock --product apigen-bench >/dev/null 2>&1
bench=$(swift build --show-bin-path)/apigen-bench
spec=specs/github.yaml
out=$(mktemp)
trap 'rm -f "$out"' EXIT
failed=0

# run NAME "KEY ..." COMMAND...: at most 5 minutes; every key must be printed as `key: value`.
run() {
  local name=$1 keys=$2
  shift 2
  if ! timeout 300 "$@" >"$out" 2>&1; then
    echo "bench: $name failed or did not finish within 5 minutes:" >&2
    tail -20 "$out" >&2
    failed=1
    return
  fi
  local missing=()
  for key in $keys; do grep -q "^$key: " "$out" || missing+=("$key"); done
  if [ -z "$keys" ]; then
    echo "bench: $name: $(tail -1 "$out")"
  elif [ ${#missing[@]} -gt 0 ]; then
    echo "bench: $name did not print ${missing[*]}" >&2
    cat "$out" >&2
    failed=1
  else
    echo "bench: $name: $(grep -E "^($(echo "$keys" | tr ' ' '|')): " "$out" | tr '\n' ' ')"
  fi
}

run parse "scan_ms tree_ms document_ms document_vs_scan peak_rss_mb" "$bench" parse "$spec" --runs 1
run generate "generate_ms lines bytes files generate_vs_scan" "$bench" generate "$spec" --runs 1
# growth prints a table (units, spec_kb, generate_ms, ...), one row per size.
run growth "" "$bench" growth --sizes 50,100 --runs 1
[ "$(grep -c '^[0-9]' "$out")" = 2 ] || { echo "bench: growth printed no row per size" >&2; failed=1; }
run client "requests_per_s overhead_ratio decode_vs_handwritten encode_vs_handwritten sse_events_per_s stream_peak_rss_mb" \
  "$bench" client --requests 40 --runs 1 --events 200 --download-mb 4
run reactor "sync_actions_per_s async_actions_per_s loop_vs_reactor" \
  "$bench" reactor --actions 2000 --async-actions 200 --runs 1
run mock "answers_per_s mock_requests_per_s" "$bench" mock "$spec" --requests 40 --concurrency 2 --runs 1
swift build --package-path IntegrationTests --product stream-bench >/dev/null 2>&1
run stream-bench "sse_events_per_s stream_peak_rss_mb" \
  "$(swift build --package-path IntegrationTests --show-bin-path)/stream-bench" 200 4
exit $failed
