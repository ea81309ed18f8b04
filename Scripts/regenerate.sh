#!/usr/bin/env bash
# Rewrites every generated artifact from its source, in dependency order: the embedded templates (apigen carries
# them), then the SDKs the package compiles (GitHubAPI, HardCasesAPI, Swagger2StoreAPI) and the snapshot files.
# FreshnessTests, TemplateTests and SnapshotTests fail when any of these is stale.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/embed-templates.sh
swift build --product apigen >/dev/null
apigen="$(swift build --show-bin-path)/apigen"
"$apigen" generate --config apigen.yaml
"$apigen" generate --config Tests/Fixtures/HardCases/apigen.yaml
"$apigen" generate --config Tests/Fixtures/Swagger2Store/apigen.yaml
APIGEN_RECORD_SNAPSHOTS=1 swift test --filter SnapshotTests >/dev/null
echo "regenerated; review with git diff"
