#!/usr/bin/env bash
# Rewrites every generated artifact from its source, in dependency order: the trimmed GitHub description
# (specs/github-operations.txt), the SDKs the package compiles (GitHubAPI, HardCasesAPI, Swagger2StoreAPI,
# OpenAPI32API, WebhooksAPI), the snapshot files, the template key tables of the generator's documentation and the top-level
# copy of the templates (Templates/, from Sources/APIGenCore/Templates). FreshnessTests, SnapshotTests and
# TemplateKeysTests fail when any of these is stale.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --traits Mock --product apigen >/dev/null
apigen="$(swift build --show-bin-path)/apigen"
cp Sources/APIGenCore/Templates/*.mustache Templates/
bash Scripts/trim-github.sh >/dev/null
"$apigen" generate --config apigen.yaml
"$apigen" generate --config Tests/Fixtures/HardCases/apigen.yaml
"$apigen" generate --config Tests/Fixtures/Swagger2Store/apigen.yaml
"$apigen" generate --config Tests/Fixtures/OpenAPI32/apigen.yaml
"$apigen" generate --config Tests/Fixtures/Webhooks/apigen.yaml
APIGEN_RECORD_SNAPSHOTS=1 swift test --traits Mock --filter SnapshotTests >/dev/null
APIGEN_RECORD_SNAPSHOTS=1 swift test --traits Mock --filter TemplateKeysTests >/dev/null
echo "regenerated; review with git diff"
