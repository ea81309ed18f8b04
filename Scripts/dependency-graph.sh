#!/usr/bin/env bash
# What an app pays for adding APIGen: a package with one target that links APIRuntime and generates the Pet Store
# SDK with the build plugin, beside the same app on swift-openapi-generator (its plugin, runtime and URLSession
# transport) with the same description. For each commit named (default HEAD) and for the rival, in one run: the
# packages it resolves, a fresh resolve (no .build, no Package.resolved; SwiftPM's shared repository cache as it
# is), the first build, and null builds of all the apps in turn (the median of five each). APIGen is a
# `.package(url:)` dependency on a tagged clone of that commit, as a user's would be. Not part of CI (`--check` is:
# see below).
# Usage: Scripts/dependency-graph.sh [COMMIT ...]
#        Scripts/dependency-graph.sh --check   # CI: the app resolves only APIRuntime's and the plugin's packages
#                                              # (APIWebhooks linked, no trait), builds, and `apigen mock` there
#                                              # says which trait it needs; with the Webhooks trait it resolves
#                                              # swift-crypto and swift-asn1 besides
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$root/.build-graph"
spec="$root/Examples/PetStore/Sources/PetStoreAPI/openapi.yaml"
mkdir -p "$work"

# The packages APIRuntime and the build plugin need, and nothing of the mock's (Hummingbird, SwiftNIO, ...).
expected="apigen swift-argument-parser swift-async-algorithms swift-collections swift-http-types swift-log \
swift-openapi-runtime swift-openapi-urlsession"

# write_app DIR DEPENDENCY PRODUCTS PLUGIN: a one-target package whose target generates from the Pet Store spec.
write_app() {
  local dir="$1" dependency="$2" products="$3" plugin="$4"
  rm -rf "$dir" && mkdir -p "$dir/Sources/App"
  cp "$spec" "$dir/Sources/App/openapi.yaml"
  echo "enum App {}" >"$dir/Sources/App/App.swift"
  cat >"$dir/Package.swift" <<EOF
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "App",
  dependencies: [$dependency],
  targets: [.target(name: "App", dependencies: [$products], plugins: [$plugin])]
)
EOF
}

# The identities of the packages in DIR's Package.resolved, sorted, on one line.
resolved_packages() {
  python3 -c 'import json, sys
pins = json.load(open(sys.argv[1]))["pins"]
print(" ".join(sorted(pin["identity"] for pin in pins)))' "$1/Package.resolved"
}

# seconds COMMAND...: runs it in the current folder, quietly, and prints its wall time.
seconds() {
  local start end
  start=$(date +%s.%N)
  "$@" >build.log 2>&1 || { tail -20 build.log >&2; exit 1; }
  end=$(date +%s.%N)
  python3 -c "print(f'{$end - $start:.2f}')"
}

# first_build NAME DIR: a fresh resolve and the first build of one app, as one line, and its packages.
first_build() {
  local name="$1" dir="$2" resolve first packages
  cd "$dir"
  rm -rf .build Package.resolved
  resolve=$(seconds swift package resolve)
  packages=$(resolved_packages .)
  first=$(seconds swift build)
  echo "$name: packages $(wc -w <<<"$packages") resolve_s $resolve first_build_s $first"
  echo "  $packages"
  cd "$root"
}

# null_builds ROUNDS NAME=DIR...: null builds of every app in turn, ROUNDS times, so that all see the same minutes;
# the first round is left out (after a pause SwiftPM's first build redoes work, 5-10 s in every app alike).
null_builds() {
  local rounds="$1" pair name dir
  shift
  declare -A times
  for round in $(seq 0 "$rounds"); do
    for pair in "$@"; do
      name="${pair%%=*}" dir="${pair#*=}"
      local took
      took=$(cd "$dir" && seconds swift build)
      [ "$round" -gt 0 ] && times[$name]="${times[$name]:-} $took"
    done
  done
  for pair in "$@"; do
    name="${pair%%=*}"
    local sorted
    sorted=$(tr ' ' '\n' <<<"${times[$name]}" | grep . | sort -n | tr '\n' ' ')
    echo "$name: null_build_s $(tr ' ' '\n' <<<"$sorted" | grep . | sed -n "$(((rounds + 1) / 2))p") (runs $sorted)"
  done
}

