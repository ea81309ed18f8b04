#!/usr/bin/env bash
# Rewrites specs/github.yaml from GitHub's full description: the operations the sample client calls and every
# component they reach, with GitHub's text and schemas unedited. Then `swift run apigen generate` regenerates
# Generated/GitHubAPI from it (apigen.yaml).
set -euo pipefail
cd "$(dirname "$0")/.."
full="${1:-specs/github-full.yaml}"
swift run apigen trim "$full" \
  --operation search/repos \
  --operation repos/list-for-user \
  --operation repos/list-for-authenticated-user \
  --operation repos/get \
  --operation repos/get-readme \
  --operation users/get-authenticated \
  --operation activity/list-repos-starred-by-authenticated-user \
  --operation activity/star-repo-for-authenticated-user \
  --operation activity/unstar-repo-for-authenticated-user \
  --operation activity/check-repo-is-starred-by-authenticated-user \
  --operation rate-limit/get \
  --operation repos/update \
  --operation repos/upload-release-asset \
  --operation repos/download-tarball-archive \
  --operation markdown/render-raw \
  --output specs/github.yaml
