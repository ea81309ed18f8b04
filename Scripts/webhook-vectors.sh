#!/usr/bin/env bash
# The webhook signature vectors APIWebhooksTests verify, made again by the vendors' own libraries (stripe,
# standardwebhooks; pinned in Tests/Fixtures/Webhooks/requirements.txt) in a virtual environment and compared with
# the committed Tests/Fixtures/Webhooks/vendor-vectors.json. CI runs it; `--write` rewrites the file instead.
set -euo pipefail
cd "$(dirname "$0")/.."
venv=.build-webhook-venv
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
fi
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r Tests/Fixtures/Webhooks/requirements.txt
if [ "${1:-}" = "--write" ]; then
  "$venv/bin/python" Scripts/webhook-vectors.py
else
  "$venv/bin/python" Scripts/webhook-vectors.py --check
fi
