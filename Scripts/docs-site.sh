#!/usr/bin/env bash
# Builds the documentation site (DocC, combined: apigen with the generator's reference, APIRuntime with the
# runtime's guide, APIWebhooks with its article, Reactor with its tutorial, APIMock with _APIMockCore, and the
# generated GitHubAPI) as static files, fails on any DocC warning, then browses it in headless Chromium: the landing
# page renders, a symbol page reached from it renders, and no internal link of any page is broken. Writes
# .build-docs/site and .build-docs/screenshot-*.png. Usage: Scripts/docs-site.sh
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build-docs
rm -rf "$out"
mkdir -p "$out"

echo "docs: building (swift-docc-plugin)"
swift package --traits Mock --allow-writing-to-directory "$out" generate-documentation \
  --target apigen --target APIRuntime --target APIWebhooks --target Reactor --target APIMock --target _APIMockCore \
  --target GitHubAPI \
  --enable-experimental-combined-documentation --transform-for-static-hosting \
  --output-path "$out/site" >"$out/build.log" 2>&1 || { tail -40 "$out/build.log"; exit 1; }
# Package manifests of dependencies warn about their own files; DocC's warnings name a source or catalog file.
if grep -E "^(warning|error):|: (warning|error):" "$out/build.log" | grep -v "found .* file(s) which are unhandled"; then
  echo "docs: DocC warnings (above)"
  exit 1
fi
echo "docs: built with no warnings"

browser="$(command -v chromium || command -v chromium-browser || true)"
if [ -z "$browser" ]; then echo "docs: chromium is not installed"; exit 1; fi

port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server "$port" --bind 127.0.0.1 --directory "$out/site" >"$out/server.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do
  curl -fs "http://127.0.0.1:$port/" >/dev/null 2>&1 && break
  sleep 0.1
done

shoot() { # URL FILE: a picture for people to look at; the checks above are what pass or fail
  if ! "$browser" --headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --virtual-time-budget=20000 \
    --hide-scrollbars --window-size=1280,1000 --screenshot="$2" "$1" >"$out/chromium.log" 2>&1; then
    echo "docs: no screenshot of $1 (chromium: $(grep -v dbus "$out/chromium.log" | tail -3))"
  fi
}

base="http://127.0.0.1:$port"
python3 Scripts/docs-check.py "$base" "$out/site" "$browser"
shoot "$base/documentation/apiruntime" "$out/screenshot-landing.png"
shoot "$base/documentation/apiruntime/apierror" "$out/screenshot-symbol.png"
shoot "$base/documentation/apigen" "$out/screenshot-generator.png"
shoot "$base/documentation/apigen/templates" "$out/screenshot-templates.png"
shoot "$base/documentation/apigen/comingfromswiftopenapigenerator" "$out/screenshot-migration.png"
ls "$out"/screenshot-*.png 2>/dev/null | sed 's/^/docs: screenshot /' || true