if [ "${1:-}" = "--check" ]; then
  app="$work/check"
  # APIWebhooks without the Webhooks trait: its crypto dependency is pruned, and it still builds.
  write_app "$app" ".package(name: \"apigen\", path: \"$root\")" \
    '.product(name: "APIRuntime", package: "apigen"), .product(name: "APIWebhooks", package: "apigen")' \
    '.plugin(name: "APIGenBuildPlugin", package: "apigen")'
  cd "$app"
  rm -rf .build Package.resolved
  swift package resolve >resolve.log 2>&1 || { tail -20 resolve.log; exit 1; }
  # A path dependency has no pin of its own: the list compared leaves `apigen` out.
  found=$(resolved_packages . 2>/dev/null || true)
  want=$(tr ' ' '\n' <<<"$expected" | grep -v '^apigen$' | tr '\n' ' ' | sed 's/ $//')
  echo "resolved: $found"
  if [ "$found" != "$want" ]; then
    echo "error: an app with APIRuntime and the build plugin resolves other packages than these: $want" >&2
    exit 1
  fi
  swift build >build.log 2>&1 || { tail -30 build.log; exit 1; }
  echo "built: the app, its SDK generated by the build plugin"
  set +e
  message=$(swift run apigen mock openapi.yaml 2>&1 >/dev/null)
  status=$?
  set -e
  if [ "$status" != 2 ] || ! grep -q 'traits: \["Mock"\]' <<<"$message"; then
    echo "error: apigen mock without the Mock trait should exit 2 naming the trait; it exited $status:" >&2
    echo "$message" | tail -5 >&2
    exit 1
  fi
  echo "apigen mock without the trait: exit 2, $(grep -o 'add `traits: \["Mock"\]`[^;]*' <<<"$message" | head -1)"
  # With the Webhooks trait, swift-crypto (and its swift-asn1) join the graph, and nothing else.
  webhooks="$work/check-webhooks"
  write_app "$webhooks" ".package(name: \"apigen\", path: \"$root\", traits: [\"Webhooks\"])" \
    '.product(name: "APIRuntime", package: "apigen"), .product(name: "APIWebhooks", package: "apigen")' \
    '.plugin(name: "APIGenBuildPlugin", package: "apigen")'
  cd "$webhooks"
  swift package resolve >resolve.log 2>&1 || { tail -20 resolve.log; exit 1; }
  found=$(resolved_packages .)
  want=$(tr ' ' '\n' <<<"$expected swift-asn1 swift-crypto" | grep -v '^apigen$' | LC_ALL=C sort | tr '\n' ' ' | sed 's/ $//')
  echo "resolved with the Webhooks trait: $found"
  if [ "$found" != "$want" ]; then
    echo "error: with the Webhooks trait an app should resolve these: $want" >&2
    exit 1
  fi
  exit 0
fi

commits=("$@")
[ ${#commits[@]} -eq 0 ] && commits=(HEAD)
rival_version=1.14.3
write_app "$work/rival" \
  ".package(url: \"https://github.com/apple/swift-openapi-generator\", from: \"$rival_version\"),
    .package(url: \"https://github.com/apple/swift-openapi-runtime\", from: \"1.13.4\"),
    .package(url: \"https://github.com/apple/swift-openapi-urlsession\", from: \"1.4.0\")" \
  '.product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
      .product(name: "OpenAPIURLSession", package: "swift-openapi-urlsession")' \
  '.plugin(name: "OpenAPIGenerator", package: "swift-openapi-generator")'
printf 'generate: [types, client]\n' >"$work/rival/Sources/App/openapi-generator-config.yaml"

for commit in "${commits[@]}"; do
  short=$(git -C "$root" rev-parse --short "$commit")
  clone="$work/apigen-$short"
  if [ ! -d "$clone" ]; then
    git clone -q "$root" "$clone"
    git -C "$clone" checkout -q "$short"
    git -C "$clone" tag 1.0.0
  fi
  write_app "$work/app-$short" ".package(url: \"file://$clone\", from: \"1.0.0\")" \
    ".product(name: \"APIRuntime\", package: \"apigen-$short\")" \
    ".plugin(name: \"APIGenBuildPlugin\", package: \"apigen-$short\")"
done

echo "swift $(swift --version 2>&1 | grep -o 'version [0-9.]*' | head -1), $(nproc) cores"
apps=()
for commit in "${commits[@]}"; do
  short=$(git -C "$root" rev-parse --short "$commit")
  first_build "apigen@$short" "$work/app-$short"
  apps+=("apigen@$short=$work/app-$short")
done
first_build "swift-openapi-generator $rival_version" "$work/rival"
apps+=("swift-openapi-generator $rival_version=$work/rival")
null_builds 5 "${apps[@]}"
