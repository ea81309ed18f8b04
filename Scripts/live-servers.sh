#!/usr/bin/env bash
# The live framework apps (Tests/LiveServers/apps): installs their pinned PyPI packages into a virtual environment,
# starts each app on 127.0.0.1, fetches the spec it serves into its SDK target's folder (never edited by hand), and
# runs `swift test --package-path Tests/LiveServers`, where the build plugin generates each SDK from that spec and
# the tests call every operation against the running app. The apps stop when the script ends, however it ends.
#
# Without python3 (and its venv module) the tests cannot run: outside CI that is said and skipped; in CI
# (CI=true) it fails.
set -euo pipefail
cd "$(dirname "$0")/.."
live=Tests/LiveServers
venv="$live/.build-venv"

skip_or_fail() {
  if [ "${CI:-}" = "true" ]; then
    echo "live servers: $1" >&2
    exit 1
  fi
  echo "live servers: skipped: $1"
  exit 0
}

command -v python3 >/dev/null 2>&1 || skip_or_fail "python3 is missing (the framework apps are Python)"
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv" || skip_or_fail "python3 cannot make a virtual environment (Debian: apt-get install python3-venv)"
fi
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$live/apps/requirements.txt"

pids=()
stop_apps() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap stop_apps EXIT

free_port() {
  "$venv/bin/python" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# start APP_SCRIPT SPEC_PATH TARGET VARIABLE: runs the app, waits (at most 60 s) for its spec, saves it.
start() {
  local script=$1 spec_path=$2 target=$3 variable=$4
  local port log
  port=$(free_port)
  log="$live/.build-venv/$target.log"
  (cd "$live/apps" && exec "../.build-venv/bin/python" "$script" "$port") >"$log" 2>&1 &
  pids+=($!)
  local url="http://127.0.0.1:$port"
  for _ in $(seq 1 120); do
    if "$venv/bin/python" - "$url$spec_path" "$live/Sources/$target/openapi.json" <<'PY' 2>/dev/null; then
import sys, urllib.request
with urllib.request.urlopen(sys.argv[1], timeout=5) as answer:
    data = answer.read()
# Written out indented, as a person would save it: verify's findings then point at lines worth reading.
import json
with open(sys.argv[2], "w") as spec:
    json.dump(json.loads(data), spec, indent=2)
    spec.write("\n")
PY
      echo "live servers: $target from $script at $url (spec: $spec_path)"
      export "$variable=$url"
      return 0
    fi
    if ! kill -0 "${pids[-1]}" 2>/dev/null; then
      cat "$log" >&2
      echo "live servers: $script exited before serving its spec" >&2
      exit 1
    fi
    sleep 0.5
  done
  cat "$log" >&2
  echo "live servers: $script did not serve $spec_path within 60 s" >&2
  exit 1
}

start fastapi_flows.py /openapi.json FastAPIFlows LIVE_FASTAPI_URL
start flasgger_notes.py /apispec_1.json FlasggerNotes LIVE_FLASGGER_URL
start drf_books.py "/api/schema/?format=json" DRFBooks LIVE_DRF_URL
start connexion_pets.py /openapi.json ConnexionPets LIVE_CONNEXION_URL

swift test --package-path "$live"

# `apigen verify` against each app, emptied first: every operation called (unsafe ones too), and the findings
# (the apps' deviations, some on purpose, some as the frameworks write specs) exactly those expected.
swift build --traits Mock --product apigen >/dev/null 2>&1
apigen=$(swift build --show-bin-path)/apigen
failed=0
for pair in FastAPIFlows:LIVE_FASTAPI_URL FlasggerNotes:LIVE_FLASGGER_URL DRFBooks:LIVE_DRF_URL \
  ConnexionPets:LIVE_CONNEXION_URL; do
  target=${pair%%:*}
  variable=${pair##*:}
  url=${!variable}
  "$venv/bin/python" -c 'import sys, urllib.request; urllib.request.urlopen(urllib.request.Request(sys.argv[1] + "/_reset", method="POST"))' "$url"
  status=0
  "$apigen" verify "$live/Sources/$target/openapi.json" --server "$url" --include-unsafe \
    >"$venv/$target.verify.txt" 2>/dev/null || status=$?
  if [ "$status" != 1 ] || ! diff -u "$live/apps/verify-expected/$target.txt" "$venv/$target.verify.txt"; then
    echo "live servers: apigen verify of $target (exit $status) differs from apps/verify-expected/$target.txt" >&2
    failed=1
  else
    echo "live servers: apigen verify of $target: $(tail -1 "$venv/$target.verify.txt")"
  fi
done
exit $failed
