#!/usr/bin/env bash
# The mock and `apigen verify` checked against each other and against Schemathesis, on GitHub's full description
# (or another one, CONTRACT_SPEC):
#   1. `apigen mock` serves specs/github-full.yaml on 127.0.0.1;
#   2. `apigen verify --include-unsafe` calls every operation on it and must find nothing (exit 0);
#   3. Schemathesis (pinned in Tests/Schemathesis/requirements.txt, all checks, a fixed seed and time budget, no
#      cache kept between runs: Tests/Schemathesis/schemathesis.toml) tests the mock;
#      Scripts/schemathesis_summary.py fails the step on any failure except undocumented statuses for operations
#      that document no client error a bad query or body can get, invalid requests accepted (the mock does not
#      judge raw text or octet-stream bodies against non-string schemas), and a deleted resource still served
#      (ST301: the mock keeps no state between requests, by design; MockingAnAPI.md).
#   The time budget decides how far the phases get: a faster machine reaches more of the stateful phase.
# Without python3 and its venv module the Schemathesis part is skipped outside CI and fails in CI (CI=true).
# Environment: CONTRACT_SPEC another description (then `apigen verify` is left out unless CONTRACT_VERIFY=1),
# CONTRACT_ALLOW more `--allow` rules for the summary (space-separated), SCHEMATHESIS_SECONDS the time budget.
set -euo pipefail
cd "$(dirname "$0")/.."
spec=${CONTRACT_SPEC:-specs/github-full.yaml}
verify=${CONTRACT_VERIFY:-$([ -z "${CONTRACT_SPEC:-}" ] && echo 1 || echo 0)}
extra_allow=()
for rule in ${CONTRACT_ALLOW:-}; do extra_allow+=(--allow "$rule"); done
venv=.build-schemathesis-venv
seconds=${SCHEMATHESIS_SECONDS:-240}

swift build --traits Mock --product apigen >/dev/null 2>&1
apigen=$(swift build --show-bin-path)/apigen
log=$(mktemp)
"$apigen" mock "$spec" --port 0 >"$log" 2>&1 &
mock=$!
trap 'kill $mock 2>/dev/null || true; wait 2>/dev/null || true; rm -f "$log"' EXIT
url=""
for _ in $(seq 1 100); do
  url=$(sed -n 's/^apigen mock: .* on \(http:[^ ]*\).*$/\1/p' "$log" | head -1)
  [ -n "$url" ] && break
  sleep 0.2
done
[ -n "$url" ] || { cat "$log" >&2; echo "contract: the mock did not start" >&2; exit 1; }
echo "contract: apigen mock at $url"

if [ "$verify" = 1 ]; then "$apigen" verify "$spec" --server "$url" --include-unsafe --concurrency 2; fi

if ! command -v python3 >/dev/null 2>&1 || { [ ! -x "$venv/bin/python" ] && ! python3 -m venv "$venv"; }; then
  [ "${CI:-}" = "true" ] && { echo "contract: python3 with venv is needed for Schemathesis" >&2; exit 1; }
  echo "contract: Schemathesis skipped (python3 with venv is missing)"
  exit 0
fi
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r Tests/Schemathesis/requirements.txt
report=$(mktemp -d)
# Schemathesis exits 1 when it finds anything; the summary below decides what fails the step.
"$venv/bin/schemathesis" --config-file Tests/Schemathesis/schemathesis.toml run "$spec" --url "$url" --checks all \
  --seed 1 --max-examples 3 --max-time "$seconds" --workers 2 --no-color --suppress-health-check all \
  --generation-database none --report ndjson --report-dir "$report" >"$report/output.txt" 2>&1 || true
sed -n '/^Failures:/,/^Warnings:/p;/^Test cases:/,+1p' "$report/output.txt"
# Which operations have no documented answer to a bad query or body is the mock's rule; it prints it.
"$apigen" mock "$spec" --print-refusals >"$report/refusals.txt"
"$venv/bin/python" Scripts/schemathesis_summary.py "$report"/*.ndjson --refusals "$report/refusals.txt" \
  --allow ST103=no-client-error --allow ST201 --allow ST301 ${extra_allow[@]+"${extra_allow[@]}"}
