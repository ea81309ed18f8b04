#!/usr/bin/env bash
# Rewrites every generated artifact from its source, in dependency order: the embedded templates (apigen carries
# them), the trimmed GitHub description (specs/github-operations.txt), the SDKs the package compiles (GitHubAPI,
# HardCasesAPI, Swagger2StoreAPI), the snapshot files and the sample's embedded spec. FreshnessTests,
# TemplateTests, SnapshotTests and GitHubSpecTextTests fail when any of these is stale.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/embed-templates.sh
swift build --product apigen >/dev/null
apigen="$(swift build --show-bin-path)/apigen"
bash Scripts/trim-github.sh >/dev/null
"$apigen" generate --config apigen.yaml
"$apigen" generate --config Tests/Fixtures/HardCases/apigen.yaml
"$apigen" generate --config Tests/Fixtures/Swagger2Store/apigen.yaml
APIGEN_RECORD_SNAPSHOTS=1 swift test --filter SnapshotTests >/dev/null
APIGEN_RECORD_FIXTURES=1 swift test --filter GitHubSpecTextTests >/dev/null
echo "regenerated; review with git diff"
