# Shared by the scripts that build or type-check generated SDKs (build-sdk.sh, compare-sdk-builds.sh,
# sdk-release-size.sh, corpus.sh, compile-fuzz.sh); sourced, not run.

# Type-checks a generated SDK: NAME's FILES against the modules in MODULES (the folder holding
# APIRuntime.swiftmodule). One frontend for the whole module (-wmo): per file, every job would load the imported
# modules and parse every other file again. The tests' typeCheck helper (GenerateCommandTests.swift) runs the same.
typecheck_sdk() {
  local modules="$1" name="$2"
  shift 2
  swiftc -typecheck -wmo -swift-version 6 -I "$modules" -module-name "$name" "$@"
}

# Writes DIR/Package.swift: a package named NAME depending on this checkout, with the targets given (Swift source,
# one per argument), where `runtime` names the APIRuntime product.
write_sdk_manifest() {
  local dir="$1" name="$2"
  shift 2
  {
    echo "// swift-tools-version: 6.0"
    echo "import PackageDescription"
    echo "let runtime: Target.Dependency = .product(name: \"APIRuntime\", package: \"$(basename "$root")\")"
    echo "let package = Package("
    echo "  name: \"$name\","
    echo "  dependencies: [.package(path: \"$root\")],"
    echo "  targets: ["
    printf '    %s,\n' "$@"
    echo "  ],"
    echo "  swiftLanguageModes: [.v6]"
    echo ")"
  } >"$dir/Package.swift"
}

# Builds TARGET in package DIR (extra `swift build` arguments after it) and prints "WALL CPU PEAK_MB": seconds of
# wall time, CPU seconds of all its processes, the largest process's peak memory. The log is DIR/build-TARGET.log.
timed_build() {
  local dir="$1" target="$2"
  shift 2
  local log="$dir/build-$target.log"
  /usr/bin/time -f "%e %U %S %M" -o "$dir/time.txt" bash -c 'cd "$0" && swift build --target "$1" "${@:2}"' \
    "$dir" "$target" "$@" >"$log" 2>&1 || { tail -30 "$log" >&2; return 1; }
  awk '{ printf "%.1f %.1f %.0f\n", $1, $2 + $3, $4 / 1024 }' "$dir/time.txt"
}

# The median of the numbers on standard input, one per line (the lower middle one of an even count).
median() {
  sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}
