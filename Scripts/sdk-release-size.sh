#!/usr/bin/env bash
# The release side of a generated SDK: run Scripts/build-sdk.sh first (it generates .build-sdk/MODULE). This copies
# the SDK into a package with two small executables, times the release build of the SDK target alone (dependencies
# built first, not timed) and prints the stripped size of an executable that calls one operation (CALL, default
# GitHub's repos/get) against one that only links the runtime: what one call costs an app after the linker's
# dead-code stripping. Not part of CI.
# Usage: Scripts/sdk-release-size.sh [MODULE]   (default: GitHubFull)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
source "$root/Scripts/sdk-package.sh"
module="${1:-GitHubFull}"
call="${CALL:-let repository = try await client.repos.get(owner: \"swiftlang\", repo: \"swift\"); print(repository.id)}"
source="$root/.build-sdk/$module/Sources/$module"
[ -d "$source" ] || { echo "no $source: run Scripts/build-sdk.sh first" >&2; exit 1; }
work="$root/.build-sdk/Release-$module"
rm -rf "$work/Sources" && mkdir -p "$work/Sources/CallOne" "$work/Sources/RuntimeOnly"
cp -r "$source" "$work/Sources/$module"
write_sdk_manifest "$work" "${module}Release" ".target(name: \"$module\", dependencies: [runtime])" \
  ".executableTarget(name: \"CallOne\", dependencies: [\"$module\"])" \
  ".executableTarget(name: \"RuntimeOnly\", dependencies: [runtime])"
cat > "$work/Sources/CallOne/main.swift" <<SWIFT
import $module

let client = Client()
do {
  $call
} catch {
  print(error)
}
SWIFT
cat > "$work/Sources/RuntimeOnly/main.swift" <<'SWIFT'
import APIRuntime
import Foundation

let client = APIClient(serverURL: URL(string: "https://example.com")!)
print(client)
SWIFT
echo "building dependencies (release, not timed)..."
(cd "$work" && swift build -c release --target APIRuntime >/dev/null 2>&1)
echo "building $module (release, timed)..."
result=$(timed_build "$work" "$module" -c release)
read -r wall cpu peak <<<"$result"
echo "release_build_s: $wall (cpu $cpu s, peak $peak MB)"
(cd "$work" && swift build -c release --product CallOne >"$work/call.log" 2>&1) || { tail -30 "$work/call.log"; exit 1; }
(cd "$work" && swift build -c release --product RuntimeOnly >"$work/runtime.log" 2>&1) || {
  tail -30 "$work/runtime.log"; exit 1; }
bin="$(cd "$work" && swift build -c release --show-bin-path)"
for product in CallOne RuntimeOnly; do
  strip -o "$work/$product.stripped" "$bin/$product"
  echo "${product}_stripped_bytes: $(stat -c %s "$work/$product.stripped")"
done
