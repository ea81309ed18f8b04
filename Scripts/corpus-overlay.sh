#!/usr/bin/env bash
# A vendor's description mended by an Overlay, without editing it: generates the SDK of Spotify's official
# description (the corpus's Spotify/official-spotify-open-api.yml) through an apigen.yaml that names
# Tests/Fixtures/Corpus/overlays/spotify-official.overlay.yaml, and without it, then checks that the overlay's type
# fix and rename are in the generated code (and not in the other), that the overlay's stale target is a warning at
# its line, and that the mended SDK type-checks without a compiler warning.
#
# Usage: Scripts/corpus-overlay.sh [CORPUS]   (default ../shared/corpus; APIGEN and MODULES as in corpus.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/sdk-package.sh
corpus=$(cd "${1:-../shared/corpus}" && pwd)
apigen=${APIGEN:-$([ -x .build/release/apigen ] && echo .build/release/apigen || echo .build/debug/apigen)}
modules=${MODULES:-.build/debug/Modules}
overlay=$(pwd)/Tests/Fixtures/Corpus/overlays/spotify-official.overlay.yaml
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fail() { echo "corpus-overlay: $*" >&2; exit 1; }

cat >"$work/mended.yaml" <<YAML
spec: $corpus/Spotify/official-spotify-open-api.yml
overlays: [$overlay]
output: mended
module: SpotifyAPI
YAML
sed -e '/^overlays:/d' -e 's/^output: mended/output: plain/' "$work/mended.yaml" >"$work/plain.yaml"

(cd "$work" && "$OLDPWD/$apigen" generate --config mended.yaml) 2>"$work/mended.err" || {
  cat "$work/mended.err" >&2
  fail "the mended description did not generate"
}
(cd "$work" && "$OLDPWD/$apigen" generate --config plain.yaml) 2>"$work/plain.err" || fail "the official one did not"

grep -q "spotify-official.overlay.yaml:2[0-9]:[0-9]*: warning: target '\$.paths\['/browse/new-releases-v2'\]' selects nothing" \
  "$work/mended.err" || { cat "$work/mended.err" >&2; fail "the stale target's warning is missing"; }
grep -q 'public var linkedFrom: \[String: JSONValue\]?' "$work"/plain/*.swift || fail "official: linked_from is not free-form"
grep -q 'public var linkedFrom: \[String: JSONValue\]?' "$work"/mended/*.swift && fail "mended: linked_from is still free-form"
[ "$(grep -c 'public var linkedFrom: LinkedTrackObject?' "$work"/mended/*.swift | awk -F: '{ s += $2 } END { print s }')" = 2 ] ||
  fail "mended: both tracks' linked_from should be LinkedTrackObject"
grep -q 'public func getAnAlbum(' "$work"/plain/*.swift || fail "official: getAnAlbum is missing"
grep -q 'public func getAnAlbum(' "$work"/mended/*.swift && fail "mended: getAnAlbum is still there"
grep -q 'operationID: "albums/get"' "$work"/mended/*.swift || fail "mended: albums/get is missing"
typecheck_sdk "$modules" SpotifyAPI "$work"/mended/*.swift >"$work/check" 2>&1 || { cat "$work/check" >&2; fail "the mended SDK does not type-check"; }
! grep -q 'warning:' "$work/check" || { cat "$work/check" >&2; fail "the mended SDK type-checks with warnings"; }
echo "corpus-overlay: Spotify's official description mended by an overlay: linked_from typed, getAnAlbum renamed albums.get, stale target warned, SDK type-checks"
