#!/usr/bin/env bash
# What one call costs an app, ours and swift-openapi-generator's side by side in one run: each SDK generated from
# SPEC twice, whole and filtered to OPERATION (apigen.yaml's `filter: operations:`, the rival's config's
# `filter: operations:`), built release in a package with an executable that makes that one call, and one that
# links only the runtime (ours: APIRuntime; the rival's: OpenAPIRuntime with its URLSession transport). Prints each
# SDK target's release build (wall, CPU, peak memory; dependencies built first, not timed) and each executable's
# stripped size. RIVAL_FULL=0 skips the rival's whole SDK (its release build takes many minutes and gigabytes).
# Not part of CI.
# Usage: Scripts/compare-one-call-sizes.sh [SPEC]   (default: ../shared/specs/github-full.yaml; OPERATION repos/get,
# with CALL and RIVAL_CALL the Swift statements that make it, `client` in scope)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
source "$root/Scripts/sdk-package.sh"
spec="${1:-$root/../shared/specs/github-full.yaml}"
spec="$(cd "$(dirname "$spec")" && pwd)/$(basename "$spec")"
operation="${OPERATION:-repos/get}"
call="${CALL:-let repository = try await client.repos.get(owner: \"swiftlang\", repo: \"swift\"); print(repository.id)}"
rival_call="${RIVAL_CALL:-let response = try await client.repos_sol_get(path: .init(owner: \"swiftlang\", repo: \"swift\")); print(try response.ok.body.json.id)}"
work="$root/.build-sdk/OneCall"
rm -rf "$work" && mkdir -p "$work/Ours/Sources" "$work/Rival/Sources"

# Writes package DIR's executable NAME: imports the modules given after the call, then runs the call.
write_call() {
  local dir="$1" name="$2" statements="$3"
  shift 3
  mkdir -p "$dir/Sources/$name"
  {
    printf 'import %s\n' Foundation "$@"
    echo
    echo "$statements"
  } >"$dir/Sources/$name/main.swift"
}

# Builds package DIR's SDK targets (timed, one at a time) and its executables, release, and prints their figures.
build_and_measure() {
  local dir="$1" dependency="$2" side="$3" sdk product bin
  shift 3
  echo "building $side's dependencies (release, not timed)..."
  (cd "$dir" && swift build -c release --target "$dependency" >"$dir/dependencies.log" 2>&1) || {
    tail -30 "$dir/dependencies.log"; exit 1; }
  for sdk in "$@"; do
    read -r wall cpu peak <<<"$(timed_build "$dir" "$sdk" -c release)"
    echo "$side $sdk release build: $wall s (cpu $cpu s, peak $peak MB), $(cat "$dir/Sources/$sdk"/*.swift | wc -l) lines"
  done
  (cd "$dir" && swift build -c release >"$dir/executables.log" 2>&1) || { tail -30 "$dir/executables.log"; exit 1; }
  bin="$(cd "$dir" && swift build -c release --show-bin-path)"
  for product in $(cd "$dir/Sources" && ls -d Call* RuntimeOnly); do
    strip -o "$dir/$product.stripped" "$bin/$product"
    printf '%s %s stripped: %s bytes\n' "$side" "$product" "$(stat -c %s "$dir/$product.stripped")"
  done
}

(cd "$root" && swift build -c release --product apigen >/dev/null)
printf 'filter:\n  operations:\n    - %s\n' "$operation" >"$work/Ours/one-call.yaml"
"$root/.build/release/apigen" generate "$spec" --output "$work/Ours/Sources/SDKFull" --module-name SDKFull >/dev/null
"$root/.build/release/apigen" generate "$spec" --config "$work/Ours/one-call.yaml" \
  --output "$work/Ours/Sources/SDKOne" --module-name SDKOne >/dev/null
write_sdk_manifest "$work/Ours" OursOneCall \
  '.target(name: "SDKFull", dependencies: [runtime])' '.target(name: "SDKOne", dependencies: [runtime])' \
  '.executableTarget(name: "CallFull", dependencies: ["SDKFull"])' \
  '.executableTarget(name: "CallOne", dependencies: ["SDKOne"])' \
  '.executableTarget(name: "RuntimeOnly", dependencies: [runtime])'
for sdk in Full One; do
  write_call "$work/Ours" "Call$sdk" "let client = Client()
do { $call } catch { print(error) }" "SDK$sdk"
done
write_call "$work/Ours" RuntimeOnly 'print(APIClient(serverURL: URL(string: "https://example.com")!))' APIRuntime

echo "building swift-openapi-generator (release, not timed)..."
build_rival_tool "$work/RivalTool"
rival_sdks=(SDKOne)
[ "${RIVAL_FULL:-1}" = 1 ] && rival_sdks=(SDKFull SDKOne)
for sdk in "${rival_sdks[@]}"; do
  mkdir -p "$work/Rival/Sources/$sdk"
  printf 'generate:\n  - types\n  - client\naccessModifier: public\n' >"$work/Rival/$sdk.yaml"
  [ "$sdk" = SDKOne ] && printf 'filter:\n  operations:\n    - %s\n' "$operation" >>"$work/Rival/$sdk.yaml"
  "$rival_generator" generate "$spec" --config "$work/Rival/$sdk.yaml" --output-directory "$work/Rival/Sources/$sdk" \
    >"$work/Rival/generate-$sdk.log" 2>&1 || { tail -5 "$work/Rival/generate-$sdk.log"; exit 1; }
  write_call "$work/Rival" "Call${sdk#SDK}" \
    "let client = Client(serverURL: URL(string: \"https://api.github.com\")!, transport: URLSessionTransport())
do { $rival_call } catch { print(error) }" OpenAPIURLSession "$sdk"
done
write_call "$work/Rival" RuntimeOnly 'print(URLSessionTransport())' OpenAPIRuntime OpenAPIURLSession
{
  echo "// swift-tools-version: 6.0"
  echo "import PackageDescription"
  echo 'let runtime: Target.Dependency = .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime")'
  echo 'let transport: Target.Dependency = .product(name: "OpenAPIURLSession", package: "swift-openapi-urlsession")'
  echo 'let package = Package('
  echo '  name: "RivalOneCall",'
  echo '  dependencies: ['
  echo '    .package(url: "https://github.com/apple/swift-openapi-runtime", exact: "1.13.4"),'
  echo '    .package(url: "https://github.com/apple/swift-openapi-urlsession", exact: "1.4.0"),'
  echo '  ],'
  echo '  targets: ['
  for sdk in "${rival_sdks[@]}"; do
    echo "    .target(name: \"$sdk\", dependencies: [runtime]),"
    echo "    .executableTarget(name: \"Call${sdk#SDK}\", dependencies: [\"$sdk\", transport]),"
  done
  echo '    .executableTarget(name: "RuntimeOnly", dependencies: [runtime, transport]),'
  echo '  ],'
  echo '  swiftLanguageModes: [.v6]'
  echo ')'
} >"$work/Rival/Package.swift"

echo "spec: $spec, operation: $operation"
build_and_measure "$work/Ours" APIRuntime ours SDKFull SDKOne
build_and_measure "$work/Rival" OpenAPIURLSession rival "${rival_sdks[@]}"
